import type { BookStatus, ShelfChip } from '@quire/shared';
import { and, asc, desc, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { books, libraryEntries, ratings, readingSessions } from '../../db/schema.js';

export interface LibraryBookRow {
  id: string;
  title: string;
  author: string;
  coverImage: string | null;
  category: string;
  genre: string | null;
  wordCount: number;
  status: BookStatus | null;
  progress: number;
  favorite: boolean;
  startedAt: Date | null;
  finishedAt: Date | null;
  lastReadAt: Date | null;
  rating: number | null;
}

export interface HistoryRow extends LibraryBookRow {
  secondsSpent: number;
  lastSessionAt: Date | null;
}

export type EntryRow = typeof libraryEntries.$inferSelect;

/** Normalised category/genre names each shelf chip matches ('Non-Fiction' → 'nonfiction'). */
const SHELF_CHIP_VALUES: Record<Exclude<ShelfChip, 'All Books' | 'Favorites'>, string[]> = {
  Fantasy: ['fantasy'],
  Classics: ['classic', 'classics'],
  'Non-Fiction': ['nonfiction'],
};

const normalised = (column: SQL | typeof books.category | typeof books.genre) =>
  sql`lower(regexp_replace(coalesce(${column}, ''), '[^A-Za-z]', '', 'g'))`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The caller's library entries joined with the books they point at; filtered by the caller. */
export function createLibraryRepository(db: Db) {
  const entryColumns = {
    id: books.id,
    title: books.title,
    author: books.author,
    coverImage: books.coverImage,
    category: books.category,
    genre: books.genre,
    wordCount: books.wordCount,
    status: libraryEntries.status,
    progress: libraryEntries.progress,
    favorite: libraryEntries.favorite,
    startedAt: libraryEntries.startedAt,
    finishedAt: libraryEntries.finishedAt,
    lastReadAt: libraryEntries.lastReadAt,
    rating: ratings.rating,
  };

  const ownEntries = (userId: string) =>
    db
      .select(entryColumns)
      .from(libraryEntries)
      .innerJoin(books, eq(books.id, libraryEntries.bookId))
      .leftJoin(ratings, and(eq(ratings.bookId, books.id), eq(ratings.userId, userId)))
      .$dynamic();

  return {
    /** Entries that sit in a status column. */
    async listWithStatus(userId: string): Promise<LibraryBookRow[]> {
      return ownEntries(userId)
        .where(and(eq(libraryEntries.userId, userId), isNotNull(libraryEntries.status)))
        .orderBy(desc(libraryEntries.updatedAt), asc(books.title));
    },

    /** Books marked Reading; the last-read time falls back to the latest session in the book. */
    async listCurrentlyReading(userId: string): Promise<LibraryBookRow[]> {
      const lastSession = sql<Date | null>`(select max(${readingSessions.endedAt}) from ${readingSessions}
        where ${readingSessions.userId} = ${userId} and ${readingSessions.bookId} = ${books.id})`;
      const lastRead = sql<Date | null>`coalesce(${libraryEntries.lastReadAt}, ${lastSession})`;
      const rows = await db
        .select({ ...entryColumns, lastReadAt: lastRead })
        .from(libraryEntries)
        .innerJoin(books, eq(books.id, libraryEntries.bookId))
        .leftJoin(ratings, and(eq(ratings.bookId, books.id), eq(ratings.userId, userId)))
        .where(and(eq(libraryEntries.userId, userId), eq(libraryEntries.status, 'Reading')))
        .orderBy(sql`${lastRead} desc nulls last`, desc(libraryEntries.updatedAt));
      return rows.map((row) => ({ ...row, lastReadAt: row.lastReadAt ? new Date(row.lastReadAt) : null }));
    },

    /** The caller's bookshelf: books with a status or marked favourite, filtered by a chip. */
    async listShelf(userId: string, chip: ShelfChip): Promise<LibraryBookRow[]> {
      const conditions: SQL[] = [
        eq(libraryEntries.userId, userId),
        or(isNotNull(libraryEntries.status), eq(libraryEntries.favorite, true))!,
      ];
      if (chip === 'Favorites') conditions.push(eq(libraryEntries.favorite, true));
      else if (chip !== 'All Books') {
        const values = SHELF_CHIP_VALUES[chip];
        conditions.push(
          or(inArray(normalised(books.category), values), inArray(normalised(books.genre), values))!,
        );
      }
      return ownEntries(userId)
        .where(and(...conditions))
        .orderBy(desc(libraryEntries.updatedAt), asc(books.title));
    },

    /**
     * Every book the caller started or finished (a Reading/Completed entry, a start or finish
     * time, or reader sessions), with the active seconds spent in it.
     */
    async listHistory(
      userId: string,
      filter: { q?: string; status: 'all' | 'completed' | 'in-progress'; order: 'newest' | 'oldest' },
    ): Promise<HistoryRow[]> {
      const spent = db
        .select({
          bookId: readingSessions.bookId,
          seconds: sql<string>`sum(${readingSessions.durationSeconds})`.as('seconds'),
          lastSessionAt: sql<Date>`max(${readingSessions.endedAt})`.as('last_session_at'),
        })
        .from(readingSessions)
        .where(and(eq(readingSessions.userId, userId), isNotNull(readingSessions.bookId)))
        .groupBy(readingSessions.bookId)
        .as('spent');

      const isCompleted = sql`${libraryEntries.status} = 'Completed'`;
      const conditions: SQL[] = [
        or(
          inArray(libraryEntries.status, ['Reading', 'Completed']),
          isNotNull(libraryEntries.startedAt),
          isNotNull(libraryEntries.finishedAt),
          isNotNull(spent.bookId),
        )!,
      ];
      if (filter.status === 'completed') conditions.push(eq(libraryEntries.status, 'Completed'));
      if (filter.status === 'in-progress')
        conditions.push(sql`${libraryEntries.status} is distinct from 'Completed'`);
      if (filter.q) {
        const pattern = `%${escapeLike(filter.q)}%`;
        conditions.push(or(sql`${books.title} ilike ${pattern}`, sql`${books.author} ilike ${pattern}`)!);
      }
      // Unfinished books sort as if completed now (spec: "unfinished items count as today").
      const completedAt = sql`case when ${isCompleted} then coalesce(${libraryEntries.finishedAt}, now()) else now() end`;
      const direction = filter.order === 'newest' ? sql`desc` : sql`asc`;

      const rows = await db
        .select({
          ...entryColumns,
          id: books.id,
          secondsSpent: sql<string>`coalesce(${spent.seconds}, 0)`,
          lastSessionAt: spent.lastSessionAt,
        })
        .from(books)
        .leftJoin(libraryEntries, and(eq(libraryEntries.bookId, books.id), eq(libraryEntries.userId, userId)))
        .leftJoin(spent, eq(spent.bookId, books.id))
        .leftJoin(ratings, and(eq(ratings.bookId, books.id), eq(ratings.userId, userId)))
        .where(and(...conditions))
        .orderBy(
          sql`${completedAt} ${direction}`,
          sql`coalesce(${libraryEntries.lastReadAt}, ${spent.lastSessionAt}) desc nulls last`,
          asc(books.title),
        );
      return rows.map((row) => ({
        ...row,
        progress: row.progress ?? 0,
        favorite: row.favorite ?? false,
        secondsSpent: Number(row.secondsSpent),
        lastSessionAt: row.lastSessionAt ? new Date(row.lastSessionAt) : null,
      }));
    },

    async bookExists(bookId: string): Promise<boolean> {
      const [row] = await db.select({ id: books.id }).from(books).where(eq(books.id, bookId));
      return Boolean(row);
    },

    async findEntry(userId: string, bookId: string): Promise<LibraryBookRow | undefined> {
      const [row] = await ownEntries(userId).where(
        and(eq(libraryEntries.userId, userId), eq(libraryEntries.bookId, bookId)),
      );
      return row;
    },

    /**
     * Moves a book to a status column, with the books API's semantics: 'Reading' sets the start
     * time if empty; 'Completed' also sets the finish time (kept when it already was Completed)
     * and progress 100.
     */
    async setStatus(userId: string, bookId: string, status: BookStatus, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const [existing] = await tx
          .select()
          .from(libraryEntries)
          .where(and(eq(libraryEntries.userId, userId), eq(libraryEntries.bookId, bookId)))
          .for('update');
        const values: Partial<EntryRow> = { status, updatedAt: now };
        if (status === 'Reading') values.startedAt = existing?.startedAt ?? now;
        if (status === 'Completed') {
          values.finishedAt =
            existing?.status === 'Completed' && existing.finishedAt ? existing.finishedAt : now;
          values.progress = 100;
        }
        if (existing) {
          await tx
            .update(libraryEntries)
            .set(values)
            .where(and(eq(libraryEntries.userId, userId), eq(libraryEntries.bookId, bookId)));
        } else {
          await tx.insert(libraryEntries).values({ userId, bookId, ...values });
        }
      });
    },
  };
}

export type LibraryRepository = ReturnType<typeof createLibraryRepository>;
