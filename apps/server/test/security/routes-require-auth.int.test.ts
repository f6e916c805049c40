import { SignJWT } from 'jose';
import { isDeepStrictEqual as isEqual } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, useTestContext } from '../helper.js';
import { type ApiOperation, listOperations, operationKey, PUBLIC_ROUTES } from './openapi-routes.js';

/**
 * Every route the OpenAPI document lists answers 401 without a valid token, except an explicit
 * allow-list of public routes. The check runs before validation, so the body does not matter.
 */
let ctx: TestContext;
let operations: ApiOperation[];
let protectedOps: ApiOperation[];

beforeAll(async () => {
  ctx = await useTestContext();
  operations = await listOperations(ctx);
  protectedOps = operations.filter((op) => !PUBLIC_ROUTES.has(operationKey(op)));
});

describe('authentication on every documented route', () => {
  it('documents the routes of every module, and each public route exists', () => {
    const keys = new Set(operations.map(operationKey));
    for (const key of PUBLIC_ROUTES) expect(keys, key).toContain(key);
    expect(protectedOps.length).toBeGreaterThan(20);
    console.info(`[security] ${operations.length} routes, ${protectedOps.length} protected`);
  });

  it('marks exactly the non-public routes as needing a bearer token in the document', () => {
    const bearer = [{ bearerAuth: [] }];
    const wrong = operations
      .filter((op) =>
        PUBLIC_ROUTES.has(operationKey(op)) ? op.security !== undefined : !isEqual(op.security, bearer),
      )
      .map(operationKey);
    expect(wrong).toEqual([]);
  });

  it('answers 401 to every non-public route without a token', async () => {
    const failures: string[] = [];
    for (const op of protectedOps) {
      const res = await ctx.request({
        method: op.method,
        url: op.url,
        ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { payload: {} }),
      });
      if (res.statusCode !== 401)
        failures.push(`${operationKey(op)} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
      else expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
    expect(failures).toEqual([]);
  });

  it('answers 401 to every non-public route with a forged, garbled or wrong-scheme token', async () => {
    const forged = await new SignJWT({ id: crypto.randomUUID(), ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(crypto.randomUUID())
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-server-secret-not-the-server-secret'));
    const user = await ctx.signUp();
    const headers = [
      { authorization: `Bearer ${forged}` },
      { authorization: 'Bearer garbage' },
      { authorization: `Basic ${user.token}` },
      { authorization: `Bearer ${user.token}x` },
    ];
    const failures: string[] = [];
    for (const op of protectedOps) {
      for (const header of headers) {
        const res = await ctx.request({
          method: op.method,
          url: op.url,
          headers: header,
          ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { payload: {} }),
        });
        if (res.statusCode !== 401)
          failures.push(
            `${operationKey(op)} with ${header.authorization.slice(0, 12)}… -> ${res.statusCode}`,
          );
      }
    }
    expect(failures).toEqual([]);
  });

  it('keeps the public routes public', async () => {
    for (const url of ['/api/health', '/api/books/popular', '/api/auth/check-status', '/api/docs/json']) {
      const res = await ctx.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
    }
  });
});
