import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { SignJWT } from 'jose';
import { ACCOUNT_MESSAGES, type NotificationListResponse, SERVER_MESSAGES } from '@quire/shared';
import { count, eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBookRow, makeLibraryEntry, makeUser } from '../../../test/factories.js';
import { type TestContext, type TestUser, useTestContext } from '../../../test/helper.js';
import { buildApp } from '../../app.js';
import { parseEnv } from '../../env.js';
import { notificationActors, notifications, users } from '../../db/schema.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await useTestContext();
});

/** A catalogue row of `owner`'s (or of nobody's), titled for the messages the tests read. */
const bookOf = (owner: TestUser | null, title = 'The Glass Orchard') => makeBookRow(ctx, owner, { title });

const rowsFor = (user: TestUser) =>
  ctx.app.db.select().from(notifications).where(eq(notifications.userId, user.id));

const countFor = async (user: TestUser) =>
  (await ctx.app.db.select({ n: count() }).from(notifications).where(eq(notifications.userId, user.id)))[0]!
    .n;

/** Polls until the async listeners have stored `expected` rows for the user (and no more show up). */
async function expectCount(user: TestUser, expected: number, timeoutMs = 3000) {
  const started = Date.now();
  while ((await countFor(user)) < expected && Date.now() - started < timeoutMs)
    await new Promise((resolve) => setTimeout(resolve, 20));
  // Give a stray extra notification the chance to appear before asserting the exact number.
  await new Promise((resolve) => setTimeout(resolve, 60));
  expect(await countFor(user)).toBe(expected);
}

const list = async (user: TestUser, query = '') => {
  const res = await ctx.request({ method: 'GET', url: `/api/notifications${query}`, token: user.token });
  expect(res.statusCode).toBe(200);
  return res.json() as NotificationListResponse;
};

async function setFlags(user: TestUser, flags: Record<string, boolean>) {
  const [row] = await ctx.app.db.select().from(users).where(eq(users.id, user.id));
  await ctx.app.db
    .update(users)
    .set({ notificationSettings: { ...row!.notificationSettings, ...flags } })
    .where(eq(users.id, user.id));
}

