import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enableFastQueries, writeGenerationOf } from './pglite-fast-query.js';

/** The batched PGlite query path (decision 038) answers exactly as PGlite's own `query` does. */
describe.skipIf(process.env.QUIRE_TEST_DB === 'postgres')('PGlite fast queries', () => {
  let fast: PGlite;
  let plain: PGlite;

  beforeAll(async () => {
    [fast, plain] = await Promise.all([PGlite.create(), PGlite.create()]);
    for (const client of [fast, plain])
      await client.exec(`
        create table items (id int primary key, name text not null unique, tags text[], seen timestamptz, score numeric);
        insert into items values (1, 'Lantern', '{a,b}', '2026-01-02T03:04:05Z', 1.5), (2, 'Harbor', null, null, null);`);
    expect(enableFastQueries(fast)).toBe(true);
  });
  afterAll(async () => {
    await Promise.all([fast.close(), plain.close()]);
  });

  it('answers the same rows, fields and types as PGlite’s query, in both row modes', async () => {
    const text =
      'select id, name, tags, seen, score from items where id = any($1::int[]) or name = $2 order by id';
    for (const options of [undefined, { rowMode: 'array' as const }]) {
      for (let i = 0; i < 3; i++) {
        const [a, b] = await Promise.all([
          fast.query(text, [[1], 'Harbor'], options),
          plain.query(text, [[1], 'Harbor'], options),
        ]);
        expect(a.rows).toEqual(b.rows);
        expect(a.fields).toEqual(b.fields);
        expect(a.rows).toHaveLength(2);
      }
    }
  });

  it('decodes every type, nulls, text beyond ASCII, counts and empty answers as PGlite does (decision 064)', async () => {
    const text = `select $1::text as t, $2::jsonb as j, $3::bool as b, $4::int8 as big, $5::real as r,
      $6::timestamptz as at, $7::text[] as list, null::int as nothing, $8::uuid as id`;
    const values = [
      'Élan — “quoted” 😀 \\ tab\t',
      { chapters: [1, 2], title: 'Ünïcode' },
      true,
      '9007199254740993',
      1.25,
      '2026-11-27T10:11:12.345678Z',
      ['a b', 'ç', ''],
      '7b6a1b0e-5d38-4d5c-9e39-2f7c3b0c1d2e',
    ];
    for (const options of [undefined, { rowMode: 'array' as const }]) {
      const [a, b] = await Promise.all([
        fast.query(text, values, options),
        plain.query(text, values, options),
      ]);
      expect(a.rows).toEqual(b.rows);
      expect(a.fields).toEqual(b.fields);
      expect(a.rows).toHaveLength(1);
    }
    const none = 'select id from items where id = $1';
    const [a, b] = await Promise.all([fast.query(none, [999]), plain.query(none, [999])]);
    expect(a).toMatchObject({ rows: [], fields: [{ name: 'id' }], affectedRows: 0 });
    expect(a.fields).toEqual(b.fields);
    const update = `update items set score = score where id = any($1::int[])`;
    const [u, v] = await Promise.all([fast.query(update, [[1, 2]]), plain.query(update, [[1, 2]])]);
    expect(u.affectedRows).toBe(2);
    expect(u.affectedRows).toBe(v.affectedRows);
  });

  it('applies a query’s own parsers over PGlite’s, each query its own, however often they repeat', async () => {
    const text = 'select id, seen, score from items order by id';
    // drizzle passes one options object per statement, with every execution.
    const asText = { parsers: { 1184: (value: string) => `at ${value}` } };
    const asNumber = { parsers: { 1700: (value: string) => Number(value) * 10 } };
    for (let i = 0; i < 3; i++) {
      for (const options of [asText, asNumber, undefined]) {
        const [a, b] = await Promise.all([fast.query(text, [], options), plain.query(text, [], options)]);
        expect(a.rows).toEqual(b.rows);
      }
    }
    const [first] = (await fast.query<{ seen: unknown; score: unknown }>(text, [], asText)).rows;
    expect(first?.seen).toMatch(/^at 2026-01-02/);
    const [other] = (await fast.query<{ seen: unknown; score: unknown }>(text, [], asNumber)).rows;
    expect(other).toMatchObject({ seen: new Date('2026-01-02T03:04:05Z'), score: 15 });
  });

  it('keeps a statement under a name, but parses searches each time', async () => {
    await fast.query('select name from items where id = $1', [1]);
    await fast.query('select name from items where name ilike $1', ['%lan%']);
    const { rows } = await fast.query<{ statement: string }>('select statement from pg_prepared_statements');
    const texts = rows.map((r) => r.statement);
    expect(texts).toContain('select name from items where id = $1');
    expect(texts.some((t) => /ilike \$/.test(t))).toBe(false);
    // A pattern read through a subquery is planned alike for every pattern: kept (decision 066).
    const opaque = 'select name from items where name ilike (select $1::text)';
    expect((await fast.query(opaque, ['%arb%'])).rows).toEqual([{ name: 'Harbor' }]);
    const kept = await fast.query<{ statement: string }>('select statement from pg_prepared_statements');
    expect(kept.rows.map((r) => r.statement)).toContain(opaque);
    expect((await fast.query('select name from items where name ilike $1', ['%HAR%'])).rows).toEqual([
      { name: 'Harbor' },
    ]);
  });

  it('rejects with PostgreSQL’s error code and keeps working afterwards', async () => {
    const insert = 'insert into items (id, name) values ($1, $2)';
    await expect(fast.query(insert, [3, 'Lantern'])).rejects.toMatchObject({
      code: '23505',
      constraint: 'items_name_key',
      detail: 'Key (name)=(Lantern) already exists.',
    });
    await expect(fast.query(insert, [3, 'Meadow'])).resolves.toMatchObject({ affectedRows: 1 });
    expect((await fast.query('select count(*)::int as n from items')).rows).toEqual([{ n: 3 }]);
  });

  it('never runs inside another caller’s open transaction', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted!: () => void;
    const insertedInside = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const transaction = fast.transaction(async (tx) => {
      await tx.query(`insert into items (id, name) values (10, 'Uncommitted')`);
      inserted();
      await held;
      await tx.rollback();
    });
    await insertedInside;
    // Asked while the transaction is open: answered only after it ended, without its row.
    const outside = fast.query('select count(*)::int as n from items where id = $1', [10]);
    release();
    await transaction;
    expect((await outside).rows).toEqual([{ n: 0 }]);
  });

  it('moves the write generation on every possible write, and not on plain reads', async () => {
    const generation = writeGenerationOf(fast)!;
    let seen = generation();
    const moved = () => {
      const now = generation();
      const changed = now !== seen;
      seen = now;
      return changed;
    };
    await fast.query('select name from items where id = $1', [1]);
    expect(moved()).toBe(false);
    // Column names that start like a write are reads.
    await fast.query('select id as updated_at, name as deleted_name from items where id = $1', [1]);
    expect(moved()).toBe(false);
    await fast.query('update items set score = 2 where id = $1', [1]);
    expect(moved()).toBe(true);
    await fast.query('with x as (delete from items where id = $1 returning id) select count(*) from x', [99]);
    expect(moved()).toBe(true);
    await fast.exec('select 1');
    expect(moved()).toBe(true);
    await fast.transaction(async (tx) => {
      await tx.query('select 1');
    });
    expect(moved()).toBe(true);
  });
});
