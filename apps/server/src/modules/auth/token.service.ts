import { randomBytes } from 'node:crypto';
import { TOKEN_TTL_SECONDS } from '@quire/shared';
import { eq } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/client.js';
import { appSettings } from '../../db/schema.js';

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
export async function resolveJwtSecret(db: Db, fromEnv?: string): Promise<string> {
  if (fromEnv) return fromEnv;
  await db
    .insert(appSettings)
    .values({ key: 'jwt_secret', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'jwt_secret'));
  if (!row) throw new Error('Could not read or create the JWT secret');
  return row.value;
}

export function createTokenService(secret: string, ttlSeconds = TOKEN_TTL_SECONDS): TokenService {
  const key = new TextEncoder().encode(secret);
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
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const userId = typeof payload.sub === 'string' ? payload.sub : undefined;
        const version = typeof payload.ver === 'number' ? payload.ver : undefined;
        if (!userId || version === undefined) return null;
        return { userId, tokenVersion: version };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
