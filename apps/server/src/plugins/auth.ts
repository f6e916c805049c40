import { SERVER_MESSAGES } from '@quire/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { users } from '../db/schema.js';
import { unauthorized } from '../errors.js';

export interface AuthUser {
  id: string;
  role: 'reader' | 'admin';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller; set by `app.authenticate` (and `app.optionalAuth` when a token is sent). */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
    optionalAuth: (request: FastifyRequest) => Promise<void>;
  }
}

/** The bearer token of a request: the one parser of the Authorization header. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : undefined;
}

/**
 * The lookup behind every authenticated request, prepared once per database so that only its
 * parameter travels (no SQL is rebuilt per request). Never cached: a revoked token version or a
 * deleted user must fail on the very next request, on every instance.
 */
const prepareAuthLookup = (db: Db) =>
  db
    .select({ id: users.id, role: users.role, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('quire_auth_user');
const authLookups = new WeakMap<Db, ReturnType<typeof prepareAuthLookup>>();

/** Resolves a bearer token to a live user: signature, expiry, token version and existence are all checked. */
export async function resolveUserFromToken(app: FastifyInstance, token: string): Promise<AuthUser | null> {
  const claims = await app.tokens.verify(token);
  if (!claims) return null;
  let lookup = authLookups.get(app.db);
  if (!lookup) {
    lookup = prepareAuthLookup(app.db);
    authLookups.set(app.db, lookup);
  }
  const [row] = await lookup.execute({ id: claims.userId });
  if (!row || row.tokenVersion !== claims.tokenVersion) return null;
  return { id: row.id, role: row.role };
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized(SERVER_MESSAGES.unauthorized);
    const user = await resolveUserFromToken(app, token);
    if (!user) throw unauthorized(SERVER_MESSAGES.invalidToken);
    request.user = user;
  });

  app.decorate('optionalAuth', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) return;
    request.user = await resolveUserFromToken(app, token);
  });
});

/** The caller of a route guarded by `app.authenticate`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
