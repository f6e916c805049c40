import { SERVER_MESSAGES } from '@quire/shared';
import { endpoints } from '@quire/shared/endpoints';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { tooManyRequests } from '../errors.js';
import { routeKey } from '../route.js';

/** The buckets a write can fall in; each route uses exactly one. */
export type WriteBucket = 'write' | 'upload' | 'register';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Writes that store large bodies or images: a tighter, hourly budget of their own. */
const UPLOAD_ROUTES = new Set(
  [
    endpoints.createBook,
    endpoints.updateBook,
    endpoints.uploadImage,
    endpoints.importBook,
    endpoints.uploadAvatar,
    endpoints.importGoodreads,
  ].map(routeKey),
);
const REGISTER_ROUTES = new Set([routeKey(endpoints.register)]);

/** Which bucket a route's writes count against, or null for a route that is not limited. */
export function writeBucketOf(method: string, url: string): WriteBucket | null {
  if (!WRITE_METHODS.has(method) || !url.startsWith('/api/')) return null;
  const route = `${method} ${url}`;
  if (REGISTER_ROUTES.has(route)) return 'register';
  if (UPLOAD_ROUTES.has(route)) return 'upload';
  return 'write';
}

/** The signed-in user when the route authenticated the caller, the client address otherwise. */
const callerOf = (request: FastifyRequest) => (request.user ? `u:${request.user.id}` : `ip:${request.ip}`);

/**
 * Limits every write under /api without touching the route files: an `onRoute` hook appends
 * one check to each write route's own `onRequest` hooks, so it runs after the route's
 * authentication (keyed per user) and before the body is read (a refused upload costs nothing).
 * The counts go through the app's one limiter (`app.limiter`, decision 012): in Redis when the
 * app has one, shared by every instance, and in memory while Redis is away, so writes stay
 * limited and keep working. Over the limit the answer is 429 `{ message, code: 'RATE_LIMITED' }`
 * with `Retry-After` seconds.
 */
export const writeLimitsPlugin = fp(
  async (app: FastifyInstance) => {
    const { env } = app;
    const budgets: Record<WriteBucket, { limit: number; windowSeconds: number }> = {
      write: { limit: env.WRITE_LIMIT_PER_MINUTE, windowSeconds: 60 },
      upload: { limit: env.UPLOAD_LIMIT_PER_HOUR, windowSeconds: 3600 },
      register: { limit: env.REGISTER_LIMIT_PER_HOUR, windowSeconds: 3600 },
    };

    const check = (bucket: WriteBucket): onRequestHookHandler =>
      async function writeLimit(request, reply) {
        const { allowed, retryAfterSeconds } = await app.limiter.take({
          key: `write:${bucket}:${callerOf(request)}`,
          ...budgets[bucket],
        });
        if (!allowed) {
          reply.header('Retry-After', String(retryAfterSeconds));
          throw tooManyRequests(SERVER_MESSAGES.rateLimited);
        }
      };
    const hooks: Record<WriteBucket, onRequestHookHandler> = {
      write: check('write'),
      upload: check('upload'),
      register: check('register'),
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
