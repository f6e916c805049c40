import { randomBytes } from 'node:crypto';
import { TOKEN_TTL_SECONDS } from '@quire/shared';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { SettingsRepository } from '../settings/settings.repository.js';
import { growingLru } from '../../lib/growing-lru.js';

export interface TokenClaims {
  userId: string;
  tokenVersion: number;
}

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  /** The claims of a valid token, or null for a bad, expired or unsigned one. */
  verify(token: string): Promise<TokenClaims | null>;
}

/** JWT_SECRET from the environment, else one generated once and kept in the database (shared by instances). */
export async function resolveJwtSecret(settings: SettingsRepository, fromEnv?: string): Promise<string> {
  if (fromEnv) return fromEnv;
  const secret = await settings.findOrCreate('jwt_secret', randomBytes(48).toString('base64url'));
  if (!secret) throw new Error('Could not read or create the JWT secret');
  return secret;
}

/** Verified tokens remembered per instance (bounded; oldest forgotten first). */
const VERIFIED_MAX = 10_000;

export function createTokenService(secret: string, ttlSeconds = TOKEN_TTL_SECONDS): TokenService {
  const key = new TextEncoder().encode(secret);
  // A signature check costs more than the rest of a cached list request. The same bytes always
  // verify the same way under the same secret, so a token that verified once is remembered until
  // it expires; only its claims are kept, and the token version is still checked against the
  // database on every request (decision 007).
  // Bounded: at most VERIFIED_MAX tokens (least recently used forgotten first), each at most
  // until it expires.
  const verified = growingLru<string, { claims: TokenClaims; expiresAt: number }>(VERIFIED_MAX);
  const remember = (token: string, claims: TokenClaims, exp: number | undefined) => {
    if (exp === undefined) return;
    const ttl = exp * 1000 - Date.now();
    if (ttl <= 0) return;
    verified.set(token, { claims, expiresAt: exp * 1000 }, { ttl });
  };
  return {
    async sign({ userId, tokenVersion }) {
      return new SignJWT({ id: userId, ver: tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },
    async verify(token) {
      const hit = verified.get(token);
      if (hit) {
        if (hit.expiresAt > Date.now()) return hit.claims;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const userId = typeof payload.sub === 'string' ? payload.sub : undefined;
        const version = typeof payload.ver === 'number' ? payload.ver : undefined;
        if (!userId || version === undefined) return null;
        const claims = { userId, tokenVersion: version };
        remember(token, claims, payload.exp);
        return claims;
      } catch (error) {
        if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
