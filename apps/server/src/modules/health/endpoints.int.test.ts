import { endpoints } from '@quire/shared/endpoints';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, useTestContext } from '../../../test/helper.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await useTestContext();
});

describe('the endpoint table', () => {
  it('names only routes the server serves', () => {
    const missing = Object.entries(endpoints)
      .filter(([, endpoint]) => !ctx.app.hasRoute({ method: endpoint.method, url: endpoint.path }))
      .map(([name, endpoint]) => `${name}: ${endpoint.method} ${endpoint.path}`);
    expect(missing).toEqual([]);
  });

  it('has an entry for every API route the server documents', () => {
    const declared = new Set(
      Object.values(endpoints).map((endpoint) => `${endpoint.method} ${endpoint.path}`),
    );
    const paths = (ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
    const served = Object.entries(paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(served.filter((call) => call.includes(' /api/'))).toHaveLength(served.length);
    expect(served.filter((call) => !declared.has(call))).toEqual([]);
    expect(served.length).toBe(declared.size);
  });
});
