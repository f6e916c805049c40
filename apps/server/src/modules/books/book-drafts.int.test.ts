import { BOOK_FORM_MESSAGES, BOOK_MESSAGES, SERVER_MESSAGES, VALIDATION } from '@quire/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeBook, makeUser } from '../../../test/factories.js';
import { type TestContext, type TestUser, useTestContext } from '../../../test/helper.js';

let ctx: TestContext;
let author: TestUser;
let reader: TestUser;
let admin: TestUser;

let isbnCounter = 0;
const nextIsbn = () => `979${String(2_000_000 + ++isbnCounter).padStart(10, '0')}`;

const payload = (overrides: Record<string, unknown> = {}) => ({
  title: 'Unfinished Tides',
  author: 'Mira Holt',
  isbn: nextIsbn(),
  category: 'Fiction',
  chapters: [
    { title: 'Ebb', content: 'The sea went out.' },
    { title: 'Flow', content: 'And came back in again, slowly.' },
  ],
  ...overrides,
});

async function save(token: string, body: Record<string, unknown>, bookId?: string) {
  return ctx.request({
    method: bookId ? 'PUT' : 'POST',
    url: bookId ? `/api/upload-book/${bookId}` : '/api/upload-book',
    token,
    payload: body,
  });
}

/** The author's draft of the two-chapter form; answers the save's answer. */
const draft = async (overrides: Record<string, unknown> = {}) =>
  (await makeBook(ctx, author, payload({ published: false, ...overrides }))).detail;

beforeAll(async () => {
  ctx = await useTestContext();
  author = await makeUser(ctx);
  reader = await makeUser(ctx);
  admin = await makeUser(ctx, { role: 'admin' });
});

const get = (url: string, token: string) => ctx.request({ method: 'GET', url, token });

