import { SERVER_MESSAGES } from '@quire/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFreshPostgres, postgresUrl, redisUrl } from './harness/databases.js';
import { call, eventually, type SignedUpUser, signUpOver } from './harness/http.js';
import { freePort, portBlock, type ServerProcess, startServer } from './harness/server-process.js';
import { startTcpProxy, type TcpProxy } from './harness/tcp-proxy.js';

/**
 * Degrades, then recovers: a real server reaches PostgreSQL and Redis through TCP proxies that
 * the test cuts and restores (the machine's services, shared with other suites, are never
 * touched). While a dependency is away the API answers 503 SERVICE_UNAVAILABLE quickly,
 * /api/health says which one is down, the process stays up, and service resumes by itself.
 */
const enabled = process.env.QUIRE_TEST_DB === 'postgres' && Boolean(postgresUrl && redisUrl);
const unavailable = { message: SERVER_MESSAGES.unavailable, code: 'SERVICE_UNAVAILABLE' };

describe.skipIf(!enabled)('PostgreSQL or Redis going away and coming back', () => {
  let server: ServerProcess;
  let pgProxy: TcpProxy;
  let redisProxy: TcpProxy;
  let user: SignedUpUser;
  const cleanups: (() => unknown)[] = [];

  beforeAll(async () => {
    const database = await createFreshPostgres();
    cleanups.push(() => database.drop());
    const base = portBlock(3810);
    const pgTarget = new URL(database.url);
    const redisTarget = new URL(redisUrl!);
    pgProxy = await startTcpProxy(
      { host: pgTarget.hostname, port: Number(pgTarget.port || 5432) },
      await freePort(base),
    );
    cleanups.push(() => pgProxy.close());
    redisProxy = await startTcpProxy(
      { host: redisTarget.hostname, port: Number(redisTarget.port || 6379) },
      await freePort(base + 1),
    );
    cleanups.push(() => redisProxy.close());
    const viaPgProxy = new URL(database.url);
    viaPgProxy.host = `127.0.0.1:${pgProxy.port}`;
    const viaRedisProxy = new URL(redisUrl!);
    viaRedisProxy.host = `127.0.0.1:${redisProxy.port}`;
    server = await startServer({
      port: await freePort(base + 2),
      env: {
        DATABASE_URL: viaPgProxy.toString(),
        REDIS_URL: viaRedisProxy.toString(),
        JWT_SECRET: 'outage-test-secret-that-is-long-enough-for-hs256',
      },
    });
    cleanups.push(() => server.stop());
    user = await signUpOver(server.url, 'outage');
  }, 120_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }, 60_000);

  const health = () =>
    call<{ status: string; database: { status: string }; redis: { status: string } }>(
      server.url,
      'GET',
      '/api/health',
    );
  const profile = () => call(server.url, 'GET', '/api/auth/user', { token: user.token });
  const login = () =>
    call(server.url, 'POST', '/api/auth/login', { body: { email: user.email, password: user.password } });

  it('is healthy with both dependencies up', async () => {
    const res = await health();
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'ok', database: { status: 'up' }, redis: { status: 'up' } });
  });

  it('answers 503 while PostgreSQL is down, says so in /api/health, and recovers by itself', async () => {
    pgProxy.cut('reset');
    const answers = await Promise.all([profile(), login(), ...Array.from({ length: 10 }, () => profile())]);
    for (const res of answers) {
      expect(res.status).toBe(503);
      expect(res.json).toEqual(unavailable);
      expect(res.ms).toBeLessThan(6000);
    }
    const down = await health();
    expect(down.status).toBe(503);
    expect(down.json).toMatchObject({
      status: 'degraded',
      database: { status: 'down' },
      redis: { status: 'up' },
    });

    pgProxy.restore();
    expect(await eventually(async () => (await profile()).status === 200, 15_000)).toBe(true);
    expect((await health()).status).toBe(200);
    expect((await login()).status).toBe(200);
    expect(server.alive()).toBe(true);
  });

  it('fails fast instead of hanging when PostgreSQL stops answering (a partition)', async () => {
    pgProxy.cut('blackhole');
    const [res, down] = await Promise.all([profile(), health()]);
    expect(res.status).toBe(503);
    expect(res.json).toEqual(unavailable);
    expect(res.ms).toBeLessThan(8000);
    expect(down.status).toBe(503);
    expect(down.json.database.status).toBe('down');
    expect(down.ms).toBeLessThan(4000);

    pgProxy.restore();
    expect(await eventually(async () => (await profile()).status === 200, 15_000)).toBe(true);
    expect(server.alive()).toBe(true);
  });

  it('keeps sign-in working and limited (counted in memory) while Redis is down, serves the rest, and recovers', async () => {
    redisProxy.cut('reset');
    const res = await login();
    expect(res.status).toBe(200);
    expect(res.ms).toBeLessThan(4000);
    expect((await profile()).status).toBe(200);
    const down = await health();
    expect(down.status).toBe(503);
    expect(down.json).toMatchObject({ database: { status: 'up' }, redis: { status: 'down' } });

    redisProxy.restore();
    // Sign-in works the whole time (counted in memory), so it cannot tell when Redis is back: health does.
    expect(await eventually(async () => (await health()).status === 200, 15_000)).toBe(true);
    expect((await login()).status).toBe(200);
    expect(server.alive()).toBe(true);
  });

  it('falls back to counting in memory fast when Redis stops answering, and recovers', async () => {
    redisProxy.cut('blackhole');
    const res = await login();
    expect(res.status).toBe(200);
    expect(res.ms).toBeLessThan(4000);
    redisProxy.restore();
    expect(await eventually(async () => (await login()).status === 200, 20_000)).toBe(true);
  });

  it('survived every outage without crashing and still stops cleanly', async () => {
    expect(server.alive(), server.output()).toBe(true);
    expect(server.output()).not.toMatch(/uncaught|unhandled/i);
    const status = await server.stop();
    expect(status, server.output()).toEqual({ code: 0, signal: null });
  });
});
