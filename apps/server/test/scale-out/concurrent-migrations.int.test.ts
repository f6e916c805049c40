import { afterAll, describe, expect, it } from 'vitest';
import journal from '../../drizzle/meta/_journal.json' with { type: 'json' };
import { type Database, openPostgres } from '../../src/db/client.js';
import { createFreshPostgres, openSqlRunner, postgresUrl } from '../faults/harness/databases.js';

/**
 * Instances starting together on an empty PostgreSQL database migrate one at a time under the
 * advisory lock: every opener succeeds, each migration is recorded once, and the lock is released.
 * (two-instances.int.test.ts does the same with real processes; this is the quick, focused check.)
 */
const enabled = process.env.QUIRE_TEST_DB === 'postgres' && Boolean(postgresUrl);

describe.skipIf(!enabled)('migrations when several instances start at once', () => {
  const cleanups: (() => unknown)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('lets six openers race on a fresh database without an error or a double migration', async () => {
    const database = await createFreshPostgres();
    cleanups.push(() => database.drop());
    const opened = await Promise.allSettled(
      Array.from({ length: 6 }, () => openPostgres(database.url, { max: 1 })),
    );
    for (const result of opened) if (result.status === 'fulfilled') cleanups.push(() => result.value.close());
    const errors = opened
      .filter((r) => r.status === 'rejected')
      .map((r) => String((r as PromiseRejectedResult).reason));
    expect(errors).toEqual([]);

    const sql = await openSqlRunner({ postgresUrl: database.url });
    try {
      const applied = await sql.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations');
      expect(applied).toHaveLength(journal.entries.length);
      // This database's lock only: other test files migrate their own databases meanwhile, and
      // pg_locks lists the whole cluster's.
      const locks = await sql.query(
        `select 1 from pg_locks where locktype = 'advisory' and objid = 727001
           and database = (select oid from pg_database where datname = current_database())`,
      );
      expect(locks).toEqual([]);
      const [users] = await sql.query<{ n: number }>('select count(*)::int as n from users');
      expect(users?.n).toBe(0);
    } finally {
      await sql.close();
    }
    for (const result of opened) await (result as PromiseFulfilledResult<Database>).value.ping();
  });
});
