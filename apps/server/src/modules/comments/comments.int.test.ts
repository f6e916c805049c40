import {
  BOOK_MESSAGES,
  type Comment,
  COMMENT_MAX_LENGTH,
  COMMENTS_PAGE_SIZE,
  MAX_PAGE_SIZE,
  SERVER_MESSAGES,
  VALIDATION,
} from '@quire/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeBook, makeUser } from '../../../test/factories.js';
import { type TestContext, type TestUser, useTestContext } from '../../../test/helper.js';
import { books, chapters, comments, users } from '../../db/schema.js';

let ctx: TestContext;
let owner: TestUser;
let author: TestUser;
let stranger: TestUser;
let admin: TestUser;
const commented: unknown[] = [];
/** A published one-chapter book of the owner's. */
const createBook = async () =>
  (
    await makeBook(ctx, owner, {
      title: 'Talked About',
      author: 'Writer',
      chapters: [{ title: 'C', content: 'Text' }],
    })
  ).id;

const comment = (token: string | undefined, bookId: string, content: unknown) =>
  ctx.request({ method: 'POST', url: `/api/books/${bookId}/comment`, token, payload: { content } });
/**
 * Reads a list answer (a plain array with X-Total-Count and Link headers) back into the page
 * it describes; the Link header must point at the next page exactly when there is one.
 */
function readPage(res: LightMyRequestResponse, query: string) {
  if (res.statusCode !== 200) throw new Error(res.body);
  const params = new URLSearchParams(query);
  const page = Number(params.get('page') ?? 1);
  const limit = Number(params.get('limit') ?? COMMENTS_PAGE_SIZE);
  const total = Number(res.headers['x-total-count']);
  const totalPages = Math.ceil(total / limit);
  const link = res.headers.link as string | undefined;
  if (page < totalPages) expect(link).toContain(`page=${page + 1}&limit=${limit}>; rel="next"`);
  else expect(link).toBeUndefined();
  return { comments: res.json() as Comment[], total, page, totalPages };
}
const listComments = async (token: string, bookId: string, query = '') => {
  const res = await ctx.request({ method: 'GET', url: `/api/books/${bookId}/comments${query}`, token });
  return readPage(res, query);
};
const remove = (token: string | undefined, bookId: string, commentId: string) =>
  ctx.request({ method: 'DELETE', url: `/api/books/${bookId}/comments/${commentId}`, token });
const commentsCount = async (bookId: string) =>
  (await ctx.app.db.select({ n: books.commentsCount }).from(books).where(eq(books.id, bookId)))[0]!.n;

beforeAll(async () => {
  ctx = await useTestContext();
  owner = await makeUser(ctx, { name: 'Owner' });
  author = await makeUser(ctx, { name: 'Commenter' });
  stranger = await makeUser(ctx, { name: 'Stranger' });
  admin = await makeUser(ctx, { name: 'Admin', role: 'admin' });
  ctx.app.events.on('book.commented', (payload) => {
    commented.push(payload);
  });
});

describe('POST /api/books/:id/comment', () => {
  it('answers 201 with the new comment and its author as userId', async () => {
    const bookId = await createBook();
    const res = await comment(author.token, bookId, '  What an ending!  ');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      content: 'What an ending!',
      userId: { _id: author.id, username: 'Commenter', avatar: null },
      bookId,
      chapterNumber: null,
      canDelete: true,
    });
    expect(new Date(body.createdAt).toString()).not.toBe('Invalid Date');
    expect(await commentsCount(bookId)).toBe(1);
    await expect.poll(() => commented).toContainEqual({ bookId, actorId: author.id, commentId: body._id });
  });

  it.each([
    ['empty', '', VALIDATION.commentBlank],
    ['blank', '   \n ', VALIDATION.commentBlank],
    ['missing', undefined, VALIDATION.commentBlank],
    ['too long', 'x'.repeat(COMMENT_MAX_LENGTH + 1), VALIDATION.commentTooLong],
  ])('refuses a %s comment with the message', async (_case, content, message) => {
    const bookId = await createBook();
    const res = await comment(author.token, bookId, content);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await commentsCount(bookId)).toBe(0);
  });

  it('accepts exactly 2,000 characters', async () => {
    const bookId = await createBook();
    expect((await comment(author.token, bookId, 'y'.repeat(COMMENT_MAX_LENGTH))).statusCode).toBe(201);
  });

  it('answers 404 for an unknown book and 401 without a token', async () => {
    const res = await comment(author.token, '00000000-0000-4000-8000-000000000000', 'Hello');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(SERVER_MESSAGES.bookNotFound);
    const bookId = await createBook();
    expect((await comment(undefined, bookId, 'Hello')).statusCode).toBe(401);
  });
});

