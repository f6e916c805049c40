import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { type Db, transaction } from '../../db/client.js';
import { ssoIdentities, ssoSignInCodes, users } from '../../db/schema.js';
import type { NewUserRow, UserRow } from './users.repository.js';

/** One person at one OpenID Connect provider: the issuer and its subject identifier. */
export interface SsoIdentity {
  issuer: string;
  subject: string;
}

/**
 * The single sign-on tables (decision 051): the identities linked to accounts, and the one-time
 * codes a finished sign-in is exchanged with. The only writer of both.
 */
export function createSsoRepository(db: Db) {
  return {
    /** The account this identity is linked to, noting the sign-in; undefined when none is. */
    async signInLinked({ issuer, subject }: SsoIdentity): Promise<UserRow | undefined> {
      const [link] = await db
        .update(ssoIdentities)
        .set({ lastSignInAt: new Date() })
        .where(and(eq(ssoIdentities.issuer, issuer), eq(ssoIdentities.subject, subject)))
        .returning({ userId: ssoIdentities.userId });
      if (!link) return undefined;
      const [row] = await db.select().from(users).where(eq(users.id, link.userId));
      return row;
    },

    /**
     * Links the identity to an account. Two first sign-ins of one identity racing each other link
     * it once: the answer is the account the identity belongs to afterwards, whichever won.
     */
    async link({ issuer, subject }: SsoIdentity, userId: string): Promise<string> {
      await db.insert(ssoIdentities).values({ issuer, subject, userId }).onConflictDoNothing();
      const [link] = await db
        .select({ userId: ssoIdentities.userId })
        .from(ssoIdentities)
        .where(and(eq(ssoIdentities.issuer, issuer), eq(ssoIdentities.subject, subject)));
      return link?.userId ?? userId;
    },

    /** A new account and its link to the identity, both or neither. */
    async createLinkedUser(identity: SsoIdentity, values: NewUserRow): Promise<UserRow> {
      return transaction(db, async (tx) => {
        const [row] = await tx.insert(users).values(values).returning();
        await tx.insert(ssoIdentities).values({ ...identity, userId: row!.id });
        return row!;
      });
    },

    /** Keeps a one-time code's hash for `userId` until `expiresAt`; forgets codes already expired. */
    async saveCode(codeHash: string, userId: string, expiresAt: Date): Promise<void> {
      await db.delete(ssoSignInCodes).where(lte(ssoSignInCodes.expiresAt, sql`now()`));
      await db.insert(ssoSignInCodes).values({ codeHash, userId, expiresAt });
    },

    /** The account of a live code, which is used up by being taken (one statement: once only). */
    async takeCode(codeHash: string): Promise<string | undefined> {
      const [row] = await db
        .delete(ssoSignInCodes)
        .where(and(eq(ssoSignInCodes.codeHash, codeHash), gt(ssoSignInCodes.expiresAt, sql`now()`)))
        .returning({ userId: ssoSignInCodes.userId });
      return row?.userId;
    },
  };
}

export type SsoRepository = ReturnType<typeof createSsoRepository>;
