// EXPLAIN of the catalogue's main query shapes (the same shapes the books repository issues),
// recorded with each benchmark run to show that no large table is scanned sequentially.
import { sql } from 'drizzle-orm';

const SHAPES = [
  ['list newest, page 1', `SELECT id FROM books WHERE published ORDER BY created_at DESC, id DESC LIMIT 8`],
  [
    'list newest, deep page',
    `SELECT id FROM books WHERE published ORDER BY created_at DESC, id DESC LIMIT 8 OFFSET 80000`,
  ],
  [
    'search title or author',
    `SELECT id FROM books WHERE published AND (title ILIKE '%lantern kingdom%' OR author ILIKE '%lantern kingdom%') ORDER BY created_at DESC, id DESC LIMIT 8`,
  ],
  ['sort by rating', `SELECT id FROM books WHERE published ORDER BY rating_avg DESC, id DESC LIMIT 8`],
  [
    'sort by rating, deep page',
    `SELECT id FROM books WHERE published ORDER BY rating_avg DESC, id DESC LIMIT 8 OFFSET 80000`,
  ],
  [
    'count with search',
    `SELECT count(*) FROM books WHERE published AND (title ILIKE '%lantern kingdom%' OR author ILIKE '%lantern kingdom%')`,
  ],
  [
    'one chapter',
    `SELECT content FROM chapters WHERE book_id = (SELECT id FROM books LIMIT 1) AND number = 2`,
  ],
];

export async function explainPlans(db) {
  const plans = [];
  for (const [name, query] of SHAPES) {
    const result = await db.execute(sql.raw(`EXPLAIN ${query}`));
    const rows = result.rows ?? result;
    plans.push({ name, plan: rows.map((r) => r['QUERY PLAN']).join('\n') });
  }
  return plans;
}
