import { type SQL, sql } from 'drizzle-orm';
import { chapters } from './schema.js';

/**
 * Which chapters a reader sees (decision 060): the published ones; the book's owner (`viewerId`)
 * sees their drafts and scheduled chapters too. Without a viewer, published ones only.
 */
export function visibleChapters(viewerId: string | null | undefined): SQL {
  return viewerId
    ? sql`(${chapters.status} = 'published' or exists (select 1 from books vb where vb.id = ${chapters.bookId} and vb.owner_id = ${viewerId}))`
    : sql`${chapters.status} = 'published'`;
}
