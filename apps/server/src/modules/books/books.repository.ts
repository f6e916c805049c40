import { createHash } from 'node:crypto';
import type { BookSortField, BookStatus } from '@quire/shared';
import { LRUCache } from 'lru-cache';
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
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type Db, type Executor, type Tx, transaction } from '../../db/client.js';
import { books, chapterReads, chapters, libraryEntries, likes, ratings, users } from '../../db/schema.js';
import type { OutboxWriter } from '../../outbox/outbox.repository.js';
import type { ProcessedImage } from '../images/image-processing.js';
import { insertImage } from '../images/images.repository.js';
import { reanchorChapterComments } from '../comments/comments.repository.js';
import { reanchorChapterHighlights } from '../highlights/highlights.repository.js';
import { createListAnchors } from './list-anchors.js';
import { withCompiledRows } from '../../db/compiled-rows.js';
import { readCacheFor } from '../../db/read-cache.js';

/** The same digest as PostgreSQL's md5(text) of a UTF-8 database: tells a rewritten chapter from an unchanged one. */
const contentHash = (content: string) => createHash('md5').update(content, 'utf8').digest('hex');

/** A Drizzle transaction handle (same query API as the database). */

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
  /** My Library: books the caller has a status for, favourited or uploaded. */
  library?: boolean;
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
function selectBooksFor(db: Executor, userId: string | Placeholder | SQL) {
  return db
    .select(bookWithEntryColumns)
    .from(books)
    .leftJoin(libraryEntries, callerEntry(userId))
    .leftJoin(likes, callerLike(userId))
    .leftJoin(ratings, callerRating(userId));
}

const callerEntry = (userId: string | Placeholder | SQL) =>
  and(eq(libraryEntries.bookId, books.id), eq(libraryEntries.userId, userId));
const callerLike = (userId: string | Placeholder | SQL) =>
  and(eq(likes.bookId, books.id), eq(likes.userId, userId));
const callerRating = (userId: string | Placeholder | SQL) =>
  and(eq(ratings.bookId, books.id), eq(ratings.userId, userId));

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

/** How old an account must have been when it acted for the act to count on public lists. */
export const ESTABLISHED_READER_AGE_HOURS = 24;

/**
 * Decision 016, the one rule of who counts on public lists (Popular This Week and its fallback):
 * an established reader, whose account was at least ESTABLISHED_READER_AGE_HOURS old when they
 * read or liked, and never the book's owner. The query must join `users` on the actor and
 * `books` on the book.
 */
function countsOnPublicLists(actorId: AnyPgColumn, actedAt: AnyPgColumn): SQL {
  return sql`${users.createdAt} <= ${actedAt} - ${ESTABLISHED_READER_AGE_HOURS}::int * interval '1 hour'
    and ${actorId} is distinct from ${books.ownerId} and ${books.published}`;
}

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
const needsEntry = (filter: { status?: unknown; favorites?: boolean }) =>
  Boolean(filter.status || filter.favorites);

/** Lists of the caller's own (My Library, their uploads, their statuses) show their drafts too. */
const perCaller = (filter: { status?: unknown; favorites?: boolean; mine?: boolean; library?: boolean }) =>
  needsEntry(filter) || Boolean(filter.mine || filter.library);

/** Which filters a list request uses: the values differ per request, the SQL only per shape. */
interface ListShape {
  q: boolean;
  status: boolean;
  favorites: boolean;
  category: boolean;
  genre: boolean;
  featured: boolean;
  mine: boolean;
  library: boolean;
}

const shapeOf = (filter: ListBooksFilter): ListShape => ({
  q: Boolean(filter.q),
  status: Boolean(filter.status),
  favorites: Boolean(filter.favorites),
  category: Boolean(filter.category),
  genre: Boolean(filter.genre),
  featured: filter.featured !== undefined,
  mine: Boolean(filter.mine),
  library: Boolean(filter.library),
});

/** e.g. 'q0s1f0c0g0F0m0': short enough for a PostgreSQL statement name. */
const shapeKey = (shape: ListShape) =>
  `q${+shape.q}s${+shape.status}f${+shape.favorites}c${+shape.category}g${+shape.genre}F${+shape.featured}m${+shape.mine}l${+shape.library}`;

