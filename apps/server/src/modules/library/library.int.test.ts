import { READING_MESSAGES } from '@quire/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, type TestUser, useTestContext } from '../../../test/helper.js';
import { books, libraryEntries, ratings, readingSessions } from '../../db/schema.js';

let ctx: TestContext;
let ana: TestUser;
let ben: TestUser;
const book: Record<string, string> = {};

beforeAll(async () => {
  ctx = await useTestContext();
  ana = await ctx.signUp({ name: 'Ana' });
  ben = await ctx.signUp({ name: 'Ben' });
  const rows = await ctx.app.db
    .insert(books)
    .values([
      {
        title: 'The Hobbit',
        author: 'J.R.R. Tolkien',
        isbn: '9780547928227',
        category: 'Fiction',
        genre: 'Fantasy',
        wordCount: 95_000,
      },
      {
        title: 'Pride and Prejudice',
        author: 'Jane Austen',
        isbn: '9780141439518',
        category: 'Fiction',
        genre: 'Classic',
        wordCount: 122_000,
      },
      {
        title: 'Sapiens',
        author: 'Yuval Noah Harari',
        isbn: '9780062316097',
        category: 'Non-Fiction',
        wordCount: 150_000,
      },
      {
        title: 'Dune',
        author: 'Frank Herbert',
        isbn: '9780441013593',
        category: 'Fiction',
        genre: 'Science Fiction',
        wordCount: 188_000,
      },
    ])
    .returning({ id: books.id, title: books.title });
  for (const row of rows) book[row.title] = row.id;
});

const setStatus = (token: string, bookId: string, status: string) =>
  ctx.request({ method: 'PUT', url: `/api/library/${bookId}/status`, token, payload: { status } });
const entryOf = async (userId: string, bookId: string) =>
  (
    await ctx.app.db
      .select()
      .from(libraryEntries)
      .where(and(eq(libraryEntries.userId, userId), eq(libraryEntries.bookId, bookId)))
  )[0];

describe('PUT /api/library/:bookId/status', () => {
  it('moves a book between columns with the books API semantics', async () => {
    const hobbit = book['The Hobbit']!;
    const reading = await setStatus(ana.token, hobbit, 'Reading');
    expect(reading.statusCode).toBe(200);
    expect(reading.json()).toMatchObject({ id: hobbit, status: 'Reading', progress: 0, rating: null });
    const started = (await entryOf(ana.id, hobbit))!;
    expect(started.startedAt).toBeInstanceOf(Date);
    expect(started.finishedAt).toBeNull();

    await setStatus(ana.token, hobbit, 'Reading');
    expect((await entryOf(ana.id, hobbit))!.startedAt).toEqual(started.startedAt);

    const done = await setStatus(ana.token, hobbit, 'Completed');
    expect(done.json()).toMatchObject({ status: 'Completed', progress: 100 });
    const completed = (await entryOf(ana.id, hobbit))!;
    expect(completed.finishedAt).toBeInstanceOf(Date);
    expect(completed.progress).toBe(100);
    expect(completed.startedAt).toEqual(started.startedAt);

    await setStatus(ana.token, hobbit, 'Completed');
    expect((await entryOf(ana.id, hobbit))!.finishedAt).toEqual(completed.finishedAt);
  });

  it('refuses an unknown status and an unknown book', async () => {
    const bad = await setStatus(ana.token, book.Dune!, 'Abandoned');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(READING_MESSAGES.statusInvalid);
    const missing = await setStatus(ana.token, '00000000-0000-4000-8000-00000000dead', 'Reading');
    expect(missing.statusCode).toBe(404);
  });

  it('announces entry.completed once, when the book becomes Completed', async () => {
    const user = await ctx.signUp();
    const completed: unknown[] = [];
    ctx.app.events.on('entry.completed', (payload) => {
      if (payload.userId === user.id) completed.push(payload);
    });
    await setStatus(user.token, book.Sapiens!, 'Reading');
    await setStatus(user.token, book.Sapiens!, 'Completed');
    await setStatus(user.token, book.Sapiens!, 'Completed');
    expect(completed).toEqual([{ userId: user.id, bookId: book.Sapiens }]);
  });

  it('unlocks Bookworm Beginner when a book is completed', async () => {
    const user = await ctx.signUp();
    await setStatus(user.token, book.Dune!, 'Completed');
    const body = (await ctx.request({ method: 'GET', url: '/api/achievements', token: user.token })).json();
    expect(body.counters.booksRead).toBe(1);
    expect(body.achievements[0]).toMatchObject({ id: 'bookworm-beginner', unlocked: true });
  });
});

