import type { FileJobKind } from '@quire/shared/constants/file-jobs';
import type { FileJobResult } from '@quire/shared/schemas/file-jobs';
import { and, desc, eq, gt, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fileJobs } from '../../db/schema.js';

export type FileJobRow = typeof fileJobs.$inferSelect;

/** A job's status as the sweep and the realtime event need it. */
export interface FileJobChange {
  id: string;
  userId: string;
  status: FileJobRow['status'];
}

const UNFINISHED = ['queued', 'working'] as const;
const unfinished = inArray(fileJobs.status, [...UNFINISHED]);
const change = { id: fileJobs.id, userId: fileJobs.userId, status: fileJobs.status };
/** Times are the database's, so instances with different clocks agree on a job's age. */
const now = sql`now()`;

/** The only writer and reader of file_jobs. */
export function createFileJobsRepository(db: Db) {
  return {
    async insert(values: {
      userId: string;
      kind: FileJobKind;
      fileName: string | null;
      clientKey: string | null;
    }): Promise<FileJobRow> {
      const [row] = await db
        .insert(fileJobs)
        .values({ ...values, status: 'queued' })
        .returning();
      return row!;
    },

    /**
     * Moves a job that is still on its way to `status` and `position`; false when it no longer is
     * (swept as interrupted, or dismissed), so a late report never revives it.
     */
    async advance(id: string, next: { status: 'queued' | 'working'; position: number | null }) {
      const rows = await db
        .update(fileJobs)
        .set({ ...next, updatedAt: now })
        .where(and(eq(fileJobs.id, id), unfinished))
        .returning({ id: fileJobs.id });
      return rows.length > 0;
    },

    /**
     * Records how a job ended. Not limited to unfinished rows: a job the sweep gave up on that
     * did finish after all shows its real outcome. Undefined when the row is gone (dismissed).
     */
    async finish(
      id: string,
      outcome: { status: 'done'; result: FileJobResult | null } | { status: 'failed'; message: string },
    ): Promise<FileJobChange | undefined> {
      const [row] = await db
        .update(fileJobs)
        .set({
          status: outcome.status,
          position: null,
          message: outcome.status === 'failed' ? outcome.message : null,
          result: outcome.status === 'done' ? outcome.result : null,
          updatedAt: now,
        })
        .where(eq(fileJobs.id, id))
        .returning(change);
      return row;
    },

    async find(id: string): Promise<FileJobRow | undefined> {
      const [row] = await db.select().from(fileJobs).where(eq(fileJobs.id, id)).limit(1);
      return row;
    },

    async remove(id: string): Promise<void> {
      await db.delete(fileJobs).where(eq(fileJobs.id, id));
    },

    /** The user's jobs created in the last `days` days, newest first. */
    listForUser(userId: string, days: number, limit: number): Promise<FileJobRow[]> {
      return db
        .select()
        .from(fileJobs)
        .where(
          and(
            eq(fileJobs.userId, userId),
            gt(fileJobs.createdAt, sql`now() - make_interval(days => ${days}::int)`),
          ),
        )
        .orderBy(desc(fileJobs.createdAt), desc(fileJobs.id))
        .limit(limit);
    },

    /**
     * Fails the jobs still queued or working that no server is working on any more: those not
     * updated for `staleAfterSeconds` (or all of them, when null), each with its kind's message.
     */
    failUnfinished(
      staleAfterSeconds: number | null,
      messageFor: (kind: FileJobKind) => string,
    ): Promise<FileJobChange[]> {
      const kinds = fileJobs.kind.enumValues;
      const message: SQL = sql`case ${fileJobs.kind} ${sql.join(
        kinds.map((kind) => sql`when ${kind} then ${messageFor(kind)}`),
        sql` `,
      )} end`;
      return db
        .update(fileJobs)
        .set({ status: 'failed', position: null, message, updatedAt: now })
        .where(
          staleAfterSeconds === null
            ? unfinished
            : and(
                unfinished,
                lt(fileJobs.updatedAt, sql`now() - make_interval(secs => ${staleAfterSeconds})`),
              ),
        )
        .returning(change);
    },

    /** Deletes jobs created more than `days` days ago (no list shows them any more). */
    async pruneOlderThan(days: number): Promise<number> {
      const rows = await db
        .delete(fileJobs)
        .where(lt(fileJobs.createdAt, sql`now() - make_interval(days => ${days}::int)`))
        .returning({ id: fileJobs.id });
      return rows.length;
    },
  };
}

export type FileJobsRepository = ReturnType<typeof createFileJobsRepository>;
