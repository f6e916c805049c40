import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { books, collectionBooks, collections } from '../../db/schema.js';

export type CollectionRow = typeof collections.$inferSelect;
export interface CollectionBookRow {
  collectionId: string;
  id: string;
  title: string;
  author: string;
  coverImage: string | null;
}

/** The caller's collections and the books in them; every query is filtered by the owner. */
export function createCollectionsRepository(db: Db) {
  async function booksOf(collectionIds: string[]): Promise<CollectionBookRow[]> {
    if (collectionIds.length === 0) return [];
    return db
      .select({
        collectionId: collectionBooks.collectionId,
        id: books.id,
        title: books.title,
        author: books.author,
        coverImage: books.coverImage,
      })
      .from(collectionBooks)
      .innerJoin(books, eq(books.id, collectionBooks.bookId))
      .where(inArray(collectionBooks.collectionId, collectionIds))
      .orderBy(asc(collectionBooks.position), asc(collectionBooks.addedAt));
  }

  return {
    booksOf,

    async listForUser(userId: string): Promise<CollectionRow[]> {
      return db
        .select()
        .from(collections)
        .where(eq(collections.userId, userId))
        .orderBy(desc(collections.createdAt), desc(collections.id));
    },

    async findForUser(userId: string, id: string): Promise<CollectionRow | undefined> {
      const [row] = await db
        .select()
        .from(collections)
        .where(and(eq(collections.id, id), eq(collections.userId, userId)));
      return row;
    },

    async insert(userId: string, values: { name: string; description: string }): Promise<CollectionRow> {
      const [row] = await db
        .insert(collections)
        .values({ ...values, userId })
        .returning();
      return row!;
    },

    async update(
      userId: string,
      id: string,
      values: { name?: string; description?: string },
    ): Promise<CollectionRow | undefined> {
      const [row] = await db
        .update(collections)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(collections.id, id), eq(collections.userId, userId)))
        .returning();
      return row;
    },

    async delete(userId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(collections)
        .where(and(eq(collections.id, id), eq(collections.userId, userId)))
        .returning({ id: collections.id });
      return deleted.length > 0;
    },

    /** Appends a book (no-op when it is already there) and touches the collection. */
    async addBook(collectionId: string, bookId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(collectionBooks)
          .values({
            collectionId,
            bookId,
            position: sql`(select coalesce(max(${collectionBooks.position}), -1) + 1 from ${collectionBooks} where ${collectionBooks.collectionId} = ${collectionId})`,
          })
          .onConflictDoNothing();
        await tx.update(collections).set({ updatedAt: new Date() }).where(eq(collections.id, collectionId));
      });
    },

    async removeBook(collectionId: string, bookId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(collectionBooks)
          .where(and(eq(collectionBooks.collectionId, collectionId), eq(collectionBooks.bookId, bookId)))
          .returning({ bookId: collectionBooks.bookId });
        if (removed.length > 0)
          await tx.update(collections).set({ updatedAt: new Date() }).where(eq(collections.id, collectionId));
        return removed.length > 0;
      });
    },
  };
}

export type CollectionsRepository = ReturnType<typeof createCollectionsRepository>;
