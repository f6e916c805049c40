import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** The columns a table keeps an anchor in (decision 029): highlights' own, comments' `anchor_*`. */
export interface AnchorColumns {
  id: PgColumn;
  paragraph: PgColumn;
  blockId: PgColumn;
  start: PgColumn;
  end: PgColumn;
  quote: PgColumn;
  prefix: PgColumn;
  suffix: PgColumn;
  detached: PgColumn;
}

/** One row's new anchor, or null when it is detached: it then keeps its last place and quote. */
export interface AnchorUpdateRow {
  id: string;
  anchor: {
    paragraph: number;
    blockId: string | null;
    start: number;
    end: number;
    quote: string;
    prefix: string;
    suffix: string;
  } | null;
}

/**
 * The one UPDATE that writes a chapter save's re-anchored rows of a table. Each column's new values
 * travel as one array parameter and `unnest` turns them back into rows, so the statement's text
 * and its eight parameters are the same for one row or ten thousand (one plan, no parameter
 * ceiling) and the rows are written in one round trip. A detached row's place is null in the
 * arrays: it keeps the place it has. The caller (the table's own repository) runs it.
 */
export function updateAnchorsStatement(
  table: PgTable,
  columns: AnchorColumns,
  updates: readonly AnchorUpdateRow[],
): SQL {
  const values = <K extends keyof NonNullable<AnchorUpdateRow['anchor']>>(key: K) =>
    sql.param(updates.map((update) => (update.anchor ? update.anchor[key] : null)));
  const keepOr = (column: PgColumn, value: string) =>
    sql`${sql.identifier(column.name)} = coalesce(v.${sql.identifier(value)}, ${column})`;
  return sql`update ${table} set
      ${keepOr(columns.paragraph, 'paragraph')},
      ${keepOr(columns.blockId, 'block_id')},
      ${keepOr(columns.start, 'start_at')},
      ${keepOr(columns.end, 'end_at')},
      ${keepOr(columns.quote, 'quote')},
      ${keepOr(columns.prefix, 'prefix')},
      ${keepOr(columns.suffix, 'suffix')},
      ${sql.identifier(columns.detached.name)} = (v.paragraph is null)
    from unnest(
      ${sql.param(updates.map((update) => update.id))}::uuid[],
      ${values('paragraph')}::int[],
      ${values('blockId')}::text[],
      ${values('start')}::int[],
      ${values('end')}::int[],
      ${values('quote')}::text[],
      ${values('prefix')}::text[],
      ${values('suffix')}::text[]
    ) as v(id, paragraph, block_id, start_at, end_at, quote, prefix, suffix)
    where ${columns.id} = v.id`;
}
