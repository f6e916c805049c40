import { LRUCache } from 'lru-cache';

/**
 * A least-recently-used cache of at most `max` entries whose storage grows as it fills. Bounded by
 * `max`, lru-cache allocates every slot when the cache is made: 12 ms and about 1.4 MB for
 * 50,000 entries, at every start, for caches that a small instance never fills. Bounded by size,
 * each entry counting one, the same limit holds without that.
 */
export function growingLru<K extends {}, V extends {}>(
  max: number,
  options: Omit<LRUCache.Options<K, V, unknown>, 'max' | 'maxSize' | 'sizeCalculation'> = {},
): LRUCache<K, V> {
  return new LRUCache<K, V>({ ...options, maxSize: max, sizeCalculation: () => 1 });
}
