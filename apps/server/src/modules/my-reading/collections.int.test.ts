import { READING_MESSAGES, SERVER_MESSAGES } from '@quire/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, type TestUser, useTestContext } from '../../../test/helper.js';
import { books, collectionBooks, collections } from '../../db/schema.js';

let ctx: TestContext;
let ana: TestUser;
let ben: TestUser;
let dune: { id: string };
let emma: { id: string };

beforeAll(async () => {
  ctx = await useTestContext();
  ana = await ctx.signUp({ name: 'Ana' });
  ben = await ctx.signUp({ name: 'Ben' });
  [dune, emma] = (await ctx.app.db
    .insert(books)
    .values([
      {
        title: 'Dune',
        author: 'Frank Herbert',
        isbn: '9780441013593',
        coverImage: '/api/images/00000000-0000-4000-8000-000000000001',
      },
      { title: 'Emma', author: 'Jane Austen', isbn: '9780141439587' },
    ])
    .returning({ id: books.id })) as [{ id: string }, { id: string }];
});

const create = (token: string, payload: object) =>
  ctx.request({ method: 'POST', url: '/api/collections', token, payload });

describe('POST /api/collections', () => {
  it('creates an empty collection with a trimmed name', async () => {
    const res = await create(ana.token, { name: '  Summer reads  ', description: ' Beach books ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Summer reads',
      description: 'Beach books',
      bookCount: 0,
      books: [],
    });
  });

  it('makes the description optional', async () => {
    const res = await create(ana.token, { name: 'Later' });
    expect(res.statusCode).toBe(201);
    expect(res.json().description).toBe('');
  });

  it.each([{}, { name: '' }, { name: '    ' }])('refuses a blank name (%j)', async (payload) => {
    const before = await ctx.app.db.select().from(collections);
    const res = await create(ana.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(READING_MESSAGES.collectionNameRequired);
    expect(await ctx.app.db.select().from(collections)).toHaveLength(before.length);
  });
});

describe('collection books', () => {
  it('adds books in order, ignores a second add, answers counts and covers, and removes', async () => {
    const collection = (await create(ana.token, { name: 'Classics' })).json();
    const url = `/api/collections/${collection.id}/books`;
    await ctx.request({ method: 'POST', url, token: ana.token, payload: { bookId: emma.id } });
    await ctx.request({ method: 'POST', url, token: ana.token, payload: { bookId: dune.id } });
    const twice = await ctx.request({ method: 'POST', url, token: ana.token, payload: { bookId: emma.id } });
    expect(twice.statusCode).toBe(200);
    expect(twice.json().bookCount).toBe(2);
    expect(twice.json().books).toEqual([
      { id: emma.id, title: 'Emma', author: 'Jane Austen', cover: null },
      {
        id: dune.id,
        title: 'Dune',
        author: 'Frank Herbert',
        cover: '/api/images/00000000-0000-4000-8000-000000000001/thumb',
      },
    ]);

    const list = await ctx.request({ method: 'GET', url: '/api/collections', token: ana.token });
    const listed = list.json().collections.find((c: { id: string }) => c.id === collection.id);
    expect(listed.bookCount).toBe(2);

    const removed = await ctx.request({ method: 'DELETE', url: `${url}/${emma.id}`, token: ana.token });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().books.map((b: { id: string }) => b.id)).toEqual([dune.id]);
  });

  it('answers 404 for an unknown book', async () => {
    const collection = (await create(ana.token, { name: 'Ghosts' })).json();
    const res = await ctx.request({
      method: 'POST',
      url: `/api/collections/${collection.id}/books`,
      token: ana.token,
      payload: { bookId: '00000000-0000-4000-8000-00000000dead' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(SERVER_MESSAGES.bookNotFound);
  });
});

describe('PUT /api/collections/:id', () => {
  it('renames and describes', async () => {
    const collection = (await create(ana.token, { name: 'Old' })).json();
    const res = await ctx.request({
      method: 'PUT',
      url: `/api/collections/${collection.id}`,
      token: ana.token,
      payload: { name: ' New ', description: 'Now described' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'New', description: 'Now described' });
  });

  it('refuses a blank new name', async () => {
    const collection = (await create(ana.token, { name: 'Keep' })).json();
    const res = await ctx.request({
      method: 'PUT',
      url: `/api/collections/${collection.id}`,
      token: ana.token,
      payload: { name: '  ' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe("another user's collection", () => {
  it('is not listed, and every change answers 404 with nothing changed', async () => {
    const collection = (await create(ana.token, { name: 'Private', description: 'Mine' })).json();
    await ctx.request({
      method: 'POST',
      url: `/api/collections/${collection.id}/books`,
      token: ana.token,
      payload: { bookId: dune.id },
    });

    const list = await ctx.request({ method: 'GET', url: '/api/collections', token: ben.token });
    expect(list.json().collections).toEqual([]);

    const attempts = [
      { method: 'PUT' as const, url: `/api/collections/${collection.id}`, payload: { name: 'Stolen' } },
      { method: 'DELETE' as const, url: `/api/collections/${collection.id}` },
      {
        method: 'POST' as const,
        url: `/api/collections/${collection.id}/books`,
        payload: { bookId: emma.id },
      },
      { method: 'DELETE' as const, url: `/api/collections/${collection.id}/books/${dune.id}` },
    ];
    for (const attempt of attempts) {
      const res = await ctx.request({ ...attempt, token: ben.token });
      expect(res.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
      expect(res.json().message).toBe(READING_MESSAGES.collectionNotFound);
    }
    const [row] = await ctx.app.db.select().from(collections).where(eq(collections.id, collection.id));
    expect(row).toMatchObject({ name: 'Private', description: 'Mine' });
    const inside = await ctx.app.db
      .select()
      .from(collectionBooks)
      .where(eq(collectionBooks.collectionId, collection.id));
    expect(inside.map((b) => b.bookId)).toEqual([dune.id]);
  });
});

describe('DELETE /api/collections/:id', () => {
  it('deletes the collection and keeps the books', async () => {
    const collection = (await create(ana.token, { name: 'Gone' })).json();
    await ctx.request({
      method: 'POST',
      url: `/api/collections/${collection.id}/books`,
      token: ana.token,
      payload: { bookId: dune.id },
    });
    const res = await ctx.request({
      method: 'DELETE',
      url: `/api/collections/${collection.id}`,
      token: ana.token,
    });
    expect(res.statusCode).toBe(200);
    expect(await ctx.app.db.select().from(collections).where(eq(collections.id, collection.id))).toHaveLength(
      0,
    );
    expect(await ctx.app.db.select().from(books).where(eq(books.id, dune.id))).toHaveLength(1);
  });
});
