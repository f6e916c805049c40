#!/usr/bin/env node
// The server as a few files for `npm start` (decisions 063 and 069): esbuild bundles the compiled
// server with the packages it loads while starting into apps/server/bundle/server.cjs, so a start
// reads and compiles one file instead of resolving and loading about a thousand modules, and
// `server.js` beside it runs that file from V8's code cache of it when there is one. What the start
// defers (the seed, the PostgreSQL driver) is in the file but only compiled when asked for.
//
// Left outside the bundle, loaded from node_modules as before: packages that find files of
// their own beside their code (PGlite's WebAssembly, sharp's and argon2's native code, piscina's
// workers, socket.io's client files) and the clients a start on the embedded database never loads.
// Swagger UI, which finds its pages the same way, is bundled and told where they are. pino is
// bundled too (decision 070): only its transports find worker files beside its code, and the
// server uses none (it logs to standard output).
import { copyFileSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const server = path.resolve(import.meta.dirname, '..');
const outdir = path.join(server, 'bundle');

export const EXTERNAL = [
  '@node-rs/argon2',
  '@socket.io/redis-adapter',
  'ioredis',
  'pg',
  'piscina',
  'sharp',
  'socket.io',
];

/**
 * Swagger UI is bundled, so that it shares the copies of `yaml` and `@fastify/static` the server
 * already loads (two copies were about 80 ms of a start). It finds its pages from `__dirname`,
 * which a bundle does not have: each of its files that reads it is told the folder it is
 * installed in, resolved when the server starts.
 */
const swaggerUiFolders = {
  name: 'swagger-ui-folders',
  setup(build) {
    const filter = /[\\/]node_modules[\\/]@fastify[\\/]swagger-ui[\\/].*\.js$/;
    build.onLoad({ filter }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('__dirname')) return undefined;
      const file = args.path
        .split(/[\\/]node_modules[\\/]/)
        .pop()
        .replaceAll('\\', '/');
      const folder = `require('node:path').dirname(require.resolve(${JSON.stringify(file)}))`;
      return { contents: `var __dirname = ${folder};\n${source}`, loader: 'js' };
    });
  },
};

/**
 * A plugin that replaces, in a package's file (`filter`), each `[text, replacement]` pair's text
 * as esbuild loads it. If a new version of the package no longer has one of the texts, the build
 * stops rather than bundle the file unchanged silently.
 */
function replaceInPackage(name, filter, ...replacements) {
  return {
    name,
    setup(build) {
      build.onLoad({ filter }, async (args) => {
        let contents = await readFile(args.path, 'utf8');
        for (const [text, replacement] of replacements) {
          if (!contents.includes(text)) throw new Error(`${name}: "${text}" not found in ${args.path}`);
          contents = contents.replace(text, replacement);
        }
        return { contents, loader: 'js' };
      });
    },
  };
}

/**
 * `@fastify/static` requires `glob` (and its own dependencies) when it loads, for the one option
 * the server does not use (`wildcard: false`, which lists a folder's files at start): about 15 ms
 * of every start. Here it is required when first called.
 */
const staticGlobOnUse = replaceInPackage(
  'static-glob-on-use',
  /[\\/]node_modules[\\/]@fastify[\\/]static[\\/]index\.js$/,
  ["const { glob } = require('glob')", "const glob = (...args) => require('glob').glob(...args)"],
);

/**
 * find-my-way compiles a `new Function` for the prefix of every static node of the route tree as
 * each route is added: about 15 ms of every start, as eval'd code is compiled again each time
 * and never from the code cache (decision 071). Here the same test is a closure over the prefix:
 * whether the path has the prefix at that index (its callers have matched the first character).
 */
const routerPrefixWithoutEval = replaceInPackage(
  'router-prefix-without-eval',
  /[\\/]node_modules[\\/]find-my-way[\\/]lib[\\/]node\.js$/,
  [
    // biome-ignore lint/suspicious/noTemplateCurlyInString: find-my-way's source, matched as written
    "return new Function('path', 'i', `'use strict'\\nreturn ${lines.join(' && ')}`)",
    'return (path, i) => path.startsWith(prefix, i)',
  ],
);

/**
 * find-my-way also compiles two `new Function`s for every route it adds (eval'd code, compiled at
 * each start and never from the code cache: 280 of them here):
 * - the one that makes a matched request's `params` object, for every route, static ones too.
 *   Here it is a closure over the route's parameter names that fills the same object from the
 *   same arguments (the first four values as arguments, any further ones in `extraParams`);
 * - the matcher of routes with constraints (a version, a host), built again as each route is
 *   added to a node and called only for a request that has such constraints, which no route
 *   here declares. Here it is built from the node's routes when first called.
 */
const routerHandlersWithoutEval = replaceInPackage(
  'router-handlers-without-eval',
  /[\\/]node_modules[\\/]find-my-way[\\/]lib[\\/]handler-storage\.js$/,
  [
    '  _compileCreateParamsObject (params) {\n',
    `  _compileCreateParamsObject (params) {
    const names = params.slice()
    return function _createParamsObject (param0, param1, param2, param3, extraParams) {
      const result = new NullObject()
      for (let i = 0; i < names.length; i++) {
        result[names[i]] = i === 0 ? param0 : i === 1 ? param1 : i === 2 ? param2 : i === 3 ? param3 : extraParams[i - 4]
      }
      return result
    }
  }

  _compileCreateParamsObjectFromSource (params) {
`,
  ],
  [
    '  _compileGetHandlerMatchingConstraints (constrainer) {\n',
    `  _compileGetHandlerMatchingConstraints (constrainer) {
    this._getHandlerMatchingConstraints = function (derivedConstraints) {
      this._compileGetHandlerMatchingConstraintsNow(constrainer)
      return this._getHandlerMatchingConstraints(derivedConstraints)
    }
  }

  _compileGetHandlerMatchingConstraintsNow (constrainer) {
`,
  ],
);

