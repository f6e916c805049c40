import type { BookDetail, StatusBoard } from '@quire/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  editBook,
  makeBook,
  makeBookRow,
  makeChapter,
  makeLibraryEntry,
  makeReadingSession,
  makeUser,
} from './factories.js';
import { type TestContext, type TestUser, useTestContext } from './helper.js';

/** The factories make what they say, through the app: each result reads back through the routes. */
let ctx: TestContext;
let owner: TestUser;
let reader: TestUser;

beforeAll(async () => {
  ctx = await useTestContext();
  owner = await makeUser(ctx, { name: 'Owner' });
  reader = await makeUser(ctx, { name: 'Reader' });
});

const detailOf = async (user: TestUser, bookId: string) => {
  const res = await ctx.request({ method: 'GET', url: `/api/books/${bookId}`, token: user.token });
  expect(res.statusCode).toBe(200);
  return res.json() as BookDetail;
};

describe('test factories', () => {
  it('makeUser signs up a user who can use the app, and an admin when asked', async () => {
    const admin = await makeUser(ctx, { name: 'Admin', role: 'admin' });
    const me = await ctx.request({ method: 'GET', url: '/api/auth/user', token: admin.token });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ name: 'Admin', role: 'admin' });
  });

  it('makeBook publishes a book with its chapters; makeChapter and editBook save it again', async () => {
    const book = await makeBook(ctx, owner, {
      title: 'Two Rivers',
      chapters: [
        { title: 'Source', content: 'Water.' },
        { title: 'Delta', content: 'Sea.' },
      ],
    });
    expect(book.detail).toMatchObject({ _id: book.id, title: 'Two Rivers', published: true });
    expect((await detailOf(reader, book.id)).chapters.map((c) => c.title)).toEqual(['Source', 'Delta']);

    const { book: longer, number } = await makeChapter(ctx, book, { title: 'Mouth' });
    expect(number).toBe(3);
    expect(longer.detail.chapters.map((c) => c.title)).toEqual(['Source', 'Delta', 'Mouth']);

    const renamed = await editBook(ctx, longer, { title: 'Three Rivers' });
    expect((await detailOf(reader, renamed.id)).title).toBe('Three Rivers');
  });

  it('makeBook keeps a draft to its owner', async () => {
    const draft = await makeBook(ctx, owner, { published: false });
    expect(draft.detail.published).toBe(false);
    const res = await ctx.request({ method: 'GET', url: `/api/books/${draft.id}`, token: reader.token });
    expect(res.statusCode).toBe(404);
  });

  it('makeLibraryEntry gives the reader a status and a favourite', async () => {
    const book = await makeBook(ctx, owner);
    await makeLibraryEntry(ctx, reader, book.id, { status: 'Reading', progress: 40, favorite: true });
    expect(await detailOf(reader, book.id)).toMatchObject({
      status: 'Reading',
      progress: 40,
      favorite: true,
    });
    const board = await ctx.request({ method: 'GET', url: '/api/library/status-board', token: reader.token });
    expect((board.json() as StatusBoard).reading.map((b) => b.id)).toContain(book.id);
  });

  it('makeReadingSession records a session of the reader', async () => {
    const book = await makeBook(ctx, owner, {
      chapters: [{ title: 'Short', content: 'Six words in this short chapter.' }],
    });
    const session = await makeReadingSession(ctx, reader, book.id, { minutes: 12, wordsRead: 6 });
    expect(session).toMatchObject({ bookId: book.id, chapterNumber: 1, activeSeconds: 720, wordsRead: 6 });
  });

  it('makeBookRow writes a bare catalogue row, with or without an owner', async () => {
    const row = await makeBookRow(ctx, null, { title: 'Nobody’s' });
    expect(row).toMatchObject({ ownerId: null, title: 'Nobody’s', published: true });
    expect((await detailOf(reader, row.id)).title).toBe('Nobody’s');
  });
});
