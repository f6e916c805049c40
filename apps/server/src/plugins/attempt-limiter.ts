import type { Redis } from 'ioredis';

/** Counts attempts per key in a fixed window; shared across instances when backed by Redis. */
export interface AttemptLimiter {
  /** Adds one attempt and answers how many there are in the current window. */
  hit(key: string, windowSeconds: number): Promise<number>;
  count(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

export function createMemoryLimiter(): AttemptLimiter {
  const buckets = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string) => {
    const bucket = buckets.get(key);
    if (bucket && bucket.expiresAt <= Date.now()) {
      buckets.delete(key);
      return undefined;
    }
    return bucket;
  };
  return {
    async hit(key, windowSeconds) {
      if (buckets.size > 100_000) {
        for (const k of buckets.keys()) live(k);
      }
      const bucket = live(key) ?? { count: 0, expiresAt: Date.now() + windowSeconds * 1000 };
      bucket.count += 1;
      buckets.set(key, bucket);
      return bucket.count;
    },
    async count(key) {
      return live(key)?.count ?? 0;
    },
    async reset(key) {
      buckets.delete(key);
    },
  };
}

export function createRedisLimiter(redis: Redis, prefix = 'quire:limit:'): AttemptLimiter {
  return {
    async hit(key, windowSeconds) {
      const results = await redis
        .multi()
        .incr(prefix + key)
        .expire(prefix + key, windowSeconds, 'NX')
        .exec();
      return Number(results?.[0]?.[1] ?? 0);
    },
    async count(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
