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
 */
export function saveCodeCache(): void {
  codeCache()?.save();
}

/** Whether this start ran from the code cache; undefined when started without the bundle. */
export function startedFromCodeCache(): boolean | undefined {
  return codeCache()?.used;
}
