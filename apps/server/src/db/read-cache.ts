import { LRUCache } from 'lru-cache';

/** The write generation of each database (its drizzle instance) that has one (embedded). */
const generations = new WeakMap<object, () => number>();

export function registerWriteGeneration(db: object, generation: () => number): void {
  generations.set(db, generation);
}

export interface ReadCache {
  /** `load()`'s answer, from memory when nothing was written to the database since it was read. */
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
}

/**
 * Answers remembered until the next write to the database (decision 038). Only on an embedded
 * database, where every write goes through this process and moves its write generation; with
 * PostgreSQL (other instances write too) there is none and callers read the database each time.
 * An answer is stored under the generation taken before it was read, so one read while a write
 * ran is never served afterwards. Answers are shared: callers must not change them.
 */
export function readCacheFor(db: object, max = 2000): ReadCache | undefined {
  const generation = generations.get(db);
  if (!generation) return undefined;
  const cache = new LRUCache<string, { generation: number; value: unknown }>({ max });
  return {
    async read<T>(key: string, load: () => Promise<T>) {
      const current = generation();
      const hit = cache.get(key);
      if (hit && hit.generation === current) return hit.value as T;
      const value = await load();
      cache.set(key, { generation: current, value });
      return value;
    },
  };
}
