import { SERVER_MESSAGES } from '@quire/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, type TestUser, useTestContext } from '../../test/helper.js';
import { buildApp } from '../app.js';
import { parseEnv } from '../env.js';
import { writeBucketOf } from './write-limits.js';

const WRITES = 5;
const UPLOADS = 2;
const REGISTRATIONS = 3;

let ctx: TestContext;
let reader: TestUser;
let other: TestUser;
let isbn = 9_783_100_000_000;

const markRead = (token: string) => ctx.request({ method: 'PUT', url: '/api/notifications/read', token });
const createBook = (token: string) =>
  ctx.request({
    method: 'POST',
    url: '/api/upload-book',
    token,
    payload: {
      title: 'Limited',
      author: 'Writer',
      isbn: String(++isbn),
      chapters: [{ title: 'C', content: 'T' }],
    },
  });
const register = (remoteAddress: string, n: number) =>
  ctx.request({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress,
    payload: {
      name: `Flood ${n}`,
      email: `flood-${n}-${remoteAddress}@example.com`,
      password: 'correct horse',
    },
  });

function expectLimited(res: LightMyRequestResponse, windowSeconds: number) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ message: SERVER_MESSAGES.rateLimited, code: 'RATE_LIMITED' });
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

beforeAll(async () => {
  ctx = await useTestContext({
    WRITE_LIMIT_PER_MINUTE: String(WRITES),
    UPLOAD_LIMIT_PER_HOUR: String(UPLOADS),
    REGISTER_LIMIT_PER_HOUR: String(REGISTRATIONS),
  });
  // Two sign-ups from the default address: two registrations and two logins of its budgets.
  reader = await ctx.signUp();
  other = await ctx.signUp();
});

describe('write limits per signed-in user', () => {
  it('answers 429 with Retry-After once a user has spent the minute, and never limits reads', async () => {
    for (let i = 0; i < WRITES; i++) expect((await markRead(reader.token)).statusCode).toBe(200);
    expectLimited(await markRead(reader.token), 60);
    expect(
      (await ctx.request({ method: 'GET', url: '/api/notifications', token: reader.token })).statusCode,
    ).toBe(200);
  });

  it("does not limit another user because of one user's flood", async () => {
    expect((await markRead(other.token)).statusCode).toBe(200);
  });

  it('gives uploads their own, tighter hourly budget', async () => {
    for (let i = 0; i < UPLOADS; i++) expect((await createBook(other.token)).statusCode).toBe(201);
    expectLimited(await createBook(other.token), 3600);
    // The general write budget of the same user is a separate bucket.
    expect((await markRead(other.token)).statusCode).toBe(200);
  });
});

describe('write limits per IP when anonymous', () => {
  it('limits registrations per address per hour, and not another address', async () => {
    for (let i = 0; i < REGISTRATIONS; i++) expect((await register('10.9.0.1', i)).statusCode).toBe(201);
    expectLimited(await register('10.9.0.1', 99), 3600);
    expect((await register('10.9.0.2', 0)).statusCode).toBe(201);
  });

  it('limits sign-in attempts per address with the write budget', async () => {
    const login = () =>
      ctx.request({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.9.0.3',
        payload: { email: reader.email, password: 'not the password' },
      });
    for (let i = 0; i < WRITES; i++) expect((await login()).statusCode).toBe(401);
    expectLimited(await login(), 60);
  });
});

describe('writeBucketOf', () => {
  it('sorts writes into buckets and leaves reads alone', () => {
    expect(writeBucketOf('GET', '/api/books')).toBeNull();
    expect(writeBucketOf('POST', '/socket.io/')).toBeNull();
    expect(writeBucketOf('POST', '/api/auth/register')).toBe('register');
    expect(writeBucketOf('PUT', '/api/upload-book/:bookId')).toBe('upload');
    expect(writeBucketOf('POST', '/api/images')).toBe('upload');
    expect(writeBucketOf('POST', '/api/books/:id/comment')).toBe('write');
    expect(writeBucketOf('DELETE', '/api/books/:id')).toBe('write');
  });
});

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('write limits across two instances sharing one Redis', () => {
  const apps: FastifyInstance[] = [];
  const clients: Redis[] = [];

  beforeAll(async () => {
    const env = parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      WEB_DIST: '/nonexistent',
      WRITE_LIMIT_PER_MINUTE: String(WRITES),
    });
    for (let i = 0; i < 2; i++) {
      const redis = new Redis(redisUrl!, { maxRetriesPerRequest: 2, enableOfflineQueue: false });
      redis.on('error', () => undefined);
      await new Promise<void>((resolve) => redis.once('ready', () => resolve()));
      clients.push(redis);
      const app = await buildApp({ env, database: ctx.database, redis, logger: false });
      await app.ready();
      apps.push(app);
    }
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const redis of clients) redis.disconnect();
  });

  it("counts one user's writes on both instances together", async () => {
    const user = await ctx.signUp();
    const statuses: number[] = [];
    for (let i = 0; i < WRITES + 1; i++) {
      const res = await apps[i % 2]!.inject({
        method: 'PUT',
        url: '/api/notifications/read',
        headers: { authorization: `Bearer ${user.token}` },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    expect(statuses).toEqual([...Array(WRITES).fill(200), 429]);
  });
});