describe('GET /api/library/status-board', () => {
  it("groups the caller's entries with progress and the caller's rating", async () => {
    const user = await ctx.signUp();
    await setStatus(user.token, book.Sapiens!, 'Want to Read');
    await setStatus(user.token, book['Pride and Prejudice']!, 'Reading');
    await ctx.app.db
      .update(libraryEntries)
      .set({ progress: 42.4 })
      .where(
        and(eq(libraryEntries.userId, user.id), eq(libraryEntries.bookId, book['Pride and Prejudice']!)),
      );
    await setStatus(user.token, book['The Hobbit']!, 'Completed');
    await ctx.app.db.insert(ratings).values({ userId: user.id, bookId: book['The Hobbit']!, rating: 4 });
    await ctx.app.db.insert(ratings).values({ userId: ben.id, bookId: book.Sapiens!, rating: 1 });

    const res = await ctx.request({ method: 'GET', url: '/api/library/status-board', token: user.token });
    expect(res.statusCode).toBe(200);
    const board = res.json();
    expect(board.reading).toEqual([
      expect.objectContaining({
        title: 'Pride and Prejudice',
        progress: 42,
        status: 'Reading',
        rating: null,
      }),
    ]);
    expect(board.wantToRead).toEqual([expect.objectContaining({ title: 'Sapiens', rating: null })]);
    expect(board.completed).toEqual([
      expect.objectContaining({ title: 'The Hobbit', progress: 100, rating: 4 }),
    ]);

    const bens = (
      await ctx.request({ method: 'GET', url: '/api/library/status-board', token: ben.token })
    ).json();
    expect(bens).toEqual({ reading: [], wantToRead: [], completed: [] });
  });
});

