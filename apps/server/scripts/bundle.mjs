#!/usr/bin/env node
// The server as a few files for `npm start` (decision 063): esbuild bundles the compiled server
// with the packages it loads while starting into apps/server/bundle, so a start reads and
// compiles a handful of files instead of resolving and loading about a thousand modules. What
// the start defers (the seed, the PostgreSQL driver) stays in chunks of its own, loaded when asked for.
//
// Left outside the bundle, loaded from node_modules as before: packages that find files of
// their own beside their code (PGlite's WebAssembly, sharp's and argon2's native code, piscina's
// and pino's workers, socket.io's client files, Swagger UI's pages) and the clients a start on the
// embedded database never loads.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const server = path.resolve(import.meta.dirname, '..');
const outdir = path.join(server, 'bundle');

export const EXTERNAL = [
  '@electric-sql/pglite',
  '@node-rs/argon2',
  '@socket.io/redis-adapter',
  '@fastify/swagger-ui',
  'ioredis',
  'pg',
  'pino',
  'piscina',
  'sharp',
  'socket.io',
];

rmSync(outdir, { recursive: true, force: true });
const started = performance.now();
await build({
  entryPoints: {
    server: path.join(server, 'dist/server.js'),
    // Beside the code that starts it, as `new URL('./file-work.worker.js', import.meta.url)` expects.
    'file-work.worker': path.join(server, 'dist/jobs/file-work.worker.js'),
  },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // Every chunk in the one folder: `import.meta.url` then means the same folder in all of them.
  chunkNames: '[name]-[hash]',
  external: EXTERNAL,
  // Bundled CommonJS packages call `require` for Node's own modules.
  banner: {
    js: "import { createRequire as quireCreateRequire } from 'node:module'; const require = quireCreateRequire(import.meta.url);",
  },
  legalComments: 'none',
  logLevel: 'warning',
});
console.log(
  `bundled the server into ${path.relative(process.cwd(), outdir) || outdir} in ${Math.round(performance.now() - started)} ms`,
);
