import type { BookStatus } from '@quire/shared';
import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { books, libraryEntries } from '../../db/schema.js';

export interface EntryPatch {
  notes?: string;
  tags?: string[];
  status?: BookStatus | null;
  progress?: number;
}

const entryKey = [libraryEntries.userId, libraryEntries.bookId];

/** The caller's own (user, book) library entries: every query here is keyed by the user id. */
export function createLibraryEntriesRepository(db: Db) {
  return {
    /**
     * Creates or updates the caller's entry with only the fields given. Starting to read stamps
     * startedAt once; completing stamps finishedAt (kept if it was already completed) and sets
     * progress to 100.
     */
    async upsertEntry(userId: string, bookId: string, patch: EntryPatch): Promise<void> {
      const now = new Date();
      const completed = patch.status === 'Completed';
      const progress = completed ? 100 : patch.progress;
      const set: PgUpdateSetSource<typeof libraryEntries> = { updatedAt: now };
      if (patch.notes !== undefined) set.notes = patch.notes;
      if (patch.tags !== undefined) set.tags = patch.tags;
      if (progress !== undefined) set.progress = progress;
      if (patch.status !== undefined) set.status = patch.status;
      if (patch.status === 'Reading') set.startedAt = sql`coalesce(${libraryEntries.startedAt}, now())`;
      if (completed)
        set.finishedAt = sql`case when ${libraryEntries.status} = 'Completed' and ${libraryEntries.finishedAt} is not null
          then ${libraryEntries.finishedAt} else now() end`;

      await db
        .insert(libraryEntries)
        .values({
          userId,
          bookId,
          notes: patch.notes,
          tags: patch.tags,
          status: patch.status,
          progress,
          startedAt: patch.status === 'Reading' ? now : undefined,
          finishedAt: completed ? now : undefined,
        })
        .onConflictDoUpdate({ target: entryKey, set });
    },

    /**
     * Flips the caller's favourite flag (books.favorites_count follows the flag through the
     * database's triggers). Answers the new flag and count, or undefined for an unknown book.
     */
    async toggleFavorite(
      userId: string,
      bookId: string,
    ): Promise<{ favorite: boolean; favorites: number } | undefined> {
      return db.transaction(async (tx) => {
        const [book] = await tx.select({ id: books.id }).from(books).where(eq(books.id, bookId));
        if (!book) return undefined;
        const [entry] = await tx
          .insert(libraryEntries)
          .values({ userId, bookId, favorite: true })
          .onConflictDoUpdate({
            target: entryKey,
            set: { favorite: sql`not ${libraryEntries.favorite}`, updatedAt: new Date() },
          })
          .returning({ favorite: libraryEntries.favorite });
        const [counted] = await tx
          .select({ favorites: books.favoritesCount })
          .from(books)
          .where(eq(books.id, bookId));
        return { favorite: entry!.favorite, favorites: counted?.favorites ?? 0 };
      });
    },
  };
}

export type LibraryEntriesRepository = ReturnType<typeof createLibraryEntriesRepository>;
