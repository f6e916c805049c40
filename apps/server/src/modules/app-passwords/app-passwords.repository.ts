import { and, desc, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { readCacheFor } from '../../db/read-cache.js';
import { appPasswords, users } from '../../db/schema.js';

export type AppPasswordRow = Pick<
  typeof appPasswords.$inferSelect,
  'id' | 'name' | 'createdAt' | 'lastUsedAt'
>;

/** A row is live while it carries its user's current token version (decision 023). */
const live = sql`${appPasswords.tokenVersion} = ${users.tokenVersion}`;

const listed = {
  id: appPasswords.id,
  name: appPasswords.name,
  createdAt: appPasswords.createdAt,
  lastUsedAt: appPasswords.lastUsedAt,
};

/** The only writer of app_passwords; every query is filtered by its user. */
export function createAppPasswordsRepository(db: Db) {
  // Run on every OPDS request an e-reader makes with a remembered app password: built and
  // prepared once, so a request only binds its two values (decision 057).
  const liveById = db
    .select({ id: users.id, role: users.role })
    .from(appPasswords)
    .innerJoin(users, eq(users.id, appPasswords.userId))
    .where(
      and(
        eq(appPasswords.id, sql.placeholder('id')),
        sql`lower(${users.email}) = lower(${sql.placeholder('email')})`,
        live,
      ),
    )
    .prepare('quire_app_password_live_by_id');
  const liveReads = readCacheFor(db, 1000);

  return {
    async listLive(userId: string): Promise<AppPasswordRow[]> {
      return db
        .select(listed)
        .from(appPasswords)
        .innerJoin(users, eq(users.id, appPasswords.userId))
        .where(and(eq(appPasswords.userId, userId), live))
        .orderBy(desc(appPasswords.createdAt), desc(appPasswords.id));
    },

    async countLive(userId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(appPasswords)
        .innerJoin(users, eq(users.id, appPasswords.userId))
        .where(and(eq(appPasswords.userId, userId), live));
      return row?.count ?? 0;
    },

    /**
     * Stores a new app password at the user's current token version (a revocation racing with
     * this leaves it at the old version: dead at once, the safe side).
     */
    async insert(
      userId: string,
      name: string,
      secretHash: string,
      koreader: { koreaderKey: string; koreaderKeyCompact: string },
    ): Promise<AppPasswordRow | undefined> {
      const [user] = await db
        .select({ tokenVersion: users.tokenVersion })
        .from(users)
        .where(eq(users.id, userId));
      if (!user) return undefined;
      const [row] = await db
        .insert(appPasswords)
        .values({ userId, name, secretHash, ...koreader, tokenVersion: user.tokenVersion })
        .returning(listed);
      return row;
    },

    /** Deletes one of the user's app passwords; answers whether there was one. */
    async delete(userId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(appPasswords)
        .where(and(eq(appPasswords.id, id), eq(appPasswords.userId, userId)))
        .returning({ id: appPasswords.id });
      return deleted.length > 0;
    },

    /** The user an e-mail and a live app password's hash belong to, with the password's id. */
    async findLive(email: string, secretHash: string) {
      const [row] = await db
        .select({ id: users.id, role: users.role, appPasswordId: appPasswords.id })
        .from(appPasswords)
        .innerJoin(users, eq(users.id, appPasswords.userId))
        .where(
          and(eq(appPasswords.secretHash, secretHash), sql`lower(${users.email}) = lower(${email})`, live),
        );
      return row;
    },

    /** The user an e-mail and a live app password's KOReader key hash belong to (decision 055). */
    async findLiveByKoreaderKey(email: string, keyHash: string) {
      const [row] = await db
        .select({ id: users.id, role: users.role, appPasswordId: appPasswords.id })
        .from(appPasswords)
        .innerJoin(users, eq(users.id, appPasswords.userId))
        .where(
          and(
            or(eq(appPasswords.koreaderKey, keyHash), eq(appPasswords.koreaderKeyCompact, keyHash)),
            sql`lower(${users.email}) = lower(${email})`,
            live,
          ),
        );
      return row;
    },

    /**
     * The user of an app password by its id, while it is still live and still that e-mail's: the
     * cheap re-check of one remembered as verified (a key lookup, no secret needed).
     */
    async findLiveById(id: string, email: string) {
      const load = async () => (await liveById.execute({ id, email }))[0];
      // Embedded: the answer until the next write to the database (decision 038), and every
      // revocation, "log out everywhere" and e-mail change is one; elsewhere read each time.
      return liveReads ? liveReads.read(`${id}:${email}`, load) : load();
    },
    /** Notes a use; at most once a minute, so a feed's many requests write once. */
    async touch(id: string, now: Date) {
      await db
        .update(appPasswords)
        .set({ lastUsedAt: now })
        .where(
          and(
            eq(appPasswords.id, id),
            or(
              isNull(appPasswords.lastUsedAt),
              lt(appPasswords.lastUsedAt, new Date(now.getTime() - 60_000)),
            ),
          ),
        );
    },

    /** Removes the user's app passwords a token revocation left behind (housekeeping). */
    async deleteRevoked(userId: string) {
      await db
        .delete(appPasswords)
        .where(
          and(
            eq(appPasswords.userId, userId),
            ne(
              appPasswords.tokenVersion,
              db.select({ v: users.tokenVersion }).from(users).where(eq(users.id, userId)),
            ),
          ),
        );
    },
  };
}

export type AppPasswordsRepository = ReturnType<typeof createAppPasswordsRepository>;
