import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, useTestContext } from '../../../test/helper.js';

let ctx: TestContext;
beforeAll(async () => {
  // A built web app: its fallback sends index.html to every other GET.
  const dist = mkdtempSync(path.join(tmpdir(), 'quire-web-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Quire</title>');
  ctx = await useTestContext({ WEB_DIST: dist });
});

describe('the OPDS catalogue beside the web app', () => {
  it('answers its feeds, not the web app, under /opds', async () => {
    const user = await ctx.signUp();
    const authorization = `Basic ${Buffer.from(`${user.email}:${user.password}`).toString('base64')}`;
    for (const url of [
      '/opds',
      '/opds/new',
      '/opds/categories',
      '/opds/shelves/reading',
      '/opds/search?q=a',
    ]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { authorization, accept: 'text/html' },
      });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^application\/atom\+xml;profile=opds-catalog/);
    }
    const app = await ctx.app.inject({ method: 'GET', url: '/profile', headers: { accept: 'text/html' } });
    expect(app.body).toContain('<title>Quire</title>');
  });
});
