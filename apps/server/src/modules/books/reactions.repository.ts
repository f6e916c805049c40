import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db, transaction } from '../../db/client.js';
import { books, libraryEntries, likes, ratings } from '../../db/schema.js';
import type { OutboxWriter } from '../../outbox/outbox.repository.js';

/**
 * Likes and ratings. Only the rows are written here: the book's counters follow them through
 * the database's triggers (decision 010), so a repeated or racing toggle cannot move a counter
 * more than its rows moved. A new like by someone other than the owner, and every rating, write
 * their `book.liked` / `book.rated` event to the outbox in the same transaction.
 */
export function createReactionsRepository(db: Db, outbox: OutboxWriter) {
  return {
    /**
     * Who liked and who favourited each of `bookIds` (the spec's lists of user ids, served only
     * under SPEC_COMPAT: decision 003).
     */
    async whoReacted(
      bookIds: string[],
    ): Promise<{ likes: Map<string, string[]>; favorites: Map<string, string[]> }> {
      const out = { likes: new Map<string, string[]>(), favorites: new Map<string, string[]>() };
      if (bookIds.length === 0) return out;
      const [liked, favourited] = await Promise.all([
        db
          .select({ bookId: likes.bookId, userId: likes.userId })
          .from(likes)
          .where(inArray(likes.bookId, bookIds)),
        db
          .select({ bookId: libraryEntries.bookId, userId: libraryEntries.userId })
          .from(libraryEntries)
          .where(and(inArray(libraryEntries.bookId, bookIds), eq(libraryEntries.favorite, true))),
      ]);
      const add = (map: Map<string, string[]>, row: { bookId: string; userId: string }) => {
        const list = map.get(row.bookId);
        if (list) list.push(row.userId);
        else map.set(row.bookId, [row.userId]);
      };
      for (const row of liked) add(out.likes, row);
      for (const row of favourited) add(out.favorites, row);
      return out;
    },

    /** Adds the caller's like, or removes it when present. Undefined for an unknown book. */
    async toggleLike(
      userId: string,
      bookId: string,
    ): Promise<{ liked: boolean; likes: number; ownerId: string | null } | undefined> {
      return transaction(db, async (tx) => {
        const [book] = await tx.select({ ownerId: books.ownerId }).from(books).where(eq(books.id, bookId));
        if (!book) return undefined;
        const added = await tx
          .insert(likes)
          .values({ userId, bookId })
          .onConflictDoNothing()
          .returning({ userId: likes.userId });
        if (added.length === 0)
          await tx.delete(likes).where(and(eq(likes.userId, userId), eq(likes.bookId, bookId)));
        else if (book.ownerId !== userId)
          await outbox.write(tx, [{ name: 'book.liked', payload: { bookId, actorId: userId } }]);
        const [counted] = await tx
          .select({ likes: books.likesCount })
          .from(books)
          .where(eq(books.id, bookId));
        return { liked: added.length > 0, likes: counted?.likes ?? 0, ownerId: book.ownerId };
      });
    },

    /** Sets the caller's rating (one per user and book; re-rating replaces it). */
    async rate(
      userId: string,
      bookId: string,
      rating: number,
    ): Promise<{ ratingSum: number; ratingCount: number; ownerId: string | null } | undefined> {
      return transaction(db, async (tx) => {
        const [book] = await tx.select({ ownerId: books.ownerId }).from(books).where(eq(books.id, bookId));
        if (!book) return undefined;
        await tx
          .insert(ratings)
          .values({ userId, bookId, rating })
          .onConflictDoUpdate({
            target: [ratings.userId, ratings.bookId],
            set: { rating, updatedAt: new Date() },
          });
        await outbox.write(tx, [{ name: 'book.rated', payload: { bookId, actorId: userId, rating } }]);
        const [row] = await tx
          .select({ ratingSum: books.ratingSum, ratingCount: books.ratingCount })
          .from(books)
          .where(eq(books.id, bookId));
        return { ratingSum: row?.ratingSum ?? 0, ratingCount: row?.ratingCount ?? 0, ownerId: book.ownerId };
      });
    },

    /**
     * Ratings brought in by an import (decision 025): a book the caller already rated keeps its
     * rating, so importing a file twice changes nothing, and an author never rates their own
     * book. No event: an import is not news for the authors. Answers how many were added.
     */
    async importRatings(userId: string, items: readonly { bookId: string; rating: number }[]) {
      if (items.length === 0) return 0;
      const values = items.map((item) => sql`(${item.bookId}::uuid, ${item.rating}::smallint)`);
      const added = await db
        .insert(ratings)
        .select(
          db
            .select({
              userId: sql<string>`${userId}::uuid`.as('user_id'),
              bookId: books.id,
              rating: sql<number>`v.rating`.as('rating'),
              createdAt: sql<Date>`now()`.as('created_at'),
              updatedAt: sql<Date>`now()`.as('updated_at'),
            })
            .from(sql`(values ${sql.join(values, sql`, `)}) as v(book_id, rating)`)
            .innerJoin(books, sql`${books.id} = v.book_id`)
            .where(sql`${books.ownerId} is distinct from ${userId}::uuid`),
        )
        .onConflictDoNothing()
        .returning({ bookId: ratings.bookId });
      return added.length;
    },
  };
}

export type ReactionsRepository = ReturnType<typeof createReactionsRepository>;
