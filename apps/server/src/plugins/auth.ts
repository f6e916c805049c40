import { SERVER_MESSAGES } from '@quire/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../errors.js';
import { authLookupFor } from '../modules/auth/users.repository.js';

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

/** Resolves a bearer token to a live user: signature, expiry, token version and existence are all checked. */
export async function resolveUserFromToken(app: FastifyInstance, token: string): Promise<AuthUser | null> {
  const claims = await app.tokens.verify(token);
  if (!claims) return null;
  // Prepared once per database, never cached (users.repository).
  const row = await authLookupFor(app.db)(claims.userId);
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
