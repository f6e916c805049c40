import {
  BOOK_MESSAGES,
  DEFAULT_NOTIFICATION_SETTINGS,
  DEFAULT_PRIVACY_SETTINGS,
  SERVER_MESSAGES,
  VALIDATION,
} from '@quire/shared';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeBook, makeUser } from '../../../test/factories.js';
import { type TestContext, type TestUser, useTestContext } from '../../../test/helper.js';
import { books, libraryEntries, ratings, users } from '../../db/schema.js';

let ctx: TestContext;
let owner: TestUser;
let reader: TestUser;
let third: TestUser;
let fourth: TestUser;
const events: { name: string; payload: unknown }[] = [];

/** A published one-chapter book of the owner's. */
const createBook = async () =>
  (
    await makeBook(ctx, owner, {
      title: 'Reaction Book',
      author: 'Someone',
      chapters: [{ title: 'One', content: 'Words here.' }],
    })
  ).id;

const post = (token: string | undefined, url: string, payload?: object, headers?: Record<string, string>) =>
  ctx.request({ method: 'POST', url, token, payload, headers });
const putEntry = (token: string, id: string, payload: object) =>
  ctx.request({ method: 'PUT', url: `/api/books/${id}`, token, payload });
const counters = async (id: string) => {
  const [row] = await ctx.app.db.select().from(books).where(eq(books.id, id));
  return row!;
};

/** Many readers quickly: users inserted directly with tokens signed by the app (no password hashing). */
async function manyUsers(n: number) {
  const rows = await ctx.app.db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        name: `Bulk ${i}`,
        email: `bulk-${i}-${Date.now()}@example.com`,
        passwordHash: 'x',
        notificationSettings: DEFAULT_NOTIFICATION_SETTINGS,
        privacySettings: DEFAULT_PRIVACY_SETTINGS,
      })),
    )
    .returning({ id: users.id });
  return Promise.all(
    rows.map(async (r) => ({
      id: r.id,
      token: await ctx.app.tokens.sign({ userId: r.id, tokenVersion: 0 }),
    })),
  );
}

beforeAll(async () => {
  ctx = await useTestContext();
  owner = await makeUser(ctx, { name: 'Owner' });
  reader = await makeUser(ctx, { name: 'Reader' });
  third = await makeUser(ctx, { name: 'Third' });
  fourth = await makeUser(ctx, { name: 'Fourth' });
  for (const name of ['book.liked', 'book.rated', 'entry.completed'] as const) {
    ctx.app.events.on(name, (payload) => {
      events.push({ name, payload });
    });
  }
});

