import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, inject, vi } from 'vitest';
import { withDatabase } from '../../test/global-setup.js';
import { type TestContext, type TestUser, useTestContext } from '../../test/helper.js';
import { createTestDatabase, dropTestDatabases } from '../../test/test-databases.js';
import { buildApp } from '../app.js';
import { openPostgres } from '../db/client.js';
import { books, comments, libraryEntries, notifications, outbox } from '../db/schema.js';
import { parseEnv } from '../env.js';

/**
 * The outbox: a write and its event commit together, the event is delivered after the commit,
 * what a crash left pending is delivered at the next start, and on PostgreSQL two instances never
 * deliver one row twice.
 */
let ctx: TestContext;
let owner: TestUser;
let reader: TestUser;

const testEnv = () =>
  parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    WEB_DIST: '/nonexistent',
    WRITE_LIMIT_PER_MINUTE: '1000000',
    UPLOAD_LIMIT_PER_HOUR: '1000000',
    REGISTER_LIMIT_PER_HOUR: '1000000',
  });

beforeAll(async () => {
  ctx = await useTestContext();
  owner = await ctx.signUp({ name: 'Owner' });
  reader = await ctx.signUp({ name: 'Reader' });
});

let isbn = 0;
async function bookOf(user: TestUser) {
  isbn += 1;
  const [row] = await ctx.app.db
    .insert(books)
    .values({
      ownerId: user.id,
      title: 'Outbox Tales',
      author: 'A. Writer',
      isbn: `979-outbox-${isbn}-${Date.now()}`,
    })
    .returning();
  return row!;
}

const outboxRowsAbout = (bookId: string) =>
  ctx.app.db
    .select()
    .from(outbox)
    .where(sql`${outbox.payload}->>'bookId' = ${bookId}`)
    .orderBy(asc(outbox.id));

const notificationsOf = (user: TestUser, bookId: string) =>
  ctx.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), eq(notifications.bookId, bookId)));

const comment = (user: TestUser, bookId: string, content: string) =>
  ctx.request({
    method: 'POST',
    url: `/api/books/${bookId}/comment`,
    token: user.token,
    payload: { content },
  });

