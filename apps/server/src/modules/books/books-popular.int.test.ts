import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestContext, type TestUser, useTestContext } from '../../../test/helper.js';
import { books, chapterReads, chapters, likes, users } from '../../db/schema.js';

let ctx: TestContext;
let owner: TestUser;
const readers: TestUser[] = [];
const ids: Record<string, string> = {};
let isbn = 9_783_000_000_000;

async function createBook(title: string, coverImage?: string) {
  const res = await ctx.request({
    method: 'POST',
    url: '/api/upload-book',
    token: owner.token,
    payload: {
      title,
      author: `${title} Author`,
      isbn: String(++isbn),
      category: 'Poetry',
      coverImage,
      chapters: [
        { title: 'One', content: 'first' },
        { title: 'Two', content: 'second' },
      ],
    },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json()._id as string;
}

/** Records that `user` read every chapter of the book, `daysAgo` days ago. */
async function read(user: TestUser, bookId: string, daysAgo = 0) {
  const rows = await ctx.app.db.select({ id: chapters.id }).from(chapters).where(eq(chapters.bookId, bookId));
  await ctx.app.db.insert(chapterReads).values(
    rows.map((c) => ({
      userId: user.id,
      chapterId: c.id,
      bookId,
      createdAt: new Date(Date.now() - daysAgo * 86_400_000),
    })),
  );
}

const popular = (query = '') => ctx.request({ method: 'GET', url: `/api/books/popular${query}` });

/** Makes accounts established readers (decision 016): created two days ago. */
async function establish(...people: TestUser[]) {
  await ctx.app.db
    .update(users)
    .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
    .where(
      inArray(
        users.id,
        people.map((p) => p.id),
      ),
    );
}

let likers = 0;
/** `count` established readers (stored directly: no sign-up needed) like the book. */
async function likedBy(bookId: string, count: number) {
  const rows = await ctx.app.db
    .insert(users)
    .values(
      Array.from({ length: count }, () => {
        likers += 1;
        return {
          name: `Liker ${likers}`,
          email: `liker-${likers}-${Date.now()}@example.com`,
          passwordHash: 'not-a-login',
          notificationSettings: {},
          privacySettings: {},
          createdAt: new Date(Date.now() - 2 * 86_400_000),
        };
      }),
    )
    .returning({ id: users.id });
  await ctx.app.db.insert(likes).values(rows.map((r) => ({ userId: r.id, bookId })));
}

beforeAll(async () => {
  ctx = await useTestContext();
  owner = await ctx.signUp({ name: 'Owner' });
  for (let i = 0; i < 3; i++) readers.push(await ctx.signUp({ name: `Reader ${i}` }));
  await establish(...readers);
  for (const title of ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot'])
    ids[title] = await createBook(title);
  ids.Covered = await createBook('Covered', '/api/images/00000000-0000-4000-8000-000000000001');
});

describe('GET /api/books/popular', () => {
  it('is public, cacheable, and exposes only public fields', async () => {
    // Before anyone reads: the most liked first (then downloads).
    await likedBy(ids.Echo!, 9);
    await likedBy(ids.Covered!, 5);
    await likedBy(ids.Delta!, 2);
    await likedBy(ids.Bravo!, 2);
    await ctx.app.db.update(books).set({ downloads: 50 }).where(eq(books.id, ids.Delta!));
    await ctx.app.db.update(books).set({ downloads: 10 }).where(eq(books.id, ids.Bravo!));
    const res = await popular();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const body = res.json();
    expect(body.books.map((b: { title: string }) => b.title)).toEqual(['Echo', 'Covered', 'Delta', 'Bravo']);
    for (const book of body.books)
      expect(Object.keys(book).sort()).toEqual([
        '_id',
        'author',
        'category',
        'coverImage',
        'coverThumb',
        'title',
      ]);
    expect(body.books[1]).toMatchObject({
      coverImage: '/api/images/00000000-0000-4000-8000-000000000001',
      coverThumb: '/api/images/00000000-0000-4000-8000-000000000001/thumb',
    });
    expect(JSON.stringify(body)).not.toMatch(/isbn|ownerId|notes|first|second/);
  });

  it('serves the cached answer for about a minute', async () => {
    await read(readers[0]!, ids.Alpha!);
    const res = await popular();
    expect(res.json().books.map((b: { title: string }) => b.title)).toEqual([
      'Echo',
      'Covered',
      'Delta',
      'Bravo',
    ]);
  });

  it('ranks the week’s most-read books first, then tops up with the most liked', async () => {
    await read(readers[1]!, ids.Alpha!);
    await read(readers[0]!, ids.Foxtrot!);
    await read(readers[0]!, ids.Charlie!, 8); // older than a week: does not count
    await read(readers[1]!, ids.Charlie!, 10);
    await read(readers[2]!, ids.Charlie!, 30);
    // A limit not asked before is not cached yet.
    const res = await popular('?limit=5');
    expect(res.json().books.map((b: { title: string }) => b.title)).toEqual([
      'Alpha',
      'Foxtrot',
      'Echo',
      'Covered',
      'Delta',
    ]);
  });

  it('answers at most `limit` books, 12 at most', async () => {
    expect((await popular('?limit=2')).json().books.map((b: { title: string }) => b.title)).toEqual([
      'Alpha',
      'Foxtrot',
    ]);
    expect((await popular('?limit=12')).json().books).toHaveLength(7);
    expect((await popular('?limit=13')).statusCode).toBe(400);
    expect((await popular('?limit=0')).statusCode).toBe(400);
  });

  it('reads the list once for the readers who ask at the same moment', async () => {
    const read = vi.spyOn(ctx.app.services.booksCatalogueRepository, 'mostReadSince');
    try {
      // A size nobody asked for yet: nothing remembered for it.
      const answers = await Promise.all(Array.from({ length: 10 }, () => popular('?limit=9')));
      expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
      expect(new Set(answers.map((r) => r.body)).size).toBe(1);
      expect(read).toHaveBeenCalledTimes(1);
    } finally {
      read.mockRestore();
    }
  });

  it('ignores a token and answers the same to a signed-in caller', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/books/popular?limit=2', token: owner.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().books).toHaveLength(2);
  });

  it('drops a deleted book at once', async () => {
    await ctx.request({ method: 'DELETE', url: `/api/books/${ids.Alpha}`, token: owner.token });
    const res = await popular('?limit=2');
    expect(res.json().books.map((b: { title: string }) => b.title)).toEqual(['Foxtrot', 'Echo']);
    const remaining = await ctx.app.db
      .select()
      .from(chapterReads)
      .where(inArray(chapterReads.bookId, [ids.Alpha!]));
    expect(remaining).toHaveLength(0);
  });
});
