import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { books, chapters } from '../db/schema.js';
import { visibleChapters } from '../db/visible-chapters.js';
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

    async chapterIdOf(bookId, number, viewerId) {
      const [row] = await db
        .select({ id: chapters.id })
        .from(chapters)
        .where(and(eq(chapters.bookId, bookId), eq(chapters.number, number), visibleChapters(viewerId)));
      return row?.id;
    },

    async commentsLocked(chapterId) {
      const [row] = await db
        .select({ locked: chapters.commentsLocked })
        .from(chapters)
        .where(eq(chapters.id, chapterId));
      return row?.locked ?? false;
    },
  };
}

export type AccessRepository = ReturnType<typeof createAccessRepository>;
