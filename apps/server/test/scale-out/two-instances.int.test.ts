import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AUTH_MESSAGES, REALTIME_EVENTS, REALTIME_PATH } from '@quire/shared';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFreshPostgres, openSqlRunner, postgresUrl, redisUrl } from '../faults/harness/databases.js';
import { bookBody, call, eventually, ok, type SignedUpUser, signUpOver } from '../faults/harness/http.js';
import { freePort, portBlock, type ServerProcess, startServer } from '../faults/harness/server-process.js';
import { randomPng } from '../faults/harness/workload.js';

/**
 * Scale-out: two real server processes started at the same moment on one fresh PostgreSQL
 * database and one Redis. They migrate safely together, share the JWT secret, images,
 * real-time rooms (Redis adapter) and the sign-in limiter (Redis), and keep nothing on disk.
 * Needs the machine's PostgreSQL and Redis (TEST_DATABASE_URL, REDIS_URL); runs in the
 * PostgreSQL project only.
 */
const enabled = process.env.QUIRE_TEST_DB === 'postgres' && Boolean(postgresUrl && redisUrl);
const EMAIL_LIMIT = 4;

describe.skipIf(!enabled)('two instances on one PostgreSQL and one Redis', () => {
  let one: ServerProcess;
  let two: ServerProcess;
  let databaseUrl: string;
  let dataDir: string;
  const cleanups: (() => unknown)[] = [];

  beforeAll(async () => {
    const database = await createFreshPostgres();
    cleanups.push(() => database.drop());
    databaseUrl = database.url;
    // A DATA_DIR that does not exist: in PostgreSQL mode nothing may be written there.
    const parent = mkdtempSync(path.join(tmpdir(), 'quire-scale-'));
    cleanups.push(() => rmSync(parent, { recursive: true, force: true }));
    dataDir = path.join(parent, 'data');
    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl!,
      DATA_DIR: dataDir,
      // No JWT_SECRET: the first instance generates it and both read it from the database.
      JWT_SECRET: '',
      SEED_DEMO: 'true',
      AUTH_EMAIL_LIMIT: String(EMAIL_LIMIT),
    };
    const first = await freePort(portBlock(3820));
    const second = await freePort(first + 1);
    // Both at once, on an empty database: migrations and the demo seed race on purpose.
    const started = await Promise.allSettled([
      startServer({ port: first, env }),
      startServer({ port: second, env }),
    ]);
    for (const result of started) if (result.status === 'fulfilled') cleanups.push(() => result.value.stop());
    const failed = started.find((r) => r.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
    [one, two] = started.map((r) => (r as PromiseFulfilledResult<ServerProcess>).value) as [
      ServerProcess,
      ServerProcess,
    ];
  }, 180_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }, 60_000);

  it('migrates once and seeds once when both start together on a fresh database', async () => {
    const sql = await openSqlRunner({ postgresUrl: databaseUrl });
    try {
      const journal = (await import('../../drizzle/meta/_journal.json', { with: { type: 'json' } })).default;
      const [applied] = await sql.query<{ n: number }>(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(applied?.n).toBe(journal.entries.length);
      const [seeded] = await sql.query<{ n: number }>(
        `select count(*)::int as n from app_settings where key = 'demo_catalogue_seeded'`,
      );
      expect(seeded?.n).toBe(1);
      const [editors] = await sql.query<{ n: number }>(
        `select count(*)::int as n from users where email = 'editors@quire.example'`,
      );
      expect(editors?.n).toBe(1);
      const [duplicates] = await sql.query<{ n: number }>(
        'select count(*)::int as n from (select isbn from books group by isbn having count(*) > 1) d',
      );
      expect(duplicates?.n).toBe(0);
    } finally {
      await sql.close();
    }
  });

  it('accepts a token issued by one instance on the other (the secret lives in the database)', async () => {
    const user = await signUpOver(one.url, 'token-sharer');
    const me = await call(two.url, 'GET', '/api/auth/user', { token: user.token });
    expect(me.status).toBe(200);
    expect(me.json.email).toBe(user.email);
  });

  it('serves an image uploaded through one instance from the other', async () => {
    const user = await signUpOver(one.url, 'uploader');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await randomPng())], { type: 'image/png' }), 'cover.png');
    const upload = await fetch(`${one.url}/api/images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}` },
      body: form,
    });
    expect(upload.status).toBe(201);
    const { secure_url: url } = (await upload.json()) as { secure_url: string };
    const served = await fetch(`${two.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
  });

  it('delivers notification:new to a socket on instance 2 when the notification is made on instance 1', async () => {
    const author = await signUpOver(two.url, 'author');
    const reader = await signUpOver(one.url, 'commenter');
    const book = await ok<{ _id: string }>(two.url, 'POST', '/api/upload-book', {
      token: author.token,
      body: bookBody('Shared Rooms', '9780000000990'),
    });

    const socket: Socket = io(two.url, {
      path: REALTIME_PATH,
      auth: { token: author.token },
      transports: ['websocket'],
      reconnection: false,
    });
    cleanups.push(() => socket.close());
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const received = new Promise<{ id: string }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no notification:new within 15 s')), 15_000);
      socket.once(REALTIME_EVENTS.notificationNew, (payload: { id: string }) => {
        clearTimeout(timer);
        resolve(payload);
      });
    });

    const comment = await call(one.url, 'POST', `/api/books/${book._id}/comment`, {
      token: reader.token,
      body: { content: 'Read it in one sitting.' },
    });
    expect(comment.status).toBe(201);
    const payload = await received;
    expect(Object.keys(payload)).toEqual(['id']);
    const list = await ok<{ notifications: { _id?: string; id?: string }[] }>(
      two.url,
      'GET',
      '/api/notifications',
      {
        token: author.token,
      },
    );
    expect(list.notifications.map((n) => n._id ?? n.id)).toContain(payload.id);
  });

  it('holds the sign-in limit across instances (failed attempts split between them reach 429)', async () => {
    const victim: SignedUpUser = await signUpOver(one.url, 'victim');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < EMAIL_LIMIT + 2; attempt++) {
      const target = attempt % 2 === 0 ? one : two;
      const res = await call(target.url, 'POST', '/api/auth/login', {
        body: { email: victim.email, password: 'wrong-password' },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(EMAIL_LIMIT).fill(401), 429, 429]);
    for (const target of [one, two]) {
      const blocked = await call(target.url, 'POST', '/api/auth/login', {
        body: { email: victim.email, password: victim.password },
      });
      expect(blocked.status).toBe(429);
      expect(blocked.json.message).toBe(AUTH_MESSAGES.tooManyAttempts);
    }
  });

  it('remembers token versions on each instance (a write behind their back goes unseen)', async () => {
    // Shows that instance 2 answers the version from memory, so the next test's refusal comes
    // from the revocation message, not from a database read.
    const user = await signUpOver(one.url, 'remembered');
    expect((await call(two.url, 'GET', '/api/auth/user', { token: user.token })).status).toBe(200);
    const sql = await openSqlRunner({ postgresUrl: databaseUrl });
    try {
      await sql.query('update users set token_version = token_version + 1 where id = $1', [user.id]);
    } finally {
      await sql.close();
    }
    expect((await call(two.url, 'GET', '/api/auth/user', { token: user.token })).status).toBe(200);
  });

  it('refuses a token on instance 2 within one second of "log out everywhere" on instance 1', async () => {
    const user = await signUpOver(one.url, 'revoked');
    for (const target of [one, two])
      expect((await call(target.url, 'GET', '/api/auth/user', { token: user.token })).status).toBe(200);
    const logout = await call(one.url, 'POST', '/api/auth/logout-all', { token: user.token });
    expect(logout.status).toBe(200);
    expect((await call(one.url, 'GET', '/api/auth/user', { token: user.token })).status).toBe(401);
    const refused = await eventually(
      async () => (await call(two.url, 'GET', '/api/auth/user', { token: user.token })).status === 401,
      1000,
      50,
    );
    expect(refused, 'instance 2 still accepted the revoked token after one second').toBe(true);
  });

  it('refuses the old token on instance 2 within one second of a password change on instance 1', async () => {
    const user = await signUpOver(one.url, 'new-password');
    expect((await call(two.url, 'GET', '/api/auth/user', { token: user.token })).status).toBe(200);
    const changed = await call(one.url, 'PUT', '/api/auth/password', {
      token: user.token,
      body: { currentPassword: user.password, newPassword: 'a different secret' },
    });
    expect(changed.status).toBe(200);
    const refused = await eventually(
      async () => (await call(two.url, 'GET', '/api/auth/user', { token: user.token })).status === 401,
      1000,
      50,
    );
    expect(refused, 'instance 2 still accepted the old token after one second').toBe(true);
    const fresh = changed.json.token as string;
    expect((await call(two.url, 'GET', '/api/auth/user', { token: fresh })).status).toBe(200);
  });

  it('keeps nothing on local disk and stops cleanly on SIGTERM', async () => {
    const stopped = await Promise.all([one.stop(), two.stop()]);
    for (const status of stopped) expect(status).toEqual({ code: 0, signal: null });
    expect(existsSync(dataDir) ? readdirSync(dataDir) : []).toEqual([]);
  });
});
