import { beforeAll, describe, expect, it } from 'vitest';
import { makeBook, makeUser } from '../../../test/factories.js';
import { type TestContext, type TestUser, useTestContext } from '../../../test/helper.js';

/**
 * An account deletion orphans or deletes its user's books through the books repository, inside
 * the deletion's transaction: the catalogue's remembered totals and pages are cleared once it
 * commits, so the next list already counts without the deleted books (not 15 seconds later).
 */
let ctx: TestContext;
let reader: TestUser;

beforeAll(async () => {
  ctx = await useTestContext();
  reader = await makeUser(ctx, { name: 'Reader' });
});

const search = async (q: string) => {
  const res = await ctx.request({
    method: 'GET',
    url: `/api/books?q=${encodeURIComponent(q)}`,
    token: reader.token,
  });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { total: number; books: { title: string; ownerId: string | null }[] };
  return {
    total: body.total,
    titles: body.books.map((b) => b.title).sort(),
    owners: body.books.map((b) => b.ownerId),
  };
};

const deleteAccount = (user: TestUser, keepBooks: boolean) =>
  ctx.request({
    method: 'DELETE',
    url: '/api/auth/user',
    token: user.token,
    payload: { password: user.password, keepBooks },
  });

describe('an account deletion and the catalogue', () => {
  it('drops the deleted books from the next list and its total', async () => {
    const leaving = await makeUser(ctx, { name: 'Leaving' });
    await makeBook(ctx, leaving, { title: 'Vanishing Shelf One' });
    await makeBook(ctx, leaving, { title: 'Vanishing Shelf Two' });
    // Read once, so the total and the page are remembered.
    expect(await search('Vanishing Shelf')).toMatchObject({ total: 2 });
    expect((await deleteAccount(leaving, false)).statusCode).toBe(200);
    expect(await search('Vanishing Shelf')).toEqual({ total: 0, titles: [], owners: [] });
  });

  it('keeps orphaned books listed, without their owner', async () => {
    const leaving = await makeUser(ctx, { name: 'Keeper' });
    await makeBook(ctx, leaving, { title: 'Orphaned Shelf One' });
    expect(await search('Orphaned Shelf')).toMatchObject({ total: 1, owners: [leaving.id] });
    expect((await deleteAccount(leaving, true)).statusCode).toBe(200);
    expect(await search('Orphaned Shelf')).toEqual({
      total: 1,
      titles: ['Orphaned Shelf One'],
      owners: [null],
    });
  });
});
