import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web-app.js';

describe('the web app: prerendered pages and the client-side routing fallback', () => {
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'quire-web-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<p>the app shell</p>');
    writeFileSync(path.join(dist, 'landing.html'), '<p>the prerendered landing page</p>');
    writeFileSync(path.join(dist, 'auth.html'), '<p>the prerendered sign-in screen</p>');
    mkdirSync(path.join(dist, 'static'));
    writeFileSync(path.join(dist, 'static', 'app-1a2b.js'), 'console.log(1)');
    app = Fastify();
    await registerWebApp(app, dist);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    return { status: response.statusCode, body: response.body, cache: response.headers['cache-control'] };
  };

  it('sends the landing page its own HTML for /', async () => {
    expect(await page('/')).toEqual({
      status: 200,
      body: '<p>the prerendered landing page</p>',
      cache: 'no-cache',
    });
    expect((await page('/?from=newsletter')).body).toBe('<p>the prerendered landing page</p>');
  });

  it('sends the sign-in screen its own HTML for /auth, with or without a trailing slash', async () => {
    expect(await page('/auth')).toEqual({
      status: 200,
      body: '<p>the prerendered sign-in screen</p>',
      cache: 'no-cache',
    });
    expect((await page('/auth/')).body).toBe('<p>the prerendered sign-in screen</p>');
  });

  it('serves the files of the build, and a 404 for a missing file or a dot-dot path', async () => {
    const asset = await app.inject({ method: 'GET', url: '/static/app-1a2b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ method: 'GET', url: '/static/missing-9z.js' })).statusCode).toBe(404);
    // Over HTTP, as a client that does not resolve dot segments sends them (inject would).
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    for (const url of ['/static/../index.html', '/static/../../package.json']) {
      const status = await new Promise<number | undefined>((resolve, reject) =>
        get({ host: '127.0.0.1', port: new URL(address).port, path: url }, (res) => {
          res.resume();
          resolve(res.statusCode);
        }).on('error', reject),
      );
      expect(status, url).toBe(404);
    }
  });

  it('sends the app shell for every other page', async () => {
    for (const url of ['/dashboard', '/book-reader?book=1&chapter=2', '/no-such-page', '/authors']) {
      expect((await page(url)).body, url).toBe('<p>the app shell</p>');
    }
  });
});
