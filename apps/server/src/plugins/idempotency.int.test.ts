import { IDEMPOTENCY_MESSAGES } from '@quire/shared';
import { and, count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, type TestUser, useTestContext } from '../../test/helper.js';
import { books, comments, idempotencyKeys } from '../db/schema.js';

let ctx: TestContext;
let owner: TestUser;
let reader: TestUser;
let bookId: string;
let isbn = 9_783_200_000_000;

const comment = (token: string, content: string, key?: string, book = bookId) =>
  ctx.request({
    method: 'POST',
    url: `/api/books/${book}/comment`,
    token,
    headers: key === undefined ? {} : { 'idempotency-key': key },
    payload: { content },
  });
const commentsWith = async (content: string) =>
  (
    await ctx.app.db
      .select({ n: count() })
      .from(comments)
      .where(and(eq(comments.bookId, bookId), eq(comments.content, content)))
  )[0]!.n;
const storedKeys = async (key: string) =>
  (await ctx.app.db.select({ n: count() }).from(idempotencyKeys).where(eq(idempotencyKeys.key, key)))[0]!.n;

beforeAll(async () => {
  ctx = await useTestContext();
  owner = await ctx.signUp({ name: 'Owner' });
  reader = await ctx.signUp({ name: 'Reader' });
  const res = await ctx.request({
    method: 'POST',
    url: '/api/upload-book',
    token: owner.token,
    payload: {
      title: 'Retried',
      author: 'Writer',
      isbn: String(++isbn),
      chapters: [{ title: 'C', content: 'T' }],
    },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  bookId = res.json()._id;
});

describe('Idempotency-Key on write routes', () => {
  it('makes one comment for a repeated request and replays the first answer', async () => {
    const first = await comment(reader.token, 'Said once', 'key-same-body');
    const second = await comment(reader.token, 'Said once', 'key-same-body');
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.json()).toEqual(first.json());
    expect(await commentsWith('Said once')).toBe(1);
    const [book] = await ctx.app.db
      .select({ n: books.commentsCount })
      .from(books)
      .where(eq(books.id, bookId));
    expect(book?.n).toBe(1);
  });

  it('makes one comment when the same request arrives several times at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => comment(reader.token, 'Said at once', 'key-at-once')),
    );
    for (const res of answers) expect([201, 409]).toContain(res.statusCode);
    expect(answers.some((res) => res.statusCode === 201)).toBe(true);
    expect(await commentsWith('Said at once')).toBe(1);
  });

  it('answers 422 for the same key with a different body, and writes nothing', async () => {
    expect((await comment(reader.token, 'First words', 'key-other-body')).statusCode).toBe(201);
    const res = await comment(reader.token, 'Other words', 'key-other-body');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: IDEMPOTENCY_MESSAGES.keyReused, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await commentsWith('Other words')).toBe(0);
  });

  it('answers 422 for the same key on another route', async () => {
    expect((await comment(reader.token, 'Route one', 'key-other-route')).statusCode).toBe(201);
    const res = await ctx.request({
      method: 'POST',
      url: `/api/books/${bookId}/like`,
      token: reader.token,
      headers: { 'idempotency-key': 'key-other-route' },
    });
    expect(res.statusCode).toBe(422);
  });

  it('keeps keys per caller: the same key from another user is a new request', async () => {
    expect((await comment(reader.token, 'Mine', 'key-shared')).statusCode).toBe(201);
    const res = await comment(owner.token, 'Mine', 'key-shared');
    expect(res.statusCode).toBe(201);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    expect(await commentsWith('Mine')).toBe(2);
  });

  it('does not keep a failed answer, so a retry runs again', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const first = await comment(reader.token, 'Lost', 'key-failed', missing);
    expect(first.statusCode).toBe(404);
    expect(await storedKeys('key-failed')).toBe(0);
    const retry = await comment(reader.token, 'Lost', 'key-failed', missing);
    expect(retry.statusCode).toBe(404);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
  });

  it('answers 409 while the first request with the key is still running', async () => {
    await comment(reader.token, 'Running', 'key-running');
    // The same state as a first request that has claimed the key and not answered yet.
    await ctx.app.db
      .update(idempotencyKeys)
      .set({ statusCode: null, body: null })
      .where(eq(idempotencyKeys.key, 'key-running'));
    const res = await comment(reader.token, 'Running', 'key-running');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: IDEMPOTENCY_MESSAGES.inProgress, code: 'IDEMPOTENCY_IN_PROGRESS' });
  });

  it('forgets an answer after 24 hours: the key may then be used again', async () => {
    await comment(reader.token, 'Yesterday', 'key-expired');
    await ctx.app.db
      .update(idempotencyKeys)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(idempotencyKeys.key, 'key-expired'));
    const res = await comment(reader.token, 'Today', 'key-expired');
    expect(res.statusCode).toBe(201);
    expect(await commentsWith('Today')).toBe(1);
  });

  it('refuses a key that is empty or too long', async () => {
    for (const key of ['', ' ', 'k'.repeat(256)]) {
      const res = await comment(reader.token, 'Bad key', key);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(IDEMPOTENCY_MESSAGES.keyInvalid);
    }
    expect(await commentsWith('Bad key')).toBe(0);
  });

  it('leaves requests without a key alone', async () => {
    await comment(reader.token, 'Twice');
    await comment(reader.token, 'Twice');
    expect(await commentsWith('Twice')).toBe(2);
  });

  it('replays a JSON book create instead of creating a second book', async () => {
    const create = () =>
      ctx.request({
        method: 'POST',
        url: '/api/upload-book',
        token: owner.token,
        headers: { 'idempotency-key': 'key-book' },
        payload: {
          title: 'Once',
          author: 'Writer',
          isbn: '9783299999999',
          chapters: [{ title: 'C', content: 'T' }],
        },
      });
    const first = await create();
    const second = await create();
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()._id).toBe(first.json()._id);
    const [row] = await ctx.app.db.select({ n: count() }).from(books).where(eq(books.isbn, '9783299999999'));
    expect(row?.n).toBe(1);
  });
});
