import type { BookStatus, DeviceKind, ShelfChip } from '@quire/shared';
import { and, asc, desc, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../db/client.js';
import { books, libraryEntries, ratings, readingSessions } from '../../db/schema.js';
import { type IncomingPlace, storedPlaceWins } from './position-sync.js';

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
  /** Words the caller's reader sessions in the book recorded. */
  sessionWords: number;
}

export type EntryRow = typeof libraryEntries.$inferSelect;

export interface EntryPatch {
  notes?: string;
  tags?: string[];
  status?: BookStatus | null;
  progress?: number;
}

/** One book an import brings into the caller's library (decision 025). */
export interface ImportedEntry {
  bookId: string;
  /** The file's status; null leaves the entry's status as it is. */
  status: BookStatus | null;
  /** When a Completed book was finished, per the file (else the import's time). */
  finishedAt: Date | null;
  /** The review and private notes of the file, added to the caller's note. */
  note: string;
  tags: string[];
}

/** How far along a status is: an import moves a book forward, never back. */
const STATUS_RANK: Record<BookStatus, number> = { 'Want to Read': 1, Reading: 2, Completed: 3 };

/**
 * The caller's note with an imported review: unchanged when it already holds the review, the
 * review when the note is empty, else the note, a blank line and the review (decision 025).
 */
export function mergeImportedNote(existing: string, imported: string, maxLength: number): string {
  const review = imported.trim();
  if (!review || existing.includes(review)) return existing;
  const merged = existing.trim() ? `${existing.trimEnd()}\n\n${review}` : review;
  return merged.slice(0, maxLength);
}

/** What a status change did: whether it moved the book to Completed just now. */
export interface Transition {
  completedNow: boolean;
}

const entryKey = [libraryEntries.userId, libraryEntries.bookId];
const ownEntry = (userId: string, bookId: string) =>
  and(eq(libraryEntries.userId, userId), eq(libraryEntries.bookId, bookId));

/**
 * The status rule, the only place it is written: 'Reading' stamps started_at once; 'Completed'
 * stamps finished_at (kept while the entry already was Completed) and sets progress to 100.
 * Answers the columns to set on an existing entry; `newEntryValues` the same for a new one.
 */
function statusRule(status: BookStatus | null, now: Date): PgUpdateSetSource<typeof libraryEntries> {
  const set: PgUpdateSetSource<typeof libraryEntries> = { status };
  if (status === 'Reading')
    set.startedAt = sql`coalesce(${libraryEntries.startedAt}, ${now.toISOString()}::timestamptz)`;
  if (status === 'Completed') {
    set.finishedAt = sql`case when ${libraryEntries.status} = 'Completed' and ${libraryEntries.finishedAt} is not null
      then ${libraryEntries.finishedAt} else ${now.toISOString()}::timestamptz end`;
    set.progress = 100;
  }
  return set;
}

function newEntryValues(status: BookStatus | null, now: Date): Partial<EntryRow> {
  const values: Partial<EntryRow> = { status };
  if (status === 'Reading') values.startedAt = now;
  if (status === 'Completed') Object.assign(values, { finishedAt: now, progress: 100 });
  return values;
}

/**
 * Creates or updates the caller's entry with only the fields given, applying the status rule,
 * in one upsert on the (user, book) key. A book completed by this call is the one whose
 * finished_at is now this call's time.
 */
async function changeEntry(
  db: Executor,
  userId: string,
  bookId: string,
  patch: EntryPatch,
  now: Date,
): Promise<Transition> {
  const set: PgUpdateSetSource<typeof libraryEntries> = { updatedAt: now };
  if (patch.notes !== undefined) set.notes = patch.notes;
  if (patch.tags !== undefined) set.tags = patch.tags;
  if (patch.progress !== undefined) set.progress = patch.progress;
  const rule = patch.status !== undefined ? statusRule(patch.status, now) : {};
  const fresh = patch.status !== undefined ? newEntryValues(patch.status, now) : {};
  const [row] = await db
    .insert(libraryEntries)
    .values({
      userId,
      bookId,
      notes: patch.notes,
      tags: patch.tags,
      progress: patch.progress,
      ...fresh,
      updatedAt: now,
    })
    .onConflictDoUpdate({ target: entryKey, set: { ...set, ...rule } })
    .returning({ status: libraryEntries.status, finishedAt: libraryEntries.finishedAt });
  return {
    completedNow: row?.status === 'Completed' && row.finishedAt?.getTime() === now.getTime(),
  };
}

/**
 * Starts reading a book: creates the entry as Reading, or, when it was never started, stamps
 * started_at and moves it to Reading (a Completed book stays Completed). The first start counts
 * one download of the book, unless the reader is its author. Answers whether this call started it.
 */
