import { and, asc, eq, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import { afterCommit, type Database, type Db, type Executor, type Tx } from '../db/client.js';
import { outbox } from '../db/schema.js';
import type { DomainEvents, DurableEventName } from '../events.js';

/** An event waiting in the outbox. */
export interface OutboxRow {
  id: number;
  event: string;
  payload: unknown;
  attempts: number;
}

/** One durable event, as a write function hands it to the outbox's `write`. */
export type OutboxEvent = {
  [K in DurableEventName]: { name: K; payload: DomainEvents[K] };
}[DurableEventName];

/** What a repository that records events needs of the outbox: its one writer. */
export type OutboxWriter = Pick<OutboxRepository, 'write'>;

const pendingColumns = {
  id: outbox.id,
  event: outbox.event,
  payload: outbox.payload,
  attempts: outbox.attempts,
};

/** Settles rows of one claimed batch (inside its transaction on PostgreSQL). */
export interface OutboxBatch {
  markDelivered(id: number): Promise<void>;
  /** Counts a failed attempt and holds the row back for retryAfterMs. */
  markFailed(id: number, retryAfterMs: number): Promise<void>;
}

/**
 * The only writer of the outbox table: the rows a write records with its events, and the
 * dispatcher's claiming and settling of them. `written` runs once rows written through `write`
 * have committed (the dispatcher's nudge), so no caller has to know when a row was written.
 */
export function createOutboxRepository(database: Pick<Database, 'db' | 'kind'>, written: () => void) {
  const { db } = database;
  const due = (maxAttempts: number) =>
    and(isNull(outbox.deliveredAt), lt(outbox.attempts, maxAttempts), lte(outbox.nextAttemptAt, sql`now()`));
  const pending = (handle: Tx | Db, limit: number, maxAttempts: number) =>
    handle.select(pendingColumns).from(outbox).where(due(maxAttempts)).orderBy(asc(outbox.id)).limit(limit);
  const settling = (handle: Tx | Db): OutboxBatch => ({
    async markDelivered(id) {
      await handle
        .update(outbox)
        .set({ deliveredAt: sql`now()`, attempts: sql`${outbox.attempts} + 1` })
        .where(eq(outbox.id, id));
    },
    async markFailed(id, retryAfterMs) {
      await handle
        .update(outbox)
        .set({
          attempts: sql`${outbox.attempts} + 1`,
          nextAttemptAt: sql`now() + ${`${Math.max(0, Math.round(retryAfterMs))} milliseconds`}::interval`,
        })
        .where(eq(outbox.id, id));
    },
  });

  return {
    /**
     * Writes events to the outbox inside the caller's transaction (opened with `transaction()`
     * from db/client.ts): they become visible, and `written` runs, only if that transaction
     * commits; they vanish with it if it rolls back. Outside a transaction the row commits at once.
     */
    async write(executor: Executor, events: readonly OutboxEvent[]): Promise<void> {
      if (events.length === 0) return;
      await executor.insert(outbox).values(events.map((e) => ({ event: e.name, payload: e.payload })));
      afterCommit(executor, written);
    },

    /**
     * Hands up to `limit` due rows, oldest first, to `work`, which settles each. On PostgreSQL the
     * rows are locked FOR UPDATE SKIP LOCKED in one transaction that lasts as long as `work`:
     * another instance's batch skips them, and a crash before the commit leaves them pending.
     * PGlite is one connection in one process, so there is no transaction (holding one would
     * block the listeners' own queries): the caller runs one batch at a time.
     */
    async withDueBatch<T>(
      limit: number,
      maxAttempts: number,
      work: (rows: OutboxRow[], batch: OutboxBatch) => Promise<T>,
    ): Promise<T> {
      if (database.kind === 'postgres') {
        return db.transaction(async (tx) =>
          work(await pending(tx, limit, maxAttempts).for('update', { skipLocked: true }), settling(tx)),
        );
      }
      return work(await pending(db, limit, maxAttempts), settling(db));
    },

    /** Deletes rows delivered more than olderThanMs ago; answers how many went. */
    async pruneDelivered(olderThanMs: number): Promise<number> {
      const gone = await db
        .delete(outbox)
        .where(
          and(
            isNotNull(outbox.deliveredAt),
            lt(outbox.deliveredAt, sql`now() - ${`${Math.round(olderThanMs)} milliseconds`}::interval`),
          ),
        )
        .returning({ id: outbox.id });
      return gone.length;
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