describe('drafts', () => {
  it('creates a draft when the book has no chapters, with a message telling to add them', async () => {
    const { chapters: _none, ...noChapters } = payload();
    const res = await save(author.token, noChapters);
    expect(res.statusCode).toBe(201);
    const book = res.json();
    expect(book.published).toBe(false);
    expect(book.chapters).toEqual([]);
    expect(book.message).toBe(BOOK_MESSAGES.draftSaved);
    // The owner sees it; nobody else does.
    expect((await get(`/api/books/${book._id}`, author.token)).statusCode).toBe(200);
    const hidden = await get(`/api/books/${book._id}`, reader.token);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(SERVER_MESSAGES.bookNotFound);
  });

  it('publishes a book with chapters when published is not sent (the spec flow)', async () => {
    const res = await save(author.token, payload());
    expect(res.statusCode).toBe(201);
    expect(res.json().published).toBe(true);
    expect(res.json().message).toBe(BOOK_FORM_MESSAGES.created);
    expect((await get(`/api/books/${res.json()._id}`, reader.token)).statusCode).toBe(200);
  });

  it('saves a draft with a blank chapter, and refuses to publish it', async () => {
    const chapters = [
      { title: 'Ebb', content: 'Text.' },
      { title: 'Later', content: '' },
    ];
    const implicit = await save(author.token, payload({ chapters }));
    expect(implicit.statusCode).toBe(201);
    expect(implicit.json().published).toBe(false);

    const refused = await save(author.token, payload({ chapters, published: true }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(VALIDATION.chaptersIncomplete);

    const none = await save(author.token, payload({ chapters: [], published: 'true' }));
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(BOOK_MESSAGES.publishNeedsChapters);

    const book = implicit.json();
    const publishBlank = await save(
      author.token,
      payload({ isbn: book.isbn, chapters, published: true }),
      book._id,
    );
    expect(publishBlank.statusCode).toBe(400);
    expect(publishBlank.json().message).toBe(VALIDATION.chaptersIncomplete);
  });

  it('hides a draft from everyone else on every route', async () => {
    const book = await draft();
    const id = book._id;
    for (const url of [
      `/api/books/${id}`,
      `/api/books/${id}/chapters`,
      `/api/books/${id}/chapters/1`,
      `/api/books/${id}/comments`,
      `/api/books/${id}/chapters/1/comments`,
      `/api/books/${id}/position`,
    ]) {
      const res = await get(url, reader.token);
      expect(res.statusCode, url).toBe(404);
      expect((await get(url, author.token)).statusCode, url).toBe(200);
    }
    for (const [method, url, body] of [
      ['POST', `/api/books/${id}/like`, undefined],
      ['POST', `/api/books/${id}/favorite`, undefined],
      ['POST', `/api/books/${id}/rate`, { rating: 4 }],
      ['POST', `/api/books/${id}/comments`, { content: 'Hello' }],
      ['POST', `/api/books/${id}/chapters/1/vote`, undefined],
      ['PUT', `/api/books/${id}`, { notes: 'mine' }],
      ['PUT', `/api/books/${id}/position`, { chapter: 1, position: 0.5 }],
      ['PUT', `/api/library/${id}/status`, { status: 'Reading' }],
    ] as const) {
      const res = await ctx.request({ method, url, token: reader.token, payload: body });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    // Admins see and edit it.
    expect((await get(`/api/books/${id}`, admin.token)).statusCode).toBe(200);
  });

  it('keeps drafts out of lists, counts, search and popular for others', async () => {
    const title = 'Zephyrine Draftwork';
    const book = await draft({ title });
    const search = `/api/books?q=${encodeURIComponent('Zephyrine')}`;
    const theirs = await get(search, reader.token);
    expect(theirs.json().books).toEqual([]);
    expect(theirs.json().total).toBe(0);
    // Not in the catalogue for the owner either; in their own lists, with the flag.
    expect((await get(search, author.token)).json().total).toBe(0);
    const mine = await get(`/api/books?mine=true&q=Zephyrine`, author.token);
    expect(mine.json().books.map((b: { _id: string }) => b._id)).toEqual([book._id]);
    expect(mine.json().books[0].published).toBe(false);
    const library = await get(`/api/books?scope=library&q=Zephyrine`, author.token);
    expect(library.json().total).toBe(1);
    expect((await get(`/api/books?scope=library&q=Zephyrine`, reader.token)).json().total).toBe(0);

    const all = await get('/api/books?limit=50', reader.token);
    expect(all.json().books.some((b: { _id: string }) => b._id === book._id)).toBe(false);
    const popular = await get('/api/books/popular?limit=12', reader.token);
    expect(popular.json().books.some((b: { _id: string }) => b._id === book._id)).toBe(false);
  });

  it('keeps the state on update unless sent; publishing shows the book to everyone', async () => {
    const book = await draft();
    const kept = await save(author.token, payload({ isbn: book.isbn }), book._id);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().published).toBe(false);
    const published = await save(author.token, payload({ isbn: book.isbn, published: 'true' }), book._id);
    expect(published.statusCode).toBe(200);
    expect(published.json().published).toBe(true);
    expect((await get(`/api/books/${book._id}`, reader.token)).statusCode).toBe(200);
    const search = await get(`/api/books?q=${encodeURIComponent('Unfinished Tides')}&limit=50`, reader.token);
    expect(search.json().books.some((b: { _id: string }) => b._id === book._id)).toBe(true);
    // Others may not edit it.
    const edit = await save(reader.token, payload({ isbn: book.isbn }), book._id);
    expect(edit.statusCode).toBe(403);
  });
});

describe('drafts in collections', () => {
  it("lets nobody else put another's draft in a collection; the owner may", async () => {
    const book = await draft();
    const create = async (token: string) =>
      (
        await ctx.request({ method: 'POST', url: '/api/collections', token, payload: { name: 'Mine' } })
      ).json().id as string;
    const readerCollection = await create(reader.token);
    const refused = await ctx.request({
      method: 'POST',
      url: `/api/collections/${readerCollection}/books`,
      token: reader.token,
      payload: { bookId: book._id },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(SERVER_MESSAGES.bookNotFound);
    const listed = await get('/api/collections', reader.token);
    expect(JSON.stringify(listed.json())).not.toContain(book._id);

    const authorCollection = await create(author.token);
    const added = await ctx.request({
      method: 'POST',
      url: `/api/collections/${authorCollection}/books`,
      token: author.token,
      payload: { bookId: book._id },
    });
    expect(added.statusCode).toBe(200);
  });
});

describe('own books', () => {
  it('refuses the author liking or rating their own book', async () => {
    const res = await save(author.token, payload());
    const id = res.json()._id;
    for (const [url, body] of [
      [`/api/books/${id}/like`, undefined],
      [`/api/books/${id}/rate`, { rating: 5 }],
    ] as const) {
      const own = await ctx.request({ method: 'POST', url, token: author.token, payload: body });
      expect(own.statusCode, url).toBe(403);
      expect(own.json().message).toBe(BOOK_MESSAGES.ownBookReaction);
      const other = await ctx.request({ method: 'POST', url, token: reader.token, payload: body });
      expect(other.statusCode, url).toBe(200);
    }
  });

  it("does not count the author's own reads and downloads", async () => {
    const res = await save(author.token, payload());
    const id = res.json()._id;
    const opened = await get(`/api/books/${id}/chapters/1`, author.token);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().reads).toBe(0);
    expect((await get(`/api/books/${id}`, author.token)).json().downloads).toBe(0);
    const byReader = await get(`/api/books/${id}/chapters/1`, reader.token);
    expect(byReader.json().reads).toBe(1);
    expect((await get(`/api/books/${id}`, author.token)).json().downloads).toBe(1);
  });
});

describe('finishing a book', () => {
  it('completes only when the end of the last chapter is saved, not when it is opened', async () => {
    const res = await save(author.token, payload({ chapters: [{ title: 'Only', content: 'Short.' }] }));
    const id = res.json()._id;
    await get(`/api/books/${id}/chapters/1`, reader.token);
    const afterOpen = await get(`/api/books/${id}`, reader.token);
    expect(afterOpen.json().status).toBe('Reading');
    const midway = await ctx.request({
      method: 'PUT',
      url: `/api/books/${id}/position`,
      token: reader.token,
      payload: { chapter: 1, position: 0.5 },
    });
    expect(midway.statusCode).toBe(200);
    expect((await get(`/api/books/${id}`, reader.token)).json().status).toBe('Reading');
    const end = await ctx.request({
      method: 'PUT',
      url: `/api/books/${id}/position`,
      token: reader.token,
      payload: { chapter: 1, position: 1 },
    });
    expect(end.statusCode).toBe(200);
    expect((await get(`/api/books/${id}`, reader.token)).json().status).toBe('Completed');
  });
});
