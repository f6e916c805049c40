import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { goals } from '../../db/schema.js';

export type GoalRow = typeof goals.$inferSelect;
export type NewGoal = Pick<GoalRow, 'type' | 'target' | 'timeframe' | 'startDate' | 'endDate'>;

/** The caller's goals; every query is filtered by the owner. */
export function createGoalsRepository(db: Db) {
  return {
    async listForUser(userId: string): Promise<GoalRow[]> {
      return db
        .select()
        .from(goals)
        .where(eq(goals.userId, userId))
        .orderBy(asc(goals.startDate), asc(goals.createdAt));
    },

    async findForUser(userId: string, id: string): Promise<GoalRow | undefined> {
      const [row] = await db
        .select()
        .from(goals)
        .where(and(eq(goals.id, id), eq(goals.userId, userId)));
      return row;
    },

    async insert(userId: string, values: NewGoal): Promise<GoalRow> {
      const [row] = await db
        .insert(goals)
        .values({ ...values, userId })
        .returning();
      return row!;
    },

    async update(userId: string, id: string, values: NewGoal): Promise<GoalRow | undefined> {
      const [row] = await db
        .update(goals)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(goals.id, id), eq(goals.userId, userId)))
        .returning();
      return row;
    },

    async delete(userId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(goals)
        .where(and(eq(goals.id, id), eq(goals.userId, userId)))
        .returning({ id: goals.id });
      return deleted.length > 0;
    },
  };
}

export type GoalsRepository = ReturnType<typeof createGoalsRepository>;
