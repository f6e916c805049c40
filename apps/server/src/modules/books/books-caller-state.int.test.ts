import type { Book } from '@quire/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, type TestUser, useTestContext } from '../../../test/helper.js';

// A reader with no library entry, like or rating has their pages read without joining their rows
// (decision 076). Whatever a reader does next must show on the very next page they read.

let ctx: TestContext;
let writer: TestUser;
const PAGE = 8;
/** The books, newest first: the list's default order. */
const newest: string[] = [];

async function page(user: TestUser, n: number, query = '') {
  const res = await ctx.request({
    method: 'GET',
    url: `/api/books?page=${n}&limit=${PAGE}${query}`,
    token: user.token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { books: Book[] }).books;
}

const own = (book: Book) => ({
  isLiked: book.isLiked,
  userRating: book.userRating,
  status: book.status,
  favorite: book.favorite,
});
const nothing = { isLiked: false, userRating: null, status: null, favorite: false };

beforeAll(async () => {
  ctx = await useTestContext();
  writer = await ctx.signUp({ name: 'Writer' });
  for (let i = 10; i < 10 + 4 * PAGE; i++) {
    const res = await ctx.request({
      method: 'POST',
      url: '/api/upload-book',
      token: writer.token,
      payload: {
        title: `Caller Book ${i}`,
        author: 'Author C',
        category: 'Fiction',
        isbn: String(9_781_100_000_000 + i),
        publicationYear: 2012,
        chapters: [{ title: 'One', content: 'A chapter.' }],
      },
    });
    if (res.statusCode !== 201) throw new Error(res.body);
    newest.unshift(res.json()._id);
  }
});

describe('GET /api/books for a reader with nothing of their own yet', () => {
  it('shows nothing of theirs, then what they like, rate, shelve and favourite on the next page they read', async () => {
    const reader = await ctx.signUp({ name: 'New Reader' });
    for (const n of [1, 2]) for (const book of await page(reader, n)) expect(own(book)).toEqual(nothing);

    // Pages 3 and 4 are read for the first time (by anyone) after the reader's first acts.
    const [liked, rated, shelved, favourite] = newest.slice(2 * PAGE, 3 * PAGE);
    const later = newest[3 * PAGE]!;
    const acts = [
      { method: 'POST' as const, url: `/api/books/${liked}/like` },
      { method: 'POST' as const, url: `/api/books/${rated}/rate`, payload: { rating: 4 } },
      { method: 'PUT' as const, url: `/api/library/${shelved}/status`, payload: { status: 'Reading' } },
      { method: 'POST' as const, url: `/api/books/${favourite}/favorite` },
    ];
    for (const act of acts) {
      const res = await ctx.request({ ...act, token: reader.token });
      expect(res.statusCode, res.body).toBeLessThan(300);
    }

    const thirdPage = await page(reader, 3);
    expect(thirdPage.map((b) => b._id)).toEqual(newest.slice(2 * PAGE, 3 * PAGE));
    const third = new Map(thirdPage.map((b) => [b._id, own(b)]));
    expect(third.get(liked)).toEqual({ ...nothing, isLiked: true });
    expect(third.get(rated)).toEqual({ ...nothing, userRating: 4 });
    expect(third.get(shelved)).toMatchObject({ isLiked: false, userRating: null, status: 'Reading' });
    expect(third.get(favourite)).toMatchObject({ isLiked: false, favorite: true });

    // A later act alone, on a page not read since: it shows too.
    const liking = await ctx.request({
      method: 'POST',
      url: `/api/books/${later}/like`,
      token: reader.token,
    });
    expect(liking.statusCode, liking.body).toBeLessThan(300);
    const fourth = await page(reader, 4);
    expect(own(fourth.find((b) => b._id === later)!)).toMatchObject({ isLiked: true });
  });

  it('shows another reader none of it', async () => {
    const other = await ctx.signUp({ name: 'Other Reader' });
    for (const n of [1, 2, 3, 4]) for (const book of await page(other, n)) expect(own(book)).toEqual(nothing);
  });

  it('shows a new reader their first like on a search page read after it', async () => {
    const reader = await ctx.signUp({ name: 'Searcher' });
    const before = await page(reader, 1, '&q=Caller%20Book%2012');
    expect(before.map(own)).toEqual([nothing]);
    const id = before[0]!._id;
    const liking = await ctx.request({ method: 'POST', url: `/api/books/${id}/like`, token: reader.token });
    expect(liking.statusCode, liking.body).toBeLessThan(300);
    const after = await page(reader, 1, '&q=Caller%20Book%2012');
    expect(after.map(own)).toEqual([{ ...nothing, isLiked: true }]);
  });
});
