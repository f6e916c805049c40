import rateLimit from '@fastify/rate-limit';
import { SERVER_MESSAGES } from '@quire/shared';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { serviceUnavailable, tooManyRequests } from '../errors.js';

/** The buckets a write can fall in; each route uses exactly one. */
export type WriteBucket = 'write' | 'upload' | 'register';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Writes that store large bodies or images: a tighter, hourly budget of their own. */
const UPLOAD_ROUTES = new Set([
  'POST /api/upload-book',
  'PUT /api/upload-book/:bookId',
  'POST /api/images',
  'POST /api/auth/user/avatar',
]);
const REGISTER_ROUTES = new Set(['POST /api/auth/register']);

/** Which bucket a route's writes count against, or null for a route that is not limited. */
export function writeBucketOf(method: string, url: string): WriteBucket | null {
  if (!WRITE_METHODS.has(method) || !url.startsWith('/api/')) return null;
  const route = `${method} ${url}`;
  if (REGISTER_ROUTES.has(route)) return 'register';
  if (UPLOAD_ROUTES.has(route)) return 'upload';
  return 'write';
}

/** A Redis command that gets no answer within this time fails the request (503) instead of hanging it. */
const STORE_TIMEOUT_MS = 2000;
/** Callers remembered by the in-memory store before the least recent is forgotten. */
const MEMORY_CALLERS = 100_000;

type Limiter = (request: FastifyRequest) => Promise<{
  isAllowed: boolean;
  isExceeded?: boolean;
  ttlInSeconds?: number;
}>;

/** The signed-in user when the route authenticated the caller, the client address otherwise. */
const callerOf = (request: FastifyRequest) => (request.user ? `u:${request.user.id}` : `ip:${request.ip}`);

/**
 * Limits every write under /api without touching the route files: an `onRoute` hook appends
 * one check to each write route's own `onRequest` hooks, so it runs after the route's
 * authentication (keyed per user) and before the body is read (a refused upload costs nothing).
 * Counters live in Redis when the app has one (shared by every instance), else in memory.
 * Over the limit the answer is 429 `{ message, code: 'RATE_LIMITED' }` with `Retry-After` seconds.
 */
export const writeLimitsPlugin = fp(
  async (app: FastifyInstance) => {
    // Buckets made with createRateLimit get a child store; in Redis its keys read
    // `quire:write-limit:undefinedundefined-<bucket>:<caller>` (the child names no route).
    await app.register(rateLimit, {
      global: false,
      ...(app.redis ? { redis: app.redis, nameSpace: 'quire:write-limit:' } : {}),
    });

    const { env } = app;
    const make = (bucket: WriteBucket, max: number, timeWindow: number): Limiter =>
      app.createRateLimit({
        max,
        timeWindow,
        // Size of the in-memory store (read by @fastify/rate-limit, missing from its types).
        ...{ cache: MEMORY_CALLERS },
        keyGenerator: (request: FastifyRequest) => `${bucket}:${callerOf(request)}`,
      }) as Limiter;
    const limiters: Record<WriteBucket, Limiter> = {
      write: make('write', env.WRITE_LIMIT_PER_MINUTE, 60_000),
      upload: make('upload', env.UPLOAD_LIMIT_PER_HOUR, 3_600_000),
      register: make('register', env.REGISTER_LIMIT_PER_HOUR, 3_600_000),
    };

    const check = (limiter: Limiter): onRequestHookHandler =>
      async function writeLimit(request, reply) {
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(serviceUnavailable()), STORE_TIMEOUT_MS);
        });
        let result: Awaited<ReturnType<Limiter>>;
        try {
          result = await Promise.race([limiter(request), timeout]);
        } catch (error) {
          // Redis unreachable: fail closed, like the sign-in limiter.
          request.log.warn({ err: error }, 'write limit store unavailable');
          throw serviceUnavailable();
        } finally {
          clearTimeout(timer);
        }
        if (result.isExceeded) {
          reply.header('Retry-After', String(Math.max(1, result.ttlInSeconds ?? 1)));
          throw tooManyRequests(SERVER_MESSAGES.rateLimited);
        }
      };
    const hooks: Record<WriteBucket, onRequestHookHandler> = {
      write: check(limiters.write),
      upload: check(limiters.upload),
      register: check(limiters.register),
    };

    app.addHook('onRoute', (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const buckets = new Set(methods.map((method) => writeBucketOf(method, route.url)));
      buckets.delete(null);
      const [bucket] = [...buckets] as WriteBucket[];
      if (!bucket) return;
      const existing = route.onRequest;
      route.onRequest = [
        ...(Array.isArray(existing) ? existing : existing ? [existing] : []),
        hooks[bucket],
      ] as RouteOptions['onRequest'];
    });
  },
  { name: 'write-limits' },
);
