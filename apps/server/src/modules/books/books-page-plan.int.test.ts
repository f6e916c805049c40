import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishSmallBooks, type TestContext, type TestUser, useTestContext } from '../../../test/helper.js';
import type { Db } from '../../db/client.js';
import * as schema from '../../db/schema.js';
import { createBooksCatalogueRepository } from './books-catalogue.repository.js';

/**
 * A remembered page (a repeated search, page 1) is read again with one statement for every caller
 * and page. PostgreSQL must keep one plan for it instead of planning each execution (decision
 * 041): the plan cache's counters on the connection that ran it show which it did.
 */
let ctx: TestContext;
let owner: TestUser;
let db: Db;
let pinned: pg.PoolClient | undefined;

beforeAll(async () => {
  ctx = await useTestContext();
  owner = await ctx.signUp();
  await publishSmallBooks(ctx, owner, {
    title: 'Planned Page',
    author: 'Ada Planner',
    isbnStem: '978000000',
    count: 3,
  });
  // A catalogue and readers with entries and ratings, analysed: the planner's estimates for one
  // caller's rows and for a handful of ids then differ from its estimates without the values,
  // as they do at scale (on a few rows every plan costs the same).
  const run = (text: string) => ctx.database.db.execute(sql.raw(text));
  await run(`
    INSERT INTO users (name, email, password_hash, notification_settings, privacy_settings)
    SELECT 'Plan Reader ' || g, 'plan-' || g || '@example.com', 'x', '{}'::jsonb, '{}'::jsonb
    FROM generate_series(1, 40) g`);
  await run(`
    INSERT INTO books (title, author, isbn, category, publication_year, created_at, updated_at)
    SELECT 'Other Book ' || g, 'Author ' || g, '979' || lpad(g::text, 10, '0'), 'Fiction', 2000,
      now() - interval '1 day' - (g || ' seconds')::interval, now()
    FROM generate_series(1, 4000) g`);
  await run(`
    INSERT INTO library_entries (user_id, book_id, status, progress)
    SELECT u.id, b.id, 'Reading', 10
    FROM (SELECT id FROM books ORDER BY created_at DESC LIMIT 300) b
    CROSS JOIN (SELECT id FROM users WHERE email LIKE 'plan-%') u`);
  await run(`
    INSERT INTO ratings (user_id, book_id, rating)
    SELECT u.id, b.id, 4
    FROM (SELECT id FROM books ORDER BY created_at DESC LIMIT 300) b
    CROSS JOIN (SELECT id FROM users WHERE email LIKE 'plan-%') u`);
  await run('ANALYZE');
  if (ctx.database.kind === 'postgres') {
    // One connection, so every execution and the counters read afterwards share a plan cache.
    const pool = (ctx.database.db as unknown as { $client: pg.Pool }).$client;
    pinned = await pool.connect();
    db = drizzle(pinned, { schema }) as unknown as Db;
  } else {
    db = ctx.database.db;
  }
});

afterAll(() => pinned?.release());

describe('the remembered page statement', () => {
  it('keeps a generic plan, whichever caller asks for it', async () => {
    const books = createBooksCatalogueRepository(db);
    const page = { sort: 'createdAt', order: 'desc', limit: 8, offset: 0 } as const;
    const first = await books.listBooks({ userId: owner.id, q: 'planned page' }, page);
    expect(first.map((b) => b.title)).toEqual(['Planned Page 3', 'Planned Page 2', 'Planned Page 1']);
    // A different caller each time: nothing is answered from memory, each reads the page's rows.
    for (let i = 0; i < 8; i++) {
      const again = await books.listBooks({ userId: randomUUID(), q: 'planned page' }, page);
      expect(again.map((b) => b.id)).toEqual(first.map((b) => b.id));
    }
    const result = await db.execute<{ generic_plans: number; custom_plans: number }>(
      // By its text: the embedded database names its statements itself (decision 038).
      sql`select generic_plans::int, custom_plans::int from pg_prepared_statements
          where statement like 'select "books"."id", %"books"."id" = any((select $4::uuid[])::uuid[])'`,
    );
    const rows = (result as unknown as { rows: { generic_plans: number; custom_plans: number }[] }).rows;
    expect(rows).toHaveLength(1);
    // PostgreSQL tries five custom plans first, then keeps the generic one if it costs no more.
    expect(rows[0]!.custom_plans).toBeLessThanOrEqual(5);
    expect(rows[0]!.generic_plans).toBeGreaterThanOrEqual(3);
  });
});
