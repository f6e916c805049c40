import { docFromText, textBlocks } from '@quire/shared/chapter-doc';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** Chapters converted per transaction. */
const BATCH = 200;

type AnyDb = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

/**
 * The start-up step after the migration that added `chapters.doc` (decision 049): every chapter
 * written as text gets its document (`docFromText`, whose text blocks are exactly the paragraphs
 * the reader has always shown), and every highlight and paragraph comment in it gets the id of
 * the block under its paragraph index. Offsets and quotes do not change: the words under every
 * anchor stay the same. Batched and idempotent (only rows still without a document), so a start
 * that is killed half-way finishes on the next. Answers how many chapters it converted.
 */
export async function convertTextChapters(db: AnyDb): Promise<number> {
  let converted = 0;
  for (;;) {
    const result = await db.execute(
      sql`select id, content from chapters where doc is null order by id limit ${BATCH}`,
    );
    const rows = (result as unknown as { rows: { id: string; content: string }[] }).rows;
    if (rows.length === 0) return converted;
    const values = rows.map((row) => {
      const doc = docFromText(row.content);
      const ids = textBlocks(doc).map((block) => block.id);
      return sql`(${row.id}::uuid, ${JSON.stringify(doc)}::jsonb, ${JSON.stringify(ids)}::jsonb)`;
    });
    const table = sql`(values ${sql.join(values, sql`, `)}) as v(id, doc, ids)`;
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`update chapters c set doc = v.doc from ${table} where c.id = v.id and c.doc is null`,
      );
      await tx.execute(sql`
        update highlights h set block_id = v.ids ->> h.paragraph
        from ${table} where h.chapter_id = v.id and h.block_id is null`);
      await tx.execute(sql`
        update comments m set anchor_block_id = v.ids ->> m.anchor_paragraph
        from ${table}
        where m.chapter_id = v.id and m.anchor_paragraph is not null and m.anchor_block_id is null`);
    });
    converted += rows.length;
  }
}