async function startReading(db: Executor, userId: string, bookId: string, chapter: number, now: Date) {
  const at = now.toISOString();
  const result = await db.execute(sql`
    with started as (
      insert into ${libraryEntries} as e (user_id, book_id, status, started_at, last_read_at, current_chapter)
      values (${userId}, ${bookId}, 'Reading', ${at}::timestamptz, ${at}::timestamptz, ${chapter})
      on conflict (user_id, book_id) do update
        set started_at = ${at}::timestamptz,
            status = case when e.status = 'Completed' then e.status else 'Reading' end,
            updated_at = ${at}::timestamptz
        where e.started_at is null
      returning 1
    ), downloaded as (
      update ${books} set downloads = downloads + 1
      where id = ${bookId} and owner_id is distinct from ${userId} and exists (select 1 from started)
        -- an EPUB download already counted this reader (the subquery sees the row as it was)
        and not exists (
          select 1 from ${libraryEntries}
          where user_id = ${userId} and book_id = ${bookId} and downloaded_at is not null
        )
      returning 1
    )
    select exists (select 1 from started) as started`);
  const [row] = (result as unknown as { rows: { started: boolean }[] }).rows;
  return Boolean(row?.started);
}

/**
 * The reader downloaded the book as an EPUB (the export or the OPDS catalogue): the first
 * download counts one download of a published book, unless the reader is its author or already
 * started it in the reader (a download and a first start are the same taking of the book).
 * Answers whether this call counted.
 */
async function recordDownload(db: Executor, userId: string, bookId: string, now: Date) {
  const at = now.toISOString();
  const result = await db.execute(sql`
    with taken as (
      insert into ${libraryEntries} as e (user_id, book_id, downloaded_at)
      values (${userId}, ${bookId}, ${at}::timestamptz)
      on conflict (user_id, book_id) do update
        set downloaded_at = ${at}::timestamptz, updated_at = ${at}::timestamptz
        where e.downloaded_at is null and e.started_at is null
      returning 1
    ), counted as (
      update ${books} set downloads = downloads + 1
      where id = ${bookId} and published and owner_id is distinct from ${userId}
        and exists (select 1 from taken)
      returning 1
    )
    select exists (select 1 from counted) as counted`);
  const [row] = (result as unknown as { rows: { counted: boolean }[] }).rows;
  return Boolean(row?.counted);
}

/** Normalised category/genre names each shelf chip matches ('Non-Fiction' → 'nonfiction'). */
const SHELF_CHIP_VALUES: Record<Exclude<ShelfChip, 'All Books' | 'Favorites'>, string[]> = {
  Fantasy: ['fantasy'],
  Classics: ['classic', 'classics'],
  'Non-Fiction': ['nonfiction'],
};

