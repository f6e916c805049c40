import { Writable } from 'node:stream';
import {
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
  DEFAULT_NOTIFICATION_SETTINGS,
  DEFAULT_PRIVACY_SETTINGS,
  VALIDATION,
} from '@quire/shared';
import { DrizzleQueryError, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { users } from '../../src/db/schema.js';
import { parseEnv } from '../../src/env.js';
import { bookBody } from '../faults/harness/http.js';
import { type TestContext, type TestUser, useTestContext } from '../helper.js';
import { FAKE_UUID, listOperations, operationKey } from './openapi-routes.js';

/**
 * Findings of an outside probe: NUL bytes in text, private data in error logs, look-alike
 * e-mails, changing the sign-in e-mail without the password, and the check-status token parser.
 */
const NUL = 'nul\u0000byte';

let ctx: TestContext;
let owner: TestUser;
let bookId: string;

beforeAll(async () => {
  ctx = await useTestContext({ AUTH_IP_LIMIT: '1000000', AUTH_EMAIL_LIMIT: '1000000' });
  owner = await ctx.signUp();
  const book = await ctx.request({
    method: 'POST',
    url: '/api/upload-book',
    token: owner.token,
    payload: bookBody('Probe book', '9780000000031'),
  });
  expect(book.statusCode).toBe(201);
  bookId = book.json()._id;
});

describe('NUL bytes (U+0000) in text', () => {
  const expectNulRefused = (res: { statusCode: number; json(): unknown }) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: VALIDATION.nulCharacter });
  };

  it('refuses them at registration with 400 and stores nothing', async () => {
    const email = `nul-${Date.now()}@example.com`;
    expectNulRefused(
      await ctx.request({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: NUL, email, password: 'correct horse battery' },
      }),
    );
    expectNulRefused(
      await ctx.request({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Nul', email: `nul\u0000${email}`, password: 'correct horse battery' },
      }),
    );
    // Nothing was stored: the address is still free.
    const again = await ctx.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Nul', email, password: 'correct horse battery' },
    });
    expect(again.statusCode).toBe(201);
  });

  it('refuses them in book fields, private notes, comments and search queries', async () => {
    expectNulRefused(
      await ctx.request({
        method: 'POST',
        url: '/api/upload-book',
        token: owner.token,
        payload: { ...bookBody(NUL, '9780000000048') },
      }),
    );
    expectNulRefused(
      await ctx.request({
        method: 'PUT',
        url: `/api/books/${bookId}`,
        token: owner.token,
        payload: { notes: `private ${NUL}` },
      }),
    );
    expectNulRefused(
      await ctx.request({
        method: 'POST',
        url: `/api/books/${bookId}/comment`,
        token: owner.token,
        payload: { content: NUL },
      }),
    );
    expectNulRefused(
      await ctx.request({
        method: 'GET',
        url: `/api/books?q=${encodeURIComponent(NUL)}`,
        token: owner.token,
      }),
    );
  });

  it('never answers 5xx to a NUL byte in any string field or query of any route', async () => {
    const operations = (await listOperations(ctx)).filter(
      (op) => !['POST /api/auth/logout-all', 'DELETE /api/auth/user'].includes(operationKey(op)),
    );
    const failures: string[] = [];
    const fill = (path: string) =>
      path.replace(/\{(\w+)\}/g, (_, name: string) =>
        name === 'number' ? '1' : name === 'id' || name === 'bookId' ? bookId : FAKE_UUID,
      );
    for (const op of operations) {
      const schema = op.requestBody?.content?.['application/json']?.schema as
        | { properties?: Record<string, { type?: unknown }> }
        | undefined;
      const props = Object.keys(schema?.properties ?? {});
      const queries = op.parameters.filter((p) => p.in === 'query').map((p) => p.name);
      const base: Record<string, unknown> =
        op.path === '/api/upload-book' ? bookBody('Base', '9780000000055') : {};
      const cases = [
        ...props.map((prop) => ({ body: { ...base, [prop]: NUL }, query: '' })),
        ...props.map((prop) => ({ body: { ...base, [prop]: [NUL] }, query: '' })),
        ...queries.map((q) => ({ body: base, query: `?${q}=${encodeURIComponent(NUL)}` })),
        { body: base, query: '', path: op.path.replace(/\{(\w+)\}/g, encodeURIComponent(NUL)) },
      ];
      for (const c of cases) {
        const url = ('path' in c && c.path ? c.path : fill(op.path)) + c.query;
        const res = await ctx.request({
          method: op.method,
          url,
          token: owner.token,
          ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { payload: c.body as object }),
        });
        if (res.statusCode >= 500)
          failures.push(`${op.method} ${url} ${JSON.stringify(c.body)} -> ${res.body}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('database data exceptions', () => {
  let app: FastifyInstance;
  const lines: string[] = [];
  const secretEmail = 'very-private-person@example.com';
  const secretHash = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$secret-hash-value';
  const secretNote = 'my most private note';

  beforeAll(async () => {
    const env = parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      WEB_DIST: '/nonexistent',
    });
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await buildApp({ env, database: ctx.database, logger: { stream } });
    // A NUL byte that slipped past validation into an insert with private values beside it.
    app.post('/test/slipped-nul', async () => {
      await app.db.insert(users).values({
        name: `x${NUL}`,
        email: secretEmail,
        passwordHash: secretHash,
        notificationSettings: DEFAULT_NOTIFICATION_SETTINGS,
        privacySettings: DEFAULT_PRIVACY_SETTINGS,
      });
      return { ok: true };
    });
    // A failing query whose parameters are private, and a database error quoting a value.
    app.post('/test/failed-query', async () => {
      const cause = Object.assign(new Error('deadlock detected'), {
        code: '40P01',
        detail: `Key (email)=(${secretEmail}) is locked`,
      });
      throw new DrizzleQueryError(
        'update "reading_entries" set "notes" = $1 where "user_id" = $2',
        [secretNote, secretEmail],
        cause,
      );
    });
    app.post('/test/bad-date', async () => {
      await app.db.execute(sql`select ${'20000-99-99'}::date`);
      return { ok: true };
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers 400, never 500, to a value the database refuses (class 22), and stores nothing', async () => {
    const res = await app.inject({ method: 'POST', url: '/test/slipped-nul' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(VALIDATION.nulCharacter);
    const date = await app.inject({ method: 'POST', url: '/test/bad-date' });
    expect(date.statusCode).toBe(400);
  });

  it('logs a failed query without its parameters, values, hashes or private text', async () => {
    lines.length = 0;
    const res = await app.inject({ method: 'POST', url: '/test/failed-query' });
    expect(res.statusCode).toBe(500);
    await app.inject({ method: 'POST', url: '/test/slipped-nul' });
    const log = lines.join('\n');
    expect(log).toContain('unhandled error');
    expect(log).toContain('40P01');
    for (const secret of [secretEmail, secretHash, secretNote, 'params', '"detail"', 'reading_entries'])
      expect(log).not.toContain(secret);
  });
});

describe('e-mail addresses', () => {
  const profile = (overrides: Record<string, unknown> = {}) => ({
    name: 'Probe',
    email: 'x@example.com',
    bio: '',
    readingPreferences: [],
    notificationSettings: {
      emailNotifications: false,
      newComments: true,
      newLikes: true,
      newRatings: true,
      newChapters: true,
      achievementAlerts: true,
    },
    privacySettings: { publicProfile: true, showReadingActivity: false, showBookshelf: false },
    theme: 'light',
    language: 'en',
    ...overrides,
  });

  it('needs the current password to change the sign-in e-mail', async () => {
    const user = await ctx.signUp();
    const put = (body: Record<string, unknown>) =>
      ctx.request({ method: 'PUT', url: '/api/auth/user', token: user.token, payload: profile(body) });
    const newEmail = `moved-${Date.now()}@example.com`;
    const missing = await put({ email: newEmail });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(VALIDATION.emailChangeNeedsPassword);
    const wrong = await put({ email: newEmail, currentPassword: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(ACCOUNT_MESSAGES.currentPasswordWrong);
    // The same address (any spelling) needs no password.
    expect((await put({ email: user.email.toUpperCase() })).statusCode).toBe(200);
    const right = await put({ email: newEmail, currentPassword: user.password });
    expect(right.statusCode).toBe(200);
    expect(right.json().user.email).toBe(newEmail);
  });

  it('treats compatibility and case spellings of one address as that address', async () => {
    const user = await ctx.signUp({ email: `lookalike-${Date.now()}@example.com` });
    // Full-width letters (NFKC) and upper case spell the same address.
    const fullWidth = user.email.replace('lookalike', 'ＬＯＯＫＡＬＩＫＥ');
    const res = await ctx.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Twin', email: fullWidth, password: 'correct horse battery' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(AUTH_MESSAGES.emailTaken);
    const login = await ctx.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: fullWidth, password: user.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses an address that mixes Latin and Cyrillic letters', async () => {
    const res = await ctx.request({
      method: 'POST',
      url: '/api/auth/register',
      // "pаypal" with a Cyrillic а.
      payload: { name: 'Spoof', email: 'p\u0430ypal@example.com', password: 'correct horse battery' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(VALIDATION.emailMixedScripts);
    const allCyrillic = await ctx.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Иван', email: `иван${Date.now()}@example.com`, password: 'correct horse battery' },
    });
    expect(allCyrillic.statusCode).toBe(201);
  });
});

describe('GET /api/auth/check-status', () => {
  it('reads the Authorization header exactly as every other route does', async () => {
    const headers = [`Bearer  ${owner.token}`, `bearer ${owner.token} extra`, `Bearer\t${owner.token}`];
    for (const authorization of headers) {
      const status = await ctx.request({
        method: 'GET',
        url: '/api/auth/check-status',
        headers: { authorization },
      });
      const me = await ctx.request({ method: 'GET', url: '/api/auth/user', headers: { authorization } });
      expect(status.statusCode === 200 && status.json().isAuthenticated, authorization).toBe(
        me.statusCode === 200,
      );
    }
  });
});

describe('time-zone spellings', () => {
  it('stores the canonical zone name, and only when the zone actually changed', async () => {
    const user = await ctx.signUp();
    const storedZone = async () =>
      (await ctx.database.db.select({ tz: users.timeZone }).from(users).where(eq(users.id, user.id)))[0]?.tz;
    const stats = (zone: string) =>
      ctx.request({
        method: 'GET',
        url: '/api/stats/summary',
        token: user.token,
        headers: { 'x-time-zone': zone },
      });
    expect((await stats('europe/PARIS')).statusCode).toBe(200);
    expect(await storedZone()).toBe('Europe/Paris');
    // Another spelling of the same zone is not a change: the stored name stays canonical.
    expect((await stats('EUROPE/paris')).statusCode).toBe(200);
    expect(await storedZone()).toBe('Europe/Paris');
    const viaQuery = await ctx.request({
      method: 'GET',
      url: '/api/stats/summary?tz=america/new_york',
      token: user.token,
    });
    expect(viaQuery.statusCode).toBe(200);
    expect(await storedZone()).toBe('America/New_York');
  });
});

describe('ISBN as free text', () => {
  const upload = (isbn: string) =>
    ctx.request({
      method: 'POST',
      url: '/api/upload-book',
      token: owner.token,
      payload: { ...bookBody('Free ISBN', 'x'), isbn },
    });

  it('accepts any text up to 32 characters, unique whatever its case', async () => {
    const res = await upload('  Pamphlet no. 12a  ');
    expect(res.statusCode).toBe(201);
    expect(res.json().isbn).toBe('Pamphlet no. 12a');
    expect((await upload('PAMPHLET NO. 12A')).statusCode).toBe(409);
    expect((await upload('12345')).statusCode).toBe(201);
  });

  it('keeps an ISBN-looking value without its hyphens and spaces', async () => {
    const res = await upload('978-0-306-40615-7');
    expect(res.statusCode).toBe(201);
    expect(res.json().isbn).toBe('9780306406157');
    expect((await upload('978 0306 406157')).statusCode).toBe(409);
  });
});
