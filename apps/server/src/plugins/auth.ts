import { SERVER_MESSAGES } from '@quire/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../errors.js';
import { type AuthVersions, createAuthVersions } from '../modules/auth/auth-versions.js';
import { authLookupFor } from '../modules/auth/users.repository.js';

/** The Redis channel on which instances tell each other whose tokens were revoked. */
export const AUTH_REVOKED_CHANNEL = 'quire:auth:revoked';

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
    /** The users' token versions as this instance knows them (decision 037). */
    authVersions: AuthVersions;
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
  // Remembered per instance and forgotten on every revocation (decision 037).
  const row = await app.authVersions.lookup(claims.userId);
  if (!row || row.tokenVersion !== claims.tokenVersion) return null;
  return { id: row.id, role: row.role };
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);

  const load = authLookupFor(app.db);
  // One process owns an embedded database: every revocation goes through this instance. With
  // PostgreSQL, other instances may revoke: Redis tells us at once, else entries live one second.
  const mode = app.database.kind === 'pglite' ? 'exact' : app.redis ? 'broadcast' : 'ttl';
  const versions = createAuthVersions({ mode, load });
  app.decorate('authVersions', versions);

  const subscriber =
    mode === 'broadcast'
      ? app.redis?.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null })
      : undefined;
  if (subscriber) {
    subscriber.on('error', () => undefined);
    // Remembered rows are trusted only while the subscription stands; any gap may have lost a
    // message, so a new subscription starts from an empty cache.
    const subscribe = () =>
      subscriber.subscribe(AUTH_REVOKED_CHANNEL).then(
        () => versions.setLive(true),
        (error: Error) => app.log.warn({ err: error }, 'auth revocation channel: subscribe failed'),
      );
    subscriber.on('ready', () => void subscribe());
    for (const event of ['close', 'reconnecting', 'end']) subscriber.on(event, () => versions.setLive(false));
    subscriber.on('message', (channel: string, userId: string) => {
      if (channel === AUTH_REVOKED_CHANNEL) versions.forget(userId);
    });
    app.addHook('onClose', async () => {
      subscriber.disconnect();
    });
  }

  const revoked = ({ userId }: { userId: string }) => {
    versions.forget(userId);
    // The other instances forget the user when the message arrives (well within a second).
    app.redis
      ?.publish(AUTH_REVOKED_CHANNEL, userId)
      .catch((error: Error) => app.log.warn({ err: error }, 'auth revocation channel: publish failed'));
  };
  app.events.on('user.sessions.revoked', revoked);
  app.events.on('user.deleted', revoked);

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