const normalised = (column: SQL | typeof books.category | typeof books.genre) =>
  sql`lower(regexp_replace(coalesce(${column}, ''), '[^A-Za-z]', '', 'g'))`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The only writer of library_entries: every transition of an entry (status, progress, position,
 * bookmark, favourite, notes and tags, starting to read) is here, and so is the status rule.
 * Reads join the caller's entries with the books they point at, always filtered by the caller.
 */
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
        .where(
          and(
            eq(libraryEntries.userId, userId),
            isNotNull(libraryEntries.status),
            or(eq(books.published, true), eq(books.ownerId, userId)),
          ),
        )
        .orderBy(desc(libraryEntries.updatedAt), asc(books.title));
    },

    /** Books marked Reading; the last-read time falls back to the latest session in the book. */
    async listCurrentlyReading(userId: string): Promise<(LibraryBookRow & { sessionWords: number })[]> {
      const lastSession = sql<Date | null>`(select max(${readingSessions.endedAt}) from ${readingSessions}
        where ${readingSessions.userId} = ${userId} and ${readingSessions.bookId} = ${books.id})`;
      const lastRead = sql<Date | null>`coalesce(${libraryEntries.lastReadAt}, ${lastSession})`;
      const sessionWords = sql<string>`(select coalesce(sum(${readingSessions.wordsRead}), 0) from ${readingSessions}
        where ${readingSessions.userId} = ${userId} and ${readingSessions.bookId} = ${books.id})`;
      const rows = await db
        .select({ ...entryColumns, lastReadAt: lastRead, sessionWords })
        .from(libraryEntries)
        .innerJoin(books, eq(books.id, libraryEntries.bookId))
        .leftJoin(ratings, and(eq(ratings.bookId, books.id), eq(ratings.userId, userId)))
        .where(
          and(
            eq(libraryEntries.userId, userId),
            eq(libraryEntries.status, 'Reading'),
            or(eq(books.published, true), eq(books.ownerId, userId)),
          ),
        )
        .orderBy(sql`${lastRead} desc nulls last`, desc(libraryEntries.updatedAt));
      return rows.map((row) => ({
        ...row,
        lastReadAt: row.lastReadAt ? new Date(row.lastReadAt) : null,
        sessionWords: Number(row.sessionWords),
      }));
    },

    /** The caller's bookshelf: books with a status or marked favourite, filtered by a chip. */
    async listShelf(userId: string, chip: ShelfChip): Promise<LibraryBookRow[]> {
      const conditions: SQL[] = [
        eq(libraryEntries.userId, userId),
        or(isNotNull(libraryEntries.status), eq(libraryEntries.favorite, true))!,
        or(eq(books.published, true), eq(books.ownerId, userId))!,
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
          words: sql<string>`sum(${readingSessions.wordsRead})`.as('words'),
          lastSessionAt: sql<Date>`max(${readingSessions.endedAt})`.as('last_session_at'),
        })
        .from(readingSessions)
        .where(and(eq(readingSessions.userId, userId), isNotNull(readingSessions.bookId)))
        .groupBy(readingSessions.bookId)
        .as('spent');

      const isCompleted = sql`${libraryEntries.status} = 'Completed'`;
      const conditions: SQL[] = [
        or(eq(books.published, true), eq(books.ownerId, userId))!,
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
          sessionWords: sql<string>`coalesce(${spent.words}, 0)`,
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
        sessionWords: Number(row.sessionWords),
        lastSessionAt: row.lastSessionAt ? new Date(row.lastSessionAt) : null,
      }));
    },

    /** Whether the book exists and `userId` may see it (a draft only its owner). */
    async bookExists(bookId: string, userId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: books.id })
        .from(books)
        .where(
          and(
            eq(books.id, bookId),
            userId ? or(eq(books.published, true), eq(books.ownerId, userId)) : undefined,
          ),
        );
      return Boolean(row);
    },

    async findEntry(userId: string, bookId: string): Promise<LibraryBookRow | undefined> {
      const [row] = await ownEntries(userId).where(
        and(eq(libraryEntries.userId, userId), eq(libraryEntries.bookId, bookId)),
      );
      return row;
    },

    /**
     * Moves a book to a status column (the status rule below), creating the entry if needed, in
     * one statement: parallel first saves meet on the (user, book) key instead of failing.
     */
    async setStatus(userId: string, bookId: string, status: BookStatus, now: Date): Promise<Transition> {
      return changeEntry(db, userId, bookId, { status }, now);
    },

    /** Notes, tags, status and progress, each only when given (the books API's entry update). */
    async updateEntry(userId: string, bookId: string, patch: EntryPatch, now: Date): Promise<Transition> {
      return changeEntry(db, userId, bookId, patch, now);
    },

    /**
     * Flips the caller's favourite flag (books.favorites_count follows the flag through the
     * database's triggers). Answers the new flag and count, or undefined for an unknown book.
     */
    async toggleFavorite(
      userId: string,
      bookId: string,
      now: Date,
    ): Promise<{ favorite: boolean; favorites: number } | undefined> {
      return db.transaction(async (tx) => {
        const [book] = await tx.select({ id: books.id }).from(books).where(eq(books.id, bookId));
        if (!book) return undefined;
        const [entry] = await tx
          .insert(libraryEntries)
          .values({ userId, bookId, favorite: true, favoritedAt: now })
          .onConflictDoUpdate({
            target: entryKey,
            set: {
              favorite: sql`not ${libraryEntries.favorite}`,
              // The author's analytics date a favourite by when it was last given (decision 060).
              favoritedAt: sql`case when ${libraryEntries.favorite} then ${libraryEntries.favoritedAt} else ${now.toISOString()}::timestamptz end`,
              updatedAt: now,
            },
          })
          .returning({ favorite: libraryEntries.favorite });
        const [counted] = await tx
          .select({ favorites: books.favoritesCount })
          .from(books)
          .where(eq(books.id, bookId));
        return { favorite: entry!.favorite, favorites: counted?.favorites ?? 0 };
      });
    },

    /**
     * The reader's first open of a book: starts reading (see `startReading`). One statement, so
     * the common case, a book opened again, costs one round trip. Answers whether it started now.
     */
    async startReading(userId: string, bookId: string, chapter: number, now: Date): Promise<boolean> {
      return startReading(db, userId, bookId, chapter, now);
    },

    /** An EPUB download of the book (see `recordDownload`). One statement. */
    async recordDownload(userId: string, bookId: string, now: Date): Promise<boolean> {
      return recordDownload(db, userId, bookId, now);
    },

    /**
     * Saves where the caller is. `complete` (the end of the last chapter) applies the Completed
     * rule; a Completed entry keeps its status and 100 while re-read. Answers the entry and
     * whether this save completed the book.
     */
    async savePosition(input: {
      userId: string;
      bookId: string;
      chapter: number;
      position: number;
      progress: number;
      complete: boolean;
      now: Date;
      /** Position sync (decision 031): which device, when it was read there, what it had seen. */
      device?: Omit<IncomingPlace, 'chapter' | 'position'> & { deviceLabel: DeviceKind | null };
    }): Promise<{ entry: EntryRow; completedNow: boolean; applied: boolean }> {
      const { userId, bookId, chapter, position, progress, complete, now, device } = input;
      return db.transaction(async (tx) => {
        await startReading(tx, userId, bookId, chapter, now);
        const [before] = await tx.select().from(libraryEntries).where(ownEntry(userId, bookId)).for('update');
        const incoming: IncomingPlace = {
          chapter,
          position,
          deviceId: device?.deviceId ?? null,
          readAt: device?.readAt ?? now,
          syncedAt: device?.syncedAt ?? null,
          chosen: device?.chosen ?? false,
        };
        if (before && storedPlaceWins({ ...before, chapter: before.currentChapter }, incoming)) {
          return { entry: before, completedNow: false, applied: false };
        }
        const wasCompleted = before?.status === 'Completed';
        const [row] = await tx
          .update(libraryEntries)
          .set({
            currentChapter: chapter,
            position,
            lastReadAt: incoming.readAt,
            deviceId: incoming.deviceId,
            deviceLabel: device?.deviceLabel ?? null,
            readAt: incoming.readAt,
            updatedAt: now,
            ...(complete
              ? statusRule('Completed', now)
              : wasCompleted
                ? {}
                : { status: sql`coalesce(${libraryEntries.status}, 'Reading')`, progress }),
          })
          .where(ownEntry(userId, bookId))
          .returning();
        return { entry: row!, completedNow: complete && !wasCompleted, applied: true };
      });
    },

    /**
     * Brings a Goodreads / StoryGraph import into the caller's entries, in one transaction: each
     * status moves forward only (the status rule, a Completed book dated by the file's date read),
     * the review joins the note (`mergeImportedNote`) and the shelves join the tags. Answers
     * whether any book became Completed.
     */
    async importEntries(
      userId: string,
      items: readonly ImportedEntry[],
      limits: { notes: number; tags: number; tagLength: number },
      now: Date,
    ): Promise<Transition> {
      if (items.length === 0) return { completedNow: false };
      return db.transaction(async (tx) => {
        const existing = new Map(
          (
            await tx
              .select({
                bookId: libraryEntries.bookId,
                status: libraryEntries.status,
                notes: libraryEntries.notes,
                tags: libraryEntries.tags,
              })
              .from(libraryEntries)
              .where(
                and(
                  eq(libraryEntries.userId, userId),
                  inArray(
                    libraryEntries.bookId,
                    items.map((item) => item.bookId),
                  ),
                ),
              )
          ).map((row) => [row.bookId, row]),
        );
        let completedNow = false;
        for (const item of items) {
          const before = existing.get(item.bookId);
          const forward =
            item.status !== null &&
            (!before?.status || STATUS_RANK[item.status] > STATUS_RANK[before.status]);
          const notes = mergeImportedNote(before?.notes ?? '', item.note, limits.notes);
          const tags = [...(before?.tags ?? [])];
          for (const tag of item.tags) {
            const clean = tag.trim().slice(0, limits.tagLength);
            if (clean && !tags.includes(clean) && tags.length < limits.tags) tags.push(clean);
          }
          const notesChanged = notes !== (before?.notes ?? '');
          const tagsChanged = tags.length !== (before?.tags ?? []).length;
          if (!forward && !notesChanged && !tagsChanged && before) continue;
          const at = forward && item.status === 'Completed' && item.finishedAt ? item.finishedAt : now;
          const status = forward ? item.status : undefined;
          const set: PgUpdateSetSource<typeof libraryEntries> = { updatedAt: now, notes, tags };
          const [row] = await tx
            .insert(libraryEntries)
            .values({
              userId,
              bookId: item.bookId,
              notes,
              tags,
              ...(status !== undefined ? newEntryValues(status, at) : {}),
              updatedAt: now,
            })
            .onConflictDoUpdate({
              target: entryKey,
              set: { ...set, ...(status !== undefined ? statusRule(status, at) : {}) },
            })
            .returning({ status: libraryEntries.status });
          if (status === 'Completed' && row?.status === 'Completed') completedNow = true;
        }
        return { completedNow };
      });
    },

    async setBookmark(userId: string, bookId: string, chapter: number | null, now: Date) {
      const [row] = await db
        .insert(libraryEntries)
        .values({ userId, bookId, bookmarkChapter: chapter })
        .onConflictDoUpdate({ target: entryKey, set: { bookmarkChapter: chapter, updatedAt: now } })
        .returning({ bookmarkChapter: libraryEntries.bookmarkChapter });
      return row!.bookmarkChapter;
    },
  };
}

export type LibraryRepository = ReturnType<typeof createLibraryRepository>;
