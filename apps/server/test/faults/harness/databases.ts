import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { inject } from 'vitest';
import { withDatabase } from '../../global-setup.js';
import { createTestDatabase, dropTestDatabases } from '../../test-databases.js';

/** Whether the machine's PostgreSQL and Redis are configured for the suites that need them. */
export const postgresUrl = process.env.TEST_DATABASE_URL;
export const redisUrl = process.env.REDIS_URL;

/**
 * A fresh, empty PostgreSQL database on TEST_DATABASE_URL's server, dropped by `drop` (and, if a
 * test never gets there, when the run ends: see test-databases.ts).
 */
export async function createFreshPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set');
  const url = postgresUrl;
  const name = await createTestDatabase(url, inject('testRun'));
  return {
    url: withDatabase(url, name),
    drop: async () => void (await dropTestDatabases(url, [name])),
  };
}

/**
 * Fills `DATA_DIR/pglite` from the migrated template the global setup made, so a server starts
 * on it without the slow first initdb.
 */
export async function preparePgliteDataDir(dataDir: string, templateFile: string) {
  const client = await PGlite.create({
    dataDir: path.join(dataDir, 'pglite'),
    loadDataDir: new Blob([readFileSync(templateFile)]),
    extensions: { pg_trgm },
  });
  await client.close();
}

/** Something to run SQL on: a pg client or an in-process PGlite on a stopped server's data. */
export interface SqlRunner {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export async function openSqlRunner(
  target: { postgresUrl: string } | { dataDir: string },
): Promise<SqlRunner> {
  if ('postgresUrl' in target) {
    const client = new pg.Client({ connectionString: target.postgresUrl });
    client.on('error', () => undefined);
    await client.connect();
    return {
      query: async (text, params) => (await client.query(text, params)).rows,
      close: () => client.end(),
    };
  }
  const client = await PGlite.create({
    dataDir: path.join(target.dataDir, 'pglite'),
    extensions: { pg_trgm },
  });
  return {
    query: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
    close: () => client.close(),
  };
}

/** Every counter against the rows it counts; answers one line per mismatch. */
export async function counterMismatches(sql: SqlRunner): Promise<string[]> {
  const checks: { name: string; query: string }[] = [
    {
      name: 'books.likes_count',
      query: `select id, likes_count as stored, (select count(*)::int from likes l where l.book_id = b.id) as actual from books b`,
    },
    {
      name: 'books.rating_sum',
      query: `select id, rating_sum as stored, (select coalesce(sum(rating), 0)::int from ratings r where r.book_id = b.id) as actual from books b`,
    },
    {
      name: 'books.rating_count',
      query: `select id, rating_count as stored, (select count(*)::int from ratings r where r.book_id = b.id) as actual from books b`,
    },
    {
      name: 'books.favorites_count',
      query: `select id, favorites_count as stored, (select count(*)::int from library_entries e where e.book_id = b.id and e.favorite) as actual from books b`,
    },
    {
      // Book-level comments (chapter comments are counted on their chapter).
      name: 'books.comments_count',
      query: `select id, comments_count as stored, (select count(*)::int from comments c where c.book_id = b.id and c.chapter_id is null) as actual from books b`,
    },
    {
      name: 'books.chapter_count',
      query: `select id, chapter_count as stored, (select count(*)::int from chapters c where c.book_id = b.id) as actual from books b`,
    },
    {
      name: 'books.word_count',
      query: `select id, word_count as stored, (select coalesce(sum(word_count), 0)::int from chapters c where c.book_id = b.id) as actual from books b`,
    },
    {
      name: 'chapters.votes_count',
      query: `select id, votes_count as stored, (select count(*)::int from chapter_votes v where v.chapter_id = c.id) as actual from chapters c`,
    },
    {
      name: 'chapters.comments_count',
      query: `select id, comments_count as stored, (select count(*)::int from comments m where m.chapter_id = c.id) as actual from chapters c`,
    },
    {
      name: 'chapters.reads_count',
      query: `select id, reads_count as stored, (select count(*)::int from chapter_reads r where r.chapter_id = c.id) as actual from chapters c`,
    },
  ];
  const problems: string[] = [];
  for (const check of checks) {
    const rows = await sql.query<{ id: string; stored: number; actual: number }>(
      `select * from (${check.query}) x where stored <> actual`,
    );
    for (const row of rows)
      problems.push(`${check.name} of ${row.id}: stored ${row.stored}, rows ${row.actual}`);
  }
  return problems;
}