/**
 * PGlite is bundled (decision 071), so its 0.5 MB of JavaScript is compiled from the code cache
 * rather than from source at every start. It finds its WebAssembly, its file-system bundle and
 * its extensions beside its own files through `import.meta.url`: in each of its files that is
 * made the URL of that file where it is installed, resolved when the server starts.
 */
const pgliteFiles = {
  name: 'pglite-files',
  setup(build) {
    const filter = /[\\/]node_modules[\\/]@electric-sql[\\/]pglite[\\/]dist[\\/].*\.js$/;
    build.onLoad({ filter }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const file = args.path
        .split(/[\\/]@electric-sql[\\/]pglite[\\/]dist[\\/]/)
        .pop()
        .replaceAll('\\', '/');
      // Its Emscripten code declares a `var require` of its own in the scope of this `import()`,
      // which as a `require` call would find that variable, not Node's.
      const contents = source
        .replaceAll('import.meta.url', `quirePgliteUrl(${JSON.stringify(file)})`)
        .replaceAll('import("node:module")', 'Promise.resolve(quireNodeModule)');
      return { contents, loader: 'js' };
    });
  },
};

rmSync(outdir, { recursive: true, force: true });
const started = performance.now();
const common = {
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  external: EXTERNAL,
  legalComments: 'none',
  logLevel: 'warning',
};
// The server as one CommonJS script: what `vm.Script` compiles with a code cache (decision 069).
// Its `import.meta.url` is the script's own URL, so it names the bundle's folder as before.
await build({
  ...common,
  entryPoints: { server: path.join(server, 'dist/server.js') },
  format: 'cjs',
  outExtension: { '.js': '.cjs' },
  plugins: [
    swaggerUiFolders,
    staticGlobOnUse,
    routerPrefixWithoutEval,
    routerHandlersWithoutEval,
    pgliteFiles,
  ],
  define: { 'import.meta.url': 'quireImportMetaUrl' },
  // `import()` of a package left outside becomes `require()`: a script compiled with a code cache
  // has no module loader of its own for `import()` in Node 20.
  supported: { 'dynamic-import': false },
  banner: {
    js: [
      "const quireImportMetaUrl = require('node:url').pathToFileURL(__filename).href;",
      "const quireNodeModule = require('node:module');",
      // The URL of a file of PGlite's `dist` folder, where the package is installed.
      "const quirePgliteUrl = (file) => require('node:url').pathToFileURL(require('node:path').join(require('node:path').dirname(require.resolve('@electric-sql/pglite')), file)).href;",
    ].join('\n'),
  },
  // Swagger UI's files find their folders with `require.resolve`, at run time, from the bundle.
  logOverride: { 'require-resolve-not-external': 'silent' },
});
// The file-work worker, beside it, where `file-work.ts` looks for it: an ES module of its own.
await build({
  ...common,
  entryPoints: { 'file-work.worker': path.join(server, 'dist/jobs/file-work.worker.js') },
  format: 'esm',
  // Bundled CommonJS packages call `require` for Node's own modules.
  banner: {
    js: "import { createRequire as quireCreateRequire } from 'node:module'; const require = quireCreateRequire(import.meta.url);",
  },
});
copyFileSync(path.join(import.meta.dirname, 'start-from-code-cache.js'), path.join(outdir, 'server.js'));
// An `import()` left in the script would fail when it runs (only on some paths: the PostgreSQL
// driver, Redis): the build stops instead. Comments may name `import()`.
const code = readFileSync(path.join(outdir, 'server.cjs'), 'utf8')
  .split('\n')
  .filter((line) => !/^\s*(\/\/|\/?\*)/.test(line));
const dynamicImport = code.find((line) => /(^|[^\w.$])import\(/.test(line));
if (dynamicImport) throw new Error(`server.cjs: an import() is left in it: ${dynamicImport.trim()}`);

/**
 * Every file of the bundle in ASCII. esbuild escapes strings but keeps comments and regular
 * expressions as written, and one character outside Latin-1 (a dash in a comment) makes V8 keep a
 * file's whole source in two bytes a character: 6 MB of heap for the 3 MB server, and a
 * slower parse. Each such character becomes a `\u` escape, which means the same in a comment, a
 * regular expression, a string or a name; one written after a backslash would not, and stops
 * the build.
 */
for (const name of readdirSync(outdir).filter((file) => /\.c?js$/.test(file))) {
  const file = path.join(outdir, name);
  const source = readFileSync(file, 'utf8');
  if (/\\[\u0080-\uffff]/.test(source)) throw new Error(`${name}: a non-ASCII character follows a backslash`);
  const ascii = source.replace(
    /[\u0080-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  if (ascii !== source) writeFileSync(file, ascii);
}
console.log(
  `bundled the server into ${path.relative(process.cwd(), outdir) || outdir} in ${Math.round(performance.now() - started)} ms`,
);
