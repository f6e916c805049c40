import { and, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { type Db, transaction } from '../../db/client.js';
import type { BooksRepository } from '../books/books.repository.js';
import { books, libraryEntries, users } from '../../db/schema.js';

export type ProfileUserRow = typeof users.$inferSelect;

const PUBLISHED_LIMIT = 60;
const SHELF_LIMIT = 60;

/**
 * The only Drizzle caller of the profile module: avatar, credentials, account deletion, public
 * profile. An account deletion hands the user's books to the books repository, their writer.
 */
export function createProfileRepository(db: Db, bookWriter: Pick<BooksRepository, 'releaseOwnedBooks'>) {
  return {
    async findUser(id: string): Promise<ProfileUserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    /** Points the user's avatar at a stored image; answers the updated row and the previous image id. */
    async setAvatar(userId: string, imageId: string) {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ avatarImageId: users.avatarImageId })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        const [row] = await tx
          .update(users)
          .set({ avatarImageId: imageId, updatedAt: new Date() })
          .where(eq(users.id, userId))
          .returning();
        return { row, previousImageId: before?.avatarImageId ?? null };
      });
    },

    /** New hash and a bumped token version in one statement: every older token stops working. */
    async setPasswordAndRevokeTokens(userId: string, passwordHash: string): Promise<number | undefined> {
      const [row] = await db
        .update(users)
        .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning({ tokenVersion: users.tokenVersion });
      return row?.tokenVersion;
    },

    async revokeTokens(userId: string): Promise<number | undefined> {
      const [row] = await db
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning({ tokenVersion: users.tokenVersion });
      return row?.tokenVersion;
    },

    /**
     * Removes the user and everything personal (library entries, likes, ratings, comments, votes,
     * sessions, goals, collections, notifications, achievements cascade with the user row), and
     * deletes or orphans the user's own books. The counters of other people's books follow the
     * cascaded rows through the database's triggers.
     */
    async deleteAccount(userId: string, keepBooks: boolean) {
      return transaction(db, async (tx) => {
        // The user's books are the books module's to orphan or delete.
        const { ownedBooks, removedBooks } = await bookWriter.releaseOwnedBooks(tx, userId, keepBooks);
        const [deleted] = await tx
          .delete(users)
          .where(eq(users.id, userId))
          .returning({ avatarImageId: users.avatarImageId });
        return {
          found: Boolean(deleted),
          avatarImageId: deleted?.avatarImageId ?? null,
          ownedBooks,
          removedBooks,
        };
      });
    },

    async listPublishedBooks(userId: string) {
      return db
        .select({
          id: books.id,
          title: books.title,
          author: books.author,
          coverImage: books.coverImage,
          category: books.category,
          likesCount: books.likesCount,
          ratingAvg: books.ratingAvg,
          ratingCount: books.ratingCount,
          chapterCount: books.chapterCount,
          createdAt: books.createdAt,
        })
        .from(books)
        .where(and(eq(books.ownerId, userId), eq(books.published, true)))
        .orderBy(desc(books.createdAt), desc(books.id))
        .limit(PUBLISHED_LIMIT);
    },

    /** The user's shelf: books with a reading status or marked favourite, most recently touched first. */
    async listShelf(userId: string) {
      return db
        .select({
          id: books.id,
          title: books.title,
          author: books.author,
          coverImage: books.coverImage,
          status: libraryEntries.status,
          favorite: libraryEntries.favorite,
          progress: libraryEntries.progress,
        })
        .from(libraryEntries)
        .innerJoin(books, eq(books.id, libraryEntries.bookId))
        .where(
          and(
            eq(libraryEntries.userId, userId),
            or(isNotNull(libraryEntries.status), eq(libraryEntries.favorite, true)),
            eq(books.published, true),
          ),
        )
        .orderBy(desc(libraryEntries.updatedAt))
        .limit(SHELF_LIMIT);
    },

    /** How many books the user is reading now (the totals come from the reading stats). */
    async readingActivity(userId: string) {
      const [shelf] = await db
        .select({ reading: sql<number>`count(*) filter (where ${libraryEntries.status} = 'Reading')::int` })
        .from(libraryEntries)
        .where(eq(libraryEntries.userId, userId));
      return { booksReading: Number(shelf?.reading ?? 0) };
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
