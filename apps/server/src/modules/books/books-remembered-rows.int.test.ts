import type { Book } from '@quire/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, type TestUser, useTestContext } from '../../../test/helper.js';

/**
 * On the embedded database a remembered page's rows are answered from memory until the next write
 * (decision 038): every write, by anyone, shows on the very next list request.
 */
let ctx: TestContext;
let owner: TestUser;
let reader: TestUser;
let bookId: string;

beforeAll(async () => {
  ctx = await useTestContext();
  owner = await ctx.signUp();
  reader = await ctx.signUp();
  const res = await ctx.request({
    method: 'POST',
    url: '/api/upload-book',
    token: owner.token,
    payload: {
      title: 'Remembered Rows',
      author: 'Ada Cache',
      category: 'Fiction',
      isbn: '9780000000457',
      publicationYear: 2001,
      chapters: [{ title: 'Only', content: 'One chapter.' }],
    },
  });
  expect(res.statusCode).toBe(201);
  bookId = res.json()._id;
});

async function firstPage(user: TestUser): Promise<Book> {
  const res = await ctx.request({ method: 'GET', url: '/api/books?page=1&limit=8', token: user.token });
  expect(res.statusCode).toBe(200);
  const book = (res.json().books as Book[]).find((b) => b._id === bookId);
  expect(book).toBeDefined();
  return book!;
}

describe('remembered page rows', () => {
  it('shows a like and a rating on the next list request', async () => {
    // Twice: the second answer comes from the remembered page.
    await firstPage(reader);
    expect((await firstPage(reader)).likes).toBe(0);

    await ctx.request({ method: 'POST', url: `/api/books/${bookId}/like`, token: reader.token });
    const liked = await firstPage(reader);
    expect(liked.likes).toBe(1);
    expect(liked.isLiked).toBe(true);
    // Another reader's page shows the new count, without their own like.
    const theirs = await firstPage(owner);
    expect(theirs.likes).toBe(1);
    expect(theirs.isLiked).toBe(false);

    await ctx.request({
      method: 'POST',
      url: `/api/books/${bookId}/rate`,
      token: reader.token,
      payload: { rating: 4 },
    });
    const rated = await firstPage(reader);
    expect(rated.userRating).toBe(4);
    expect(rated.rating.totalRatings).toBe(1);
  });

  it('shows the reader’s own library entry on the next list request', async () => {
    expect((await firstPage(reader)).notes).toBe('');
    const res = await ctx.request({
      method: 'PUT',
      url: `/api/books/${bookId}`,
      token: reader.token,
      payload: { notes: 'Read it twice.' },
    });
    expect(res.statusCode).toBe(200);
    expect((await firstPage(reader)).notes).toBe('Read it twice.');
  });
});
