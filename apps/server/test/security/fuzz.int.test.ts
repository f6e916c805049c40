import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { bookBody } from '../faults/harness/http.js';
import { createTestContext } from '../helper.js';
import { type ApiOperation, FAKE_UUID, listOperations, operationKey } from './openapi-routes.js';

/**
 * Property-based fuzzing of every documented route through app.inject: arbitrary JSON bodies and
 * query strings (plus path parameters), malformed JSON and wrong content types. Whatever comes in,
 * the answer is never a 5xx, nothing rejects unhandled, and the server stays healthy.
 */
const RUNS_PER_ROUTE = 12;
/** Routes whose success would end the session the rest of the fuzzing uses. */
const SKIP = new Set(['POST /api/auth/logout-all']);

// Built while collecting: the documented routes become one suite each.
const ctx = await createTestContext({ AUTH_IP_LIMIT: '1000000', AUTH_EMAIL_LIMIT: '1000000' });
afterAll(() => ctx.close());
const operations = (await listOperations(ctx)).filter((op) => !SKIP.has(operationKey(op)));
const user = await ctx.signUp();
const book = (
  await ctx.request({
    method: 'POST',
    url: '/api/upload-book',
    token: user.token,
    payload: bookBody('Fuzzed', '9780000000048'),
  })
).json() as { _id: string };

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
process.on('unhandledRejection', onUnhandled);
afterAll(() => {
  process.off('unhandledRejection', onUnhandled);
});

let requests = 0;

const json = fc.jsonValue({ maxDepth: 3 });
const text = fc.string({ maxLength: 40 });
/** Values a path parameter might be given: real and unknown ids, numbers and junk. */
const pathValue = fc.oneof(
  fc.constant(FAKE_UUID),
  fc.constant(book._id),
  fc.integer({ min: -5, max: 5 }).map(String),
  text,
  fc.constantFrom('..%2F..%2Fetc%2Fpasswd', '%00', "1' OR '1'='1", '<script>', 'NaN', '1e309'),
);

function bodyProperties(op: ApiOperation): string[] {
  const schema = op.requestBody?.content?.['application/json']?.schema as
    | { properties?: Record<string, unknown> }
    | undefined;
  return Object.keys(schema?.properties ?? {});
}

/** An arbitrary request for one operation. */
function requestFor(op: ApiOperation) {
  const pathNames = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const queryNames = op.parameters.filter((p) => p.in === 'query').map((p) => p.name);
  const props = bodyProperties(op);
  const key = fc.constantFrom(...props, ...queryNames, 'extra', '__proto__', 'constructor');
  return fc
    .record({
      path: fc.tuple(...pathNames.map(() => pathValue)),
      query: fc.dictionary(
        fc.constantFrom(...queryNames, 'unknown', '__proto__'),
        fc.oneof(text, fc.array(text, { maxLength: 3 })),
        {
          maxKeys: 4,
        },
      ),
      body: fc.oneof(json, fc.dictionary(key, json, { maxKeys: 6 })),
    })
    .map(({ path, query, body }) => {
      let url = op.path;
      pathNames.forEach((name, i) => {
        url = url.replace(`{${name}}`, encodeURIComponent(path[i] ?? ''));
      });
      const search = new URLSearchParams();
      for (const [k, v] of Object.entries(query)) for (const value of [v].flat()) search.append(k, value);
      const qs = search.toString();
      return { url: qs ? `${url}?${qs}` : url, body };
    });
}

/** Bodies no parser should choke on: broken JSON, odd JSON, and content types nobody declared. */
const MALFORMED: { contentType: string; payload: string }[] = [
  { contentType: 'application/json', payload: '{"email":' },
  { contentType: 'application/json', payload: '[' },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '"just a string"' },
  {
    contentType: 'application/json',
    payload: '{"__proto__":{"role":"admin"},"constructor":{"prototype":{"x":1}}}',
  },
  { contentType: 'application/json', payload: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { contentType: 'application/json', payload: '{"n":1e999999,"m":-0,"s":"\\ud800"}' },
  { contentType: 'application/json; charset=utf-16', payload: '{}' },
  { contentType: 'text/plain', payload: 'hello' },
  {
    contentType: 'application/xml',
    payload: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
  },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=2' },
  { contentType: 'multipart/form-data', payload: 'no boundary here' },
  {
    contentType: 'multipart/form-data; boundary=x',
    payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nunterminated',
  },
];

const failures: string[] = [];

describe.each(operations.map((op) => [operationKey(op), op] as const))('fuzz %s', (_, op) => {
  it('never answers 5xx to arbitrary path, query and JSON body', async () => {
    await fc.assert(
      fc.asyncProperty(requestFor(op), async ({ url, body }) => {
        requests += 1;
        const res = await ctx.request({
          method: op.method,
          url,
          token: user.token,
          ...(op.method === 'GET'
            ? {}
            : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
        });
        if (res.statusCode >= 500)
          failures.push(
            `${op.method} ${url} ${JSON.stringify(body).slice(0, 200)} -> ${res.statusCode} ${res.body.slice(0, 200)}`,
          );
        return res.statusCode < 500;
      }),
      { numRuns: RUNS_PER_ROUTE },
    );
  });

  // GET routes take no body: only routes with one get the malformed bodies.
  if (op.method === 'GET') return;
  it('never answers 5xx to malformed bodies and wrong content types', async () => {
    for (const { contentType, payload } of MALFORMED) {
      requests += 1;
      const res = await ctx.request({
        method: op.method,
        url: op.url.replace(FAKE_UUID, book._id),
        token: user.token,
        headers: { 'content-type': contentType },
        payload,
      });
      expect(
        res.statusCode,
        `${contentType} ${payload.slice(0, 40)} -> ${res.body.slice(0, 200)}`,
      ).toBeLessThan(500);
    }
  });
});

describe('after the fuzzing', () => {
  it('had no unhandled rejection, no 5xx, and the server is healthy', async () => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(failures).toEqual([]);
    expect(unhandled).toEqual([]);
    const health = await ctx.request({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const me = await ctx.request({ method: 'GET', url: '/api/auth/user', token: user.token });
    expect(me.statusCode).toBe(200);
    console.info(`[security] fuzzing: ${operations.length} routes, ${requests} requests`);
  });
});
