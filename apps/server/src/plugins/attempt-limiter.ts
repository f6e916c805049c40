import { serviceUnavailable } from '../errors.js';
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

/** A Redis command that gets no answer within this time fails the request (503) instead of hanging it. */
const REDIS_COMMAND_TIMEOUT_MS = 2000;

/**
 * Counts in Redis, shared by every instance. When Redis is unreachable the limiter fails
 * closed: the request answers 503 (SERVICE_UNAVAILABLE) rather than skipping the limit.
 */
export function createRedisLimiter(
  redis: Redis,
  prefix = 'quire:limit:',
  timeoutMs = REDIS_COMMAND_TIMEOUT_MS,
): AttemptLimiter {
  const guarded = async <T>(command: () => Promise<T>): Promise<T> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Command timed out')), timeoutMs);
    });
    try {
      return await Promise.race([command(), timeout]);
    } catch {
      throw serviceUnavailable();
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    hit: (key, windowSeconds) =>
      guarded(async () => {
        const results = await redis
          .multi()
          .incr(prefix + key)
          .expire(prefix + key, windowSeconds, 'NX')
          .exec();
        const [incrError, count] = results?.[0] ?? [];
        if (incrError) throw incrError;
        return Number(count ?? 0);
      }),
    count: (key) => guarded(async () => Number((await redis.get(prefix + key)) ?? 0)),
    reset: (key) =>
      guarded(async () => {
        await redis.del(prefix + key);
      }),
  };
}
