import { readFileSync } from 'node:fs';
import { DATA_TRANSFER_MESSAGES, type ImportSummary, type StatsSummary } from '@quire/shared';
import { and, eq } from 'drizzle-orm';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipartFile, type TestContext, type TestUser, useTestContext } from '../../../test/helper.js';
import * as schema from '../../db/schema.js';
import { books, libraryEntries, outsideBooks, ratings } from '../../db/schema.js';
import { writeBucketOf } from '../../plugins/write-limits.js';
import { createAccountExportRepository } from './account-export.repository.js';
import { createAccountExportService, EXCLUDED_TABLES, EXPORTED_TABLES } from './account-export.service.js';
import { GOODREADS_COLUMNS, parseImportFile } from './csv-formats.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const GOODREADS = fixture('goodreads_library_export.csv');
const STORYGRAPH = fixture('storygraph_export.csv');

let ctx: TestContext;
let ana: TestUser;
let ben: TestUser;
const book: Record<string, string> = {};

const multipart = (data: Buffer | string, filename = 'export.csv') =>
  multipartFile(filename, data, { contentType: 'text/csv' });

const importFile = (user: TestUser, data: Buffer | string) =>
  ctx.request({
    method: 'POST',
    url: '/api/library/import/goodreads',
    token: user.token,
    ...multipart(data),
  });

const entryOf = async (userId: string, bookId: string) =>
  (
    await ctx.app.db
      .select()
      .from(libraryEntries)
      .where(and(eq(libraryEntries.userId, userId), eq(libraryEntries.bookId, bookId)))
  )[0];
const ratingOf = async (userId: string, bookId: string) =>
  (
    await ctx.app.db
      .select({ rating: ratings.rating })
      .from(ratings)
      .where(and(eq(ratings.userId, userId), eq(ratings.bookId, bookId)))
  )[0]?.rating ?? null;
const outsideOf = (userId: string) =>
  ctx.app.db.select().from(outsideBooks).where(eq(outsideBooks.userId, userId)).orderBy(outsideBooks.title);

beforeAll(async () => {
  ctx = await useTestContext();
  ana = await ctx.signUp({ name: 'Ana' });
  ben = await ctx.signUp({ name: 'Ben' });
  const rows = await ctx.app.db
    .insert(books)
    .values([
      { title: 'The Hobbit', author: 'J.R.R. Tolkien', isbn: '9780547928227', wordCount: 95_000 },
      { title: 'Pride and Prejudice', author: 'Jane Austen', isbn: '0-14-143951-3', wordCount: 122_000 },
      { title: 'Les Miserables', author: 'Victor Hugo', isbn: 'LM-QUIRE-1', wordCount: 500_000 },
      { title: 'Dune', author: 'Frank Herbert', isbn: '9780441013593', wordCount: 188_000 },
      // Another reader's draft: never matched, not even by its ISBN.
      {
        title: 'Secret Draft',
        author: 'Ben Writer',
        isbn: '9780306406157',
        ownerId: ben.id,
        published: false,
      },
      // The caller's own draft: matched.
      { title: 'My Draft', author: 'Ana Writer', isbn: 'ANA-DRAFT-1', ownerId: ana.id, published: false },
    ])
    .returning({ id: books.id, title: books.title });
  for (const row of rows) book[row.title] = row.id;
});

