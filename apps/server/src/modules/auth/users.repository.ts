import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { withCompiledRows } from '../../db/compiled-rows.js';
import { users } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;

/** What every authenticated request needs of its user. */
export interface AuthRow {
  id: string;
  role: 'reader' | 'admin';
  tokenVersion: number;
}

/**
 * The lookup behind every authenticated request, prepared once per database so that only its
 * parameter travels (no SQL is rebuilt per request). Its answers are remembered by the auth
 * plugin's token-version cache, which every revocation goes through (decision 037).
 */
const prepareAuthLookup = (db: Db) =>
  withCompiledRows(
    db
      .select({ id: users.id, role: users.role, tokenVersion: users.tokenVersion })
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare('quire_auth_user'),
  );
const authLookups = new WeakMap<Db, ReturnType<typeof prepareAuthLookup>>();

/** The prepared auth lookup of `db` (prepared on first use). */
export function authLookupFor(db: Db): (id: string) => Promise<AuthRow | undefined> {
  let lookup = authLookups.get(db);
  if (!lookup) {
    lookup = prepareAuthLookup(db);
    authLookups.set(db, lookup);
  }
  const prepared = lookup;
  return async (id) => (await prepared.execute({ id }))[0];
}
export type NewUserRow = typeof users.$inferInsert;

export function createUsersRepository(db: Db) {
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    /** Case-insensitive lookup (the unique index is on lower(email)). */
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
      return row;
    },
    async insert(values: NewUserRow): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },
    async update(id: string, values: Partial<NewUserRow>): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
    async bumpTokenVersion(id: string): Promise<number> {
      const [row] = await db
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning({ tokenVersion: users.tokenVersion });
      return row?.tokenVersion ?? 0;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
