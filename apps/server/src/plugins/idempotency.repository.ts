import { IDEMPOTENCY_MESSAGES } from '@quire/shared';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { idempotencyKeys } from '../db/schema.js';
import { conflict } from '../errors.js';

/** How long an answer is kept for replay. */
export const IDEMPOTENCY_KEEP_HOURS = 24;
/** A claim older than this without an answer belongs to a request that died: a retry may take it over. */
const ABANDONED_AFTER_SECONDS = 120;
export interface Claim {
  caller: string;
  key: string;
}

type StoredAnswer = typeof idempotencyKeys.$inferSelect;

/** The only Drizzle caller for idempotency keys. */
export function createIdempotencyStore(db: Db) {
  const expiresAt = sql`now() + make_interval(hours => ${IDEMPOTENCY_KEEP_HOURS})`;
  const where = ({ caller, key }: Claim) =>
    and(eq(idempotencyKeys.caller, caller), eq(idempotencyKeys.key, key));
  return {
    /**
     * Claims (caller, key) for a request: true when this request may run, else the stored row
     * (an answer to replay, a different request, or one still running). An expired row or an
     * abandoned claim is taken over.
     */
    async claim(claim: Claim, requestHash: string): Promise<true | StoredAnswer> {
      for (let attempt = 0; attempt < 3; attempt++) {
        const inserted = await db
          .insert(idempotencyKeys)
          .values({ ...claim, requestHash, expiresAt })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key });
        if (inserted.length > 0) return true;
        const takenOver = await db
          .update(idempotencyKeys)
          .set({
            requestHash,
            statusCode: null,
            contentType: null,
            body: null,
            createdAt: sql`now()`,
            expiresAt,
          })
          .where(
            and(
              where(claim),
              or(
                lt(idempotencyKeys.expiresAt, sql`now()`),
                and(
                  isNull(idempotencyKeys.statusCode),
                  lt(
                    idempotencyKeys.createdAt,
                    sql`now() - make_interval(secs => ${ABANDONED_AFTER_SECONDS})`,
                  ),
                ),
              ),
            ),
          )
          .returning({ key: idempotencyKeys.key });
        if (takenOver.length > 0) return true;
        const [row] = await db.select().from(idempotencyKeys).where(where(claim));
        if (row) return row;
        // Released between the insert and the read: try again.
      }
      throw conflict(IDEMPOTENCY_MESSAGES.inProgress, 'IDEMPOTENCY_IN_PROGRESS');
    },
    async complete(claim: Claim, statusCode: number, contentType: string | null, body: string) {
      await db.update(idempotencyKeys).set({ statusCode, contentType, body }).where(where(claim));
    },
    /** Forgets a claim whose request failed, so that a retry runs again. */
    async release(claim: Claim) {
      await db.delete(idempotencyKeys).where(and(where(claim), isNull(idempotencyKeys.statusCode)));
    },
    async prune() {
      await db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, sql`now()`));
    },
  };
}