const SORT_KEYS = {
  createdAt: '_new',
  title: '_title',
  author: '_author',
  'rating.averageRating': '_rating',
  likes: '_likes',
  favorites: '_favs',
} as const satisfies Record<BookSortField, string>;

/** The bound values of a list statement (see `shapeConditions`). */
const P = {
  userId: sql.placeholder('userId'),
  pattern: sql.placeholder('pattern'),
  status: sql.placeholder('status'),
  category: sql.placeholder('category'),
  genre: sql.placeholder('genre'),
  featured: sql.placeholder('featured'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
  anchorSortKey: sql.placeholder('anchorSortKey'),
  anchorId: sql.placeholder('anchorId'),
  ids: sql.placeholder('ids'),
};

/** The SQL type of each sort column, to read an anchor's exact text back. */
const SORT_TYPES = {
  createdAt: 'timestamptz',
  title: 'text',
  author: 'text',
  'rating.averageRating': 'real',
  likes: 'integer',
  favorites: 'integer',
} as const satisfies Record<BookSortField, string>;

const noop = () => undefined;

/** Rows in the order of `ids` (a remembered page keeps its order; a book deleted since is left out). */
function inListOrder<T extends { id: string }>(ids: string[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Lists ordered the same for every caller (no per-caller filter) share remembered page anchors. */
const anchorable = (shape: ListShape) => !perCaller(shape);

function valuesOf(filter: ListBooksFilter) {
  return {
    userId: filter.userId,
    pattern: filter.q ? containsPattern(filter.q) : null,
    status: filter.status ?? null,
    category: filter.category ?? null,
    genre: filter.genre ?? null,
    featured: filter.featured ?? null,
  };
}

/** Joins the caller's entry when a filter reads it: inner for a status or favourites, left for My Library. */
// biome-ignore lint/suspicious/noExplicitAny: a dynamic select of any shape
function withEntry<Q extends { innerJoin: any; leftJoin: any }>(shape: ListShape, query: Q): Q {
  if (needsEntry(shape)) return query.innerJoin(libraryEntries, callerEntry(P.userId));
  if (shape.library) return query.leftJoin(libraryEntries, callerEntry(P.userId));
  return query;
}

function shapeConditions(shape: ListShape): SQL | undefined {
  return and(
    // Two ILIKEs OR-ed: each is served by its own trigram GIN index (a BitmapOr).
    shape.q ? or(sql`${books.title} ilike ${P.pattern}`, sql`${books.author} ilike ${P.pattern}`) : undefined,
    shape.status ? eq(libraryEntries.status, P.status) : undefined,
    shape.favorites ? eq(libraryEntries.favorite, true) : undefined,
    // Knowledge Pool chips (e.g. Finance) name genres; the book form's twelve name categories.
    shape.category ? or(eq(books.category, P.category), eq(books.genre, P.category)) : undefined,
    shape.genre ? eq(books.genre, P.genre) : undefined,
    shape.featured ? eq(books.featured, P.featured) : undefined,
    shape.mine ? eq(books.ownerId, P.userId) : undefined,
    shape.library
      ? or(
          sql`${libraryEntries.status} is not null`,
          eq(libraryEntries.favorite, true),
          eq(books.ownerId, P.userId),
        )
      : undefined,
    // Drafts: only in the caller's own lists, and only their own (decision 018).
    perCaller(shape) ? or(eq(books.published, true), eq(books.ownerId, P.userId)) : eq(books.published, true),
  );
}

/** How long a catalogue-wide total may be served from memory (other instances' writes show up within it). */
const TOTALS_TTL_MS = 15_000;
const TOTALS_MAX_KEYS = 1000;

export function createBooksRepository(db: Db, outbox: OutboxWriter) {
  // Catalogue-wide totals (no per-caller filter) are the one expensive query of a list page at
  // scale (count(*) over every matching row) and change only when books are added, edited or
  // removed: they are cached briefly and cleared by every write made through this repository.
  const totals = new LRUCache<string, { total: number; expiresAt: number }>({
    max: TOTALS_MAX_KEYS,
    ttl: TOTALS_TTL_MS,
  });
  let totalsGeneration = 0;
  const anchors = createListAnchors({ ttlMs: TOTALS_TTL_MS });
  const invalidateTotals = () => {
    totalsGeneration += 1;
    totals.clear();
    anchors.forget();
  };
  /** Clears the totals again once a write has committed, so no count taken during it is kept. */
  const afterWrite = <T>(write: Promise<T>): Promise<T> => write.finally(invalidateTotals);

  // Every list request has one of a few dozen shapes (which filters are present, sort, order).
  // Each shape is built once and prepared: requests only bind values, so no SQL is rebuilt per
  // request and, on PostgreSQL, each pooled connection parses (and, once stable, plans) a shape
  // once (decision 007). Searches stay unnamed so every search is planned for its own pattern.
  const listStatements = new Map<string, ReturnType<typeof prepareList>>();
  const countStatements = new Map<string, ReturnType<typeof prepareCount>>();

  function prepareList(
    shape: ListShape,
    sort: BookSortField,
    order: 'asc' | 'desc',
    anchored: boolean,
    name: string,
  ) {
    const direction = order === 'asc' ? asc : desc;
    const column = SORT_COLUMNS[sort];
    const ordering = [direction(column), direction(books.id)];
    // From the anchor row on, in list order: a range condition the (column, id) index serves.
    const fromAnchor = anchored
      ? sql`(${column}, ${books.id}) ${sql.raw(order === 'asc' ? '>=' : '<=')} (${P.anchorSortKey}::${sql.raw(SORT_TYPES[sort])}, ${P.anchorId}::uuid)`
      : undefined;
    const ids = db
      .select({ id: books.id, sortKey: sql<string>`${column}::text`.as('sort_key') })
      .from(books)
      .$dynamic();
    const pageIds = withEntry(shape, ids)
      .where(and(shapeConditions(shape), fromAnchor))
      .orderBy(...ordering)
      .limit(P.limit)
      .offset(P.offset)
      .as('page_ids');
    return withCompiledRows(
      db
        .select({ ...bookWithEntryColumns, sortKey: pageIds.sortKey })
        .from(books)
        .innerJoin(pageIds, eq(pageIds.id, books.id))
        .leftJoin(libraryEntries, callerEntry(P.userId))
        .leftJoin(likes, callerLike(P.userId))
        .leftJoin(ratings, callerRating(P.userId))
        .orderBy(...ordering)
        .prepare(name),
    );
  }

  const pageRows = readCacheFor(db);
  /**
   * A remembered page's books, with the caller's entry, like and rating: the statement behind
   * every repeated page (a popular search, page 1, a Knowledge Pool chip). Its values are read
   * through one-row subqueries (`(select $1)`), so PostgreSQL plans it without looking at them:
   * given the caller's id and the ids themselves it found a plan fitted to them cheaper every
   * time and planned each execution again (0.19 of its 0.25 ms); seeing the same statement
   * whatever the values, it keeps one generic plan per connection after five executions
   * (decision 041). The plan is the same either way: primary-key lookups of the page's books and
   * of the caller's rows for them.
   */
  const opaqueUserId = sql`(select ${P.userId}::uuid)`;
  const pageByIds = withCompiledRows(
    selectBooksFor(db, opaqueUserId)
      .where(sql`${books.id} = any((select ${P.ids}::uuid[])::uuid[])`)
      .prepare('quire_books_page_by_ids'),
  );

  function statementFor(key: string, shape: ListShape, page: ListBooksPage, anchored: boolean) {
    const statementKey = anchored ? `${key}_k` : key;
    let statement = listStatements.get(statementKey);
    if (!statement) {
      const name = shape.q ? '' : `quire_books_${statementKey}`;
      statement = prepareList(shape, page.sort, page.order, anchored, name);
      listStatements.set(statementKey, statement);
    }
    return statement;
  }

  function prepareCount(shape: ListShape, name: string) {
    const base = db.select({ total: count() }).from(books).$dynamic();
    return withEntry(shape, base).where(shapeConditions(shape)).prepare(name);
  }

  /** A remembered page's ids, with this caller's entry, like and rating for each book. */
  async function knownPage(ids: string[], userId: string): Promise<BookRow[]> {
    if (!ids.length) return [];
    const load = () => pageByIds.execute({ ids, userId });
    // Embedded: the page's rows until the next write (decision 038); else from the database.
    const rows = pageRows ? await pageRows.read(`${userId}:${ids.join(',')}`, load) : await load();
    return inListOrder(ids, rows);
  }

  /** Catalogue pages being read now, by list and page, with the anchors' generation they began in. */
  const pagesInFlight = new Map<string, { generation: number; done: Promise<void> }>();
  /** Catalogue-wide counts running now, with the totals' generation they began in. */
  const totalsInFlight = new Map<string, { generation: number; total: Promise<number> }>();

  async function countNow(filter: ListBooksFilter): Promise<number> {
    const shape = shapeOf(filter);
    const statementKey = shapeKey(shape);
    let statement = countStatements.get(statementKey);
    if (!statement) {
      statement = prepareCount(shape, shape.q ? '' : `quire_books_count_${statementKey}`);
      countStatements.set(statementKey, statement);
    }
    const [row] = await statement.execute(valuesOf(filter));
    return row?.total ?? 0;
  }

  return {
    /**
     * One page of books for the caller, filtered, sorted (ties broken by id) and paged in the
     * database. A deferred join: the page's ids come first from the (sort column, id) index alone,
     * then only those rows are joined with the caller's entry, like and rating, so deep pages
     * never join (or sort) the whole catalogue.
     */
    async listBooks(filter: ListBooksFilter, page: ListBooksPage): Promise<BookRow[]> {
      const shape = shapeOf(filter);
      const key = `${shapeKey(shape)}${SORT_KEYS[page.sort]}${page.order === 'asc' ? 'a' : 'd'}`;
      const values = { ...valuesOf(filter), limit: page.limit };
      if (!anchorable(shape)) {
        return statementFor(key, shape, page, false).execute({ ...values, offset: page.offset });
      }
      const listKey = `${key}:${JSON.stringify([values.pattern, values.category, values.genre, values.featured])}`;
      const known = anchors.page(listKey, page.offset, page.limit);
      if (known) return knownPage(known, filter.userId);
      // The same page already being read (a popular search just after its remembered page
      // expired, many readers at once): wait for it, then read only this caller's rows of it.
      const pageKey = `${listKey}@${page.offset}:${page.limit}`;
      const pending = pagesInFlight.get(pageKey);
      if (pending && pending.generation === anchors.generation()) {
        await pending.done;
        const shared = anchors.page(listKey, page.offset, page.limit);
        if (shared) return knownPage(shared, filter.userId);
      }
      const takenAt = anchors.generation();
      const read = (async () => {
        const anchor = anchors.nearest(listKey, page.offset);
        const rows = anchor
          ? await statementFor(key, shape, page, true).execute({
              ...values,
              offset: page.offset - anchor.position,
              anchorSortKey: anchor.sortKey,
              anchorId: anchor.id,
            })
          : await statementFor(key, shape, page, false).execute({ ...values, offset: page.offset });
        anchors.remember(listKey, page.sort, page.offset, page.limit, rows, takenAt);
        return rows;
      })();
      const entry = { generation: takenAt, done: read.then(noop, noop) };
      pagesInFlight.set(pageKey, entry);
      void entry.done.then(() => {
        if (pagesInFlight.get(pageKey) === entry) pagesInFlight.delete(pageKey);
      });
      return read;
    },

    /** count(*) over the same filter; joins the caller's entries only when a filter needs them. */
    async countBooks(filter: ListBooksFilter): Promise<number> {
      const cacheable = !perCaller(filter);
      const key = JSON.stringify([
        filter.q ?? '',
        filter.category ?? '',
        filter.genre ?? '',
        filter.featured ?? null,
      ]);
      if (!cacheable) return countNow(filter);
      const hit = totals.get(key);
      if (hit && hit.expiresAt > Date.now()) return hit.total;
      // One count per catalogue-wide filter at a time: requests arriving while it runs share it,
      // unless a write has happened since it started.
      const pending = totalsInFlight.get(key);
      if (pending && pending.generation === totalsGeneration) return pending.total;
      const generation = totalsGeneration;
      const total = countNow(filter);
      const entry = { generation, total };
      totalsInFlight.set(key, entry);
      try {
        const value = await total;
        // A write that finished while this count ran may not be in it: keep such a result out.
        if (generation === totalsGeneration) {
          totals.set(key, { total: value, expiresAt: Date.now() + TOTALS_TTL_MS });
        }
        return value;
      } finally {
        if (totalsInFlight.get(key) === entry) totalsInFlight.delete(key);
      }
    },

    /** Forgets cached totals and anchors (after books change outside this repository, e.g. an account deletion). */
    invalidateTotals,

    /** Forgets the page anchors of lists ordered by a counter that just changed (likes, favourites, rating). */
    forgetAnchors: (sort: BookSortField) => anchors.forget(sort),

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
    async findOwnership(
      bookId: string,
    ): Promise<{ id: string; ownerId: string | null; published: boolean } | undefined> {
      const [row] = await db
        .select({ id: books.id, ownerId: books.ownerId, published: books.published })
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
    /**
     * Inserts a book and its chapters in one transaction; with `cover`, its processed cover image
     * too (an imported book: the image exists only if the book does), `coverUrl` naming its URL.
     */
    async insertBook(
      values: NewBookValues,
      chapterValues: ChapterValues[],
      cover?: { image: ProcessedImage; coverUrl: (imageId: string) => string },
    ): Promise<string> {
      invalidateTotals();
      return afterWrite(
        transaction(db, async (tx) => {
          const coverImage = cover
            ? cover.coverUrl((await insertImage(tx, cover.image, values.ownerId ?? null)).id)
            : values.coverImage;
          const [row] = await tx
            .insert(books)
            .values({
              ...values,
              coverImage,
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
     * names its id, or, without an id, when it sits at the same number. Every chapter numbered
     * beyond the previous count of a published book (every chapter of a draft being published) is
     * announced: its `chapter.published` event goes to the outbox in the same transaction. Answers
     * the previous chapter count and how many were announced, or undefined when the book no
     * longer exists.
     */
    async updateBook(
      bookId: string,
      values: Partial<NewBookValues>,
      chapterValues: ChapterValues[],
    ): Promise<{ previousChapterCount: number; announced: number } | undefined> {
      invalidateTotals();
      return afterWrite(
        transaction(db, async (tx) => {
          const [locked] = await tx
            .select({ id: books.id, published: books.published })
            .from(books)
            .where(eq(books.id, bookId))
            .for('no key update');
          if (!locked) return undefined;

          const existing = await tx
            .select({
              id: chapters.id,
              number: chapters.number,
              contentHash: sql<string>`md5(${chapters.content})`,
            })
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
            let keep: { id: string; number: number; contentHash: string } | undefined;
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

          // Highlights and paragraph comments follow their passages into the new text (decision 029).
          const rewritten = kept
            .filter((p) => p.keep!.contentHash !== contentHash(p.values.content))
            .map((p) => ({ chapterId: p.keep!.id, content: p.values.content }));
          await reanchorChapterHighlights(tx, rewritten);
          await reanchorChapterComments(tx, rewritten);

          await tx
            .update(books)
            .set({
              ...values,
              chapterCount: chapterValues.length,
              wordCount: chapterValues.reduce((sum, c) => sum + c.wordCount, 0),
              updatedAt: new Date(),
            })
            .where(eq(books.id, bookId));
          // A draft's chapters are news to nobody; once published, every chapter it had as a
          // draft is, and afterwards the ones numbered beyond the previous count.
          const publishedNow = values.published ?? locked.published;
          const firstNew = locked.published ? existing.length : 0;
          const announced = publishedNow ? chapterValues.slice(firstNew) : [];
          await outbox.write(
            tx,
            announced.map((chapter, index) => ({
              name: 'chapter.published' as const,
              payload: { bookId, chapterNumber: firstNew + index + 1, title: chapter.title },
            })),
          );
          return { previousChapterCount: existing.length, announced: announced.length };
        }),
      );
    },

    /**
     * What telling a book's readers of its deletion needs, read before it goes: its title and
     * everyone besides the owner with a library entry for it (any status, favourite or none).
     */
    async removalNotice(
      bookId: string,
    ): Promise<{ bookId: string; title: string; readerIds: string[] } | undefined> {
      const [book] = await db
        .select({ id: books.id, title: books.title, ownerId: books.ownerId })
        .from(books)
        .where(eq(books.id, bookId));
      if (!book) return undefined;
      const readers = await db
        .select({ userId: libraryEntries.userId })
        .from(libraryEntries)
        .where(eq(libraryEntries.bookId, bookId));
      return {
        bookId,
        title: book.title,
        readerIds: readers.map((r) => r.userId).filter((id) => id !== book.ownerId),
      };
    },

    /** Deletes a book; chapters, entries, likes, ratings, comments and reads go with it (FK cascade). */
    async deleteBook(bookId: string): Promise<boolean> {
      invalidateTotals();
      const deleted = await db.delete(books).where(eq(books.id, bookId)).returning({ id: books.id });
      invalidateTotals();
      return deleted.length > 0;
    },

    /**
     * Books with the most distinct established readers (then their chapter reads) since `since`;
     * only reads that count on public lists (countsOnPublicLists) are counted.
     */
    async mostReadSince(since: Date, limit: number): Promise<PopularBookRow[]> {
      const weekly = db
        .select({
          bookId: chapterReads.bookId,
          readers: sql<number>`count(distinct ${chapterReads.userId})`.as('readers'),
          reads: sql<number>`count(*)`.as('reads'),
        })
        .from(chapterReads)
        .innerJoin(users, eq(users.id, chapterReads.userId))
        .innerJoin(books, eq(books.id, chapterReads.bookId))
        .where(
          and(
            sql`${chapterReads.createdAt} >= ${since.toISOString()}::timestamptz`,
            countsOnPublicLists(chapterReads.userId, chapterReads.createdAt),
          ),
        )
        .groupBy(chapterReads.bookId)
        .as('weekly');
      return db
        .select(popularColumns)
        .from(weekly)
        .innerJoin(books, eq(books.id, weekly.bookId))
        .orderBy(desc(weekly.readers), desc(weekly.reads), desc(books.id))
        .limit(limit);
    },

    /**
     * The fallback when there is little reading yet: the most likes from established readers
     * (countsOnPublicLists), then most downloaded. Two short queries: ranking every book by a
     * joined count costs about twice as much at 100k books.
     */
    async mostLiked(limit: number, excludeIds: string[]): Promise<PopularBookRow[]> {
      const likers = sql<number>`count(*)`;
      const liked = await db
        .select({ ...popularColumns, likers })
        .from(likes)
        .innerJoin(users, eq(users.id, likes.userId))
        .innerJoin(books, eq(books.id, likes.bookId))
        .where(
          and(
            countsOnPublicLists(likes.userId, likes.createdAt),
            excludeIds.length ? notInArray(likes.bookId, excludeIds) : undefined,
          ),
        )
        .groupBy(books.id)
        .orderBy(desc(likers), desc(books.downloads), desc(books.id))
        .limit(limit);
      const rows: PopularBookRow[] = liked.map(({ likers: _likers, ...row }) => row);
      if (rows.length >= limit) return rows;
      const shown = [...excludeIds, ...rows.map((r) => r.id)];
      const topUp = await db
        .select(popularColumns)
        .from(books)
        .where(and(eq(books.published, true), shown.length ? notInArray(books.id, shown) : undefined))
        .orderBy(desc(books.downloads), desc(books.id))
        .limit(limit - rows.length);
      return [...rows, ...topUp];
    },
  };
}

export type BooksRepository = ReturnType<typeof createBooksRepository>;