describe('POST /api/library/import/goodreads (Goodreads export)', () => {
  let first: ImportSummary;

  it('keeps an existing note, then imports statuses, ratings, reviews and outside books', async () => {
    const noted = await ctx.request({
      method: 'PUT',
      url: `/api/books/${book['The Hobbit']}`,
      token: ana.token,
      payload: { notes: 'My own thoughts' },
    });
    expect(noted.statusCode).toBe(200);

    const res = await importFile(ana, GOODREADS);
    expect(res.statusCode).toBe(200);
    first = res.json();
    expect(first).toEqual({
      format: 'goodreads',
      matched: 4,
      outside: 3,
      skipped: 1,
      errors: [{ row: 9, message: DATA_TRANSFER_MESSAGES.rowNoTitle }],
    });

    const hobbit = await entryOf(ana.id, book['The Hobbit']!);
    expect(hobbit?.status).toBe('Completed');
    expect(hobbit?.finishedAt?.toISOString()).toBe('2024-03-01T12:00:00.000Z');
    expect(hobbit?.notes).toBe(
      'My own thoughts\n\nA "cosy" adventure.\n\nSecond paragraph,\nwith a line break inside the quotes.\n\nLent to Sam',
    );
    expect(hobbit?.tags).toEqual(['fantasy', 'favorites']);
    expect(await ratingOf(ana.id, book['The Hobbit']!)).toBe(5);
    expect((await entryOf(ana.id, book['Pride and Prejudice']!))?.status).toBe('Reading');
    expect(await ratingOf(ana.id, book['Pride and Prejudice']!)).toBeNull();
    expect((await entryOf(ana.id, book['Les Miserables']!))?.status).toBe('Want to Read');
    expect((await entryOf(ana.id, book['My Draft']!))?.status).toBe('Completed');
    // An author does not rate their own book, even by import.
    expect(await ratingOf(ana.id, book['My Draft']!)).toBeNull();
    // Ben's draft is not visible to Ana: her row became an outside book.
    expect(await entryOf(ana.id, book['Secret Draft']!)).toBeUndefined();
    const outside = await outsideOf(ana.id);
    expect(outside.map((row) => [row.title, row.author, row.dateRead, row.rating, row.pages])).toEqual([
      ['Kafka on the Shore', 'Haruki Murakami', '2023-11-20', 4, 505],
      ['Secret Draft', 'Ben Writer', '2024-07-01', 3, 200],
      ['三体', '刘慈欣', '2024-02-10', 5, null],
    ]);
    expect(outside.find((row) => row.title === 'Secret Draft')?.isbn).toBe('9780306406157');
  });

  it('imports the same file twice without duplicating outside books, notes or ratings', async () => {
    const before = await entryOf(ana.id, book['The Hobbit']!);
    const res = await importFile(ana, GOODREADS);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(first);
    expect(await outsideOf(ana.id)).toHaveLength(3);
    const after = await entryOf(ana.id, book['The Hobbit']!);
    expect(after?.notes).toBe(before?.notes);
    expect(after?.finishedAt?.toISOString()).toBe(before?.finishedAt?.toISOString());
    const [hobbit] = await ctx.app.db
      .select({ count: books.ratingCount, sum: books.ratingSum })
      .from(books)
      .where(eq(books.id, book['The Hobbit']!));
    expect(hobbit).toEqual({ count: 1, sum: 5 });
  });

  it('counts outside books in the stats: books, the year, pages and the yearly goal', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/stats/summary?year=2024', token: ana.token });
    expect(res.statusCode).toBe(200);
    const stats = res.json() as StatsSummary;
    expect(stats.outside).toEqual({ books: 3, booksThisYear: 2, pages: 705 });
    // Completed: The Hobbit (2024-03-01), My Draft (2024-04-04), and the three outside books.
    expect(stats.totals.booksCompleted).toBe(5);
    expect(stats.yearlyGoal.total).toBe(4);
    expect(stats.monthly.find((m) => m.month === 2)?.books).toBe(1);
    expect(stats.monthly.find((m) => m.month === 7)?.books).toBe(1);
    expect(stats.totals.pagesRead).toBeGreaterThanOrEqual(705);
  });

  it('another reader sees none of it', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/stats/summary?year=2024', token: ben.token });
    expect((res.json() as StatsSummary).outside).toEqual({ books: 0, booksThisYear: 0, pages: 0 });
    const csv = await ctx.request({
      method: 'GET',
      url: '/api/library/export/goodreads.csv',
      token: ben.token,
    });
    expect(csv.body.trim()).toBe(GOODREADS_COLUMNS.join(','));
  });
});

