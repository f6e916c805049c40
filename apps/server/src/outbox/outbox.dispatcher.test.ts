import { describe, expect, it } from 'vitest';
import { createOutboxDispatcher } from './outbox.dispatcher.js';
import type { OutboxRepository, OutboxRow } from './outbox.repository.js';

/** An in-memory outbox with the repository's contract (due = pending, under the bound, not held back). */
function memoryOutbox(rows: OutboxRow[]) {
  const state = rows.map((row) => ({ ...row, delivered: false, heldUntil: 0 }));
  const failures: { id: number; retryAfterMs: number }[] = [];
  const repository: Pick<OutboxRepository, 'withDueBatch' | 'pruneDelivered'> = {
    async withDueBatch(limit, maxAttempts, work) {
      const due = state
        .filter((r) => !r.delivered && r.attempts < maxAttempts && r.heldUntil <= Date.now())
        .sort((a, b) => a.id - b.id)
        .slice(0, limit)
        .map(({ id, event, payload, attempts }) => ({ id, event, payload, attempts }));
      return work(due, {
        async markDelivered(id) {
          const row = state.find((r) => r.id === id)!;
          row.delivered = true;
          row.attempts++;
        },
        async markFailed(id, retryAfterMs) {
          const row = state.find((r) => r.id === id)!;
          row.attempts++;
          row.heldUntil = Date.now() + retryAfterMs;
          failures.push({ id, retryAfterMs });
        },
      });
    },
    async pruneDelivered() {
      return 0;
    },
  };
  return { state, failures, repository };
}

const row = (id: number, event = 'book.liked'): OutboxRow => ({ id, event, payload: { n: id }, attempts: 0 });
const silent = () => {
  const lines: { level: string; msg: string }[] = [];
  return {
    lines,
    log: {
      error: (_: object, msg: string) => void lines.push({ level: 'error', msg }),
      warn: (_: object, msg: string) => void lines.push({ level: 'warn', msg }),
    },
  };
};

describe('outbox dispatcher', () => {
  it('delivers due rows oldest first, batch after batch, and marks each delivered', async () => {
    const outbox = memoryOutbox([row(3), row(1), row(2), row(5), row(4)]);
    const seen: number[] = [];
    const dispatcher = createOutboxDispatcher({
      repository: outbox.repository,
      deliver: async (_event, payload) => void seen.push((payload as { n: number }).n),
      log: silent().log,
      batchSize: 2,
    });
    expect(await dispatcher.drain()).toBe(5);
    expect(seen).toEqual([1, 2, 3, 4, 5]);
    expect(outbox.state.every((r) => r.delivered && r.attempts === 1)).toBe(true);
  });

  it('holds a failed row back with a doubling delay and gives up after the bound', async () => {
    const outbox = memoryOutbox([row(1)]);
    const { lines, log } = silent();
    const dispatcher = createOutboxDispatcher({
      repository: outbox.repository,
      deliver: async () => {
        throw new Error('listener down');
      },
      log,
      maxAttempts: 3,
      retryBaseMs: 0,
    });
    for (let i = 0; i < 5; i++) await dispatcher.drain();
    expect(outbox.state[0]).toMatchObject({ delivered: false, attempts: 3 });
    expect(outbox.failures).toHaveLength(3);
    expect(lines.map((l) => l.level)).toEqual(['warn', 'warn', 'error']);

    const backoff = memoryOutbox([row(1)]);
    const later = createOutboxDispatcher({
      repository: backoff.repository,
      deliver: async () => {
        throw new Error('listener down');
      },
      log,
      retryBaseMs: 1000,
    });
    await later.drain();
    await later.drain();
    // The second drain finds the row held back: one attempt, 1 s delay (then 2 s, 4 s, …).
    expect(backoff.failures).toEqual([{ id: 1, retryAfterMs: 1000 }]);
  });

  it('looks again when nudged during a drain, and stops after close', async () => {
    const outbox = memoryOutbox([row(1)]);
    const seen: number[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const dispatcher = createOutboxDispatcher({
      repository: outbox.repository,
      deliver: async (_event, payload) => {
        seen.push((payload as { n: number }).n);
        if (seen.length === 1) await gate;
      },
      log: silent().log,
    });
    const first = dispatcher.drain();
    outbox.state.push({ ...row(2), delivered: false, heldUntil: 0 });
    dispatcher.nudge();
    release();
    await first;
    expect(seen).toEqual([1, 2]);
    await dispatcher.close();
    outbox.state.push({ ...row(3), delivered: false, heldUntil: 0 });
    expect(await dispatcher.drain()).toBe(0);
  });
});
