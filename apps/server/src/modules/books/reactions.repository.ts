import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { books, likes, ratings } from '../../db/schema.js';

/** Likes and ratings: each row and the book's counters change in one transaction. */
export function createReactionsRepository(db: Db) {
  return {
    /** Adds the caller's like, or removes it when present. Undefined for an unknown book. */
    async toggleLike(
      userId: string,
      bookId: string,
    ): Promise<{ liked: boolean; likes: number; ownerId: string | null } | undefined> {
      return db.transaction(async (tx) => {
        const [book] = await tx.select({ ownerId: books.ownerId }).from(books).where(eq(books.id, bookId));
        if (!book) return undefined;
        const added = await tx
          .insert(likes)
          .values({ userId, bookId })
          .onConflictDoNothing()
          .returning({ userId: likes.userId });
        let delta = 1;
        if (added.length === 0) {
          const removed = await tx
            .delete(likes)
            .where(and(eq(likes.userId, userId), eq(likes.bookId, bookId)))
            .returning({ userId: likes.userId });
          delta = removed.length > 0 ? -1 : 0;
        }
        const [counted] = await tx
          .update(books)
          .set({ likesCount: sql`greatest(${books.likesCount} + ${delta}::int, 0)` })
          .where(eq(books.id, bookId))
          .returning({ likes: books.likesCount });
        return { liked: added.length > 0, likes: counted!.likes, ownerId: book.ownerId };
      });
    },

    /**
     * Sets the caller's rating (one per user and book; re-rating replaces it). The book row is
     * locked first, so concurrent raters of one book apply their deltas one after another and
     * rating_sum / rating_count / rating_avg stay exact.
     */
    async rate(
      userId: string,
      bookId: string,
      rating: number,
    ): Promise<{ ratingSum: number; ratingCount: number; ownerId: string | null } | undefined> {
      return db.transaction(async (tx) => {
        const [book] = await tx
          .select({ ownerId: books.ownerId })
          .from(books)
          .where(eq(books.id, bookId))
          .for('no key update');
        if (!book) return undefined;
        const [previous] = await tx
          .select({ rating: ratings.rating })
          .from(ratings)
          .where(and(eq(ratings.userId, userId), eq(ratings.bookId, bookId)));
        await tx
          .insert(ratings)
          .values({ userId, bookId, rating })
          .onConflictDoUpdate({
            target: [ratings.userId, ratings.bookId],
            set: { rating, updatedAt: new Date() },
          });
        const sumDelta = rating - (previous?.rating ?? 0);
        const countDelta = previous ? 0 : 1;
        const [row] = await tx
          .update(books)
          .set({
            ratingSum: sql`${books.ratingSum} + ${sumDelta}::int`,
            ratingCount: sql`${books.ratingCount} + ${countDelta}::int`,
            ratingAvg: sql`(${books.ratingSum} + ${sumDelta}::int)::real / greatest(${books.ratingCount} + ${countDelta}::int, 1)`,
          })
          .where(eq(books.id, bookId))
          .returning({ ratingSum: books.ratingSum, ratingCount: books.ratingCount });
        return { ratingSum: row!.ratingSum, ratingCount: row!.ratingCount, ownerId: book.ownerId };
      });
    },
  };
}

export type ReactionsRepository = ReturnType<typeof createReactionsRepository>;