describe('POST /api/library/import/goodreads (StoryGraph export)', () => {
  it('detects StoryGraph, rounds quarter stars, keeps DNF without a status and paused as Reading', async () => {
    const cleo = await ctx.signUp({ name: 'Cleo' });
    const res = await importFile(cleo, STORYGRAPH);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ format: 'storygraph', matched: 3, outside: 1, skipped: 1, errors: [] });
    const hobbit = await entryOf(cleo.id, book['The Hobbit']!);
    expect(hobbit?.status).toBe('Completed');
    expect(hobbit?.notes).toBe('Loved it, "again".\nStill the best.');
    expect(hobbit?.tags).toEqual(['comfort', 're-read']);
    expect(await ratingOf(cleo.id, book['The Hobbit']!)).toBe(5);
    const dune = await entryOf(cleo.id, book.Dune!);
    expect(dune?.status ?? null).toBeNull();
    expect(await ratingOf(cleo.id, book.Dune!)).toBe(2);
    expect((await entryOf(cleo.id, book['Pride and Prejudice']!))?.status).toBe('Reading');
    const [piranesi] = await outsideOf(cleo.id);
    expect(piranesi).toMatchObject({
      title: 'Piranesi',
      rating: 4,
      dateRead: '2024-06-10',
      source: 'storygraph',
    });
  });
});

