import { describe, expect, it } from 'vitest';
import { growingLru } from './growing-lru.js';

describe('growingLru', () => {
  it('keeps at most max entries, forgetting the least recently used first', () => {
    const cache = growingLru<string, number>(3);
    for (const [key, value] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ] as const)
      cache.set(key, value);
    expect(cache.get('a')).toBe(1); // a is now the most recently used
    cache.set('d', 4);
    expect(cache.size).toBe(3);
    expect(cache.has('b')).toBe(false);
    expect([...cache.keys()].sort()).toEqual(['a', 'c', 'd']);
  });

  it('passes its other options on: an entry past its ttl is gone', () => {
    let now = 1_000;
    const cache = growingLru<string, string>(10, { ttl: 50, ttlResolution: 0, perf: { now: () => now } });
    cache.set('token', 'claims');
    now += 49;
    expect(cache.get('token')).toBe('claims');
    now += 2;
    expect(cache.get('token')).toBeUndefined();
  });

  it('allocates nothing for the entries it does not hold yet', () => {
    const before = process.memoryUsage().heapUsed;
    // Bounded by `max`, lru-cache would allocate about 140 MB of slots for this at once.
    const cache = growingLru<string, number>(5_000_000);
    cache.set('one', 1);
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(20 * 1024 * 1024);
    expect(cache.get('one')).toBe(1);
  });
});
