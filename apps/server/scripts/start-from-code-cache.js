// The bundle's entry, `apps/server/bundle/server.js` (decision 069): it runs the bundled server,
// `server.cjs` beside it, from V8's code cache of it when there is one. Node 20 compiles every ES
// module from its source at each start; a script compiled through `vm.Script` can be given the
// code V8 kept from an earlier start instead: the functions that start ran, compiled already.
//
// The cache is written once the server listens (it then holds what the start compiled), beside
// the bundle, by the server calling the function this file leaves on `globalThis`. V8 refuses a
// cache made from other source, by another V8 or with other flags (the start then compiles as
// before), and that start writes it again. A folder that cannot be written to costs nothing but
// the cache.
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import vm from 'node:vm';

// One thread for V8's WebAssembly compilations (decision 075). PGlite's PostgreSQL runs compiled
// function by function as it is first called, and V8 compiles the functions that run most again,
// optimised, in the background: at the start, on as many threads as there are cores, which took
// the main thread's core from it for a third of the start (~200 of ~650 ms on 2 cores). Set here,
// before the script is compiled, because V8 only accepts a code cache made with the same flags.
setFlagsFromString('--wasm-num-compilation-tasks=1');

const file = path.join(import.meta.dirname, 'server.cjs');
const cacheFile = `${file}.cache`;

let cachedData;
try {
  cachedData = readFileSync(cacheFile);
} catch {}

// The wrapper Node gives a CommonJS module, on the source's first line so line numbers hold. The
// bundle is ASCII (the bundle script escapes every other character), so it is read as Latin-1:
// the same text, without the UTF-8 decoding that took about 40 ms of the 5 MB.
const script = new vm.Script(
  `(function (exports, require, module, __filename, __dirname) {${readFileSync(file, 'latin1')}\n})`,
  // The bundle has no `import()` (the bundle script makes each a `require`).
  { filename: file, cachedData },
);
const fresh = cachedData !== undefined && !script.cachedDataRejected;
// Read: the 2.4 MB buffer is not kept for the life of the process.
cachedData = undefined;

globalThis[Symbol.for('quire.codeCache')] = {
  /** Whether this start ran from the cache. */
  used: fresh,
  /** Writes the cache of what has been compiled so far, unless this start ran from it. */
  save() {
    if (fresh) return;
    const partial = `${cacheFile}.${process.pid}`;
    try {
      writeFileSync(partial, script.createCachedData());
      // Whole or not at all: a start reading it meanwhile sees the old file or the new one.
      renameSync(partial, cacheFile);
    } catch {
      rmSync(partial, { force: true });
    }
  },
};

const module = { exports: {} };
script.runInThisContext()(module.exports, createRequire(file), module, file, import.meta.dirname);
