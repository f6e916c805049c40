import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, useTestContext } from '../../../test/helper.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await useTestContext();
});

describe('GET /api/health', () => {
  it('reports the database as up', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      database: { status: 'up' },
      redis: { status: 'not-configured' },
    });
  });

  it('sends security headers including a CSP', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the same security headers on every answer: a route, an error, another request', async () => {
    const expected = {
      'content-security-policy':
        "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';" +
        "img-src 'self' data: blob: https:;object-src 'none';script-src 'self';script-src-attr 'none';" +
        "style-src 'self' 'unsafe-inline';connect-src 'self' ws: wss:",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    for (const url of ['/api/health', '/api/nope', '/api/health']) {
      const res = await ctx.request({ method: 'GET', url });
      expect(res.headers, url).toMatchObject(expected);
      expect(res.headers['cross-origin-embedder-policy'], url).toBeUndefined();
    }
  });
});

describe('errors', () => {
  it('answers unknown API routes with the error model', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await ctx.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
  });
});

describe('GET /api/docs', () => {
  it('publishes the OpenAPI document generated from the route schemas', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/register', '/api/auth/user']),
    );
  });
});
