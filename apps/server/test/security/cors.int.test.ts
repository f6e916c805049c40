import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, useTestContext } from '../helper.js';

const ALLOWED = 'https://app.example';
const EVIL = 'https://evil.example';

const simple = (ctx: TestContext, origin: string) =>
  ctx.request({ method: 'GET', url: '/api/health', headers: { origin } });
const preflight = (ctx: TestContext, origin: string) =>
  ctx.request({
    method: 'OPTIONS',
    url: '/api/books',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type, authorization',
    },
  });

function expectNoCorsHeaders(res: LightMyRequestResponse) {
  const cors = Object.keys(res.headers).filter((name) => name.startsWith('access-control-'));
  expect(cors).toEqual([]);
}

describe('CORS with CORS_ORIGINS set', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await useTestContext({ CORS_ORIGINS: `${ALLOWED},https://other.example:8443` });
  });

  it('answers an origin it does not name with no CORS headers at all, simple or preflight', async () => {
    for (const origin of [EVIL, 'null', `${ALLOWED}.evil.example`, 'http://app.example']) {
      expectNoCorsHeaders(await simple(ctx, origin));
      expectNoCorsHeaders(await preflight(ctx, origin));
    }
    expectNoCorsHeaders(await ctx.request({ method: 'GET', url: '/api/health' }));
  });

  it('still answers a named origin as before', async () => {
    const res = await simple(ctx, ALLOWED);
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(res.headers['access-control-expose-headers']).toBe('X-Request-ID');
    expect(res.headers.vary).toContain('Origin');

    const pre = await preflight(ctx, 'https://other.example:8443');
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe('https://other.example:8443');
    expect(pre.headers['access-control-allow-credentials']).toBe('true');
    expect(pre.headers['access-control-allow-methods']).toBe('GET, HEAD, POST, PUT, PATCH, DELETE');
    expect(pre.headers['access-control-allow-headers']).toBe(
      'Authorization, Content-Type, X-Request-ID, X-Time-Zone',
    );
    expect(pre.headers['access-control-max-age']).toBe('600');
  });
});

describe('CORS of the real-time socket (socket.io polling)', () => {
  let ctx: TestContext;
  let baseUrl: string;
  beforeAll(async () => {
    ctx = await useTestContext({ CORS_ORIGINS: ALLOWED });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  });

  const handshake = async (origin: string, method = 'GET') => {
    const res = await fetch(`${baseUrl}/socket.io/?EIO=4&transport=polling`, {
      method,
      headers: { origin, ...(method === 'OPTIONS' ? { 'access-control-request-method': 'GET' } : {}) },
    });
    await res.arrayBuffer();
    return [...res.headers.keys()].filter((name) => name.startsWith('access-control-'));
  };

  it('answers an origin it does not name with no CORS headers, and a named one with them', async () => {
    expect(await handshake(EVIL)).toEqual([]);
    expect(await handshake(EVIL, 'OPTIONS')).toEqual([]);
    expect(await handshake(ALLOWED)).toEqual(
      expect.arrayContaining(['access-control-allow-origin', 'access-control-allow-credentials']),
    );
  });
});

describe('CORS with CORS_ORIGINS empty (same origin only)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await useTestContext({ CORS_ORIGINS: '' });
  });

  it('answers every origin with no CORS headers, simple or preflight', async () => {
    for (const origin of [EVIL, ALLOWED, 'null']) {
      expectNoCorsHeaders(await simple(ctx, origin));
      expectNoCorsHeaders(await preflight(ctx, origin));
    }
  });
});
