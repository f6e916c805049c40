import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built single-page app: hashed files under /static/ are immutable; every other
 * GET that is not an API or OPDS path gets index.html (client-side routing).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app not built; serving the API only');
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
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
      return; // a real file (or a 404 for a missing one)
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
