// The catalogue's read paths when nothing is remembered, at scale: EXPLAIN ANALYZE of the list
// statements the server issues (a deep page nobody asked for, new searches of every shape, the
// counts) and the time of each through a fresh catalogue repository (no remembered pages or
// totals), on the embedded database and on PostgreSQL.
//
//   npm run build -w packages/shared && npm run build -w apps/server
//   QS_BOOKS=100000 QS_DATA_DIR=/some/dir node bench/query-shapes.mjs
//
// QS_DATA_DIR keeps the generated embedded library between runs (generated when missing; by
// default in the system's temporary directory);
// QS_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres) names a server on which the
// database `quire_query_shapes_<books>` is generated when missing; QS_SKIP=pglite|postgres skips
// one; QS_EXPLAIN=0 leaves out the EXPLAIN table, QS_LISTS=0 the timings.
import { existsSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { generateLibrary } from './generate.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { openPglite, openPostgres } = await import(path.join(root, 'apps/server/dist/db/client.js'));
const { createBooksCatalogueRepository } = await import(
  path.join(root, 'apps/server/dist/modules/books/books-catalogue.repository.js')
);

const size = Number(process.env.QS_BOOKS ?? 100_000);
const pgUrl = process.env.QS_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const skip = process.env.QS_SKIP ?? '';
const userId = '00000000-0000-4000-8000-000000000000';

/**
 * The generator writes chapters as text, which every open of the database turns into chapter
 * documents (300,000 of them at 100k books: many minutes). Nothing here reads a chapter, so each
 * gets a one-paragraph document in SQL instead, and the library opens at once.
 */
const CHAPTERS_AS_DOCUMENTS = `
  UPDATE chapters SET doc = jsonb_build_object('type', 'doc', 'content', jsonb_build_array(
    jsonb_build_object('type', 'paragraph', 'attrs', jsonb_build_object('id', substr(md5(id::text), 1, 10)),
      'content', jsonb_build_array(jsonb_build_object('type', 'text', 'text', content)))))
  WHERE doc IS NULL`;

async function generate(database) {
  console.log('generated', await generateLibrary(database.db, { books: size }));
  await database.db.execute(sql.raw(CHAPTERS_AS_DOCUMENTS));
}

/** Every sort the API allows, a deep page each, then new searches of every shape. */
const LISTS = [
  ['newest, offset 5,984', {}, { sort: 'createdAt', order: 'desc', offset: 5984 }],
  ['newest, offset 59,984', {}, { sort: 'createdAt', order: 'desc', offset: 59984 }],
  ['oldest, offset 59,984', {}, { sort: 'createdAt', order: 'asc', offset: 59984 }],
  ['title, offset 59,984', {}, { sort: 'title', order: 'asc', offset: 59984 }],
  ['author desc, offset 59,984', {}, { sort: 'author', order: 'desc', offset: 59984 }],
  ['rating, offset 59,984', {}, { sort: 'rating.averageRating', order: 'desc', offset: 59984 }],
  ['likes, offset 59,984', {}, { sort: 'likes', order: 'desc', offset: 59984 }],
  ['favourites, offset 59,984', {}, { sort: 'favorites', order: 'desc', offset: 59984 }],
  ['category, offset 2,000', { category: 'Fiction' }, { sort: 'createdAt', order: 'desc', offset: 2000 }],
  ['search "lantern kingdom 4"', { q: 'lantern kingdom 4' }, { sort: 'createdAt', order: 'desc', offset: 0 }],
  ['search "Author 77"', { q: 'Author 77' }, { sort: 'createdAt', order: 'desc', offset: 0 }],
  ['search one letter "e"', { q: 'e' }, { sort: 'createdAt', order: 'desc', offset: 0 }],
  ['search one letter "z"', { q: 'z' }, { sort: 'createdAt', order: 'desc', offset: 0 }],
  ['search two letters "qx"', { q: 'qx' }, { sort: 'createdAt', order: 'desc', offset: 0 }],
  ['search quoted "\\"ember map\\""', { q: '"ember map"' }, { sort: 'createdAt', order: 'desc', offset: 0 }],
  ['search accented "café"', { q: 'café' }, { sort: 'createdAt', order: 'desc', offset: 0 }],
  ['search accented "é"', { q: 'é' }, { sort: 'createdAt', order: 'desc', offset: 0 }],
  // A reader of the generated library with 200 entries (`userId` is filled in per database).
  [
    'My Library (200 entries), by title',
    { library: true, reader: true },
    { sort: 'title', order: 'asc', offset: 0 },
  ],
];

/** The list statements' inner query (the page's ids) and the counts, as SQL for EXPLAIN. */
const EXPLAINED = [
  [
    'newest, offset 5,980',
    `SELECT id, created_at::text AS sort_key FROM books WHERE published = true ORDER BY created_at DESC, id DESC LIMIT 20 OFFSET 5980`,
  ],
  [
    'newest, offset 59,980',
    `SELECT id, created_at::text AS sort_key FROM books WHERE published = true ORDER BY created_at DESC, id DESC LIMIT 20 OFFSET 59980`,
  ],
  [
    'title, offset 59,980',
    `SELECT id, title::text AS sort_key FROM books WHERE published = true ORDER BY title ASC, id ASC LIMIT 20 OFFSET 59980`,
  ],
  [
    'newest, 59,980 from the row at 59,904 (keyset)',
    `SELECT id, created_at::text AS sort_key FROM books WHERE published = true AND (created_at, id) <= (SELECT created_at, id FROM books WHERE published ORDER BY created_at DESC, id DESC LIMIT 1 OFFSET 59904) ORDER BY created_at DESC, id DESC LIMIT 20 OFFSET 76`,
  ],
  [
    'directory of newest, first chunk of 8,192 rows',
    `SELECT id, sort_value::text, position FROM (SELECT id, created_at AS sort_value, row_number() OVER (ORDER BY created_at DESC, id DESC) - 1 AS position FROM books WHERE published = true ORDER BY created_at DESC, id DESC LIMIT 8192) d WHERE position % 256 = 0 OR position = 8191`,
  ],
  [
    'search "lantern kingdom 4"',
    `SELECT id FROM books WHERE (title ILIKE '%lantern kingdom 4%' OR author ILIKE '%lantern kingdom 4%') AND published = true ORDER BY created_at DESC, id DESC LIMIT 20`,
  ],
  [
    'search "e"',
    `SELECT id FROM books WHERE (title ILIKE '%e%' OR author ILIKE '%e%') AND published = true ORDER BY created_at DESC, id DESC LIMIT 20`,
  ],
  [
    'search "z"',
    `SELECT id FROM books WHERE (title ILIKE '%z%' OR author ILIKE '%z%') AND published = true ORDER BY created_at DESC, id DESC LIMIT 20`,
  ],
  [
    'search "z" with its letters',
    `SELECT id FROM books WHERE (title ILIKE '%z%' OR author ILIKE '%z%') AND (regexp_split_to_array(lower(title), '') || regexp_split_to_array(lower(author), '')) @> regexp_split_to_array('z', '') AND published = true ORDER BY created_at DESC, id DESC LIMIT 20`,
    'grams',
  ],
  [
    'search "e" with its letters',
    `SELECT id FROM books WHERE (title ILIKE '%e%' OR author ILIKE '%e%') AND (regexp_split_to_array(lower(title), '') || regexp_split_to_array(lower(author), '')) @> regexp_split_to_array('e', '') AND published = true ORDER BY created_at DESC, id DESC LIMIT 20`,
    'grams',
  ],
  ['count all', `SELECT count(*) FROM books WHERE published = true`],
  ['kept count', `SELECT n FROM book_counts WHERE key = 'all'`, 'grams'],
  [
    'count "e"',
    `SELECT count(*) FROM books WHERE (title ILIKE '%e%' OR author ILIKE '%e%') AND published = true`,
  ],
];

async function explain(database) {
  console.log('| statement | execution ms | plan |');
  console.log('|---|---:|---|');
  const after = (await database.db.execute(sql.raw(`SELECT to_regclass('book_counts') AS t`))).rows?.[0]?.t;
  for (const [name, query, needs] of EXPLAINED) {
    if (needs && !after) continue;
    const result = await database.db.execute(sql.raw(`EXPLAIN (ANALYZE, BUFFERS) ${query}`));
    const lines = (result.rows ?? result).map((r) => r['QUERY PLAN']);
    const exec = lines.find((l) => l.startsWith('Execution Time'))?.match(/[\d.]+/)?.[0];
    const nodes = lines
      .filter((l) => /(Scan|Sort|Aggregate|Limit|BitmapOr)/.test(l))
      .map((l) =>
        l
          .trim()
          .replace(/^->\s*/, '')
          .replace(/\s*\(cost.*$/, ''),
      )
      .join(' › ');
    console.log(`| ${name} | ${exec} | ${nodes} |`);
  }
  console.log('');
}

async function measure(kind, database) {
  console.log(`\n## ${kind}, ${size.toLocaleString('en')} books\n`);
  if (process.env.QS_EXPLAIN !== '0') await explain(database);
  if (process.env.QS_LISTS === '0') return;
  console.log('Through a fresh catalogue repository (nothing remembered), a first pass and a second one:\n');
  console.log(
    '| pass | list | page nobody asked, ms | its directory (background), ms | another deep page, ms | total, ms | total |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|');
  const readerRows = await database.db.execute(
    sql.raw(`SELECT user_id FROM library_entries GROUP BY user_id ORDER BY count(*) DESC LIMIT 1`),
  );
  const readerId = (readerRows.rows ?? readerRows)[0]?.user_id;
  for (const pass of ['first', 'second']) {
    for (const [name, { reader, ...filter }, page] of LISTS) {
      const f = { userId: reader ? readerId : userId, ...filter };
      const p = { limit: 20, ...page };
      const books = createBooksCatalogueRepository(database.db);
      const elapsed = async (fn) => {
        const started = performance.now();
        const value = await fn();
        return { ms: performance.now() - started, value };
      };
      const first = await elapsed(() => books.listBooks(f, p));
      // Present only for the builds that read a directory beside a deep page.
      const directory = books.settled ? await elapsed(() => books.settled()) : undefined;
      const another =
        p.offset >= 256
          ? await elapsed(() => books.listBooks(f, { ...p, offset: p.offset + 1007 }))
          : undefined;
      const total = await elapsed(() => createBooksCatalogueRepository(database.db).countBooks(f));
      const ms = (x) => (x ? x.ms.toFixed(1) : '-');
      console.log(
        `| ${pass} | ${name} | ${ms(first)} | ${ms(directory)} | ${ms(another)} | ${ms(total)} | ${total.value} |`,
      );
    }
  }
}

if (!skip.includes('pglite')) {
  const dataDir = process.env.QS_DATA_DIR ?? path.join(os.tmpdir(), `quire-query-shapes-${size}`);
  const fresh = !existsSync(path.join(dataDir, 'PG_VERSION'));
  mkdirSync(dataDir, { recursive: true });
  const database = await openPglite({ dataDir });
  if (fresh) await generate(database);
  await measure('embedded (PGlite)', database);
  await database.close();
}

if (!skip.includes('postgres')) {
  const name = `quire_query_shapes_${size}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount > 0;
  if (!exists) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), { queryTimeoutMs: 600_000 });
  if (!exists) await generate(database);
  await measure('PostgreSQL', database);
  await database.close();
}
