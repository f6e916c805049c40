import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCompiledRows } from './compiled-rows.js';

const shelves = pgTable('shelves', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  settings: jsonb('settings').$type<{ theme: string }>(),
});
const marks = pgTable('marks', {
  shelfId: uuid('shelf_id').notNull(),
  count: integer('count').notNull(),
  done: boolean('done').notNull(),
});

/** Compiled row mapping (decision 038) answers what drizzle's own mapping answers. */
describe.skipIf(process.env.QUIRE_TEST_DB === 'postgres')('compiled rows', () => {
  let client: PGlite;
  let db: ReturnType<typeof drizzle>;
  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec(`
      create table shelves (id uuid primary key default gen_random_uuid(), name text not null,
        created_at timestamptz not null default now(), settings jsonb);
      create table marks (shelf_id uuid not null, count int not null, done boolean not null);
      insert into shelves (name, settings) values ('Reading', '{"theme":"dark"}'), ('Later', null);
      insert into marks select id, 3, true from shelves where name = 'Reading';`);
    db = drizzle(client);
  });
  afterAll(async () => {
    await client.close();
  });

  const query = () =>
    db
      .select({
        id: shelves.id,
        name: shelves.name,
        createdAt: shelves.createdAt,
        settings: shelves.settings,
        count: marks.count,
        done: marks.done,
        marked: sql<boolean>`(${marks.shelfId} is not null)`,
        upper: sql<string>`upper(${shelves.name})`.as('upper_name'),
      })
      .from(shelves)
      .leftJoin(marks, eq(marks.shelfId, shelves.id))
      .orderBy(shelves.name)
      .where(sql`${shelves.name} <> ${sql.placeholder('skip')}`);

  it('maps the same values, types and nulls as drizzle', async () => {
    const plain = await query().prepare('plain').execute({ skip: 'none' });
    const compiled = await withCompiledRows(query().prepare('compiled')).execute({ skip: 'none' });
    expect(compiled).toEqual(plain);
    expect(compiled[1]?.createdAt).toBeInstanceOf(Date);
    expect(compiled[1]?.settings).toEqual({ theme: 'dark' });
    expect(compiled[0]).toMatchObject({
      name: 'Later',
      count: null,
      done: null,
      marked: false,
      settings: null,
    });
  });

  it('leaves nested selections to drizzle', async () => {
    const prepared = db
      .select({ shelf: { id: shelves.id } })
      .from(shelves)
      .prepare('nested');
    expect(
      (withCompiledRows(prepared) as unknown as { customResultMapper?: unknown }).customResultMapper,
    ).toBe(undefined);
  });
});
