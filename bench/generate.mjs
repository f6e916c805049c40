// Generates a synthetic library inside the database with set-based SQL (generate_series), so
// 100k books with chapters, users, ratings, comments and library entries take seconds, not hours.
import { BOOK_CATEGORIES as CATEGORIES } from '@quire/shared';
import { docFromText } from '@quire/shared/chapter-doc';
import { sql } from 'drizzle-orm';

export const WORDS = [
  'silent',
  'crimson',
  'river',
  'glass',
  'orchard',
  'winter',
  'harbor',
  'lantern',
  'hollow',
  'ember',
  'meadow',
  'northern',
  'salt',
  'paper',
  'iron',
  'golden',
  'quiet',
  'wild',
  'last',
  'hidden',
];
export const NOUNS = [
  'garden',
  'kingdom',
  'letters',
  'tide',
  'house',
  'map',
  'road',
  'song',
  'clock',
  'city',
  'island',
  'fire',
  'bridge',
  'forest',
  'archive',
  'voyage',
  'mirror',
  'crown',
  'well',
  'sky',
];

const arr = (xs) => `array[${xs.map((x) => `'${x}'`).join(',')}]`;

/**
 * @param {import('drizzle-orm/pg-core').PgDatabase<any, any>} db
 * @param {{ books: number, chaptersPerBook?: number, users?: number }} size
 */
export async function generateLibrary(db, { books, chaptersPerBook = 3, users = 1000 }) {
  const run = (text) => db.execute(sql.raw(text));
  const started = performance.now();
  await run(`
    INSERT INTO users (name, email, password_hash, notification_settings, privacy_settings)
    SELECT 'Bench Reader ' || g, 'bench-' || g || '@example.com', 'x', '{}'::jsonb, '{}'::jsonb
    FROM generate_series(1, ${users}) g`);
  // A bulk load, as an import would do it: trigram entries go to the GIN pending list while the
  // rows arrive (the app's indexes have it off, decision 007), and VACUUM below merges them.
  await run('ALTER INDEX books_title_trgm_idx SET (fastupdate = on)');
  await run('ALTER INDEX books_author_trgm_idx SET (fastupdate = on)');
  // A paragraph of about 120 words; chapters repeat it with their number so rows differ.
  const paragraph =
    'The lamps along the harbor came on one by one as the tide turned, and the reader kept going. '.repeat(6);
  await run(`
    INSERT INTO books (title, author, description, isbn, category, genre, publication_year, publisher, language,
      featured, chapter_count, word_count, likes_count, favorites_count, rating_sum, rating_count, rating_avg,
      downloads, created_at, updated_at)
    SELECT
      initcap((${arr(WORDS)})[1 + g % 20]) || ' ' || initcap((${arr(NOUNS)})[1 + (g / 20) % 20]) || ' ' || g,
      'Author ' || (g % 7919),
      'A generated book for benchmarks.',
      '978' || lpad(g::text, 10, '0'),
      (${arr(CATEGORIES)})[1 + g % 12],
      NULL,
      1900 + g % 125,
      'Bench Press',
      'English',
      g % 997 = 0,
      ${chaptersPerBook},
      ${chaptersPerBook} * 120,
      g % 97, g % 53,
      (1 + g % 5) * (g % 23), g % 23,
      CASE WHEN g % 23 = 0 THEN 0 ELSE 1 + g % 5 END,
      g % 311,
      now() - (g || ' seconds')::interval,
      now()
    FROM generate_series(1, ${books}) g`);
  // Each chapter with its document, as this build writes it (decision 049): a library generated
  // here is one a running server has already converted, so its start has nothing to convert.
  const [, body] = docFromText(`Chapter 1.\n\n${paragraph}`).content;
  const block = (id, text) =>
    `jsonb_build_object('type', 'paragraph', 'attrs', jsonb_build_object('id', ${id}),
      'content', jsonb_build_array(jsonb_build_object('type', 'text', 'text', ${text})))`;
  await run(`
    INSERT INTO chapters (book_id, number, title, content, doc, word_count)
    SELECT b.id, n, 'Chapter ' || n, 'Chapter ' || n || E'.\\n\\n' || '${paragraph}',
      jsonb_build_object('type', 'doc', 'content', jsonb_build_array(
        ${block(`substr(md5(b.id::text || n || 'h'), 1, 10)`, `'Chapter ' || n || '.'`)},
        ${block(`substr(md5(b.id::text || n || 'p'), 1, 10)`, `'${body.content[0].text}'`)})),
      120
    FROM books b CROSS JOIN generate_series(1, ${chaptersPerBook}) n`);
  // Ratings and likes for 1 in 23 books by a few users, comments on 1 in 50, entries for the first users.
  // The books above carry made-up counters for the sorts to spread over; the counter triggers stay
  // off while these rows arrive so they do not add to them.
  const counted = ['ratings', 'comments', 'library_entries'];
  for (const table of counted) await run(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
  await run(`
    INSERT INTO ratings (user_id, book_id, rating)
    SELECT u.id, b.id, 1 + (abs(hashtext(u.id::text || b.id::text)) % 5)
    FROM (SELECT id FROM books ORDER BY created_at DESC LIMIT ${Math.ceil(books / 23)}) b
    CROSS JOIN (SELECT id FROM users WHERE email LIKE 'bench-%' ORDER BY email LIMIT 3) u
    ON CONFLICT DO NOTHING`);
  await run(`
    INSERT INTO comments (book_id, user_id, content)
    SELECT b.id, u.id, 'What a chapter. I did not expect that ending.'
    FROM (SELECT id FROM books ORDER BY created_at DESC LIMIT ${Math.ceil(books / 50)}) b
    CROSS JOIN (SELECT id FROM users WHERE email LIKE 'bench-%' ORDER BY email LIMIT 2) u`);
  await run(`
    INSERT INTO library_entries (user_id, book_id, status, progress, favorite, started_at, last_read_at)
    SELECT u.id, b.id, (array['Reading','Completed','Want to Read'])[1 + (abs(hashtext(b.id::text)) % 3)],
      abs(hashtext(b.id::text)) % 100, abs(hashtext(u.id::text || b.id::text)) % 4 = 0, now(), now()
    FROM (SELECT id FROM books ORDER BY created_at DESC LIMIT 200) b
    CROSS JOIN (SELECT id FROM users WHERE email LIKE 'bench-%' ORDER BY email LIMIT 50) u
    ON CONFLICT DO NOTHING`);
  for (const table of counted) await run(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
  // A live database reaches this state through autovacuum: visibility map set (index-only scans
  // skip the heap) and GIN pending lists merged. Measure that, not a just-bulk-loaded table.
  await run('ALTER INDEX books_title_trgm_idx SET (fastupdate = off)');
  await run('ALTER INDEX books_author_trgm_idx SET (fastupdate = off)');
  await run('VACUUM ANALYZE');
  return { ms: Math.round(performance.now() - started) };
}
