import type { Book, BookSortField } from '@quire/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, type TestUser, useTestContext } from '../../../test/helper.js';

// Pages after the first are served from remembered page boundaries (list-anchors.ts). Whatever
// was remembered, every page must equal the same slice of the whole list, also right after
// writes that move books within it.

let ctx: TestContext;
let writer: TestUser;
let readers: TestUser[];
const ids: string[] = [];
let isbn = 9_781_000_000_000;
const LIMIT = 3;

async function create(title: string) {
  const res = await ctx.request({
    method: 'POST',
    url: '/api/upload-book',
    token: writer.token,
    payload: {
      title,
      author: `Author ${title.slice(-2)}`,
      category: 'Fiction',
      isbn: String(++isbn),
      publicationYear: 2010,
      chapters: [{ title: 'One', content: 'A chapter.' }],
    },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json()._id as string;
}

async function list(query: Record<string, string | number>) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await ctx.request({ method: 'GET', url: `/api/books?${search}`, token: writer.token });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json() as { books: Book[]; total: number };
}

/** Visits pages in a jumping order (so later pages start from earlier pages' anchors) and checks each. */
async function expectEveryPageExact(sort: BookSortField, order: 'asc' | 'desc', q?: string) {
  const base = { sort, order, ...(q ? { q } : {}) };
  const whole = (await list({ ...base, limit: 50 })).books.map((b) => b._id);
  const pages = Math.ceil(whole.length / LIMIT);
  const visits = [4, 5, 3, 6, 2, 5, 7, 4, pages, 1, pages - 1];
  for (const page of visits) {
    const got = (await list({ ...base, limit: LIMIT, page })).books.map((b) => b._id);
    expect(got, `${sort} ${order} page ${page}`).toEqual(whole.slice((page - 1) * LIMIT, page * LIMIT));
  }
}

beforeAll(async () => {
  ctx = await useTestContext();
  writer = await ctx.signUp({ name: 'Writer' });
  readers = [await ctx.signUp({ name: 'R1' }), await ctx.signUp({ name: 'R2' })];
  for (let i = 10; i < 32; i++) ids.push(await create(`Deep Book ${i}`));
});

describe('GET /api/books pages after the first', () => {
  it('answers the same slices as the whole list, in every sort and both orders', async () => {
    for (const sort of [
      'createdAt',
      'title',
      'author',
      'rating.averageRating',
      'likes',
      'favorites',
    ] as const) {
      await expectEveryPageExact(sort, 'desc');
      await expectEveryPageExact(sort, 'asc');
    }
    await expectEveryPageExact('createdAt', 'desc', 'Deep Book');
  });

  it('stays exact after likes, favourites and ratings move books within the order', async () => {
    for (const sort of ['likes', 'favorites', 'rating.averageRating'] as const)
      await expectEveryPageExact(sort, 'desc');
    for (const [n, id] of ids.slice(8, 14).entries()) {
      await ctx.request({ method: 'POST', url: `/api/books/${id}/like`, token: readers[n % 2]!.token });
      await ctx.request({ method: 'POST', url: `/api/books/${id}/favorite`, token: readers[0]!.token });
      await ctx.request({
        method: 'POST',
        url: `/api/books/${id}/rate`,
        token: readers[1]!.token,
        payload: { rating: 1 + (n % 5) },
      });
    }
    for (const sort of ['likes', 'favorites', 'rating.averageRating'] as const) {
      await expectEveryPageExact(sort, 'desc');
      await expectEveryPageExact(sort, 'asc');
    }
  });

  it('stays exact after books are added, retitled and deleted', async () => {
    await expectEveryPageExact('createdAt', 'desc');
    await expectEveryPageExact('title', 'asc');
    ids.push(await create('Deep Book 00'));
    const edited = await ctx.request({
      method: 'PUT',
      url: `/api/upload-book/${ids[3]}`,
      token: writer.token,
      payload: {
        title: 'AAA First Now',
        author: 'Author 13',
        category: 'Fiction',
        isbn: '9781000000004',
        publicationYear: 2010,
        chapters: [{ title: 'One', content: 'A chapter.' }],
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const removed = await ctx.request({ method: 'DELETE', url: `/api/books/${ids[6]}`, token: writer.token });
    expect(removed.statusCode, removed.body).toBe(200);
    await expectEveryPageExact('createdAt', 'desc');
    await expectEveryPageExact('title', 'asc');
    expect((await list({ sort: 'title', order: 'asc', limit: 1 })).books[0]!.title).toBe('AAA First Now');
  });
});
