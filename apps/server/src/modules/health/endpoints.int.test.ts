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
});