describe('notifications from domain events', () => {
  it('tells the owner when someone comments, linking to the book or the chapter', async () => {
    const owner = await makeUser(ctx, { name: 'Owner' });
    const ada = await makeUser(ctx, { name: 'Ada' });
    const book = await bookOf(owner);
    ctx.app.events.emit('book.commented', {
      bookId: book.id,
      actorId: ada.id,
      commentId: crypto.randomUUID(),
    });
    await expectCount(owner, 1);
    ctx.app.events.emit('book.commented', {
      bookId: book.id,
      actorId: ada.id,
      commentId: crypto.randomUUID(),
      chapterNumber: 3,
    });
    await expectCount(owner, 2);
    const { notifications: items, unreadCount } = await list(owner);
    expect(unreadCount).toBe(2);
    expect(items[0]).toEqual({
      _id: expect.any(String),
      type: 'comment',
      message: 'Ada commented on "The Glass Orchard"',
      link: `/book-reader?book=${book.id}&chapter=3`,
      isRead: false,
      createdAt: expect.any(String),
    });
    expect(items[1]!.link).toBe(`/book/${book.id}`);
    expect(await countFor(ada)).toBe(0);
  });

  it('tells the owner about likes and ratings, once per unread like', async () => {
    const owner = await makeUser(ctx, { name: 'Owner' });
    const bo = await makeUser(ctx, { name: 'Bo' });
    const book = await bookOf(owner, 'Salt and Ink');
    ctx.app.events.emit('book.liked', { bookId: book.id, actorId: bo.id });
    await expectCount(owner, 1);
    // like → unlike → like while the first is unread: no second notification.
    ctx.app.events.emit('book.liked', { bookId: book.id, actorId: bo.id });
    await expectCount(owner, 1);
    ctx.app.events.emit('book.rated', { bookId: book.id, actorId: bo.id, rating: 4 });
    await expectCount(owner, 2);
    const messages = (await list(owner)).notifications.map((n) => n.message);
    expect(messages).toEqual(['Bo rated "Salt and Ink" 4 stars', 'Bo liked "Salt and Ink"']);
  });

  it('never notifies you about your own activity, nor for books without an owner', async () => {
    const owner = await makeUser(ctx);
    const book = await bookOf(owner);
    const orphan = await bookOf(null);
    ctx.app.events.emit('book.liked', { bookId: book.id, actorId: owner.id });
    ctx.app.events.emit('book.commented', {
      bookId: book.id,
      actorId: owner.id,
      commentId: crypto.randomUUID(),
    });
    ctx.app.events.emit('book.rated', { bookId: orphan.id, actorId: owner.id, rating: 5 });
    await expectCount(owner, 0);
  });

  it('respects the recipient’s notification settings', async () => {
    const owner = await makeUser(ctx);
    const fan = await makeUser(ctx, { name: 'Fan' });
    await setFlags(owner, { newComments: false, newLikes: false, newRatings: false });
    const book = await bookOf(owner);
    ctx.app.events.emit('book.commented', {
      bookId: book.id,
      actorId: fan.id,
      commentId: crypto.randomUUID(),
    });
    ctx.app.events.emit('book.liked', { bookId: book.id, actorId: fan.id });
    ctx.app.events.emit('book.rated', { bookId: book.id, actorId: fan.id, rating: 2 });
    await expectCount(owner, 0);
    await setFlags(owner, { newRatings: true });
    ctx.app.events.emit('book.rated', { bookId: book.id, actorId: fan.id, rating: 1 });
    await expectCount(owner, 1);
    expect((await list(owner)).notifications[0]!.message).toBe('Fan rated "The Glass Orchard" 1 star');
  });

  it('tells everyone who favourited a book about its new chapter, except the author and those who opted out', async () => {
    const author = await makeUser(ctx);
    const fan = await makeUser(ctx);
    const quietFan = await makeUser(ctx);
    const reader = await makeUser(ctx);
    const book = await bookOf(author, 'Northern Lights');
    await setFlags(quietFan, { newChapters: false });
    for (const user of [author, fan, quietFan])
      await makeLibraryEntry(ctx, user, book.id, { favorite: true });
    await makeLibraryEntry(ctx, reader, book.id, { status: 'Reading' });
    ctx.app.events.emit('chapter.published', { bookId: book.id, chapterNumber: 7, title: 'The Crossing' });
    await expectCount(fan, 1);
    for (const user of [author, quietFan, reader]) expect(await countFor(user)).toBe(0);
    const [row] = await rowsFor(fan);
    expect(row).toMatchObject({
      type: 'chapter',
      message: 'New chapter in "Northern Lights": The Crossing',
      link: `/book-reader?book=${book.id}&chapter=7`,
    });
  });

  it('announces unlocked achievements unless achievementAlerts is off', async () => {
    const user = await makeUser(ctx);
    ctx.app.events.emit('achievement.unlocked', {
      userId: user.id,
      achievementId: 'bookworm-beginner',
      name: 'Bookworm Beginner',
    });
    await expectCount(user, 1);
    expect((await list(user)).notifications[0]).toMatchObject({
      type: 'achievement',
      message: 'Achievement unlocked: Bookworm Beginner',
      link: '/achievements',
    });
    await setFlags(user, { achievementAlerts: false });
    ctx.app.events.emit('achievement.unlocked', {
      userId: user.id,
      achievementId: 'book-explorer',
      name: 'Book Explorer',
    });
    await expectCount(user, 1);
  });
});

