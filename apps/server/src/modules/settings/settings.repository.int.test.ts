import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, useTestContext } from '../../../test/helper.js';
import type { Db } from '../../db/client.js';
import { createSettingsRepository } from './settings.repository.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await useTestContext();
});

/** The database, counting the inserts asked of it. */
function countingInserts(db: Db) {
  const counted = { inserts: 0 };
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'insert') counted.inserts += 1;
      return Reflect.get(target, property, receiver);
    },
  });
  return { db: proxy, counted };
}

describe('instance settings', () => {
  it('the first writer of a key wins, and a stored value is read without writing', async () => {
    const key = `setting-${randomUUID()}`;
    const { db, counted } = countingInserts(ctx.database.db);
    const settings = createSettingsRepository(db);

    expect(await settings.findOrCreate(key, 'first')).toBe('first');
    expect(counted.inserts).toBe(1);

    // Every start after the first: the secret is there, and nothing is written before listening.
    expect(await settings.findOrCreate(key, 'second')).toBe('first');
    expect(counted.inserts).toBe(1);
    expect(await settings.find(key)).toBe('first');
  });

  it('two instances starting together both end up with the one stored value', async () => {
    const key = `setting-${randomUUID()}`;
    const settings = createSettingsRepository(ctx.database.db);
    const [one, two] = await Promise.all([
      settings.findOrCreate(key, 'one'),
      settings.findOrCreate(key, 'two'),
    ]);
    expect(one).toBe(two);
    expect(['one', 'two']).toContain(one);
  });
});