describe('GET /api/library/shelf', () => {
  it('filters the caller’s books by chip, matching category or genre', async () => {
    const user = await ctx.signUp();
    await setStatus(user.token, book['The Hobbit']!, 'Completed');
    await setStatus(user.token, book['Pride and Prejudice']!, 'Reading');
    await setStatus(user.token, book.Sapiens!, 'Want to Read');
    await ctx.app.db.insert(libraryEntries).values({ userId: user.id, bookId: book.Dune!, favorite: true });

    const titles = async (chip: string) =>
      (
        await ctx.request({
          method: 'GET',
          url: `/api/library/shelf?chip=${encodeURIComponent(chip)}`,
          token: user.token,
        })
      )
        .json()
        .books.map((b: { title: string }) => b.title)
        .sort();
    expect(await titles('All Books')).toEqual(['Dune', 'Pride and Prejudice', 'Sapiens', 'The Hobbit']);
    expect(await titles('Favorites')).toEqual(['Dune']);
    expect(await titles('Fantasy')).toEqual(['The Hobbit']);
    expect(await titles('Classics')).toEqual(['Pride and Prejudice']);
    expect(await titles('Non-Fiction')).toEqual(['Sapiens']);
    const bad = await ctx.request({
      method: 'GET',
      url: '/api/library/shelf?chip=Horror',
      token: user.token,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/reading/progress', () => {
  it('lists the books being read with pages from progress', async () => {
    const user = await ctx.signUp();
    await setStatus(user.token, book.Dune!, 'Reading');
    const lastRead = new Date('2024-05-01T10:00:00Z');
    await ctx.app.db
      .update(libraryEntries)
      .set({ progress: 50, lastReadAt: lastRead })
      .where(and(eq(libraryEntries.userId, user.id), eq(libraryEntries.bookId, book.Dune!)));
    const res = await ctx.request({ method: 'GET', url: '/api/reading/progress', token: user.token });
    expect(res.json().books).toEqual([
      expect.objectContaining({
        id: book.Dune,
        title: 'Dune',
        author: 'Frank Herbert',
        currentPage: 376,
        totalPages: 752,
        percent: 50,
        lastRead: lastRead.toISOString(),
      }),
    ]);
  });
});

describe('GET /api/reading/progress last read', () => {
  it('falls back to the latest reader session when the entry has no last-read time', async () => {
    const user = await ctx.signUp();
    const other = await ctx.signUp();
    await setStatus(user.token, book.Sapiens!, 'Reading');
    const endedAt = new Date('2024-06-02T08:30:00Z');
    await ctx.app.db.insert(readingSessions).values([
      {
        userId: user.id,
        bookId: book.Sapiens!,
        startedAt: new Date('2024-06-01T08:00:00Z'),
        endedAt: new Date('2024-06-01T08:20:00Z'),
        durationSeconds: 1200,
        wordsRead: 3000,
      },
      {
        userId: user.id,
        bookId: book.Sapiens!,
        startedAt: new Date('2024-06-02T08:00:00Z'),
        endedAt,
        durationSeconds: 1800,
        wordsRead: 3000,
      },
      {
        userId: other.id,
        bookId: book.Sapiens!,
        startedAt: new Date('2024-07-01T08:00:00Z'),
        endedAt: new Date('2024-07-01T09:00:00Z'),
        durationSeconds: 1800,
        wordsRead: 3000,
      },
    ]);
    const res = await ctx.request({ method: 'GET', url: '/api/reading/progress', token: user.token });
    expect(res.json().books).toEqual([
      expect.objectContaining({ id: book.Sapiens, lastRead: endedAt.toISOString() }),
    ]);
  });
});

describe('GET /api/reading/history', () => {
  it('lists started and finished books with time spent, filters and orders by completion date', async () => {
    const user = await ctx.signUp();
    // Finished long ago, finished recently, in progress (from reader sessions only), and only wanted.
    await ctx.app.db.insert(libraryEntries).values([
      {
        userId: user.id,
        bookId: book['The Hobbit']!,
        status: 'Completed',
        progress: 100,
        finishedAt: new Date('2023-01-10T10:00:00Z'),
      },
      {
        userId: user.id,
        bookId: book.Sapiens!,
        status: 'Completed',
        progress: 100,
        finishedAt: new Date('2024-02-10T10:00:00Z'),
      },
      { userId: user.id, bookId: book['Pride and Prejudice']!, status: 'Want to Read' },
    ]);
    const at = new Date('2024-03-01T10:00:00Z');
    await ctx.app.db.insert(readingSessions).values([
      {
        userId: user.id,
        bookId: book.Dune!,
        startedAt: at,
        endedAt: at,
        durationSeconds: 3600 * 5,
        wordsRead: 9000,
      },
      {
        userId: user.id,
        bookId: book.Dune!,
        startedAt: at,
        endedAt: at,
        durationSeconds: 1800,
        wordsRead: 9000,
      },
      {
        userId: ben.id,
        bookId: book.Sapiens!,
        startedAt: at,
        endedAt: at,
        durationSeconds: 999,
        wordsRead: 1,
      },
    ]);
    await ctx.app.db.insert(ratings).values({ userId: user.id, bookId: book.Sapiens!, rating: 5 });

    const history = async (query = '') =>
      (await ctx.request({ method: 'GET', url: `/api/reading/history${query}`, token: user.token })).json()
        .books;

    const newest = await history();
    expect(newest.map((b: { title: string }) => b.title)).toEqual(['Dune', 'Sapiens', 'The Hobbit']);
    expect(newest[0]).toMatchObject({
      status: 'in-progress',
      dateCompleted: null,
      timeSpentSeconds: 19_800,
      rating: null,
    });
    expect(newest[1]).toMatchObject({
      status: 'completed',
      percent: 100,
      pagesRead: 600,
      totalPages: 600,
      dateCompleted: '2024-02-10T10:00:00.000Z',
      timeSpentSeconds: 0,
      rating: 5,
    });
    expect((await history('?order=oldest')).map((b: { title: string }) => b.title)).toEqual([
      'The Hobbit',
      'Sapiens',
      'Dune',
    ]);
    expect((await history('?status=completed')).map((b: { title: string }) => b.title)).toEqual([
      'Sapiens',
      'The Hobbit',
    ]);
    expect((await history('?status=in-progress')).map((b: { title: string }) => b.title)).toEqual(['Dune']);
    expect((await history('?q=HARARI')).map((b: { title: string }) => b.title)).toEqual(['Sapiens']);
    expect((await history('?q=hob')).map((b: { title: string }) => b.title)).toEqual(['The Hobbit']);
    expect(await history('?q=%25')).toEqual([]);

    const bens = (await ctx.request({ method: 'GET', url: '/api/reading/history', token: ben.token })).json()
      .books;
    expect(bens.map((b: { title: string }) => b.title)).toEqual(['Sapiens']);
    // Ben rated Sapiens 1 in the status-board test: his own rating, not the caller's 5.
    expect(bens[0]).toMatchObject({ status: 'in-progress', timeSpentSeconds: 999, rating: 1 });
  });
});

describe('every route needs a signed-in caller', () => {
  it.each([
    ['GET', '/api/stats/summary'],
    ['GET', '/api/reading/progress'],
    ['GET', '/api/reading/history'],
    ['GET', '/api/achievements'],
    ['GET', '/api/reading/logs'],
    ['POST', '/api/reading/logs'],
    ['GET', '/api/collections'],
    ['GET', '/api/library/status-board'],
    ['GET', '/api/library/shelf'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    const res = await ctx.request({ method, url, payload: method === 'POST' ? {} : undefined });
    expect(res.statusCode).toBe(401);
  });
});
