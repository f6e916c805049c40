import type { BookSortField, BookStatus } from '@quire/shared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { books, chapterReads, chapters, libraryEntries, likes, ratings } from '../../db/schema.js';

/** A Drizzle transaction handle (same query API as the database). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

export type NewBookValues = Omit<typeof books.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export interface ChapterValues {
  /** The stored chapter this one edits, when the form sent it. */
  id?: string;
  title: string;
  content: string;
  wordCount: number;
}

export interface ListBooksFilter {
  userId: string;
  q?: string;
  status?: BookStatus;
  favorites?: boolean;
  category?: string;
  genre?: string;
  featured?: boolean;
  mine?: boolean;
}

export interface ListBooksPage {
  sort: BookSortField;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** Each sort field maps to a column that leads a (column, id) index. */
const SORT_COLUMNS = {
  createdAt: books.createdAt,
  title: books.title,
  author: books.author,
  'rating.averageRating': books.ratingAvg,
  likes: books.likesCount,
  favorites: books.favoritesCount,
} as const satisfies Record<BookSortField, unknown>;

/** `%text%` for ILIKE with the user's own %, _ and \ taken literally (backslash is LIKE's default escape). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID_RE.test(value);

/** ISBNs compare without hyphens, spaces or case ('978-0-…' and '9780…' are the same book). */
export const compactIsbn = (isbn: string) => isbn.replace(/[\s-]/g, '').toUpperCase();

const bookWithEntryColumns = {
  ...getTableColumns(books),
  entryStatus: libraryEntries.status,
  entryProgress: libraryEntries.progress,
  entryFavorite: libraryEntries.favorite,
  entryNotes: libraryEntries.notes,
  entryTags: libraryEntries.tags,
  entryCurrentChapter: libraryEntries.currentChapter,
  entryLastReadAt: libraryEntries.lastReadAt,
  isLiked: sql<boolean>`(${likes.userId} is not null)`,
  userRating: ratings.rating,
};

/**
 * Book columns plus the caller's own library entry, like and rating, joined on the caller's id
 * (each join hits a (user_id, book_id) primary key), so one query answers a whole page.
 */
function selectBooksFor(db: Executor, userId: string) {
  return db
    .select(bookWithEntryColumns)
    .from(books)
    .leftJoin(libraryEntries, callerEntry(userId))
    .leftJoin(likes, callerLike(userId))
    .leftJoin(ratings, callerRating(userId));
}

const callerEntry = (userId: string) =>
  and(eq(libraryEntries.bookId, books.id), eq(libraryEntries.userId, userId));
const callerLike = (userId: string) => and(eq(likes.bookId, books.id), eq(likes.userId, userId));
const callerRating = (userId: string) => and(eq(ratings.bookId, books.id), eq(ratings.userId, userId));

export type BookRow = Awaited<ReturnType<typeof selectBooksFor>>[number];

const chapterColumns = {
  id: chapters.id,
  number: chapters.number,
  title: chapters.title,
  content: chapters.content,
  wordCount: chapters.wordCount,
};
export type ChapterRow = { id: string; number: number; title: string; content: string; wordCount: number };

export type PopularBookRow = {
  id: string;
  title: string;
  author: string;
  coverImage: string | null;
  category: string;
};
const popularColumns = {
  id: books.id,
  title: books.title,
  author: books.author,
  coverImage: books.coverImage,
  category: books.category,
};

/** Rows per INSERT/UPDATE statement when writing chapters (keeps bind parameters well under 65535). */
const CHAPTER_BATCH = 500;

function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

async function insertChapters(tx: Tx, bookId: string, rows: { number: number; values: ChapterValues }[]) {
  for (const batch of chunk(rows, CHAPTER_BATCH)) {
    await tx.insert(chapters).values(
      batch.map(({ number, values }) => ({
        bookId,
        number,
        title: values.title,
        content: values.content,
        wordCount: values.wordCount,
      })),
    );
  }
}

/** Filters on the caller's status or favourites need their library entry joined. */
const needsEntry = (filter: ListBooksFilter) => Boolean(filter.status || filter.favorites);

/** How long a catalogue-wide total may be served from memory (other instances' writes show up within it). */
const TOTALS_TTL_MS = 15_000;
const TOTALS_MAX_KEYS = 1000;

export function createBooksRepository(db: Db) {
  // Catalogue-wide totals (no per-caller filter) are the one expensive query of a list page at
  // scale (count(*) over every matching row) and change only when books are added, edited or
  // removed: they are cached briefly and cleared by every write made through this repository.
  const totals = new Map<string, { total: number; expiresAt: number }>();
  let totalsGeneration = 0;
  const invalidateTotals = () => {
    totalsGeneration += 1;
    totals.clear();
  };
  /** Clears the totals again once a write has committed, so no count taken during it is kept. */
  const afterWrite = <T>(write: Promise<T>): Promise<T> => write.finally(invalidateTotals);
  function filterConditions(filter: ListBooksFilter): SQL | undefined {
    const conditions: (SQL | undefined)[] = [];
    if (filter.q) {
      const pattern = containsPattern(filter.q);
      // Two ILIKEs OR-ed: each is served by its own trigram GIN index (a BitmapOr).
      conditions.push(or(sql`${books.title} ilike ${pattern}`, sql`${books.author} ilike ${pattern}`));
    }
    if (filter.status) conditions.push(eq(libraryEntries.status, filter.status));
    if (filter.favorites) conditions.push(eq(libraryEntries.favorite, true));
    // Knowledge Pool chips (e.g. Finance) name genres; the book form's twelve name categories.
    if (filter.category)
      conditions.push(or(eq(books.category, filter.category), eq(books.genre, filter.category)));
    if (filter.genre) conditions.push(eq(books.genre, filter.genre));
    if (filter.featured !== undefined) conditions.push(eq(books.featured, filter.featured));
    if (filter.mine) conditions.push(eq(books.ownerId, filter.userId));
    return and(...conditions);
  }

  return {
    /**
     * One page of books for the caller, filtered, sorted (ties broken by id) and paged in the
     * database. A deferred join: the page's ids come first from the (sort column, id) index alone,
     * then only those rows are joined with the caller's entry, like and rating, so deep pages
     * never join (or sort) the whole catalogue.
     */
    async listBooks(filter: ListBooksFilter, page: ListBooksPage): Promise<BookRow[]> {
      const direction = page.order === 'asc' ? asc : desc;
      const ordering = [direction(SORT_COLUMNS[page.sort]), direction(books.id)];
      const ids = db.select({ id: books.id }).from(books).$dynamic();
      const pageIds = (needsEntry(filter) ? ids.innerJoin(libraryEntries, callerEntry(filter.userId)) : ids)
        .where(filterConditions(filter))
        .orderBy(...ordering)
        .limit(page.limit)
        .offset(page.offset)
        .as('page_ids');
      return db
        .select(bookWithEntryColumns)
        .from(books)
        .innerJoin(pageIds, eq(pageIds.id, books.id))
        .leftJoin(libraryEntries, callerEntry(filter.userId))
        .leftJoin(likes, callerLike(filter.userId))
        .leftJoin(ratings, callerRating(filter.userId))
        .orderBy(...ordering);
    },

    /** count(*) over the same filter; joins the caller's entries only when a filter needs them. */
    async countBooks(filter: ListBooksFilter): Promise<number> {
      const cacheable = !needsEntry(filter) && !filter.mine;
      const key = JSON.stringify([
        filter.q ?? '',
        filter.category ?? '',
        filter.genre ?? '',
        filter.featured ?? null,
      ]);
      if (cacheable) {
        const hit = totals.get(key);
        if (hit && hit.expiresAt > Date.now()) return hit.total;
      }
      const generation = totalsGeneration;
      const base = db.select({ total: count() }).from(books).$dynamic();
      const query = needsEntry(filter) ? base.innerJoin(libraryEntries, callerEntry(filter.userId)) : base;
      const [row] = await query.where(filterConditions(filter));
      const total = row?.total ?? 0;
      // A write that finished while this count ran may not be in it: keep such a result out.
      if (cacheable && generation === totalsGeneration) {
        if (totals.size >= TOTALS_MAX_KEYS) totals.clear();
        totals.set(key, { total, expiresAt: Date.now() + TOTALS_TTL_MS });
      }
      return total;
    },

    /** Forgets cached totals (after books change outside this repository, e.g. an account deletion). */
    invalidateTotals,

    async findBook(bookId: string, userId: string, executor: Executor = db): Promise<BookRow | undefined> {
      const [row] = await selectBooksFor(executor, userId).where(eq(books.id, bookId));
      return row;
    },

    async findChapters(bookId: string): Promise<ChapterRow[]> {
      return db
        .select(chapterColumns)
        .from(chapters)
        .where(eq(chapters.bookId, bookId))
        .orderBy(asc(chapters.number));
    },

    /** Id and owner, for existence and access checks. */
    async findOwnership(bookId: string): Promise<{ id: string; ownerId: string | null } | undefined> {
      const [row] = await db
        .select({ id: books.id, ownerId: books.ownerId })
        .from(books)
        .where(eq(books.id, bookId));
      return row;
    },

    /** The book already using this ISBN (compared without hyphens and spaces), other than `exceptId`. */
    async findIsbnHolder(isbn: string, exceptId?: string): Promise<string | undefined> {
      const compact = compactIsbn(isbn);
      const [row] = await db
        .select({ id: books.id })
        .from(books)
        .where(
          and(
            or(
              eq(books.isbn, isbn),
              sql`upper(replace(replace(${books.isbn}, '-', ''), ' ', '')) = ${compact}`,
            ),
            exceptId ? sql`${books.id} <> ${exceptId}` : undefined,
          ),
        )
        .limit(1);
      return row?.id;
    },

    /** Inserts a book and its chapters (numbered 1..N) in one transaction; answers the new id. */
    async insertBook(values: NewBookValues, chapterValues: ChapterValues[]): Promise<string> {
      invalidateTotals();
      return afterWrite(
        db.transaction(async (tx) => {
          const [row] = await tx
            .insert(books)
            .values({
              ...values,
              chapterCount: chapterValues.length,
              wordCount: chapterValues.reduce((sum, c) => sum + c.wordCount, 0),
            })
            .returning({ id: books.id });
          await insertChapters(
            tx,
            row!.id,
            chapterValues.map((values, index) => ({ number: index + 1, values })),
          );
          return row!.id;
        }),
      );
    },

    /**
     * Replaces a book's fields and chapters in one transaction. Chapters are renumbered 1..N in the
     * order given; a stored chapter is kept (and so its reads, votes and comments) when the input
     * names its id, or, without an id, when it sits at the same number. Answers the previous
     * chapter count, or undefined when the book no longer exists.
     */
    async updateBook(
      bookId: string,
      values: Partial<NewBookValues>,
      chapterValues: ChapterValues[],
    ): Promise<{ previousChapterCount: number } | undefined> {
      invalidateTotals();
      return afterWrite(
        db.transaction(async (tx) => {
          const [locked] = await tx
            .select({ id: books.id })
            .from(books)
            .where(eq(books.id, bookId))
            .for('no key update');
          if (!locked) return undefined;

          const existing = await tx
            .select({ id: chapters.id, number: chapters.number })
            .from(chapters)
            .where(eq(chapters.bookId, bookId));
          const byId = new Map(existing.map((c) => [c.id, c]));
          const byNumber = new Map(existing.map((c) => [c.number, c]));
          const namedIds = new Set(
            chapterValues.map((c) => c.id).filter((id): id is string => !!id && byId.has(id)),
          );
          const claimed = new Set<string>();

          const plan = chapterValues.map((values, index) => {
            const number = index + 1;
            let keep: { id: string; number: number } | undefined;
            if (values.id && byId.has(values.id) && !claimed.has(values.id)) keep = byId.get(values.id);
            else {
              const atNumber = byNumber.get(number);
              if (atNumber && !claimed.has(atNumber.id) && !namedIds.has(atNumber.id)) keep = atNumber;
            }
            if (keep) claimed.add(keep.id);
            return { number, values, keep };
          });

          const dropped = existing.filter((c) => !claimed.has(c.id)).map((c) => c.id);
          for (const ids of chunk(dropped, CHAPTER_BATCH))
            await tx.delete(chapters).where(inArray(chapters.id, ids));

          // Unique (book_id, number) is checked row by row, so chapters that change number first
          // move to negative numbers, out of the way of every final number.
          const moved = plan.filter((p) => p.keep && p.keep.number !== p.number).map((p) => p.keep!.id);
          for (const ids of chunk(moved, CHAPTER_BATCH)) {
            await tx
              .update(chapters)
              .set({ number: sql`-${chapters.number}` })
              .where(inArray(chapters.id, ids));
          }

          const kept = plan.filter((p) => p.keep);
          for (const batch of chunk(kept, CHAPTER_BATCH)) {
            const rows = sql.join(
              batch.map(
                (p) =>
                  sql`(${p.keep!.id}::uuid, ${p.number}::int, ${p.values.title}::text, ${p.values.content}::text, ${p.values.wordCount}::int)`,
              ),
              sql`, `,
            );
            // Only rows that really change get a new updated_at.
            await tx.execute(sql`
            update chapters as c
            set number = v.number, title = v.title, content = v.content, word_count = v.word_count, updated_at = now()
            from (values ${rows}) as v(id, number, title, content, word_count)
            where c.id = v.id
              and (c.number, c.title, c.content) is distinct from (v.number, v.title, v.content)`);
          }

          await insertChapters(
            tx,
            bookId,
            plan.filter((p) => !p.keep),
          );

          await tx
            .update(books)
            .set({
              ...values,
              chapterCount: chapterValues.length,
              wordCount: chapterValues.reduce((sum, c) => sum + c.wordCount, 0),
              updatedAt: new Date(),
            })
            .where(eq(books.id, bookId));
          return { previousChapterCount: existing.length };
        }),
      );
    },

    /** Deletes a book; chapters, entries, likes, ratings, comments and reads go with it (FK cascade). */
    async deleteBook(bookId: string): Promise<boolean> {
      invalidateTotals();
      const deleted = await db.delete(books).where(eq(books.id, bookId)).returning({ id: books.id });
      invalidateTotals();
      return deleted.length > 0;
    },

    /** Books with the most distinct readers (then chapter reads) since `since`. */
    async mostReadSince(since: Date, limit: number): Promise<PopularBookRow[]> {
      const weekly = db
        .select({
          bookId: chapterReads.bookId,
          readers: sql<number>`count(distinct ${chapterReads.userId})`.as('readers'),
          reads: sql<number>`count(*)`.as('reads'),
        })
        .from(chapterReads)
        .where(sql`${chapterReads.createdAt} >= ${since.toISOString()}::timestamptz`)
        .groupBy(chapterReads.bookId)
        .as('weekly');
      return db
        .select(popularColumns)
        .from(weekly)
        .innerJoin(books, eq(books.id, weekly.bookId))
        .orderBy(desc(weekly.readers), desc(weekly.reads), desc(books.likesCount), desc(books.id))
        .limit(limit);
    },

    /** The fallback when there is little reading yet: most liked, then most downloaded. */
    async mostLiked(limit: number, excludeIds: string[]): Promise<PopularBookRow[]> {
      return db
        .select(popularColumns)
        .from(books)
        .where(excludeIds.length ? notInArray(books.id, excludeIds) : undefined)
        .orderBy(desc(books.likesCount), desc(books.downloads), desc(books.id))
        .limit(limit);
    },
  };
}

export type BooksRepository = ReturnType<typeof createBooksRepository>;
