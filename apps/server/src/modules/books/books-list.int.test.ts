import { BOOK_SORT_FIELDS, type Book } from '@quire/shared';
import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, type TestUser, useTestContext } from '../../../test/helper.js';
import { books, likes, ratings } from '../../db/schema.js';

let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;
let carol: TestUser;
/** Alice's eleven books in creation order, plus Bob's one. */
const created: Record<string, string> = {};
const TOTAL = 12;

const SEED: { title: string; author: string; category: string; genre?: string }[] = [
  { title: 'Alpha Tales', author: 'Nora Quill', category: 'Fiction' },
  { title: 'Beta Stories', author: 'Raymond Vale', category: 'Fiction' },
  { title: 'Gamma Ray', author: 'Ines Holt', category: 'Science' },
  { title: '100% Pure', author: 'Pia Percent', category: 'Business', genre: 'Finance' },
  { title: 'Snake_case Guide', author: 'Otto Underscore', category: 'Technology' },
  { title: 'Delta Blues', author: 'Hal Moore', category: 'Arts' },
  { title: 'Echo Chamber', author: 'Gil Bright', category: 'Business', genre: 'Finance' },
  { title: 'Foxtrot', author: 'Ella Dance', category: 'Business' },
  { title: 'Golf Days', author: 'Ben Green', category: 'Fiction' },
  { title: 'Hotel Nights', author: 'Uma Stay', category: 'Fiction' },
  { title: 'India Ink', author: 'Kai Brush', category: 'Arts' },
];

let isbn = 9_780_000_000_000;

