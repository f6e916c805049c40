import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  RLWrapperTimeouts,
} from 'rate-limiter-flexible';

/** One budget an attempt is counted against: a key, how many attempts it allows, over how long. */
export interface AttemptBudget {
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Counts attempts atomically (decision 012): an attempt is consumed from every budget *before*
 * the guarded work runs, so parallel attempts can never all slip under the limit. Backed by
 * rate-limiter-flexible: in memory for one instance, in Redis (shared by every instance) otherwise.
 */
export interface AttemptLimiter {
  /** Consumes one attempt from each budget; answers false when any of them is spent. */
  consume(budgets: readonly AttemptBudget[]): Promise<boolean>;
  /** Consumes one from a single budget; when it is spent, says in how many seconds it frees up. */
  take(budget: AttemptBudget): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  /** Forgets a key's attempts (a successful sign-in, for instance). */
  reset(key: string, limit: number, windowSeconds: number): Promise<void>;
  /**
   * Gives back the one attempt `consume` took from each budget, and nothing more: for an attempt
   * that turned out to be allowed work, so it costs nothing while every other attempt counted in
   * the same budgets (another source's failures included) stays counted.
   */
  refund(budgets: readonly AttemptBudget[]): Promise<void>;
}

/** A Redis command that gets no answer within this time falls back to the in-memory count. */
const REDIS_COMMAND_TIMEOUT_MS = 2000;

type LimiterFactory = (limit: number, windowSeconds: number) => RateLimiterAbstract;

function createLimiter(factory: LimiterFactory): AttemptLimiter {
  // One rate-limiter per (limit, window) pair; there are only a handful of those.
  const limiters = new Map<string, RateLimiterAbstract>();
  const limiterFor = (limit: number, windowSeconds: number) => {
    const id = `${limit}:${windowSeconds}`;
    let limiter = limiters.get(id);
    if (!limiter) {
      limiter = factory(limit, windowSeconds);
      limiters.set(id, limiter);
    }
    return limiter;
  };
  return {
    async consume(budgets) {
      let allowed = true;
      for (const { key, limit, windowSeconds } of budgets) {
        try {
          await limiterFor(limit, windowSeconds).consume(key);
        } catch (error) {
          if (!(error instanceof RateLimiterRes)) throw error;
          allowed = false;
        }
      }
      return allowed;
    },
    async take({ key, limit, windowSeconds }) {
      try {
        await limiterFor(limit, windowSeconds).consume(key);
        return { allowed: true, retryAfterSeconds: 0 };
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
      }
    },
    async reset(key, limit, windowSeconds) {
      await limiterFor(limit, windowSeconds).delete(key);
    },
    async refund(budgets) {
      for (const { key, limit, windowSeconds } of budgets) {
        const limiter = limiterFor(limit, windowSeconds);
        const { consumedPoints } = await limiter.reward(key, 1);
        // The window ended between the consume and this refund: the reward opened a new one
        // below zero, which would be a spare attempt; an empty window is what is owed.
        if (consumedPoints < 0) await limiter.delete(key);
      }
    },
  };
}

export function createMemoryLimiter(): AttemptLimiter {
  return createLimiter(
    (points, duration) => new RateLimiterMemory({ keyPrefix: 'quire:limit', points, duration }),
  );
}

/**
 * Counts in Redis, shared by every instance. While Redis is unreachable (or does not answer in
 * time) each instance counts in its own memory instead, so sign-in keeps working and stays limited.
 */
export function createRedisLimiter(
  redis: Redis,
  prefix = 'quire:limit',
  timeoutMs = REDIS_COMMAND_TIMEOUT_MS,
): AttemptLimiter {
  return createLimiter((points, duration) => {
    const insuranceLimiter = new RateLimiterMemory({ keyPrefix: prefix, points, duration });
    const inRedis = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: prefix,
      points,
      duration,
      rejectIfRedisNotReady: true,
      insuranceLimiter,
    });
    return new RLWrapperTimeouts({ limiter: inRedis, timeoutMs, insuranceLimiter });
  });
}
