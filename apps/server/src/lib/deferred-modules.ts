import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Loaders of the modules the start defers, for `loadDeferredModules`. */
const loaders: (() => unknown)[] = [];

/**
 * A CommonJS package loaded on its first use rather than while the server starts (decision 058):
 * image processing and XML building are not needed to answer a first request, and loading them
 * was a tenth of a start. Synchronous, so the functions that use it keep their signatures.
 */
export function deferredModule<T>(name: string): () => T {
  let loaded: T | undefined;
  const load = () => {
    loaded ??= require(name) as T;
    return loaded;
  };
  loaders.push(load);
  return load;
}

/**
 * Loads every deferred module now: called once the server has answered, so that the first
 * request needing one does not wait for it. A module that fails to load fails here harmlessly
 * and again, with its error, on the request that needs it.
 */
export function loadDeferredModules(): void {
  for (const load of loaders) {
    try {
      load();
    } catch {
      // Reported by the request that uses it.
    }
  }
}
