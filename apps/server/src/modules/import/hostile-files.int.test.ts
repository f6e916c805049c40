import {
  FILE_WORK_MESSAGES,
  IMPORT_MAX_DEPTH,
  IMPORT_MAX_PARAGRAPHS,
  IMPORT_MAX_TEXT_MB,
  IMPORT_MAX_UNPACKED_MB,
  IMPORT_MESSAGES,
} from '@quire/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  manyParagraphs,
  manySpineItems,
  nestedDivs,
  nestedQuotes,
  overlappingEntries,
  paragraphFlood,
  repeatedChapter,
  tinyParagraphs,
} from '../../../test/fixtures/books/hostile-files.js';
import { handMadeEpub } from '../../../test/fixtures/books/zip-writer.js';
import {
  createTestContext,
  multipartFile,
  type TestContext,
  type TestUser,
  useTestContext,
} from '../../../test/helper.js';

const importAs = (ctx: TestContext, user: TestUser, filename: string, data: Buffer) =>
  ctx.request({
    method: 'POST',
    url: '/api/books/import',
    token: user.token,
    ...multipartFile(filename, data),
  });

const storedBooks = async (ctx: TestContext) => {
  const result = (await ctx.database.db.execute(
    sql.raw(
      'select (select count(*)::int from books) as books, (select count(*)::int from chapters) as chapters',
    ),
  )) as unknown as { rows: { books: number; chapters: number }[] };
  return result.rows[0]!;
};

/** The server is still there and well: health answers and an honest file still imports. */
async function expectStillServing(ctx: TestContext, user: TestUser) {
  expect((await ctx.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  const honest = await importAs(ctx, user, 'honest.epub', handMadeEpub());
  expect(honest.statusCode).toBe(201);
}

describe('POST /api/books/import: hostile files are refused within bounds, nothing stored', () => {
  let ctx: TestContext;
  let user: TestUser;
  beforeAll(async () => {
    ctx = await useTestContext();
    user = await ctx.signUp();
  });

  it.each<[string, string, () => Buffer, string]>([
    [
      'one chapter inflating to 150 MB of short paragraphs',
      'flood.epub',
      () => paragraphFlood(150),
      IMPORT_MESSAGES.tooLargeUnpacked(IMPORT_MAX_UNPACKED_MB),
    ],
    [
      'one chapter inflating to 90 MB from a few hundred KB (a bomb under the total)',
      'flood-90.epub',
      () => paragraphFlood(90),
      IMPORT_MESSAGES.tooCompressed,
    ],
    ['about 10,000 chapters', 'spine.epub', () => manySpineItems(9_990), IMPORT_MESSAGES.tooManyChapters],
    [
      'entries that overlap (one entry inflated many times)',
      'overlap.epub',
      () => overlappingEntries(50),
      IMPORT_MESSAGES.overlapping,
    ],
    [
      'a small file whose one chapter is read a thousand times',
      'repeat.epub',
      () => repeatedChapter(1_000),
      IMPORT_MESSAGES.tooMuchText(IMPORT_MAX_TEXT_MB),
    ],
    [
      'a text file of a million tiny paragraphs',
      'tiny.txt',
      () => tinyParagraphs(1_000_000),
      IMPORT_MESSAGES.tooManyParagraphs(IMPORT_MAX_PARAGRAPHS),
    ],
    [
      '200,000 nested <div>s in a 4 KB file (2 MB unpacked: a bomb by its ratio)',
      'nested.epub',
      () => nestedDivs(200_000),
      IMPORT_MESSAGES.tooCompressed,
    ],
    [
      '20,000 nested <div>s',
      'nested-20k.epub',
      () => nestedDivs(20_000),
      IMPORT_MESSAGES.tooDeep(IMPORT_MAX_DEPTH),
    ],
    [
      'Markdown quoted 100,000 levels deep',
      'nested.md',
      () => nestedQuotes(100_000),
      IMPORT_MESSAGES.tooDeep(IMPORT_MAX_DEPTH),
    ],
  ])('refuses %s with 400', async (_what, filename, build, message) => {
    const before = await storedBooks(ctx);
    const res = await importAs(ctx, user, filename, build());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
    expect(await storedBooks(ctx)).toEqual(before);
  });

  it('keeps serving after all of them', async () => {
    await expectStillServing(ctx, user);
  });

  it('splits a chapter longer than the paragraph limit into parts', async () => {
    const res = await importAs(ctx, user, 'long.txt', manyParagraphs(12_000));
    expect(res.statusCode).toBe(201);
    const chapters = res.json().chapters as { title: string }[];
    expect(chapters.map((chapter) => chapter.title)).toEqual([
      'Chapter 1',
      'Chapter 1 (part 2)',
      'Chapter 1 (part 3)',
    ]);
  });
});

describe('POST /api/books/import: the file workers’ own bounds', () => {
  const contexts: TestContext[] = [];
  afterAll(async () => {
    await Promise.all(contexts.map((ctx) => ctx.close()));
  });
  const contextWith = async (env: Record<string, string>) => {
    const ctx = await createTestContext(env);
    contexts.push(ctx);
    return ctx;
  };
  // Limits on what a file may become are set high here, so that only the worker's bounds hold.
  const unbounded = {
    IMPORT_MAX_TEXT_MB: '1000',
    IMPORT_MAX_PARAGRAPHS: '100000000',
    IMPORT_MAX_PARAGRAPHS_PER_CHAPTER: '100000000',
  };

  it('refuses with 413 a file that needs more memory than a worker has, and carries on', async () => {
    const ctx = await contextWith({ ...unbounded, FILE_WORK_HEAP_MB: '64' });
    const user = await ctx.signUp();
    const res = await importAs(ctx, user, 'huge.txt', manyParagraphs(600_000));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: FILE_WORK_MESSAGES.tooMuchMemory });
    expect((await storedBooks(ctx)).books).toBe(0);
    await expectStillServing(ctx, user);
  });

  it('stops with 413 a file that takes longer than the time limit, and carries on', async () => {
    const ctx = await contextWith({
      ...unbounded,
      FILE_WORK_HEAP_MB: '2048',
      FILE_WORK_TIMEOUT_SECONDS: '1',
    });
    const user = await ctx.signUp();
    const res = await importAs(ctx, user, 'slow.txt', manyParagraphs(1_200_000));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: FILE_WORK_MESSAGES.tooSlow(1) });
    expect((await storedBooks(ctx)).books).toBe(0);
    expect((await ctx.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('lets one user have only FILE_WORK_PER_USER files in the workers at once', async () => {
    const ctx = await contextWith({ FILE_WORK_PER_USER: '1' });
    const [user, other] = [await ctx.signUp(), await ctx.signUp()];
    const slow = manyParagraphs(40_000);
    const [first, second, others] = await Promise.all([
      importAs(ctx, user, 'first.txt', slow),
      importAs(ctx, user, 'second.txt', slow),
      importAs(ctx, other, 'others.txt', handMadeEpub()),
    ]);
    // Whichever of the two reached the workers first is read; the other is refused at once.
    const refused = [first, second].filter((res) => res.statusCode === 429);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 429]);
    expect(refused[0]!.json()).toMatchObject({ message: FILE_WORK_MESSAGES.userBusy(1) });
    expect(others.statusCode).toBe(201);
  });
});
