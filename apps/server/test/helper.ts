import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { type Database, openPglite, openPostgres } from '../src/db/client.js';
import { parseEnv } from '../src/env.js';
import { withDatabase } from './global-setup.js';
import { createTestDatabase, dropTestDatabases } from './test-databases.js';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  /** Registers and signs in a fresh user; answers its token and profile. */
  signUp(overrides?: Partial<{ name: string; email: string; password: string }>): Promise<TestUser>;
  /** app.inject with an optional bearer token. */
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface TestUser {
  id: string;
  token: string;
  email: string;
  password: string;
  name: string;
}

async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (process.env.QUIRE_TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const name = await createTestDatabase(url, inject('testRun'), inject('pgTemplate'));
    const drop = async () => void (await dropTestDatabases(url, [name]));
    try {
      return { database: await openPostgres(withDatabase(url, name), { max: 5 }), drop };
    } catch (error) {
      await drop();
      throw error;
    }
  }
  const template = readFileSync(inject('pgliteTemplate'));
  const database = await openPglite({ loadDataDir: new Blob([template]) });
  return { database, drop: async () => undefined };
}

/**
 * Every context a test file opened, closed after its last test by the hook test/close-contexts.ts
 * registers for each file (a setup file: it runs for every test file, also where the files of a
 * worker share their modules), so it holds even when a context is made inside a beforeAll, where
 * vitest no longer takes new hooks. Whatever a crash leaves, the run's end drops (global-setup.ts).
 */
const openContexts = new Set<TestContext>();

/** Closes the contexts the finished test file opened. */
export async function closeOpenContexts() {
  const open = [...openContexts];
  openContexts.clear();
  await Promise.all(open.map((ctx) => ctx.close()));
}

/** Builds the real app on a fresh copy of the migrated database, for `app.inject` tests. */
export async function createTestContext(envOverrides: Record<string, string> = {}): Promise<TestContext> {
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    WEB_DIST: '/nonexistent',
    // Suites send many writes quickly from one address; tests of the limits set their own.
    WRITE_LIMIT_PER_MINUTE: '1000000',
    UPLOAD_LIMIT_PER_HOUR: '1000000',
    REGISTER_LIMIT_PER_HOUR: '1000000',
    ...envOverrides,
  });
  const { database, drop } = await openTestDatabase();
  let app: FastifyInstance;
  try {
    app = await buildApp({ env, database, logger: false });
    await app.ready();
  } catch (error) {
    await database.close().catch(() => undefined);
    await drop();
    throw error;
  }

  const request: TestContext['request'] = ({ token, headers, ...options }) =>
    app.inject({
      ...options,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  let counter = 0;
  const signUp: TestContext['signUp'] = async (overrides = {}) => {
    counter += 1;
    const user = {
      name: overrides.name ?? `Reader ${counter}`,
      email: overrides.email ?? `reader-${counter}-${randomUUID().slice(0, 8)}@example.com`,
      password: overrides.password ?? 'correct horse battery',
    };
    const registered = await request({ method: 'POST', url: '/api/auth/register', payload: user });
    if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
    const login = await request({ method: 'POST', url: '/api/auth/login', payload: user });
    if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
    const body = login.json() as { token: string; user: { id: string } };
    return { ...user, id: body.user.id, token: body.token };
  };

  // Each step runs even when one before it fails (the database is dropped whatever happens to
  // the app); the first failure is then thrown. Closing twice closes once.
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      openContexts.delete(ctx);
      const failures: unknown[] = [];
      for (const step of [() => app.close(), () => database.close(), drop])
        await step().catch((error: unknown) => void failures.push(error));
      if (failures.length > 0) throw failures[0];
    })();
    return closing;
  };
  const ctx: TestContext = { app, database, request, signUp, close };
  openContexts.add(ctx);
  return ctx;
}

/** A test context for the whole file, closed after its last test. */
export function useTestContext(envOverrides?: Record<string, string>): Promise<TestContext> {
  return createTestContext(envOverrides);
}

/**
 * A multipart/form-data body with one file, for `ctx.request({ ...multipartFile(...) })`: the
 * payload and its content-type header.
 */
export function multipartFile(
  filename: string,
  data: Buffer | string,
  { field = 'file', contentType = 'application/octet-stream' }: { field?: string; contentType?: string } = {},
) {
  const boundary = `----quire${randomUUID().replaceAll('-', '')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    Buffer.isBuffer(data) ? data : Buffer.from(data),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * Publishes `count` one-chapter books as `owner` (titles `<title> 1`…, ISBNs from `isbnStem`, 9
 * digits, plus a 4-digit number); answers their ids in order.
 */
export async function publishSmallBooks(
  ctx: TestContext,
  owner: TestUser,
  { title, author, isbnStem, count }: { title: string; author: string; isbnStem: string; count: number },
): Promise<string[]> {
  const ids: string[] = [];
  for (let n = 1; n <= count; n++) {
    const res = await ctx.request({
      method: 'POST',
      url: '/api/upload-book',
      token: owner.token,
      payload: {
        title: `${title} ${n}`,
        author,
        category: 'Fiction',
        isbn: `${isbnStem}${String(n).padStart(4, '0')}`,
        publicationYear: 2001,
        chapters: [{ title: 'Only', content: 'One chapter.' }],
      },
    });
    if (res.statusCode !== 201) throw new Error(`upload-book answered ${res.statusCode}: ${res.body}`);
    ids.push(res.json()._id);
  }
  return ids;
}
