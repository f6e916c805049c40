import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Pages the web build prerenders to their own HTML (decision 040): the landing page and the
 * sign-in screen paint from it before their JavaScript runs. Every other page gets index.html.
 */
const PRERENDERED_PAGES: Record<string, string> = { '/': 'landing.html', '/auth': 'auth.html' };

/**
 * Serves the built single-page app: hashed files under /static/ are immutable; the prerendered
 * pages get their own HTML; every other GET that accepts HTML and is not an API or OPDS path gets
 * index.html (client-side routing).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app not built; serving the API only');
    return;
  }
  const prerendered = new Map(
    Object.entries(PRERENDERED_PAGES).filter(([, file]) => existsSync(path.join(distDir, file))),
  );
  await app.register(fastifyStatic, {
    root: distDir,
    // One route for every file, looked up when asked for, instead of a route per file of the build
    // globbed and registered at start (~150 ms of a start: decision 058). A missing file still
    // answers the API's 404.
    wildcard: true,
    index: false,
    // The build writes .br/.gz beside each asset (scripts/precompress.mjs).
    preCompressed: true,
    setHeaders(res, filePath) {
      const relative = path.relative(distDir, filePath);
      if (relative.startsWith(`static${path.sep}`)) {
        res.header('Cache-Control', 'public, max-age=31536000, immutable');
      } else {
        res.header('Cache-Control', 'no-cache');
      }
    },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url === '/api' || url.startsWith('/socket.io')) return;
    // The OPDS catalogue for e-reader apps is served by the server, not the web app.
    if (url === '/opds' || url.startsWith('/opds/')) return;
    if (url.startsWith('/static/') || /\.[a-z0-9]+$/i.test(url)) {
      // A dot-dot segment names no file of the build: the same 404 as any missing file.
      if (url.includes('/..')) {
        reply.callNotFound();
        return reply;
      }
      return; // a real file (or a 404 for a missing one)
    }
    reply.header('Cache-Control', 'no-cache');
    const page = url.length > 1 && url.endsWith('/') ? url.slice(0, -1) : url;
    return reply.sendFile(prerendered.get(page) ?? 'index.html');
  });
}
