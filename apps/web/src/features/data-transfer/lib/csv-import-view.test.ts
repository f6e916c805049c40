import { FILE_WORK_MESSAGES } from '@quire/shared/messages/file-work';
import type { ImportSummary } from '@quire/shared/schemas/data-transfer';
import { describe, expect, it } from 'vitest';
import { makeFileJob as job } from '@/testing/file-jobs';
import { csvImportOnItsWay, csvImportView } from './csv-import-view';

const summary: ImportSummary = {
  format: 'goodreads',
  matched: 4,
  outside: 3,
  skipped: 1,
  errors: [{ row: 9, message: 'The row has no title' }],
};
const sent = { key: 'k1', fileName: 'goodreads.csv' };

describe('csvImportView — this page’s request', () => {
  it('shows the upload, then the job’s place in the wait list, then its reading', () => {
    expect(csvImportView({ status: 'pending', ...sent, fraction: 0.42 }, [])).toEqual({
      state: 'uploading',
      fileName: 'goodreads.csv',
      percent: 42,
    });
    const queued = job({ kind: 'goodreads-import', clientKey: 'k1', status: 'queued', position: 2 });
    expect(csvImportView({ status: 'pending', ...sent, fraction: 1 }, [queued])).toEqual({
      state: 'waiting',
      fileName: 'goodreads.csv',
      position: 2,
    });
    const working = job({ kind: 'goodreads-import', clientKey: 'k1', status: 'working' });
    expect(csvImportView({ status: 'pending', ...sent, fraction: 1 }, [working])).toMatchObject({
      state: 'working',
    });
    // The server lists its job: the file has arrived, whatever the upload last reported.
    expect(csvImportView({ status: 'pending', ...sent, fraction: 0 }, [queued])).toMatchObject({
      state: 'waiting',
      position: 2,
    });
    // Sent, its job not listed yet.
    expect(csvImportView({ status: 'pending', ...sent, fraction: 1 }, undefined)).toMatchObject({
      state: 'working',
    });
  });

  it('shows its own answer: the summary with the rows it could not read, or the refusal', () => {
    expect(csvImportView({ status: 'success', ...sent, summary }, [])).toEqual({
      state: 'done',
      fileName: 'goodreads.csv',
      startedAt: null,
      counts: { matched: 4, outside: 3, skipped: 1, rowErrors: 1 },
      rowErrors: summary.errors,
    });
    expect(csvImportView({ status: 'error', ...sent, message: 'Too long' }, [])).toEqual({
      state: 'failed',
      fileName: 'goodreads.csv',
      startedAt: null,
      message: 'Too long',
    });
  });
});

describe('csvImportView — with no request of this page (after a reload)', () => {
  const idle = { status: 'idle' } as const;

  it('shows nothing without a Goodreads import job (book imports are not its business)', () => {
    expect(csvImportView(idle, undefined)).toEqual({ state: 'idle' });
    expect(csvImportView(idle, [job({ kind: 'import', status: 'done' })])).toEqual({ state: 'idle' });
  });

  it('shows the latest one as far as it got', () => {
    const createdAt = '2025-03-05T14:05:00.000Z';
    const done = job({
      kind: 'goodreads-import',
      fileName: 'new.csv',
      status: 'done',
      result: { matched: 1, outside: 2, skipped: 0, rowErrors: 3 },
      createdAt,
    });
    const older = job({ kind: 'goodreads-import', fileName: 'old.csv', status: 'failed', message: 'x' });
    expect(csvImportView(idle, [done, older])).toEqual({
      state: 'done',
      fileName: 'new.csv',
      startedAt: createdAt,
      counts: { matched: 1, outside: 2, skipped: 0, rowErrors: 3 },
      rowErrors: null,
    });
    expect(csvImportView(idle, [older])).toMatchObject({
      state: 'failed',
      fileName: 'old.csv',
      message: 'x',
    });
    expect(
      csvImportView(idle, [job({ kind: 'goodreads-import', status: 'failed', message: null })]),
    ).toMatchObject({ state: 'failed', message: FILE_WORK_MESSAGES.failed });
    const queued = csvImportView(idle, [job({ kind: 'goodreads-import', status: 'queued', position: 2 })]);
    expect(queued).toMatchObject({ state: 'waiting', position: 2 });
    expect(csvImportOnItsWay(queued)).toBe(true);
    expect(csvImportOnItsWay({ state: 'uploading', fileName: 'a.csv', percent: 5 })).toBe(true);
    expect(csvImportOnItsWay(csvImportView(idle, [done]))).toBe(false);
  });
});
