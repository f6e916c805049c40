import type { OutboxBatch, OutboxRepository, OutboxRow } from './outbox.repository.js';

/** Rows claimed per pass (one transaction on PostgreSQL). */
export const OUTBOX_BATCH = 100;
/** Deliveries tried per row before it is given up (it stays in the table, undelivered). */
export const OUTBOX_MAX_ATTEMPTS = 5;
/** First retry delay; it doubles with each failed attempt. */
export const OUTBOX_RETRY_BASE_MS = 2000;
/** How often each instance looks for due rows without being nudged (retries, others' leftovers). */
export const OUTBOX_SWEEP_INTERVAL_MS = 10_000;
/** Delivered rows are kept this long, then pruned. */
export const OUTBOX_KEEP_DELIVERED_MS = 24 * 60 * 60 * 1000;
/** How often delivered rows are pruned (and once at start). */
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

export interface OutboxDispatcherOptions {
  /** The claiming and settling queries (the dispatcher writes no new rows). */
  repository: Pick<OutboxRepository, 'withDueBatch' | 'pruneDelivered'>;
  /** Runs every listener of the event and rejects if one failed (EventBus.deliver). */
  deliver: (event: string, payload: unknown) => Promise<void>;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  batchSize?: number;
  maxAttempts?: number;
  retryBaseMs?: number;
  sweepIntervalMs?: number;
}

/**
 * Delivers committed outbox rows to the event listeners, oldest first, and marks them delivered.
 * One drain runs at a time per instance; a nudge during a drain makes it look again when done.
 * Each batch comes from the repository's withDueBatch: on PostgreSQL locked FOR UPDATE SKIP
 * LOCKED, so two instances never deliver one row twice; on PGlite (one process) the single
 * running drain keeps it to one delivery.
 */
export function createOutboxDispatcher(options: OutboxDispatcherOptions) {
  const { repository, deliver, log } = options;
  const batchSize = options.batchSize ?? OUTBOX_BATCH;
  const maxAttempts = options.maxAttempts ?? OUTBOX_MAX_ATTEMPTS;
  const retryBaseMs = options.retryBaseMs ?? OUTBOX_RETRY_BASE_MS;
  const sweepIntervalMs = options.sweepIntervalMs ?? OUTBOX_SWEEP_INTERVAL_MS;

  let running: Promise<number> | null = null;
  let again = false;
  let closed = false;
  let sweepTimer: NodeJS.Timeout | undefined;
  let lastPrune = 0;

  async function settle(batch: OutboxBatch, row: OutboxRow): Promise<boolean> {
    try {
      await deliver(row.event, row.payload);
    } catch (error) {
      const attempt = row.attempts + 1;
      await batch.markFailed(row.id, retryBaseMs * 2 ** (attempt - 1));
      const givenUp = attempt >= maxAttempts;
      const details = { err: error, outboxId: row.id, event: row.event, attempt };
      if (givenUp) log.error(details, 'outbox event given up');
      else log.warn(details, 'outbox delivery failed; will retry');
      return false;
    }
    await batch.markDelivered(row.id);
    return true;
  }

  /** One batch: answers how many rows it claimed and how many it delivered. */
  function pass(): Promise<{ claimed: number; delivered: number }> {
    return repository.withDueBatch(batchSize, maxAttempts, async (rows, batch) => {
      let delivered = 0;
      for (const row of rows) {
        if (closed) break;
        if (await settle(batch, row)) delivered++;
      }
      return { claimed: rows.length, delivered };
    });
  }

  /** Delivers every due row (and whatever arrives meanwhile); answers how many were delivered. */
  function drain(): Promise<number> {
    if (closed) return Promise.resolve(0);
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      try {
        do {
          again = false;
          let batch: { claimed: number; delivered: number };
          do {
            batch = await pass();
            total += batch.delivered;
          } while (!closed && batch.claimed === batchSize && batch.delivered > 0);
        } while (again && !closed);
        if (Date.now() - lastPrune >= PRUNE_INTERVAL_MS && !closed) {
          lastPrune = Date.now();
          await repository.pruneDelivered(OUTBOX_KEEP_DELIVERED_MS);
        }
      } finally {
        running = null;
      }
      return total;
    })();
    return running;
  }

  const drainLogged = () =>
    drain().catch((error) => {
      log.warn({ err: error }, 'outbox drain failed; the next sweep retries');
      return 0;
    });

  return {
    drain,
    /** A write committed outbox rows: deliver them soon, without waiting. */
    nudge() {
      void drainLogged();
    },
    /** Delivers what a crash left pending, then sweeps every sweepIntervalMs. */
    async start() {
      await drainLogged();
      if (closed) return;
      sweepTimer = setInterval(() => void drainLogged(), sweepIntervalMs);
      sweepTimer.unref();
    },
    /** Stops sweeping and waits for a running drain (before the database closes). */
    async close() {
      closed = true;
      clearInterval(sweepTimer);
      await running?.catch(() => undefined);
    },
  };
}

export type OutboxDispatcher = ReturnType<typeof createOutboxDispatcher>;