describe('GET /api/books/:id/comments', () => {
  it('pages newest first with total and totalPages', async () => {
    const bookId = await createBook();
    for (let i = 1; i <= 7; i++) await comment(i % 2 ? author.token : stranger.token, bookId, `Comment ${i}`);
    const first = await listComments(author.token, bookId, '?page=1&limit=3');
    expect(first).toMatchObject({ total: 7, page: 1, totalPages: 3 });
    expect(first.comments.map((c) => c.content)).toEqual(['Comment 7', 'Comment 6', 'Comment 5']);
    const last = await listComments(author.token, bookId, '?page=3&limit=3');
    expect(last.comments.map((c) => c.content)).toEqual(['Comment 1']);
    const all = await listComments(author.token, bookId);
    expect(all.comments).toHaveLength(7);
    expect(all.comments.map((c) => c.canDelete)).toEqual([true, false, true, false, true, false, true]);
    expect(all.comments[1]!.userId).toEqual({ _id: stranger.id, username: 'Stranger', avatar: null });
    const asAdmin = await listComments(admin.token, bookId);
    expect(asAdmin.comments.every((c) => c.canDelete)).toBe(true);
  });

  it('answers a plain array of COMMENTS_PAGE_SIZE comments, with X-Total-Count and a next Link', async () => {
    const bookId = await createBook();
    const total = COMMENTS_PAGE_SIZE + 2;
    for (let i = 1; i <= total; i++) await comment(author.token, bookId, `Note ${i}`);
    const res = await ctx.request({
      method: 'GET',
      url: `/api/books/${bookId}/comments`,
      token: author.token,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Array.isArray(body)).toBe(true);
    expect(body).toHaveLength(COMMENTS_PAGE_SIZE);
    expect(body[0]).toMatchObject({ content: `Note ${total}`, userId: { username: 'Commenter' } });
    expect(Object.keys(body[0]).sort()).toEqual(
      ['_id', 'bookId', 'canDelete', 'chapterNumber', 'content', 'createdAt', 'userId'].sort(),
    );
    expect(res.headers['x-total-count']).toBe(String(total));
    expect(res.headers.link).toBe(
      `</api/books/${bookId}/comments?page=2&limit=${COMMENTS_PAGE_SIZE}>; rel="next"`,
    );
    const next = await ctx.request({
      method: 'GET',
      url: `/api/books/${bookId}/comments?page=2&limit=${COMMENTS_PAGE_SIZE}`,
      token: author.token,
    });
    expect(next.json().map((c: Comment) => c.content)).toEqual(['Note 2', 'Note 1']);
    expect(next.headers.link).toBeUndefined();
  });

  it('caps the limit at MAX_PAGE_SIZE', async () => {
    const bookId = await createBook();
    for (let i = 1; i <= MAX_PAGE_SIZE + 1; i++) await comment(author.token, bookId, `Many ${i}`);
    const res = await ctx.request({
      method: 'GET',
      url: `/api/books/${bookId}/comments?limit=${MAX_PAGE_SIZE * 10}`,
      token: author.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(MAX_PAGE_SIZE);
    expect(res.headers.link).toBe(
      `</api/books/${bookId}/comments?page=2&limit=${MAX_PAGE_SIZE}>; rel="next"`,
    );
  });

  it('lists only book-level comments, not chapter comments', async () => {
    const bookId = await createBook();
    const [chapter] = await ctx.app.db.select().from(chapters).where(eq(chapters.bookId, bookId));
    await ctx.app.db
      .insert(comments)
      .values({ bookId, chapterId: chapter!.id, userId: author.id, content: 'On chapter' });
    await comment(author.token, bookId, 'On book');
    const page = await listComments(author.token, bookId);
    expect(page.total).toBe(1);
    expect(page.comments.map((c) => c.content)).toEqual(['On book']);
  });

  it('answers an empty page for a book without comments and 404 for an unknown book', async () => {
    const bookId = await createBook();
    expect(await listComments(author.token, bookId)).toEqual({
      comments: [],
      total: 0,
      page: 1,
      totalPages: 0,
    });
    const res = await ctx.request({ method: 'GET', url: '/api/books/nope/comments', token: author.token });
    expect(res.statusCode).toBe(404);
  });

  it('shows the author’s avatar URL when there is one', async () => {
    const bookId = await createBook();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const boundary = '----avatar';
    const upload = await ctx.request({
      method: 'POST',
      url: '/api/images',
      token: stranger.token,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    const imageId = upload.json().public_id as string;
    await ctx.app.db.update(users).set({ avatarImageId: imageId }).where(eq(users.id, stranger.id));
    await comment(stranger.token, bookId, 'With a face');
    const page = await listComments(owner.token, bookId);
    expect(page.comments[0]!.userId.avatar).toBe(`/api/images/${imageId}`);
  });
});

describe('DELETE /api/books/:id/comments/:commentId', () => {
  it('forbids anyone but the author or an admin, and changes nothing', async () => {
    const bookId = await createBook();
    const created = (await comment(author.token, bookId, 'Mine')).json();
    for (const token of [stranger.token, owner.token]) {
      const res = await remove(token, bookId, created._id);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(SERVER_MESSAGES.forbidden);
    }
    expect((await listComments(author.token, bookId)).total).toBe(1);
    expect(await commentsCount(bookId)).toBe(1);
  });

  it('lets the author delete, keeping comments_count exact', async () => {
    const bookId = await createBook();
    const a = (await comment(author.token, bookId, 'First')).json();
    await comment(stranger.token, bookId, 'Second');
    const res = await remove(author.token, bookId, a._id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: BOOK_MESSAGES.commentDeleted });
    expect(await commentsCount(bookId)).toBe(1);
    expect((await listComments(author.token, bookId)).comments.map((c) => c.content)).toEqual(['Second']);
    const again = await remove(author.token, bookId, a._id);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(BOOK_MESSAGES.commentNotFound);
    expect(await commentsCount(bookId)).toBe(1);
  });

  it('lets an admin delete any comment', async () => {
    const bookId = await createBook();
    const c = (await comment(author.token, bookId, 'Spam')).json();
    expect((await remove(admin.token, bookId, c._id)).statusCode).toBe(200);
    expect(await commentsCount(bookId)).toBe(0);
  });

  it('answers 404 when the comment belongs to another book or the id is malformed', async () => {
    const bookA = await createBook();
    const bookB = await createBook();
    const c = (await comment(author.token, bookA, 'On A')).json();
    expect((await remove(author.token, bookB, c._id)).statusCode).toBe(404);
    expect((await remove(author.token, bookA, 'not-an-id')).statusCode).toBe(404);
    expect((await listComments(author.token, bookA)).total).toBe(1);
  });

  it('needs a token', async () => {
    const bookId = await createBook();
    const c = (await comment(author.token, bookId, 'x')).json();
    expect((await remove(undefined, bookId, c._id)).statusCode).toBe(401);
  });
});
