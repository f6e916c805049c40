import type { AddressInfo } from 'node:net';
import { REALTIME_PATH } from '@quire/shared';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { io } from 'socket.io-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.js';
import { freePort, portBlock } from '../faults/harness/server-process.js';
import { type TestContext, type TestUser, useTestContext } from '../helper.js';

/** Bearer tokens the server must refuse (401), on HTTP routes and on the real-time handshake. */
const SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
const key = new TextEncoder().encode(SECRET);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await useTestContext({ JWT_SECRET: SECRET });
});

/** A token like the server's own, with some part changed. */
function sign(
  user: TestUser,
  changes: { ver?: number; exp?: number; iat?: number; sub?: string; alg?: string } = {},
) {
  const claims: Record<string, unknown> = { id: changes.sub ?? user.id };
  if (changes.ver !== undefined) claims.ver = changes.ver;
  else claims.ver = 0;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: changes.alg ?? 'HS256', typ: 'JWT' })
    .setSubject(changes.sub ?? user.id)
    .setIssuedAt(changes.iat ?? now())
    .setExpirationTime(changes.exp ?? now() + 3600)
    .sign(key);
}

const PROBES = [
  { method: 'GET' as const, url: '/api/auth/user' },
  { method: 'GET' as const, url: '/api/notifications' },
  { method: 'GET' as const, url: '/api/goals' },
  { method: 'POST' as const, url: '/api/auth/logout-all' },
];

async function expectRefused(token: string) {
  for (const probe of PROBES) {
    const res = await ctx.request({ ...probe, token });
    expect(res.statusCode, `${probe.method} ${probe.url}`).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  }
  const status = await ctx.request({ method: 'GET', url: '/api/auth/check-status', token });
  expect(status.statusCode).toBe(401);
  expect(status.json().isAuthenticated).toBe(false);
}

describe('bearer tokens', () => {
  it('accepts the genuine token (the probes are meaningful)', async () => {
    const user = await ctx.signUp();
    for (const probe of PROBES.slice(0, 3))
      expect((await ctx.request({ ...probe, token: user.token })).statusCode).toBe(200);
    expect(
      (await ctx.request({ method: 'GET', url: '/api/auth/user', token: await sign(user) })).statusCode,
    ).toBe(200);
  });

  it('refuses alg "none" (unsigned), with and without a trailing signature', async () => {
    const user = await ctx.signUp();
    const body = b64({ sub: user.id, id: user.id, ver: 0, iat: now(), exp: now() + 3600 });
    for (const alg of ['none', 'None', 'NONE']) {
      await expectRefused(`${b64({ alg, typ: 'JWT' })}.${body}.`);
      await expectRefused(`${b64({ alg, typ: 'JWT' })}.${body}`);
    }
  });

  it('refuses a wrong signature and a tampered payload', async () => {
    const user = await ctx.signUp();
    const other = await ctx.signUp();
    const wrongKey = await new SignJWT({ id: user.id, ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    await expectRefused(wrongKey);
    // Someone else's id pasted into a genuine token's payload: the signature no longer matches.
    const [header, , signature] = user.token.split('.');
    const payload = b64({ sub: other.id, id: other.id, ver: 0, iat: now(), exp: now() + 3600 });
    await expectRefused(`${header}.${payload}.${signature}`);
  });

  it('refuses another algorithm even with the right secret (HS512)', async () => {
    const user = await ctx.signUp();
    await expectRefused(await sign(user, { alg: 'HS512' }));
  });

  it('refuses an expired token', async () => {
    const user = await ctx.signUp();
    await expectRefused(await sign(user, { iat: now() - 7200, exp: now() - 60 }));
  });

  it('refuses a token without its version claim', async () => {
    const user = await ctx.signUp();
    const token = await new SignJWT({ id: user.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setExpirationTime('1h')
      .sign(key);
    await expectRefused(token);
  });

  it('refuses a token whose version was revoked (users.token_version bumped)', async () => {
    const user = await ctx.signUp();
    expect((await ctx.request({ method: 'GET', url: '/api/auth/user', token: user.token })).statusCode).toBe(
      200,
    );
    await ctx.database.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, user.id));
    // A write outside the app tells the token-version cache, as every revocation does (decision 037).
    ctx.app.authVersions.forget(user.id);
    await expectRefused(user.token);
  });

  it('refuses every older token after "log out everywhere"', async () => {
    const user = await ctx.signUp();
    const res = await ctx.request({ method: 'POST', url: '/api/auth/logout-all', token: user.token });
    expect(res.statusCode).toBeLessThan(300);
    await expectRefused(user.token);
  });

  it('refuses the token of a deleted user', async () => {
    const user = await ctx.signUp();
    await ctx.database.db.delete(users).where(eq(users.id, user.id));
    ctx.app.authVersions.forget(user.id);
    await expectRefused(user.token);
  });

  it('refuses a well-signed token for a user that never existed', async () => {
    const user = await ctx.signUp();
    await expectRefused(await sign(user, { sub: crypto.randomUUID() }));
  });

  it('refuses the real-time handshake with a bad token and accepts a good one', async () => {
    const user = await ctx.signUp();
    await ctx.app.listen({ port: await freePort(portBlock(3830)), host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const connect = (token: string) =>
      new Promise<string>((resolve) => {
        const socket = io(`http://127.0.0.1:${port}`, {
          path: REALTIME_PATH,
          auth: { token },
          transports: ['websocket'],
          reconnection: false,
        });
        socket.once('connect', () => {
          socket.close();
          resolve('connected');
        });
        socket.once('connect_error', (error) => {
          socket.close();
          resolve(`refused: ${error.message}`);
        });
      });
    const header = b64({ alg: 'none', typ: 'JWT' });
    const body = b64({ sub: user.id, id: user.id, ver: 0, exp: now() + 3600 });
    expect(await connect(`${header}.${body}.`)).toMatch(/^refused/);
    expect(await connect(await sign(user, { iat: now() - 7200, exp: now() - 60 }))).toMatch(/^refused/);
    expect(await connect('')).toMatch(/^refused/);
    expect(await connect(user.token)).toBe('connected');
  });
});