/** Polls until `check` holds (the listeners run after the event, asynchronously). */
async function until(check: () => Promise<boolean>, timeoutMs = 5000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting for the listeners');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const actorsOf = async (notificationId: string) =>
  (
    await ctx.app.db
      .select({ n: count() })
      .from(notificationActors)
      .where(eq(notificationActors.notificationId, notificationId))
  )[0]!.n;

describe('grouped notifications', () => {
  const comment = (bookId: string, actor: TestUser, chapterNumber?: number) =>
    ctx.app.events.emit('book.commented', {
      bookId,
      actorId: actor.id,
      commentId: crypto.randomUUID(),
      chapterNumber,
    });

  it('30 comments from 3 readers make one unread notification naming the latest and "2 others"', async () => {
    const owner = await makeUser(ctx, { name: 'Owner' });
    const [ada, bo, cy] = [
      await makeUser(ctx, { name: 'Ada' }),
      await makeUser(ctx, { name: 'Bo' }),
      await makeUser(ctx, { name: 'Cy' }),
    ];
    const book = await bookOf(owner, 'Many Voices');
    const people = [ada!, bo!, cy!];
    for (let i = 0; i < 29; i++) comment(book.id, people[i % 3]!);
    await until(async () => {
      const [row] = await rowsFor(owner);
      return row !== undefined && row.actorCount === 3 && (await actorsOf(row.id)) === 3;
    });
    // Let the rest of the burst land before the last comment.
    await new Promise((resolve) => setTimeout(resolve, 300));
    comment(book.id, bo!);
    await until(async () => (await rowsFor(owner))[0]?.message.startsWith('Bo ') ?? false);
    await expectCount(owner, 1);
    const { notifications: items, unreadCount } = await list(owner);
    expect(unreadCount).toBe(1);
    expect(items).toEqual([
      {
        _id: expect.any(String),
        type: 'comment',
        message: 'Bo and 2 others commented on "Many Voices"',
        link: `/book/${book.id}`,
        isRead: false,
        createdAt: expect.any(String),
      },
    ]);
    const [row] = await rowsFor(owner);
    expect(row).toMatchObject({ actorId: bo!.id, actorCount: 3 });
  });

  it('says "1 other" for two people, and the same person again does not raise the count', async () => {
    const owner = await makeUser(ctx, { name: 'Owner' });
    const ada = await makeUser(ctx, { name: 'Ada' });
    const bo = await makeUser(ctx, { name: 'Bo' });
    const book = await bookOf(owner, 'Pair');
    comment(book.id, ada);
    await expectCount(owner, 1);
    const first = (await rowsFor(owner))[0]!;
    comment(book.id, ada);
    await until(async () => (await rowsFor(owner))[0]!.createdAt > first.createdAt);
    expect((await rowsFor(owner))[0]).toMatchObject({ actorCount: 1, message: 'Ada commented on "Pair"' });
    comment(book.id, bo);
    await until(async () => (await rowsFor(owner))[0]!.actorCount === 2);
    comment(book.id, ada);
    await until(async () => (await rowsFor(owner))[0]!.actorId === ada.id);
    await expectCount(owner, 1);
    expect((await list(owner)).notifications[0]!.message).toBe('Ada and 1 other commented on "Pair"');
  });

  it('moves a grouped notification back to the top when it takes new activity', async () => {
    const owner = await makeUser(ctx, { name: 'Owner' });
    const ada = await makeUser(ctx, { name: 'Ada' });
    const bo = await makeUser(ctx, { name: 'Bo' });
    const book = await bookOf(owner, 'First');
    const other = await bookOf(owner, 'Second');
    comment(book.id, ada);
    await expectCount(owner, 1);
    ctx.app.events.emit('book.liked', { bookId: other.id, actorId: ada.id });
    await expectCount(owner, 2);
    expect((await list(owner)).notifications.map((n) => n.message)).toEqual([
      'Ada liked "Second"',
      'Ada commented on "First"',
    ]);
    comment(book.id, bo);
    await until(async () => (await list(owner)).notifications[0]!.type === 'comment');
    expect((await list(owner)).notifications.map((n) => n.message)).toEqual([
      'Bo and 1 other commented on "First"',
      'Ada liked "Second"',
    ]);
  });

  it('groups per target and type: a chapter apart from its book, likes apart from comments', async () => {
    const owner = await makeUser(ctx, { name: 'Owner' });
    const ada = await makeUser(ctx, { name: 'Ada' });
    const bo = await makeUser(ctx, { name: 'Bo' });
    const book = await bookOf(owner, 'Apart');
    comment(book.id, ada, 2);
    await expectCount(owner, 1);
    comment(book.id, bo, 2);
    comment(book.id, bo, 3);
    comment(book.id, bo);
    ctx.app.events.emit('book.liked', { bookId: book.id, actorId: ada.id });
    await expectCount(owner, 4);
    ctx.app.events.emit('book.liked', { bookId: book.id, actorId: bo.id });
    ctx.app.events.emit('book.rated', { bookId: book.id, actorId: ada.id, rating: 5 });
    ctx.app.events.emit('book.rated', { bookId: book.id, actorId: bo.id, rating: 3 });
    await until(async () => {
      const messages = (await rowsFor(owner)).map((r) => r.message);
      return messages.includes('Bo and 1 other liked "Apart"') && messages.some((m) => m.includes('rated'));
    });
    await until(async () => (await rowsFor(owner)).some((r) => r.type === 'rating' && r.actorCount === 2));
    await expectCount(owner, 5);
    const byLink = Object.fromEntries((await rowsFor(owner)).map((r) => [`${r.type} ${r.link}`, r.message]));
    expect(byLink).toEqual({
      [`comment /book-reader?book=${book.id}&chapter=2`]: 'Bo and 1 other commented on "Apart"',
      [`comment /book-reader?book=${book.id}&chapter=3`]: 'Bo commented on "Apart"',
      [`comment /book/${book.id}`]: 'Bo commented on "Apart"',
      [`like /book/${book.id}`]: 'Bo and 1 other liked "Apart"',
      [`rating /book/${book.id}`]: expect.stringMatching(/^(Ada|Bo) and 1 other rated "Apart"$/),
    });
  });

  it('starts a new notification once the grouped one has been read', async () => {
    const owner = await makeUser(ctx, { name: 'Owner' });
    const ada = await makeUser(ctx, { name: 'Ada' });
    const bo = await makeUser(ctx, { name: 'Bo' });
    const book = await bookOf(owner, 'Read Then New');
    comment(book.id, ada);
    await expectCount(owner, 1);
    comment(book.id, bo);
    await until(async () => (await rowsFor(owner))[0]!.actorCount === 2);
    const read = await ctx.request({ method: 'PUT', url: '/api/notifications/read', token: owner.token });
    expect(read.statusCode).toBe(200);
    comment(book.id, ada);
    await expectCount(owner, 2);
    const { notifications: items, unreadCount } = await list(owner);
    expect(unreadCount).toBe(1);
    expect(items.map((n) => [n.message, n.isRead])).toEqual([
      ['Ada commented on "Read Then New"', false],
      ['Bo and 1 other commented on "Read Then New"', true],
    ]);
  });
});

describe('GET /api/notifications', () => {
  it('lists the caller’s own notifications, newest first, paged, with the unread count', async () => {
    const me = await makeUser(ctx);
    const someoneElse = await makeUser(ctx);
    const base = Date.now() - 60_000;
    await ctx.app.db.insert(notifications).values(
      Array.from({ length: 5 }, (_, i) => ({
        userId: me.id,
        type: 'like',
        message: `n${i}`,
        link: '/book-library',
        isRead: i === 0,
        createdAt: new Date(base + i * 1000),
      })),
    );
    await ctx.app.db
      .insert(notifications)
      .values({ userId: someoneElse.id, type: 'like', message: 'not yours' });

    const first = await list(me, '?page=1&limit=2');
    expect(first.notifications.map((n) => n.message)).toEqual(['n4', 'n3']);
    expect(first).toMatchObject({ unreadCount: 4, total: 5, page: 1, totalPages: 3 });
    const last = await list(me, '?page=3&limit=2');
    expect(last.notifications.map((n) => n.message)).toEqual(['n0']);
    expect(last.notifications[0]!.isRead).toBe(true);
    expect(JSON.stringify(await list(me, '?limit=50'))).not.toContain('not yours');
  });

  it('needs a token and validates paging', async () => {
    expect((await ctx.request({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    const me = await makeUser(ctx);
    const res = await ctx.request({ method: 'GET', url: '/api/notifications?limit=1000', token: me.token });
    expect(res.statusCode).toBe(400);
  });
});

describe('PUT /api/notifications/read and /:id/read', () => {
  it('marks all of the caller’s notifications read with an empty body, and no one else’s', async () => {
    const me = await makeUser(ctx);
    const other = await makeUser(ctx);
    await ctx.app.db.insert(notifications).values([
      { userId: me.id, type: 'like', message: 'a' },
      { userId: me.id, type: 'like', message: 'b' },
      { userId: other.id, type: 'like', message: 'c' },
    ]);
    const res = await ctx.request({ method: 'PUT', url: '/api/notifications/read', token: me.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.allRead, unreadCount: 0 });
    expect((await list(me)).unreadCount).toBe(0);
    expect((await list(other)).unreadCount).toBe(1);
  });

  it('marks one read; another user’s notification answers 404 and stays unread', async () => {
    const me = await makeUser(ctx);
    const other = await makeUser(ctx);
    const [mine] = await ctx.app.db
      .insert(notifications)
      .values([
        { userId: me.id, type: 'like', message: 'mine' },
        { userId: me.id, type: 'like', message: 'mine too' },
      ])
      .returning();
    const [theirs] = await ctx.app.db
      .insert(notifications)
      .values({ userId: other.id, type: 'like', message: 'theirs' })
      .returning();
    const res = await ctx.request({
      method: 'PUT',
      url: `/api/notifications/${mine!.id}/read`,
      token: me.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().unreadCount).toBe(1);

    const denied = await ctx.request({
      method: 'PUT',
      url: `/api/notifications/${theirs!.id}/read`,
      token: me.token,
    });
    expect(denied.statusCode).toBe(404);
    expect(denied.json().message).toBe(ACCOUNT_MESSAGES.notificationNotFound);
    expect((await list(other)).unreadCount).toBe(1);
    const malformed = await ctx.request({
      method: 'PUT',
      url: '/api/notifications/nope/read',
      token: me.token,
    });
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().message).toBe(ACCOUNT_MESSAGES.notificationNotFound);
    expect((await ctx.request({ method: 'PUT', url: '/api/notifications/read' })).statusCode).toBe(401);
  });
});

describe('real time (socket.io)', () => {
  let baseUrl: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    for (const socket of sockets) socket.disconnect();
  });

  const open = (auth?: Record<string, unknown>) => {
    const socket = connect(baseUrl, {
      path: '/socket.io',
      auth,
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    return socket;
  };

  const connected = (socket: Socket) =>
    new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });

  const refused = (socket: Socket) =>
    new Promise<Error>((resolve, reject) => {
      socket.once('connect', () => reject(new Error('connected without a valid token')));
      socket.once('connect_error', resolve);
    });

  it('refuses a handshake without a token, or with a bad, expired or revoked one', async () => {
    expect((await refused(open())).message).toBe(SERVER_MESSAGES.unauthorized);
    expect((await refused(open({ token: 'not.a.token' }))).message).toBe(SERVER_MESSAGES.invalidToken);
    const user = await makeUser(ctx);
    const expired = await new SignJWT({ id: user.id, ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256-signing'));
    expect((await refused(open({ token: expired }))).message).toBe(SERVER_MESSAGES.invalidToken);
    await ctx.request({ method: 'POST', url: '/api/auth/logout-all', token: user.token });
    expect((await refused(open({ token: user.token }))).message).toBe(SERVER_MESSAGES.invalidToken);
  });

  it('sends notification:new { id } to the recipient’s sockets only', async () => {
    const owner = await makeUser(ctx, { name: 'Owner' });
    const commenter = await makeUser(ctx, { name: 'Commenter' });
    const ownerSocket = open({ token: owner.token });
    const ownerSecondTab = open({ token: owner.token });
    const commenterSocket = open({ token: commenter.token });
    await Promise.all([connected(ownerSocket), connected(ownerSecondTab), connected(commenterSocket)]);

    const commenterGot: unknown[] = [];
    commenterSocket.on('notification:new', (payload) => commenterGot.push(payload));
    const received = Promise.all(
      [ownerSocket, ownerSecondTab].map(
        (socket) => new Promise<{ id: string }>((resolve) => socket.once('notification:new', resolve)),
      ),
    );

    const book = await bookOf(owner);
    ctx.app.events.emit('book.commented', {
      bookId: book.id,
      actorId: commenter.id,
      commentId: crypto.randomUUID(),
    });
    const payloads = await received;
    const [row] = await rowsFor(owner);
    for (const payload of payloads) expect(payload).toEqual({ id: row!.id });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(commenterGot).toEqual([]);
  });

  it('announces a burst of 300 comments on one book as one row and a handful of events', async () => {
    const owner = await makeUser(ctx, { name: 'Owner' });
    const fans = [await makeUser(ctx, { name: 'F1' }), await makeUser(ctx, { name: 'F2' })];
    const socket = open({ token: owner.token });
    await connected(socket);
    const got: { id: string }[] = [];
    socket.on('notification:new', (payload) => got.push(payload));
    const book = await bookOf(owner, 'Flooded');
    for (let i = 0; i < 300; i++)
      ctx.app.events.emit('book.commented', {
        bookId: book.id,
        actorId: fans[i % 2]!.id,
        commentId: crypto.randomUUID(),
      });
    await until(async () => (await rowsFor(owner))[0]?.actorCount === 2, 15_000);
    // Past the throttle window: the trailing event of the burst has been sent.
    await new Promise((resolve) => setTimeout(resolve, 3500));
    const rows = await rowsFor(owner);
    expect(rows).toHaveLength(1);
    expect(got.length).toBeGreaterThanOrEqual(1);
    expect(got.length).toBeLessThanOrEqual(6);
    for (const payload of got) expect(payload).toEqual({ id: rows[0]!.id });
  }, 30_000);

  it('drops the live sockets of a user whose tokens are revoked', async () => {
    const user = await makeUser(ctx);
    const socket = open({ token: user.token });
    await connected(socket);
    const dropped = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await ctx.request({ method: 'POST', url: '/api/auth/logout-all', token: user.token });
    expect(await dropped).toBe('io server disconnect');
  });
});

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;

describe.skipIf(!redisUrl)('real time across instances (Redis adapter)', () => {
  const instances: { app: FastifyInstance; redis: Redis; url: string }[] = [];
  const sockets: Socket[] = [];

  beforeAll(async () => {
    // Two app instances on one database, sharing rooms through Redis, as behind a load balancer.
    for (let i = 0; i < 2; i++) {
      const redis = new Redis(redisUrl!, { maxRetriesPerRequest: 2 });
      const env = parseEnv({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
        WEB_DIST: '/nonexistent',
        REDIS_URL: redisUrl,
      });
      const app = await buildApp({ env, database: ctx.database, redis, logger: false });
      await app.listen({ port: 0, host: '127.0.0.1' });
      instances.push({ app, redis, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` });
    }
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    for (const { app, redis } of instances) {
      await app.close();
      redis.disconnect();
    }
  });

  it('delivers notification:new to a socket connected to another instance', async () => {
    const owner = await makeUser(ctx, { name: 'Owner' });
    const fan = await makeUser(ctx, { name: 'Fan' });
    const socket = connect(instances[0]!.url, {
      path: '/socket.io',
      auth: { token: owner.token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    // Let the adapter's subscription settle before publishing.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const received = new Promise<{ id: string }>((resolve) => socket.once('notification:new', resolve));
    const book = await bookOf(owner);
    instances[1]!.app.events.emit('book.liked', { bookId: book.id, actorId: fan.id });
    const payload = await received;
    const [row] = await rowsFor(owner);
    expect(payload).toEqual({ id: row!.id });
  });
});
