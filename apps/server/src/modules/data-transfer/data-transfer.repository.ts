import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { books, libraryEntries, outsideBooks, ratings, users } from '../../db/schema.js';

export type OutsideBookRow = typeof outsideBooks.$inferSelect;
export type OutsideBookInput = Pick<
  OutsideBookRow,
  'naturalKey' | 'title' | 'author' | 'isbn' | 'pages' | 'dateRead' | 'rating' | 'source'
>;

/** Rows per multi-row insert: well under PostgreSQL's 65,535 bound parameters. */
const CHUNK = 500;

/**
 * The catalogue lookups of an import and the outside books (this module owns outside_books);
 * the CSV export's reads. Every query is filtered by the caller; books by what the caller may
 * see (published, or their own drafts).
 */
export function createDataTransferRepository(db: Db) {
  const visibleTo = (userId: string) => or(eq(books.published, true), eq(books.ownerId, userId))!;

  return {
    /**
     * Books the caller may see whose ISBN, reduced to digits (and X), is one of `compactIsbns`:
     * one query for every ISBN of a file, the ISBNs as one array parameter (a file's 40,000
     * would pass PostgreSQL's 65,535 parameters one by one), read as a set to hash against.
     */
    async findByIsbns(userId: string, compactIsbns: readonly string[]) {
      if (compactIsbns.length === 0) return [];
      return db
        .select({ id: books.id, isbn: books.isbn })
        .from(books)
        .where(
          and(
            visibleTo(userId),
            sql`regexp_replace(upper(${books.isbn}), '[^0-9X]', '', 'g') in (select unnest(${sql.param([...compactIsbns])}::text[]))`,
          ),
        );
    },

    /** Title and author of every book the caller may see: the title/author keys are made in code. */
    async listVisibleTitles(userId: string) {
      return db
        .select({ id: books.id, title: books.title, author: books.author })
        .from(books)
        .where(visibleTo(userId))
        .orderBy(asc(books.createdAt));
    },

    /**
     * Adds or updates the caller's outside books on their natural key: a second import of the
     * same file updates the rows (a known date read or rating is never blanked).
     */
    async upsertOutsideBooks(userId: string, rows: readonly OutsideBookInput[], now: Date) {
      for (let i = 0; i < rows.length; i += CHUNK) {
        await db
          .insert(outsideBooks)
          .values(rows.slice(i, i + CHUNK).map((row) => ({ ...row, userId, updatedAt: now })))
          .onConflictDoUpdate({
            target: [outsideBooks.userId, outsideBooks.naturalKey],
            set: {
              title: sql`excluded.title`,
              author: sql`excluded.author`,
              isbn: sql`coalesce(excluded.isbn, ${outsideBooks.isbn})`,
              pages: sql`coalesce(excluded.pages, ${outsideBooks.pages})`,
              dateRead: sql`coalesce(excluded.date_read, ${outsideBooks.dateRead})`,
              rating: sql`coalesce(excluded.rating, ${outsideBooks.rating})`,
              source: sql`excluded.source`,
              updatedAt: now,
            },
          });
      }
    },

    /** Removes outside books that now match a catalogue book (so they are not counted twice). */
    async deleteOutsideBooks(userId: string, naturalKeys: readonly string[]) {
      for (let i = 0; i < naturalKeys.length; i += CHUNK) {
        await db
          .delete(outsideBooks)
          .where(
            and(
              eq(outsideBooks.userId, userId),
              inArray(outsideBooks.naturalKey, naturalKeys.slice(i, i + CHUNK)),
            ),
          );
      }
    },

    async listOutsideBooks(userId: string): Promise<OutsideBookRow[]> {
      return db
        .select()
        .from(outsideBooks)
        .where(eq(outsideBooks.userId, userId))
        .orderBy(asc(outsideBooks.createdAt), asc(outsideBooks.title));
    },

    /** The caller's entries with a status, with the book and the caller's rating: the CSV export. */
    async listLibraryForExport(userId: string) {
      return db
        .select({
          id: books.id,
          title: books.title,
          author: books.author,
          isbn: books.isbn,
          publisher: books.publisher,
          publicationYear: books.publicationYear,
          wordCount: books.wordCount,
          ratingAvg: books.ratingAvg,
          status: libraryEntries.status,
          notes: libraryEntries.notes,
          tags: libraryEntries.tags,
          finishedAt: libraryEntries.finishedAt,
          createdAt: libraryEntries.createdAt,
          rating: ratings.rating,
        })
        .from(libraryEntries)
        .innerJoin(books, eq(books.id, libraryEntries.bookId))
        .leftJoin(ratings, and(eq(ratings.bookId, books.id), eq(ratings.userId, userId)))
        .where(and(eq(libraryEntries.userId, userId), isNotNull(libraryEntries.status), visibleTo(userId)))
        .orderBy(asc(libraryEntries.createdAt), asc(books.title));
    },

    async findTimeZone(userId: string): Promise<string> {
      const [row] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId));
      return row?.timeZone ?? 'UTC';
    },
  };
}

export type DataTransferRepository = ReturnType<typeof createDataTransferRepository>;
