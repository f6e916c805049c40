/**
 * The code cache of the bundled server (decision 069): `apps/server/bundle/server.js` runs the
 * bundle from V8's cache of it and leaves this handle on `globalThis`. Started otherwise (the
 * compiled `dist/`, the tests), there is no handle and nothing to do.
 */
interface CodeCache {
  used: boolean;
  save(): void;
}

const codeCache = () => (globalThis as Record<symbol, CodeCache | undefined>)[Symbol.for('quire.codeCache')];

/**
 * Writes the cache of what the start has compiled, unless the start ran from it. Called once the
 * server listens, before any V8 flag changes (V8 refuses a cache made under other flags).
 *
 * Not after a start that seeded the demo catalogue (decision 072): the collections of that long
 * start drop the compiled code of what ran only once, every module's top level among it, and a
 * cache written then (2.5 MB against 3.3) made every later start ~140 ms slower. The next start,
 * an ordinary one, writes it. Answers whether it asked for the cache to be written.
 */
export function saveCodeCache(start: { seeded: boolean }): boolean {
  const cache = codeCache();
  if (!cache || start.seeded) return false;
  cache.save();
  return true;
}

/** Whether this start ran from the code cache; undefined when started without the bundle. */
export function startedFromCodeCache(): boolean | undefined {
  return codeCache()?.used;
}
