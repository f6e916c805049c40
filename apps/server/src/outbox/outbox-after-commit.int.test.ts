import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeBook, makeUser } from '../../test/factories.js';
import { type TestContext, type TestUser, useTestContext } from '../../test/helper.js';
import { transaction } from '../db/client.js';
import { notifications, outbox } from '../db/schema.js';
import { OUTBOX_SWEEP_INTERVAL_MS } from './outbox.dispatcher.js';

/**
 * The outbox's writer nudges the dispatcher from one after-commit hook: an event written inside a
 * transaction is delivered as soon as that transaction commits (not at the next sweep, 10 s
 * later), and never when it rolls back. No caller has to tell the dispatcher a row was written.
 */
let ctx: TestContext;
let owner: TestUser;
let reader: TestUser;
let bookId: string;
/** How many times the dispatcher was nudged. */
let nudges = 0;

beforeAll(async () => {
  ctx = await useTestContext();
  owner = await makeUser(ctx, { name: 'Owner' });
  reader = await makeUser(ctx, { name: 'Reader' });
  bookId = (await makeBook(ctx, owner, { title: 'After Commit' })).id;
  ctx.app.events.on('outbox.written', () => void nudges++);
});

const likeBy = (actorId: string) => ({ name: 'book.liked' as const, payload: { bookId, actorId } });

const notificationsOf = async (user: TestUser) =>
  (await ctx.app.db.select({ n: count() }).from(notifications).where(eq(notifications.userId, user.id)))[0]!
    .n;

const rowsBy = async (actorId: string) =>
  (
    await ctx.app.db
      .select({ n: count() })
      .from(outbox)
      .where(sql`${outbox.payload}->>'actorId' = ${actorId}`)
  )[0]!.n;

/** Lets the bus run its listeners (each starts in its own microtask). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the outbox nudges the dispatcher after the commit', () => {
  it('delivers an event written inside a transaction once it commits, well before the sweep', async () => {
    const before = nudges;
    const started = Date.now();
    await transaction(ctx.app.db, async (tx) => {
      await ctx.app.services.outboxRepository.write(tx, [likeBy(reader.id)]);
      await settle();
      // Not yet committed: nobody has been told.
      expect(nudges).toBe(before);
    });
    await settle();
    expect(nudges).toBe(before + 1);
    // The owner's like notification is stored by the delivered event's listener, without a drain.
    await expect.poll(() => notificationsOf(owner), { timeout: 3000, interval: 20 }).toBe(1);
    expect(Date.now() - started).toBeLessThan(OUTBOX_SWEEP_INTERVAL_MS / 2);
  });

  it('neither delivers nor nudges when the transaction rolls back', async () => {
    const stranger = await makeUser(ctx, { name: 'Stranger' });
    const delivered: string[] = [];
    ctx.app.events.on('book.liked', ({ actorId }) => void delivered.push(actorId));
    await ctx.app.outbox.drain();
    const before = nudges;
    const notified = await notificationsOf(owner);
    await expect(
      transaction(ctx.app.db, async (tx) => {
        await ctx.app.services.outboxRepository.write(tx, [likeBy(stranger.id)]);
        throw new Error('the write fails after its event');
      }),
    ).rejects.toThrow('the write fails after its event');
    await settle();
    expect(nudges).toBe(before);
    // Even a drain finds nothing to deliver: the row went with the transaction.
    await ctx.app.outbox.drain();
    expect(await rowsBy(stranger.id)).toBe(0);
    expect(delivered).not.toContain(stranger.id);
    expect(await notificationsOf(owner)).toBe(notified);
  });

  it('nudges at once for a row written outside a transaction (it commits by itself)', async () => {
    const before = nudges;
    const late = await makeUser(ctx, { name: 'Late' });
    await ctx.app.services.outboxRepository.write(ctx.app.db, [likeBy(late.id)]);
    await settle();
    expect(nudges).toBe(before + 1);
  });

  it('refuses a transaction it cannot see the end of, so no nudge runs before the commit', async () => {
    const early = await makeUser(ctx, { name: 'Early' });
    await expect(
      ctx.app.db.transaction((tx) => ctx.app.services.outboxRepository.write(tx, [likeBy(early.id)])),
    ).rejects.toThrow(/afterCommit needs a transaction opened with transaction\(\)/);
    expect(await rowsBy(early.id)).toBe(0);
  });
});
