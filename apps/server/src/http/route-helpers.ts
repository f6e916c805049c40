import { errorResponseSchema, TIME_ZONE_HEADER } from '@quire/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The Fastify instance with the zod type provider, as route files receive it. */
export type RouteApp = Parameters<FastifyPluginAsyncZod>[0];

/** The error answers most routes document. */
export const readingErrors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

/** Resolves the caller's time zone for this request (and stores the browser's when it changed). */
export type ZoneOf = (request: FastifyRequest) => Promise<string>;

/** The zone the browser reports: the X-Time-Zone header, else a `tz` query parameter. */
export function requestedTimeZone(request: FastifyRequest): string | undefined {
  const header = request.headers[TIME_ZONE_HEADER];
  if (typeof header === 'string' && header) return header;
  const query = request.url.indexOf('?');
  if (query === -1) return undefined;
  return new URLSearchParams(request.url.slice(query + 1)).get('tz') ?? undefined;
}

/**
 * Registers `routes` in an encapsulated scope where every route needs a signed-in caller:
 * authentication is declared once here (an onRequest hook), and each route is marked as secured
 * in the OpenAPI document. Public routes of a module are registered outside this scope.
 */
export function protectedScope(app: RouteApp, routes: (scope: RouteApp) => void | Promise<void>) {
  return app.register(async (scope) => {
    scope.addHook('onRequest', scope.authenticate);
    scope.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, security: [{ bearerAuth: [] }] };
    });
    await routes(scope);
  });
}

/**
 * Marks every answer of this plugin's routes `Cache-Control: private, no-store` unless a route set
 * its own: answers that carry the caller's own data or per-caller flags must not sit in a shared cache.
 */
export function keepAnswersPrivate(app: RouteApp) {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
    return payload;
  });
}
