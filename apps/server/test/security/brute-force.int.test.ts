import { AUTH_MESSAGES } from '@quire/shared';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { parseEnv } from '../../src/env.js';
import { type TestContext, useTestContext } from '../helper.js';

/**
 * Password guessing: failed sign-ins per e-mail and attempts per IP are limited (429), the limit
 * cannot be dodged by changing the claimed client address, and with Redis it holds across
 * instances (two apps on one Redis, as two processes would be).
 */
const EMAIL_LIMIT = 5;
const login = (app: { inject: FastifyInstance['inject'] }, email: string, password: string, ip?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    ...(ip ? { headers: { 'x-forwarded-for': ip } } : {}),
  });

describe('sign-in limits in one instance', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // The per-e-mail ceiling (all addresses together) equals the per-address limit here, so the
    // spellings-and-addresses case below reaches it.
    ctx = await useTestContext({
      AUTH_EMAIL_LIMIT: String(EMAIL_LIMIT),
      AUTH_EMAIL_CEILING: String(EMAIL_LIMIT),
      AUTH_IP_LIMIT: '30',
    });
  });

  it('answers 429 after the allowed wrong passwords, even for the right password then', async () => {
    const user = await ctx.signUp();
    const statuses: number[] = [];
    for (let i = 0; i < EMAIL_LIMIT + 3; i++)
      statuses.push((await login(ctx.app, user.email, 'wrong-guess')).statusCode);
    expect(statuses).toEqual([...Array(EMAIL_LIMIT).fill(401), 429, 429, 429]);
    const right = await login(ctx.app, user.email, user.password);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ message: AUTH_MESSAGES.tooManyAttempts, code: 'RATE_LIMITED' });
  });

  it('counts the e-mail however it is spelled and wherever the guesses claim to come from', async () => {
    const user = await ctx.signUp();
    const spellings = [user.email.toUpperCase(), ` ${user.email} `, user.email];
    for (let i = 0; i < EMAIL_LIMIT; i++)
      expect((await login(ctx.app, spellings[i % 3]!, 'wrong-guess', `203.0.113.${i}`)).statusCode).toBe(401);
    expect((await login(ctx.app, user.email, user.password, '198.51.100.7')).statusCode).toBe(429);
  });

  it('limits attempts per IP across many e-mail addresses', async () => {
    const ip = '192.0.2.44';
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++)
      statuses.push((await login(ctx.app, `nobody-${i}@example.com`, 'wrong-guess', ip)).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });

  it('keeps counting guesses from other addresses however often the owner signs in between them', async () => {
    const user = await ctx.signUp();
    const guesses: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 2; i++)
        guesses.push((await login(ctx.app, user.email, 'wrong-guess', `203.0.113.${60 + round}`)).statusCode);
      if (round < 2)
        expect((await login(ctx.app, user.email, user.password, '198.51.100.20')).statusCode).toBe(200);
    }
    // Six guesses from three addresses against a ceiling of five: the sixth is refused.
    expect(guesses).toEqual([...Array(EMAIL_LIMIT).fill(401), 429]);
  });
});

/** Statuses of `count` wrong guesses sent all at once, sorted. */
async function parallelGuesses(app: { inject: FastifyInstance['inject'] }[], email: string, count = 40) {
  const res = await Promise.all(
    Array.from({ length: count }, (_, i) => login(app[i % app.length]!, email, `wrong-guess-${i}`)),
  );
  return res.map((r) => r.statusCode).sort();
}

describe('parallel guesses are counted before they are checked', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await useTestContext({ AUTH_EMAIL_LIMIT: '10', AUTH_IP_LIMIT: '1000' });
  });

  it('evaluates at most 10 of 40 parallel wrong passwords; the rest answer 429', async () => {
    const user = await ctx.signUp();
    const statuses = await parallelGuesses([ctx.app], user.email);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s !== 401).every((s) => s === 429)).toBe(true);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(30);
  });

  it('limits parallel wrong current passwords on PUT /api/auth/password the same way', async () => {
    const user = await ctx.signUp();
    const res = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        ctx.request({
          method: 'PUT',
          url: '/api/auth/password',
          token: user.token,
          payload: { currentPassword: `wrong-guess-${i}`, newPassword: 'a brand new secret' },
        }),
      ),
    );
    const statuses = res.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(30);
  });

  it('does not lock the owner out from their own address when guesses come from elsewhere', async () => {
    const user = await ctx.signUp();
    for (let i = 0; i < 30; i++)
      expect((await login(ctx.app, user.email, 'wrong-guess', `203.0.113.${i % 3}`)).statusCode).not.toBe(
        200,
      );
    expect((await login(ctx.app, user.email, 'wrong-guess', '203.0.113.0')).statusCode).toBe(429);
    expect((await login(ctx.app, user.email, user.password, '198.51.100.9')).statusCode).toBe(200);
  });
});

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('sign-in limits across two instances sharing one Redis', () => {
  let ctx: TestContext;
  const apps: FastifyInstance[] = [];
  const clients: Redis[] = [];

  beforeAll(async () => {
    ctx = await useTestContext();
    const env = parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      WEB_DIST: '/nonexistent',
      AUTH_EMAIL_LIMIT: String(EMAIL_LIMIT),
      AUTH_IP_LIMIT: '1000000',
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

  it('reaches 429 with failed attempts split between the instances', async () => {
    const user = await ctx.signUp();
    const [one, two] = apps as [FastifyInstance, FastifyInstance];
    const statuses: number[] = [];
    for (let i = 0; i < EMAIL_LIMIT + 2; i++)
      statuses.push((await login(i % 2 === 0 ? one : two, user.email, 'wrong-guess')).statusCode);
    expect(statuses).toEqual([...Array(EMAIL_LIMIT).fill(401), 429, 429]);
    expect((await login(one, user.email, user.password)).statusCode).toBe(429);
    expect((await login(two, user.email, user.password)).statusCode).toBe(429);
  });

  it('evaluates at most the limit of 40 parallel wrong passwords split between the instances', async () => {
    const user = await ctx.signUp();
    const statuses = await parallelGuesses(apps, user.email);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(EMAIL_LIMIT);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(40 - EMAIL_LIMIT);
  });

  it('lets a successful sign-in on one instance clear the count for both', async () => {
    const user = await ctx.signUp();
    const [one, two] = apps as [FastifyInstance, FastifyInstance];
    for (let i = 0; i < EMAIL_LIMIT - 1; i++) await login(i % 2 ? one : two, user.email, 'wrong-guess');
    expect((await login(one, user.email, user.password)).statusCode).toBe(200);
    for (let i = 0; i < EMAIL_LIMIT - 1; i++)
      expect((await login(two, user.email, 'wrong-guess')).statusCode).toBe(401);
  });
});