async function create(
  token: string,
  book: { title: string; author: string; category: string; genre?: string },
) {
  const res = await ctx.request({
    method: 'POST',
    url: '/api/upload-book',
    token,
    payload: {
      ...book,
      isbn: String(++isbn),
      publicationYear: 2001,
      chapters: [{ title: 'Only', content: 'The single chapter text that lists must never include.' }],
    },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json()._id as string;
}

async function list(token: string, query: Record<string, string | number | boolean> = {}) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await ctx.request({ method: 'GET', url: `/api/books?${search}`, token });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json() as { books: Book[]; total: number; totalPages: number; page: number };
}

const titles = (page: { books: Book[] }) => page.books.map((b) => b.title);
const post = (token: string, url: string, payload?: object) =>
  ctx.request({ method: 'POST', url, token, payload });

beforeAll(async () => {
  ctx = await useTestContext();
  alice = await ctx.signUp({ name: 'Alice' });
  bob = await ctx.signUp({ name: 'Bob' });
  carol = await ctx.signUp({ name: 'Carol' });
  for (const book of SEED) created[book.title] = await create(alice.token, book);
  created['Bob Book'] = await create(bob.token, {
    title: 'Juliet Letters',
    author: 'Bob Writer',
    category: 'Drama',
  });

  // Alice wrote these books, and authors may not rate or like their own through the API (decision
  // 018): her reactions are stored as rows, as older data may hold them (the counters follow).
  const aliceRates = (title: string, rating: number) =>
    ctx.app.db.insert(ratings).values({ userId: alice.id, bookId: created[title]!, rating });
  const aliceLikes = (title: string) =>
    ctx.app.db.insert(likes).values({ userId: alice.id, bookId: created[title]! });
  // Ratings: Alpha 5, Beta 3 (avg of 2 and 4), Gamma 1.
  await aliceRates('Alpha Tales', 5);
  await aliceRates('Beta Stories', 2);
  await post(bob.token, `/api/books/${created['Beta Stories']}/rate`, { rating: 4 });
  await aliceRates('Gamma Ray', 1);
  // Likes: Delta 3, Echo 2, Foxtrot 1.
  await aliceLikes('Delta Blues');
  for (const u of [bob, carol]) await post(u.token, `/api/books/${created['Delta Blues']}/like`);
  await aliceLikes('Echo Chamber');
  await post(bob.token, `/api/books/${created['Echo Chamber']}/like`);
  await post(carol.token, `/api/books/${created.Foxtrot}/like`);
  // Favourites: Golf 2 (Alice, Bob), Hotel 1 (Alice).
  for (const u of [alice, bob]) await post(u.token, `/api/books/${created['Golf Days']}/favorite`);
  await post(alice.token, `/api/books/${created['Hotel Nights']}/favorite`);
  // Alice's own entries.
  const put = (id: string, payload: object, token = alice.token) =>
    ctx.request({ method: 'PUT', url: `/api/books/${id}`, token, payload });
  await put(created['Alpha Tales']!, {
    status: 'Reading',
    notes: 'Alice private note',
    tags: ['mine', 'secret'],
  });
  await put(created['India Ink']!, { status: 'Reading' });
  await put(created['Gamma Ray']!, { status: 'Completed' });
  await put(created['Delta Blues']!, { status: 'Want to Read' });
  await put(created['Echo Chamber']!, { status: 'Reading' }, bob.token);
  await ctx.app.db
    .update(books)
    .set({ featured: true })
    .where(inArray(books.id, [created['Hotel Nights']!, created['Beta Stories']!]));
});

describe('GET /api/books paging', () => {
  it('answers 8 books a page by default, newest first, with total and totalPages', async () => {
    const first = await list(alice.token);
    expect(first).toMatchObject({ total: TOTAL, totalPages: 2, page: 1 });
    expect(first.books).toHaveLength(8);
    expect(first.books[0]!.title).toBe('Juliet Letters');
    const second = await list(alice.token, { page: 2 });
    expect(second).toMatchObject({ total: TOTAL, totalPages: 2, page: 2 });
    expect(second.books).toHaveLength(4);
    expect(titles(second).at(-1)).toBe('Alpha Tales');
    const beyond = await list(alice.token, { page: 3 });
    expect(beyond).toMatchObject({ books: [], total: TOTAL, totalPages: 2, page: 3 });
  });

  it('computes totalPages as ceil(total / limit)', async () => {
    for (const [limit, pages] of [
      [1, 12],
      [5, 3],
      [6, 2],
      [11, 2],
      [12, 1],
      [50, 1],
    ] as const) {
      expect((await list(alice.token, { limit })).totalPages).toBe(pages);
    }
    expect(await list(alice.token, { q: 'no such book anywhere' })).toMatchObject({
      books: [],
      total: 0,
      totalPages: 0,
    });
  });

  it.each([
    ['limit above 50', { limit: 51 }],
    ['limit 0', { limit: 0 }],
    ['page 0', { page: 0 }],
    ['unknown sort', { sort: 'isbn' }],
    ['unknown order', { order: 'sideways' }],
    ['unknown status', { status: 'Abandoned' }],
  ])('answers 400 for %s', async (_case, query) => {
    const search = new URLSearchParams(
      Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
    );
    const res = await ctx.request({ method: 'GET', url: `/api/books?${search}`, token: alice.token });
    expect(res.statusCode).toBe(400);
  });

  it('needs a token', async () => {
    expect((await ctx.request({ method: 'GET', url: '/api/books' })).statusCode).toBe(401);
  });

  it('never includes chapter text in lists', async () => {
    const page = await list(alice.token, { limit: 50 });
    const raw = JSON.stringify(page);
    expect(raw).not.toContain('single chapter text');
    for (const book of page.books) {
      expect(book).not.toHaveProperty('chapters');
      expect(book).not.toHaveProperty('content');
      expect(book.chapterCount).toBe(1);
    }
  });
});

describe('GET /api/books sorting', () => {
  it('sorts by title and author both ways', async () => {
    const expected = [...SEED.map((b) => b.title), 'Juliet Letters'].sort();
    expect(titles(await list(alice.token, { sort: 'title', order: 'asc', limit: 50 }))).toEqual(expected);
    expect(titles(await list(alice.token, { sort: 'title', order: 'desc', limit: 50 }))).toEqual(
      [...expected].reverse(),
    );
    const byAuthor = (await list(alice.token, { sort: 'author', order: 'asc', limit: 50 })).books.map(
      (b) => b.author,
    );
    expect(byAuthor).toEqual([...byAuthor].sort());
    const byAuthorDesc = (await list(alice.token, { sort: 'author', order: 'desc', limit: 50 })).books.map(
      (b) => b.author,
    );
    expect(byAuthorDesc).toEqual([...byAuthor].reverse());
  });

  it('sorts by createdAt both ways', async () => {
    const asc = titles(await list(alice.token, { sort: 'createdAt', order: 'asc', limit: 50 }));
    expect(asc).toEqual([...SEED.map((b) => b.title), 'Juliet Letters']);
    expect(titles(await list(alice.token, { sort: 'createdAt', order: 'desc', limit: 50 }))).toEqual(
      [...asc].reverse(),
    );
  });

  it('sorts by rating.averageRating, likes and favorites', async () => {
    const byRating = await list(alice.token, { sort: 'rating.averageRating', order: 'desc', limit: 3 });
    expect(titles(byRating)).toEqual(['Alpha Tales', 'Beta Stories', 'Gamma Ray']);
    expect(byRating.books.map((b) => b.rating)).toEqual([
      { averageRating: 5, totalRatings: 1 },
      { averageRating: 3, totalRatings: 2 },
      { averageRating: 1, totalRatings: 1 },
    ]);
    expect(titles(await list(alice.token, { sort: 'likes', order: 'desc', limit: 3 }))).toEqual([
      'Delta Blues',
      'Echo Chamber',
      'Foxtrot',
    ]);
    expect(titles(await list(alice.token, { sort: 'favorites', order: 'desc', limit: 2 }))).toEqual([
      'Golf Days',
      'Hotel Nights',
    ]);
    const ascLikes = titles(await list(alice.token, { sort: 'likes', order: 'asc', limit: 50 }));
    expect(ascLikes.slice(-3)).toEqual(['Foxtrot', 'Echo Chamber', 'Delta Blues']);
  });

  it.each(
    BOOK_SORT_FIELDS.flatMap((sort) => (['asc', 'desc'] as const).map((order) => [sort, order] as const)),
  )('pages through sort=%s order=%s without gaps or repeats (ties broken by id)', async (sort, order) => {
    const all = (await list(alice.token, { sort, order, limit: 50 })).books.map((b) => b._id);
    const paged: string[] = [];
    for (let page = 1; page <= 4; page++)
      paged.push(...(await list(alice.token, { sort, order, limit: 3, page })).books.map((b) => b._id));
    expect(paged).toEqual(all);
    expect(new Set(paged).size).toBe(TOTAL);
  });
});

describe('GET /api/books search', () => {
  it('matches a title substring case-insensitively', async () => {
    expect(titles(await list(alice.token, { q: 'ALPHA' }))).toEqual(['Alpha Tales']);
    expect(titles(await list(alice.token, { q: 'ink' }))).toEqual(['India Ink']);
    expect(titles(await list(alice.token, { q: 'hotel ni' }))).toEqual(['Hotel Nights']);
  });

  it('matches an author substring, and title OR author', async () => {
    expect(titles(await list(alice.token, { q: 'quill' }))).toEqual(['Alpha Tales']);
    const ray = await list(alice.token, { q: 'RaY', sort: 'title', order: 'asc' });
    expect(titles(ray)).toEqual(['Beta Stories', 'Gamma Ray']);
    expect(ray.total).toBe(2);
  });

  it('takes % and _ in the query literally', async () => {
    expect(titles(await list(alice.token, { q: '%' }))).toEqual(['100% Pure']);
    expect(titles(await list(alice.token, { q: '0% p' }))).toEqual(['100% Pure']);
    expect(titles(await list(alice.token, { q: '_' }))).toEqual(['Snake_case Guide']);
    expect(titles(await list(alice.token, { q: 'e_c' }))).toEqual(['Snake_case Guide']);
    expect((await list(alice.token, { q: 'a_p' })).total).toBe(0);
    expect((await list(alice.token, { q: '\\' })).total).toBe(0);
  });

  it('combines search with sort and paging', async () => {
    const page = await list(alice.token, { q: 'a', sort: 'title', order: 'asc', limit: 2 });
    const all = [...SEED, { title: 'Juliet Letters', author: 'Bob Writer', category: 'Drama' }].filter(
      (b) => b.title.toLowerCase().includes('a') || b.author.toLowerCase().includes('a'),
    );
    expect(page.total).toBe(all.length);
    expect(page.totalPages).toBe(Math.ceil(all.length / 2));
    expect(titles(page)).toEqual(
      all
        .map((b) => b.title)
        .sort()
        .slice(0, 2),
    );
  });
});

describe('GET /api/books filters', () => {
  it('filters by the caller’s status', async () => {
    const reading = await list(alice.token, { status: 'Reading', sort: 'title', order: 'asc' });
    expect(titles(reading)).toEqual(['Alpha Tales', 'India Ink']);
    expect(reading.total).toBe(2);
    expect(reading.books.every((b) => b.status === 'Reading')).toBe(true);
    expect(titles(await list(alice.token, { status: 'Completed' }))).toEqual(['Gamma Ray']);
    expect(titles(await list(alice.token, { status: 'Want to Read' }))).toEqual(['Delta Blues']);
    expect(titles(await list(bob.token, { status: 'Reading' }))).toEqual(['Echo Chamber']);
    expect((await list(carol.token, { status: 'Reading' })).total).toBe(0);
  });

  it('filters by the caller’s favourites', async () => {
    const favs = await list(alice.token, { favorites: true, sort: 'title', order: 'asc' });
    expect(titles(favs)).toEqual(['Golf Days', 'Hotel Nights']);
    expect(favs.books.every((b) => b.favorite)).toBe(true);
    expect(titles(await list(bob.token, { favorites: true }))).toEqual(['Golf Days']);
    expect((await list(carol.token, { favorites: true })).total).toBe(0);
    expect((await list(alice.token, { favorites: false })).total).toBe(TOTAL);
  });

  it('filters by category exactly, also matching the genre (Knowledge Pool chips)', async () => {
    const business = await list(alice.token, { category: 'Business', sort: 'title', order: 'asc' });
    expect(titles(business)).toEqual(['100% Pure', 'Echo Chamber', 'Foxtrot']);
    const finance = await list(alice.token, { category: 'Finance', sort: 'title', order: 'asc' });
    expect(titles(finance)).toEqual(['100% Pure', 'Echo Chamber']);
    expect((await list(alice.token, { category: 'business' })).total).toBe(0);
    expect((await list(alice.token, { category: 'Busi' })).total).toBe(0);
  });

  it('filters featured books and the caller’s own uploads', async () => {
    expect(titles(await list(alice.token, { featured: true, sort: 'title', order: 'asc' }))).toEqual([
      'Beta Stories',
      'Hotel Nights',
    ]);
    expect((await list(alice.token, { featured: false })).total).toBe(TOTAL - 2);
    expect(titles(await list(bob.token, { mine: true }))).toEqual(['Juliet Letters']);
    expect((await list(alice.token, { mine: true })).total).toBe(11);
    expect((await list(carol.token, { mine: true })).total).toBe(0);
  });

  it('combines filters', async () => {
    const res = await list(alice.token, { status: 'Reading', q: 'ink' });
    expect(titles(res)).toEqual(['India Ink']);
    expect(res.total).toBe(1);
  });
});

describe('GET /api/books privacy', () => {
  it('merges only the caller’s own entry, like and rating', async () => {
    const mine = (await list(alice.token, { q: 'Alpha' })).books[0]!;
    expect(mine).toMatchObject({
      status: 'Reading',
      notes: 'Alice private note',
      tags: ['mine', 'secret'],
      userRating: 5,
      canEdit: true,
    });
    const theirs = (await list(bob.token, { q: 'Alpha' })).books[0]!;
    expect(theirs).toMatchObject({
      status: null,
      notes: '',
      tags: [],
      favorite: false,
      isLiked: false,
      userRating: null,
      progress: 0,
      canEdit: false,
    });
    expect(JSON.stringify(await list(bob.token, { limit: 50 }))).not.toContain('Alice private note');
    const golfForCarol = (await list(carol.token, { q: 'Golf' })).books[0]!;
    expect(golfForCarol).toMatchObject({ favorite: false, favorites: 2 });
    const deltaForCarol = (await list(carol.token, { q: 'Delta' })).books[0]!;
    expect(deltaForCarol).toMatchObject({ isLiked: true, likes: 3, status: null });
  });

  it('keeps another user’s entry out of the detail view too', async () => {
    const res = await ctx.request({
      method: 'GET',
      url: `/api/books/${created['Alpha Tales']}`,
      token: bob.token,
    });
    expect(res.json()).toMatchObject({
      status: null,
      notes: '',
      tags: [],
      favorite: false,
      userRating: null,
    });
  });
});
