import type { ManualLogKind } from '@quire/shared';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  books,
  libraryEntries,
  outsideBooks,
  readingSessions,
  userAchievements,
  users,
} from '../../db/schema.js';
import type { ActivitySession, BookActivity, Completion, OutsideRead } from '../../lib/reading-stats.js';

export type ManualLogRow = Pick<
  typeof readingSessions.$inferSelect,
  'id' | 'startedAt' | 'durationSeconds' | 'manualKind' | 'createdAt'
>;

/** Reading activity (sessions, completions, manual logs), the caller's zone and achievements. */
export function createReadingRepository(db: Db) {
  return {
    async findTimeZone(userId: string): Promise<string | undefined> {
      const [row] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId));
      return row?.timeZone;
    },

    async saveTimeZone(userId: string, timeZone: string): Promise<void> {
      await db.update(users).set({ timeZone }).where(eq(users.id, userId));
    },

    /**
     * The caller's sessions pre-summed per 15-minute UTC slot: every zone in use today is offset
     * by a multiple of 15 minutes, so a slot never straddles a local midnight and bucketing the
     * slots by local day is exact, while a heavy reader's history stays a few thousand rows.
     */
    async loadSessions(userId: string): Promise<ActivitySession[]> {
      const slot = sql<Date>`to_timestamp(floor(extract(epoch from ${readingSessions.startedAt}) / 900) * 900)`;
      const rows = await db
        .select({
          slot: slot.as('slot'),
          source: readingSessions.source,
          manualKind: readingSessions.manualKind,
          words: sql<string>`sum(${readingSessions.wordsRead})`,
          seconds: sql<string>`sum(${readingSessions.durationSeconds})`,
          count: sql<string>`count(*)`,
        })
        .from(readingSessions)
        .where(eq(readingSessions.userId, userId))
        .groupBy(sql`1`, readingSessions.source, readingSessions.manualKind);
      return rows.map((row) => ({
        startedAt: new Date(row.slot),
        source: row.source,
        manualKind: row.manualKind,
        wordsRead: Number(row.words),
        durationSeconds: Number(row.seconds),
        count: Number(row.count),
      }));
    },

    /**
     * Books the caller has marked Completed, dated by when they finished them (an entry written
     * without a finish time by when it last changed).
     */
    async loadCompletions(userId: string): Promise<Completion[]> {
      const rows = await db
        .select({
          finishedAt: sql<Date>`coalesce(${libraryEntries.finishedAt}, ${libraryEntries.updatedAt})`,
        })
        .from(libraryEntries)
        .where(and(eq(libraryEntries.userId, userId), eq(libraryEntries.status, 'Completed')));
      return rows.map((row) => ({ finishedAt: new Date(row.finishedAt) }));
    },

    /** Books the caller read outside the app (imported): date read and pages. */
    async loadOutsideReads(userId: string): Promise<OutsideRead[]> {
      return db
        .select({ dateRead: outsideBooks.dateRead, pages: outsideBooks.pages })
        .from(outsideBooks)
        .where(eq(outsideBooks.userId, userId));
    },

    /** The caller's books with a place or sessions in them: words, place and session words. */
    async loadBooks(userId: string): Promise<BookActivity[]> {
      const read = db
        .select({
          bookId: readingSessions.bookId,
          words: sql<string>`sum(${readingSessions.wordsRead})`.as('words'),
        })
        .from(readingSessions)
        .where(and(eq(readingSessions.userId, userId), isNotNull(readingSessions.bookId)))
        .groupBy(readingSessions.bookId)
        .as('read');
      const completed = sql<boolean>`${libraryEntries.status} = 'Completed'`;
      const rows = await db
        .select({
          wordCount: books.wordCount,
          progress: libraryEntries.progress,
          completed,
          sessionWords: sql<string>`coalesce(${read.words}, 0)`,
          at: sql<Date | null>`case when ${completed} then coalesce(${libraryEntries.finishedAt}, ${libraryEntries.updatedAt})
            else coalesce(${libraryEntries.lastReadAt}, ${libraryEntries.startedAt}, ${libraryEntries.updatedAt}) end`,
        })
        .from(libraryEntries)
        .innerJoin(books, eq(books.id, libraryEntries.bookId))
        .leftJoin(read, eq(read.bookId, libraryEntries.bookId))
        .where(and(eq(libraryEntries.userId, userId), sql`(${libraryEntries.progress} > 0 or ${completed})`));
      return rows.map((row) => ({
        wordCount: row.wordCount,
        progress: row.progress,
        completed: row.completed === true,
        sessionWords: Number(row.sessionWords),
        at: row.at ? new Date(row.at) : null,
      }));
    },

    async insertManualLog(
      userId: string,
      log: { kind: ManualLogKind; at: Date; durationSeconds: number },
    ): Promise<ManualLogRow> {
      // Dated at one instant so the whole log falls on one local day; the duration is what counts.
      const endedAt = log.at;
      const [row] = await db
        .insert(readingSessions)
        .values({
          userId,
          startedAt: log.at,
          endedAt,
          durationSeconds: log.durationSeconds,
          wordsRead: 0,
          source: 'manual',
          manualKind: log.kind,
        })
        .returning();
      return row!;
    },

    async listManualLogs(userId: string, limit: number): Promise<ManualLogRow[]> {
      return db
        .select({
          id: readingSessions.id,
          startedAt: readingSessions.startedAt,
          durationSeconds: readingSessions.durationSeconds,
          manualKind: readingSessions.manualKind,
          createdAt: readingSessions.createdAt,
        })
        .from(readingSessions)
        .where(and(eq(readingSessions.userId, userId), eq(readingSessions.source, 'manual')))
        .orderBy(desc(readingSessions.createdAt), desc(readingSessions.id))
        .limit(limit);
    },

    /** Deletes one of the caller's manual logs; false when there is no such log of theirs. */
    async deleteManualLog(userId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(readingSessions)
        .where(
          and(
            eq(readingSessions.id, id),
            eq(readingSessions.userId, userId),
            eq(readingSessions.source, 'manual'),
          ),
        )
        .returning({ id: readingSessions.id });
      return deleted.length > 0;
    },

    async listAchievements(userId: string): Promise<{ achievementId: string; unlockedAt: Date }[]> {
      return db
        .select({ achievementId: userAchievements.achievementId, unlockedAt: userAchievements.unlockedAt })
        .from(userAchievements)
        .where(eq(userAchievements.userId, userId));
    },

    /** Records achievements; answers only the ones that were not recorded before. */
    async recordAchievements(userId: string, achievementIds: string[]): Promise<string[]> {
      if (achievementIds.length === 0) return [];
      const inserted = await db
        .insert(userAchievements)
        .values(achievementIds.map((achievementId) => ({ userId, achievementId })))
        .onConflictDoNothing()
        .returning({ achievementId: userAchievements.achievementId });
      return inserted.map((row) => row.achievementId);
    },
  };
}

export type ReadingRepository = ReturnType<typeof createReadingRepository>;
