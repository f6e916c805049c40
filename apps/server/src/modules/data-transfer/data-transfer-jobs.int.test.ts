import { readFileSync } from 'node:fs';
import { DATA_TRANSFER_MESSAGES, IMPORT_TITLE_MAX_LENGTH, type ImportSummary } from '@quire/shared';
import type { FileJob } from '@quire/shared/schemas/file-jobs';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipartFile, type TestContext, type TestUser, useTestContext } from '../../../test/helper.js';
import { GOODREADS_COLUMNS, type GoodreadsRecord, writeGoodreadsCsv } from './csv-formats.js';

const GOODREADS = readFileSync(new URL('./fixtures/goodreads_library_export.csv', import.meta.url));

let ctx: TestContext;
let reader: TestUser;
let other: TestUser;
const changes: { userId: string; jobId: string; status: string }[] = [];

beforeAll(async () => {
  ctx = await useTestContext();
  reader = await ctx.signUp();
  other = await ctx.signUp();
  ctx.app.events.on('file-job.changed', (change) => {
    changes.push(change);
  });
});

const importCsv = (data: Buffer | string, clientKey?: string, filename = 'goodreads_library_export.csv') =>
  ctx.request({
    method: 'POST',
    url: `/api/library/import/goodreads${clientKey ? `?clientKey=${clientKey}` : ''}`,
    token: reader.token,
    ...multipartFile(filename, data, { contentType: 'text/csv' }),
  });

const listJobs = async (user: TestUser) => {
  const res = await ctx.request({ method: 'GET', url: '/api/file-jobs', token: user.token });
  expect(res.statusCode).toBe(200);
  return (res.json() as { jobs: FileJob[] }).jobs;
};

const jobWithKey = async (clientKey: string) =>
  (await listJobs(reader)).find((job) => job.clientKey === clientKey);

const statusesOf = (jobId: string, from: number) =>
  changes
    .slice(from)
    .filter((change) => change.jobId === jobId)
    .map((change) => change.status);

/** One row of a Goodreads export: a book read elsewhere unless the test says otherwise. */
const goodreadsRow = (overrides: Partial<GoodreadsRecord> = {}): GoodreadsRecord => ({
  ...(Object.fromEntries(GOODREADS_COLUMNS.map((column) => [column, ''])) as GoodreadsRecord),
  Title: 'A Book Read Elsewhere',
  Author: 'Some Author',
  'Date Read': '2024/05/01',
  'Exclusive Shelf': 'read',
  ...overrides,
});

describe('POST /api/library/import/goodreads — its file job', () => {
  it('leaves a done job with the summary’s counts, and answers the summary as before', async () => {
    const from = changes.length;
    const res = await importCsv(GOODREADS, 'csv-done');
    expect(res.statusCode).toBe(200);
    const summary = res.json() as ImportSummary;
    expect(Object.keys(summary).sort()).toEqual(['errors', 'format', 'matched', 'outside', 'skipped']);
    expect(summary.errors.length).toBeGreaterThan(0);

    const job = await jobWithKey('csv-done');
    expect(job).toMatchObject({
      kind: 'goodreads-import',
      fileName: 'goodreads_library_export.csv',
      status: 'done',
      position: null,
      message: null,
      result: {
        matched: summary.matched,
        outside: summary.outside,
        skipped: summary.skipped,
        rowErrors: summary.errors.length,
      },
    });
    expect(Object.keys(job!.result!).sort()).toEqual(['matched', 'outside', 'rowErrors', 'skipped']);
    expect(statusesOf(job!.id, from)).toEqual(['queued', 'working', 'done']);
    expect(changes.slice(from).every((change) => change.userId === reader.id)).toBe(true);
  });

  it('leaves a failed job with the refusal’s message (a 100 KB title), and refuses as before', async () => {
    const csv = writeGoodreadsCsv([goodreadsRow({ Title: 'T'.repeat(100 * 1024) })]);
    const res = await importCsv(csv, 'csv-refused', 'huge-title.csv');
    const message = DATA_TRANSFER_MESSAGES.fieldTooLong(2, 'Title', IMPORT_TITLE_MAX_LENGTH);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });

    expect(await jobWithKey('csv-refused')).toMatchObject({
      kind: 'goodreads-import',
      fileName: 'huge-title.csv',
      status: 'failed',
      message,
      result: null,
    });
  });

  it('records no job for a request refused before any work (no file, larger than 10 MB)', async () => {
    const before = (await listJobs(reader)).length;
    const none = await ctx.request({
      method: 'POST',
      url: '/api/library/import/goodreads',
      token: reader.token,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(none.statusCode).toBe(400);
    const tooLarge = await importCsv(
      `Title,Read Status,Star Rating\n${'x'.repeat(10 * 1024 * 1024)}`,
      'csv-big',
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ message: DATA_TRANSFER_MESSAGES.fileTooLarge });
    expect(await listJobs(reader)).toHaveLength(before);
  });

  it('records the job without a key when the page gave none', async () => {
    const res = await importCsv(writeGoodreadsCsv([goodreadsRow()]));
    expect(res.statusCode).toBe(200);
    const [latest] = await listJobs(reader);
    expect(latest).toMatchObject({
      kind: 'goodreads-import',
      clientKey: null,
      status: 'done',
      result: { matched: 0, outside: 1, skipped: 0, rowErrors: 0 },
    });
  });
});

describe('GET /api/account/export — its file job', () => {
  it('leaves a done job with no file name and no result, and answers the zip as before', async () => {
    const from = changes.length;
    const res = await ctx.request({
      method: 'GET',
      url: '/api/account/export?clientKey=export-1',
      token: reader.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="quire-export-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(res.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));

    const job = await jobWithKey('export-1');
    expect(job).toMatchObject({
      kind: 'account-export',
      fileName: null,
      status: 'done',
      position: null,
      message: null,
      result: null,
    });
    expect(statusesOf(job!.id, from)).toEqual(['queued', 'working', 'done']);
  });

  it('is the caller’s only: another user lists none of these jobs', async () => {
    expect(await listJobs(other)).toEqual([]);
  });
});