describe('POST /api/books/:id/like', () => {
  it('toggles the caller’s like and keeps likes_count with it', async () => {
    const id = await createBook();
    events.length = 0;
    expect((await post(reader.token, `/api/books/${id}/like`)).json()).toEqual({ liked: true, likes: 1 });
    expect((await post(third.token, `/api/books/${id}/like`)).json()).toEqual({ liked: true, likes: 2 });
    expect((await post(reader.token, `/api/books/${id}/like`)).json()).toEqual({ liked: false, likes: 1 });
    expect((await post(reader.token, `/api/books/${id}/like`)).json()).toEqual({ liked: true, likes: 2 });
    expect((await counters(id)).likesCount).toBe(2);
    const detail = await ctx.request({ method: 'GET', url: `/api/books/${id}`, token: reader.token });
    expect(detail.json()).toMatchObject({ isLiked: true, likes: 2 });
    const ownerView = await ctx.request({ method: 'GET', url: `/api/books/${id}`, token: owner.token });
    expect(ownerView.json()).toMatchObject({ isLiked: false, likes: 2 });
    await expect.poll(() => events.filter((e) => e.name === 'book.liked').length).toBe(3);
    expect(events.filter((e) => e.name === 'book.liked').map((e) => e.payload)).toEqual([
      { bookId: id, actorId: reader.id },
      { bookId: id, actorId: third.id },
      { bookId: id, actorId: reader.id },
    ]);
  });

  it('refuses, and does not announce, the owner liking their own book', async () => {
    const id = await createBook();
    events.length = 0;
    const own = await post(owner.token, `/api/books/${id}/like`);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(BOOK_MESSAGES.ownBookReaction);
    await new Promise((r) => setTimeout(r, 20));
    expect(events.filter((e) => e.name === 'book.liked')).toHaveLength(0);
  });

  it('accepts an empty body labelled as JSON', async () => {
    const id = await createBook();
    const res = await ctx.request({
      method: 'POST',
      url: `/api/books/${id}/like`,
      token: reader.token,
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ liked: true, likes: 1 });
  });

  it('stays exact when many users like at once', async () => {
    const id = await createBook();
    const crowd = await manyUsers(30);
    const results = await Promise.all(crowd.map((u) => post(u.token, `/api/books/${id}/like`)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect((await counters(id)).likesCount).toBe(30);
  });

  it('answers 404 for an unknown book and 401 without a token', async () => {
    const unknown = await post(reader.token, '/api/books/00000000-0000-4000-8000-000000000000/like');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(SERVER_MESSAGES.bookNotFound);
    expect((await post(reader.token, '/api/books/nope/like')).statusCode).toBe(404);
    const id = await createBook();
    expect((await post(undefined, `/api/books/${id}/like`)).statusCode).toBe(401);
  });
});

describe('POST /api/books/:id/favorite', () => {
  it('toggles the favourite on the caller’s library entry and keeps favorites_count', async () => {
    const id = await createBook();
    expect((await post(reader.token, `/api/books/${id}/favorite`)).json()).toEqual({
      favorite: true,
      favorites: 1,
    });
    expect((await post(third.token, `/api/books/${id}/favorite`)).json()).toEqual({
      favorite: true,
      favorites: 2,
    });
    expect((await post(reader.token, `/api/books/${id}/favorite`)).json()).toEqual({
      favorite: false,
      favorites: 1,
    });
    const [entry] = await ctx.app.db
      .select()
      .from(libraryEntries)
      .where(and(eq(libraryEntries.userId, third.id), eq(libraryEntries.bookId, id)));
    expect(entry?.favorite).toBe(true);
    expect((await counters(id)).favoritesCount).toBe(1);
    const forOwner = await ctx.request({ method: 'GET', url: `/api/books/${id}`, token: owner.token });
    expect(forOwner.json()).toMatchObject({ favorite: false, favorites: 1 });
  });

  it('keeps notes and status when toggling', async () => {
    const id = await createBook();
    await putEntry(reader.token, id, { notes: 'keep me', status: 'Reading' });
    await post(reader.token, `/api/books/${id}/favorite`);
    const res = await ctx.request({ method: 'GET', url: `/api/books/${id}`, token: reader.token });
    expect(res.json()).toMatchObject({ notes: 'keep me', status: 'Reading', favorite: true });
  });

  it('answers 404 for an unknown book', async () => {
    expect(
      (await post(reader.token, '/api/books/00000000-0000-4000-8000-000000000000/favorite')).statusCode,
    ).toBe(404);
  });
});

describe('POST /api/books/:id/rate', () => {
  it('keeps one rating per user; rating again replaces it', async () => {
    const id = await createBook();
    events.length = 0;
    expect((await post(reader.token, `/api/books/${id}/rate`, { rating: 4 })).json()).toEqual({
      averageRating: 4,
      totalRatings: 1,
      userRating: 4,
    });
    expect((await post(third.token, `/api/books/${id}/rate`, { rating: 1 })).json()).toEqual({
      averageRating: 2.5,
      totalRatings: 2,
      userRating: 1,
    });
    expect((await post(reader.token, `/api/books/${id}/rate`, { rating: 2 })).json()).toEqual({
      averageRating: 1.5,
      totalRatings: 2,
      userRating: 2,
    });
    expect((await post(fourth.token, `/api/books/${id}/rate`, { rating: 2 })).json()).toEqual({
      averageRating: 1.67,
      totalRatings: 3,
      userRating: 2,
    });
    const row = await counters(id);
    expect([row.ratingSum, row.ratingCount]).toEqual([5, 3]);
    expect(row.ratingAvg).toBeCloseTo(5 / 3, 5);
    const detail = await ctx.request({ method: 'GET', url: `/api/books/${id}`, token: third.token });
    expect(detail.json()).toMatchObject({ userRating: 1, rating: { averageRating: 1.67, totalRatings: 3 } });
    await expect.poll(() => events.filter((e) => e.name === 'book.rated').length).toBe(4);
    expect(events.find((e) => e.name === 'book.rated')?.payload).toEqual({
      bookId: id,
      actorId: reader.id,
      rating: 4,
    });
  });

  it.each([[0], [6], [3.5], ['abc'], [null], [-1]])(
    'refuses rating %j with the range message',
    async (rating) => {
      const id = await createBook();
      const res = await post(reader.token, `/api/books/${id}/rate`, { rating });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(VALIDATION.ratingRange);
      expect((await counters(id)).ratingCount).toBe(0);
    },
  );

  it('refuses a missing rating with the range message', async () => {
    const id = await createBook();
    const res = await post(reader.token, `/api/books/${id}/rate`, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(VALIDATION.ratingRange);
  });

  it('stays exact with 50 users rating one book at the same time', async () => {
    const id = await createBook();
    const crowd = await manyUsers(50);
    const given = crowd.map((_, i) => (i % 5) + 1);
    const results = await Promise.all(
      crowd.map((u, i) => post(u.token, `/api/books/${id}/rate`, { rating: given[i] })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(new Array(50).fill(200));
    const sum = given.reduce((a, b) => a + b, 0);
    const row = await counters(id);
    expect([row.ratingSum, row.ratingCount]).toEqual([sum, 50]);
    expect(row.ratingAvg).toBeCloseTo(sum / 50, 5);
    const [stored] = await ctx.app.db
      .select({ sum: sql<number>`sum(${ratings.rating})::int`, n: sql<number>`count(*)::int` })
      .from(ratings)
      .where(eq(ratings.bookId, id));
    expect(stored).toEqual({ sum, n: 50 });
    // And a second wave where everyone re-rates concurrently: still 50 ratings.
    await Promise.all(crowd.map((u) => post(u.token, `/api/books/${id}/rate`, { rating: 5 })));
    const after = await ctx.request({ method: 'GET', url: `/api/books/${id}`, token: reader.token });
    expect(after.json().rating).toEqual({ averageRating: 5, totalRatings: 50 });
  });

  it('answers 404 for an unknown book', async () => {
    const res = await post(reader.token, '/api/books/00000000-0000-4000-8000-000000000000/rate', {
      rating: 3,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('PUT /api/books/:id (the caller’s entry)', () => {
  it('saves notes and trimmed, de-duplicated tags, answering the merged book', async () => {
    const id = await createBook();
    const res = await putEntry(reader.token, id, {
      notes: 'Chapter 3 is great',
      tags: [' sci-fi ', 'classic', 'sci-fi'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      _id: id,
      notes: 'Chapter 3 is great',
      tags: ['sci-fi', 'classic'],
      title: 'Reaction Book',
    });
    expect(res.json()).not.toHaveProperty('chapters');
    const partial = await putEntry(reader.token, id, { tags: ['only'] });
    expect(partial.json()).toMatchObject({ notes: 'Chapter 3 is great', tags: ['only'] });
  });

  it('stamps startedAt when reading starts, and finishedAt with progress 100 on completion', async () => {
    const id = await createBook();
    const entry = async () =>
      (
        await ctx.app.db
          .select()
          .from(libraryEntries)
          .where(and(eq(libraryEntries.userId, reader.id), eq(libraryEntries.bookId, id)))
      )[0]!;
    await putEntry(reader.token, id, { progress: 30 });
    expect((await entry()).startedAt).toBeNull();
    const reading = await putEntry(reader.token, id, { status: 'Reading' });
    expect(reading.json()).toMatchObject({ status: 'Reading', progress: 30 });
    const started = (await entry()).startedAt;
    expect(started).toBeInstanceOf(Date);
    await putEntry(reader.token, id, { status: 'Want to Read' });
    await putEntry(reader.token, id, { status: 'Reading' });
    expect((await entry()).startedAt).toEqual(started);
    events.length = 0;
    const done = await putEntry(reader.token, id, { status: 'Completed', progress: 40 });
    expect(done.json()).toMatchObject({ status: 'Completed', progress: 100 });
    const finished = (await entry()).finishedAt;
    expect(finished).toBeInstanceOf(Date);
    await expect
      .poll(() => events.filter((e) => e.name === 'entry.completed').map((e) => e.payload))
      .toEqual([{ userId: reader.id, bookId: id }]);
    const fresh = await createBook();
    const direct = await putEntry(third.token, fresh, { status: 'Completed' });
    expect(direct.json()).toMatchObject({ status: 'Completed', progress: 100 });
  });

  it('changes only the caller’s entry; the owner and others never see it', async () => {
    const id = await createBook();
    await putEntry(reader.token, id, { notes: 'private', tags: ['t'], status: 'Reading', progress: 12 });
    for (const token of [owner.token, third.token]) {
      const res = await ctx.request({ method: 'GET', url: `/api/books/${id}`, token });
      expect(res.json()).toMatchObject({ notes: '', tags: [], status: null, progress: 0, favorite: false });
    }
    const [book] = await ctx.app.db.select().from(books).where(eq(books.id, id));
    expect(book).not.toHaveProperty('notes');
  });

  it('clears the status with null', async () => {
    const id = await createBook();
    await putEntry(reader.token, id, { status: 'Reading' });
    expect((await putEntry(reader.token, id, { status: null })).json().status).toBeNull();
  });

  it.each([
    [{ tags: ['ok', '   '] }],
    [{ progress: 101 }],
    [{ progress: -1 }],
    [{ status: 'Abandoned' }],
    [{ notes: 'x'.repeat(10_001) }],
  ])('answers 400 for %j', async (payload) => {
    const id = await createBook();
    const res = await putEntry(reader.token, id, payload);
    expect(res.statusCode).toBe(400);
  });

  it('answers 404 for an unknown book and 401 without a token', async () => {
    expect(
      (await putEntry(reader.token, '00000000-0000-4000-8000-000000000000', { notes: 'x' })).statusCode,
    ).toBe(404);
    const id = await createBook();
    expect(
      (await ctx.request({ method: 'PUT', url: `/api/books/${id}`, payload: { notes: 'x' } })).statusCode,
    ).toBe(401);
  });
});
