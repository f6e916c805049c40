import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { books, chapters } from '../db/schema.js';
import type { BookLookup, ChapterLookup } from './index.js';

/** The rows access checks read: a book's owner, a chapter's id. Used by modules without their own. */
export function createAccessRepository(db: Db): BookLookup & ChapterLookup {
  return {
    async findOwnership(bookId) {
      const [row] = await db
        .select({ id: books.id, ownerId: books.ownerId, published: books.published })
        .from(books)
        .where(eq(books.id, bookId));
      return row;
    },

    async chapterIdOf(bookId, number) {
      const [row] = await db
        .select({ id: chapters.id })
        .from(chapters)
        .where(and(eq(chapters.bookId, bookId), eq(chapters.number, number)));
      return row?.id;
    },
  };
}

export type AccessRepository = ReturnType<typeof createAccessRepository>;
