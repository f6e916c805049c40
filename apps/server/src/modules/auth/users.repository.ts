import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;
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
