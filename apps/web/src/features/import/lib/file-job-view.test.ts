import { FILE_WORK_MESSAGES } from '@quire/shared/messages/file-work';
import { describe, expect, it } from 'vitest';
import type { FileJob } from '../api/file-jobs';
import {
  formatJobTime,
  PENDING_WITHOUT_JOB_MS,
  recentImportJobs,
  settlePendingImports,
  waitingText,
} from './file-job-view';

const job = (overrides: Partial<FileJob>): FileJob => ({
  id: crypto.randomUUID(),
  kind: 'import',
  fileName: 'book.epub',
  clientKey: null,
  status: 'queued',
  position: null,
  message: null,
  result: null,
  createdAt: '2025-03-03T10:00:00.000Z',
  updatedAt: '2025-03-03T10:00:00.000Z',
  ...overrides,
});

describe('waitingText', () => {
  it('counts the files ahead in the wait list (position 1 is next)', () => {
    expect(waitingText(1)).toBe('Waiting — next in line');
    expect(waitingText(2)).toBe('Waiting — 1 file ahead');
    expect(waitingText(3)).toBe('Waiting — 2 files ahead');
    expect(waitingText(1201)).toBe('Waiting — 1,200 files ahead');
  });

  it('says it waits for a worker before the place is known', () => {
    expect(waitingText(null)).toBe(FILE_WORK_MESSAGES.waitingForWorker);
  });
});

describe('recentImportJobs', () => {
  it('leaves out the jobs of this page’s uploads and other kinds of work', () => {
    const mine = job({ clientKey: 'k1' });
    const earlier = job({ clientKey: 'k0' });
    const noKey = job({ clientKey: null });
    const other = job({ kind: 'epub-export' });
    expect(recentImportJobs([mine, earlier, noKey, other], ['k1'])).toEqual([earlier, noKey]);
    expect(recentImportJobs(undefined, [])).toEqual([]);
  });
});

describe('settlePendingImports', () => {
  const now = 1_000_000_000;

  it('hands over the jobs that ended and keeps watching the others', () => {
    const done = job({ clientKey: 'a', status: 'done', result: { bookId: crypto.randomUUID(), title: 'A' } });
    const failed = job({ clientKey: 'b', status: 'failed', message: 'No readable text' });
    const working = job({ clientKey: 'c', status: 'working' });
    const pending = ['a', 'b', 'c'].map((key) => ({ key, at: now - 10 * 60_000 }));
    const { ended, keep } = settlePendingImports(pending, [done, failed, working], now);
    expect(ended).toEqual([done, failed]);
    expect(keep).toEqual([pending[2]]);
  });

  it('waits a little for an upload’s job to appear, then lets it go', () => {
    const fresh = { key: 'x', at: now - 1000 };
    const old = { key: 'y', at: now - PENDING_WITHOUT_JOB_MS - 1 };
    expect(settlePendingImports([fresh, old], [], now)).toEqual({ ended: [], keep: [fresh] });
  });

  it('keeps a job queued for long (it is still on its way)', () => {
    const entry = { key: 'q', at: now - 60 * 60_000 };
    const queued = job({ clientKey: 'q', status: 'queued', position: 4 });
    expect(settlePendingImports([entry], [queued], now)).toEqual({ ended: [], keep: [entry] });
  });
});

describe('formatJobTime', () => {
  it('says Today for a job of today, the weekday otherwise', () => {
    const now = new Date(2025, 2, 5, 18, 0);
    expect(formatJobTime(new Date(2025, 2, 5, 14, 5).toISOString(), now, 'en-US')).toBe('Today, 2:05 PM');
    expect(formatJobTime(new Date(2025, 2, 3, 9, 40).toISOString(), now, 'en-US')).toBe('Mon, 9:40 AM');
  });
});