describe('import limits and errors', () => {
  it('answers 400 for a file that is not an export, and without a file', async () => {
    const res = await importFile(ana, 'name,email\nAna,ana@example.com\n');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: DATA_TRANSFER_MESSAGES.notCsv, code: 'BAD_REQUEST' });
    const none = await ctx.request({
      method: 'POST',
      url: '/api/library/import/goodreads',
      token: ana.token,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(none.statusCode).toBe(400);
  });

  it('counts against the hourly upload budget', () => {
    expect(writeBucketOf('POST', '/api/library/import/goodreads')).toBe('upload');
  });

  it('answers 413 above 10 MB and above the row cap, and 401 without a token', async () => {
    const big = `Title,Read Status,Star Rating\n${'x'.repeat(10 * 1024 * 1024)}`;
    const tooBig = await importFile(ana, big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(DATA_TRANSFER_MESSAGES.fileTooLarge);
    const rows = `Title,Read Status,Star Rating\n${'A,read,4\n'.repeat(20_001)}`;
    const tooMany = await importFile(ana, rows);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().message).toBe(DATA_TRANSFER_MESSAGES.tooManyRows);
    const anonymous = await ctx.request({
      method: 'POST',
      url: '/api/library/import/goodreads',
      ...multipart(GOODREADS),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/library/export/goodreads.csv', () => {
  it("writes the caller's library and outside books in Goodreads' format", async () => {
    const res = await ctx.request({
      method: 'GET',
      url: '/api/library/export/goodreads.csv',
      token: ana.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('attachment');
    const [header] = res.body.split('\r\n');
    expect(header).toBe(GOODREADS_COLUMNS.join(','));
    expect(res.body).toContain('"=""054792822X""","=""9780547928227"""');
    const parsed = parseImportFile(res.rawPayload);
    if (!parsed.ok) throw new Error(parsed.refusal.message);
    expect(parsed.format).toBe('goodreads');
    const byTitle = new Map(parsed.rows.map((row) => [row.title, row]));
    expect(byTitle.get('The Hobbit')).toMatchObject({ status: 'read', rating: 5, dateRead: '2024-03-01' });
    expect(byTitle.get('The Hobbit')?.review).toContain('A "cosy" adventure.');
    expect(byTitle.get('The Hobbit')?.tags).toEqual(['fantasy', 'favorites']);
    expect(byTitle.get('Pride and Prejudice')).toMatchObject({ status: 'currently-reading', rating: null });
    expect(byTitle.get('Les Miserables')).toMatchObject({ status: 'to-read' });
    expect(byTitle.get('三体')).toMatchObject({ status: 'read', rating: 5, dateRead: '2024-02-10' });
    expect(parsed.rows).toHaveLength(7);
  });

  it('round-trips: importing the export into a fresh account gives the same statuses and ratings', async () => {
    const csv = await ctx.request({
      method: 'GET',
      url: '/api/library/export/goodreads.csv',
      token: ana.token,
    });
    const dora = await ctx.signUp({ name: 'Dora' });
    const res = await importFile(dora, csv.body);
    expect(res.json()).toMatchObject({ matched: 3, outside: 4, skipped: 0, errors: [] });
    for (const title of ['The Hobbit', 'Pride and Prejudice', 'Les Miserables']) {
      expect((await entryOf(dora.id, book[title]!))?.status).toBe(
        (await entryOf(ana.id, book[title]!))?.status,
      );
      expect(await ratingOf(dora.id, book[title]!)).toBe(await ratingOf(ana.id, book[title]!));
    }
    // Ana's own draft is not Dora's to see: it comes back as a book read outside Quire.
    const outside = (await outsideOf(dora.id)).map((row) => [row.title, row.rating, row.dateRead]);
    expect(outside).toContainEqual(['三体', 5, '2024-02-10']);
    expect(outside).toContainEqual(['My Draft', null, '2024-04-04']);
  });
});

describe('GET /api/account/export', () => {
  it('exports every table of the schema or lists it as left out on purpose', () => {
    const tables = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .map((table) => getTableName(table as PgTable));
    expect(tables.length).toBeGreaterThan(10);
    for (const table of tables)
      expect([table, table in EXPORTED_TABLES || table in EXCLUDED_TABLES]).toEqual([table, true]);
  });

  it("zips the caller's rows as JSON with a manifest and a README, and nobody else's", async () => {
    await ctx.request({
      method: 'POST',
      url: `/api/books/${book.Dune}/comment`,
      token: ana.token,
      payload: { content: 'Spice!' },
    });
    await ctx.request({
      method: 'POST',
      url: `/api/books/${book.Dune}/comment`,
      token: ben.token,
      payload: { content: 'Ben was here' },
    });
    const res = await ctx.request({ method: 'GET', url: '/api/account/export', token: ana.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.byteLength);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const read = (name: string) => JSON.parse(strFromU8(files[name]!));
    for (const spec of Object.values(EXPORTED_TABLES)) expect(Object.keys(files)).toContain(spec.file);
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['manifest.json', 'README.txt', 'profile.json']),
    );

    const profile = read('profile.json');
    expect(profile).toMatchObject({ id: ana.id, name: 'Ana', email: ana.email });
    expect(JSON.stringify(profile)).not.toMatch(/password|tokenVersion|argon/i);

    const manifest = read('manifest.json');
    expect(manifest).toMatchObject({ formatVersion: 1, userId: ana.id });
    expect(manifest.counts.outside_books).toBe(3);
    expect(manifest.counts.comments).toBe(1);
    expect(read('comments.json').map((c: { content: string }) => c.content)).toEqual(['Spice!']);
    expect(read('ratings.json').every((r: { userId: string }) => r.userId === ana.id)).toBe(true);
    expect(read('library-entries.json').every((r: { userId: string }) => r.userId === ana.id)).toBe(true);
    expect(read('books.json').map((b: { title: string }) => b.title)).toEqual(['My Draft']);
    expect(read('outside-books.json')).toHaveLength(3);
    expect(strFromU8(files['README.txt']!)).toContain('outside-books.json');
    expect(strFromU8(files['README.txt']!)).not.toContain('Ben was here');
    expect(JSON.stringify(read('comments.json'))).not.toContain('Ben was here');
  });

  it('stops at its size bound, and takes the EPUB writer and extra tables it is given', async () => {
    const repo = createAccountExportRepository(ctx.app.db);
    await expect(
      createAccountExportService({ repo, maxBytes: 1000 }).exportAccount(ana.id),
    ).rejects.toMatchObject({
      statusCode: 413,
      message: DATA_TRANSFER_MESSAGES.exportTooLarge,
    });
    const { zip } = await createAccountExportService({
      repo,
      bookEpub: async (_authorId, bookId) => new TextEncoder().encode(`epub of ${bookId}`),
      extraTables: [
        {
          table: 'highlights',
          file: 'highlights.json',
          describe: 'your highlights',
          rows: async () => [{ quote: 'x' }],
        },
      ],
    }).exportAccount(ana.id);
    const files = unzipSync(zip);
    expect(strFromU8(files[`books/${book['My Draft']}.epub`]!)).toBe(`epub of ${book['My Draft']}`);
    expect(JSON.parse(strFromU8(files['highlights.json']!))).toEqual([{ quote: 'x' }]);
    expect(JSON.parse(strFromU8(files['manifest.json']!)).counts.highlights).toBe(1);
  });

  it('answers 401 without a token', async () => {
    expect((await ctx.request({ method: 'GET', url: '/api/account/export' })).statusCode).toBe(401);
    expect((await ctx.request({ method: 'GET', url: '/api/library/export/goodreads.csv' })).statusCode).toBe(
      401,
    );
  });
});