describe('writes and their events commit together', () => {
  it('stores a comment’s event with it and delivers it after the commit', async () => {
    const book = await bookOf(owner);
    const res = await comment(reader, book.id, 'Lovely');
    expect(res.statusCode).toBe(201);
    const [row] = await outboxRowsAbout(book.id);
    expect(row).toMatchObject({
      event: 'book.commented',
      payload: { bookId: book.id, actorId: reader.id, commentId: res.json()._id },
    });
    await expect.poll(async () => (await outboxRowsAbout(book.id))[0]?.deliveredAt).toBeInstanceOf(Date);
    expect((await outboxRowsAbout(book.id))[0]!.attempts).toBe(1);
    expect(await notificationsOf(owner, book.id)).toHaveLength(1);
  });

  it('writes like, rating and new chapter events in their transactions', async () => {
    const isbn13 = String(9_781_111_000_000 + Math.floor(Math.random() * 900_000));
    const created = await ctx.request({
      method: 'POST',
      url: '/api/upload-book',
      token: owner.token,
      payload: {
        title: 'Serial',
        author: 'A. Writer',
        isbn: isbn13,
        chapters: [{ title: 'One', content: 'First.' }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const bookId = created.json()._id as string;
    await ctx.request({ method: 'POST', url: `/api/books/${bookId}/like`, token: reader.token });
    await ctx.request({ method: 'POST', url: `/api/books/${bookId}/like`, token: owner.token });
    await ctx.request({
      method: 'POST',
      url: `/api/books/${bookId}/rate`,
      token: reader.token,
      payload: { rating: 4 },
    });
    const updated = await ctx.request({
      method: 'PUT',
      url: `/api/upload-book/${bookId}`,
      token: owner.token,
      payload: {
        title: 'Serial',
        author: 'A. Writer',
        isbn: isbn13,
        chapters: [
          { title: 'One', content: 'First.' },
          { title: 'Two', content: 'Second.' },
        ],
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const rows = await outboxRowsAbout(bookId);
    // The owner's own like announces nothing, so it writes no event.
    expect(rows.map((r) => [r.event, r.payload])).toEqual([
      ['book.liked', { bookId, actorId: reader.id }],
      ['book.rated', { bookId, actorId: reader.id, rating: 4 }],
      ['chapter.published', { bookId, chapterNumber: 2, title: 'Two' }],
    ]);
    await expect
      .poll(async () => (await outboxRowsAbout(bookId)).every((r) => r.deliveredAt !== null))
      .toBe(true);
  });

  it('a failure after the comment insert leaves neither the comment nor its event', async () => {
    const book = await bookOf(owner);
    // The outbox insert follows the comment insert in the same transaction: make it fail.
    await ctx.app.db.execute(sql`
      create or replace function outbox_refuse() returns trigger language plpgsql as $$
      begin raise exception 'outbox refused'; end $$`);
    await ctx.app.db.execute(
      sql.raw(`
      create trigger outbox_refuse before insert on outbox for each row
      when (new.payload->>'bookId' = '${book.id}') execute function outbox_refuse()`),
    );
    try {
      const res = await comment(reader, book.id, 'Never stored');
      expect(res.statusCode).toBe(500);
    } finally {
      await ctx.app.db.execute(sql`drop trigger outbox_refuse on outbox`);
    }
    const [stored] = await ctx.app.db
      .select({ n: count() })
      .from(comments)
      .where(eq(comments.bookId, book.id));
    expect(stored!.n).toBe(0);
    expect(await outboxRowsAbout(book.id)).toHaveLength(0);
    const [counter] = await ctx.app.db
      .select({ n: books.commentsCount })
      .from(books)
      .where(eq(books.id, book.id));
    expect(counter!.n).toBe(0);
  });

  it('a failed delivery is retried later, and counted', async () => {
    const book = await bookOf(owner);
    let failures = 0;
    ctx.app.events.on('book.rated', (event) => {
      if (event.bookId === book.id && failures === 0) {
        failures++;
        throw new Error('listener down');
      }
    });
    await ctx.request({
      method: 'POST',
      url: `/api/books/${book.id}/rate`,
      token: reader.token,
      payload: { rating: 5 },
    });
    await expect.poll(async () => (await outboxRowsAbout(book.id))[0]?.attempts).toBe(1);
    expect((await outboxRowsAbout(book.id))[0]!.deliveredAt).toBeNull();
    // Make the retry due now instead of after the back-off, then nudge.
    await ctx.app.db
      .update(outbox)
      .set({ nextAttemptAt: new Date(0) })
      .where(sql`${outbox.payload}->>'bookId' = ${book.id}`);
    await ctx.app.outbox.drain();
    const [row] = await outboxRowsAbout(book.id);
    expect(row).toMatchObject({ attempts: 2 });
    expect(row!.deliveredAt).toBeInstanceOf(Date);
  });
});

describe('listeners tolerate a repeat', () => {
  it('a chapter announcement delivered twice tells each favouriting reader once', async () => {
    const book = await bookOf(owner);
    await ctx.app.db.insert(libraryEntries).values({ userId: reader.id, bookId: book.id, favorite: true });
    const event = { bookId: book.id, chapterNumber: 2, title: 'Two' };
    await ctx.app.events.deliver('chapter.published', event);
    await ctx.app.events.deliver('chapter.published', event);
    const rows = await notificationsOf(reader, book.id);
    expect(rows.map((r) => r.type)).toEqual(['chapter']);
  });

  it('a comment delivered twice does not count its author twice', async () => {
    const book = await bookOf(owner);
    const res = await comment(reader, book.id, 'Once');
    await expect.poll(async () => (await notificationsOf(owner, book.id)).length).toBe(1);
    const [first] = await notificationsOf(owner, book.id);
    await ctx.app.events.deliver('book.commented', {
      bookId: book.id,
      actorId: reader.id,
      commentId: res.json()._id,
    });
    const again = await notificationsOf(owner, book.id);
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ actorCount: 1, message: first!.message });
  });
});

describe('after a crash', () => {
  it('delivers what a crash left pending at the next start, once, and a repeat changes nothing', async () => {
    const book = await bookOf(owner);
    // The comment and its event committed, then the process died before delivering it.
    await ctx.app.outbox.close();
    const [stored] = await ctx.app.db
      .insert(comments)
      .values({ bookId: book.id, userId: reader.id, content: 'Written before the crash' })
      .returning();
    const event = { bookId: book.id, actorId: reader.id, commentId: stored!.id };
    await ctx.app.db.insert(outbox).values({ event: 'book.commented', payload: event });

    const restarted = await buildApp({ env: testEnv(), database: ctx.database, logger: false });
    try {
      await restarted.ready();
      // It delivers once its first answer has gone out (decision 071), not before.
      const [before] = await outboxRowsAbout(book.id);
      expect(before!.deliveredAt).toBeNull();
      expect((await restarted.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      // Waited for generously: a busy machine may take a while to deliver.
      await vi.waitFor(
        async () => {
          const [delivered] = await outboxRowsAbout(book.id);
          expect(delivered!.deliveredAt).toBeInstanceOf(Date);
        },
        { timeout: 15_000, interval: 20 },
      );
      const [row] = await outboxRowsAbout(book.id);
      expect(row!.deliveredAt).toBeInstanceOf(Date);
      expect(row!.attempts).toBe(1);
      const delivered = await notificationsOf(owner, book.id);
      expect(delivered).toHaveLength(1);
      expect(delivered[0]).toMatchObject({ type: 'comment', actorCount: 1, isRead: false });

      // Delivered again (the process died after the listener but before marking the row): the
      // group already names this reader, so nothing is counted twice.
      await restarted.events.deliver('book.commented', event);
      const again = await notificationsOf(owner, book.id);
      expect(again).toHaveLength(1);
      expect(again[0]).toMatchObject({ actorCount: 1, message: delivered[0]!.message });
    } finally {
      await restarted.close();
    }
  });
});

describe.skipIf(process.env.QUIRE_TEST_DB !== 'postgres')('two instances on one PostgreSQL', () => {
  const apps: FastifyInstance[] = [];
  let name: string;

  beforeAll(async () => {
    const url = process.env.TEST_DATABASE_URL!;
    name = await createTestDatabase(url, inject('testRun'), inject('pgTemplate'));
    for (let i = 0; i < 2; i++) {
      const database = await openPostgres(withDatabase(url, name), { max: 4 });
      const app = await buildApp({ env: testEnv(), database, logger: false });
      app.addHook('onClose', () => database.close());
      await app.ready();
      apps.push(app);
    }
  });

  afterAll(async () => {
    try {
      for (const app of apps) await app.close();
    } finally {
      if (name) await dropTestDatabases(process.env.TEST_DATABASE_URL!, [name]);
    }
  });

  it('deliver each pending row exactly once between them', async () => {
    const [one, two] = apps as [FastifyInstance, FastifyInstance];
    const seen = new Map<string, string[]>();
    for (const [label, app] of [
      ['one', one],
      ['two', two],
    ] as const) {
      app.events.on('book.liked', async ({ actorId }) => {
        seen.set(actorId, [...(seen.get(actorId) ?? []), label]);
        // Slow enough that both instances are delivering at the same time.
        await new Promise((resolve) => setTimeout(resolve, 2));
      });
    }
    const total = 450;
    const actors = Array.from({ length: total }, () => randomUUID());
    await one.db
      .insert(outbox)
      .values(actors.map((actorId) => ({ event: 'book.liked', payload: { bookId: randomUUID(), actorId } })));

    const delivered = await Promise.all([one.outbox.drain(), two.outbox.drain(), one.outbox.drain()]);
    // Both took part, and together they delivered every row once.
    expect(delivered[0]).toBeGreaterThan(0);
    expect(delivered[1]).toBeGreaterThan(0);
    expect(delivered[0] + delivered[1]).toBe(total);
    expect(actors.filter((a) => seen.get(a)?.length !== 1)).toEqual([]);
    const [pending] = await one.db
      .select({ n: count() })
      .from(outbox)
      .where(sql`${outbox.deliveredAt} is null or ${outbox.attempts} <> 1`);
    expect(pending!.n).toBe(0);
  });
});
