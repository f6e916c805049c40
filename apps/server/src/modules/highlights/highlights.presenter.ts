import type { Highlight } from '@quire/shared';
import type { HighlightRow } from './highlights.repository.js';

/** A highlight as its owner sees it. */
export function presentHighlight(row: HighlightRow): Highlight {
  return {
    _id: row.id,
    bookId: row.bookId,
    chapterNumber: row.chapterNumber,
    chapterTitle: row.chapterTitle,
    paragraph: row.paragraph,
    blockId: row.blockId,
    start: row.start,
    end: row.end,
    quote: row.quote,
    prefix: row.prefix,
    suffix: row.suffix,
    color: row.color,
    note: row.note,
    detached: row.detached,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
