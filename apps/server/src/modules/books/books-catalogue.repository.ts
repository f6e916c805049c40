import { type BookSortField, type BookStatus, LIBRARY_PAGE_SIZE } from '@quire/shared';
import { LRUCache } from 'lru-cache';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  notInArray,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type AnyPgColumn, alias, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../db/client.js';
import { bookCounts, books, chapterReads, libraryEntries, likes, ratings, users } from '../../db/schema.js';
import { type Anchor, createListAnchors } from './list-anchors.js';
import { withCompiledRows } from '../../db/compiled-rows.js';
import { readCacheFor } from '../../db/read-cache.js';
import type { SearchIndex } from './search-index.repository.js';

/*
 * The catalogue's list engine: every list of books (the catalogue's pages and their totals, My
 * Library, the popular lists) and the caches that serve them. It reads only; the books
 * repository, the one writer of books, clears its caches on each write (`invalidateTotals`).
 */

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

/**
 * Whether pg_trgm finds a trigram in a search: three ASCII letters or digits in a row (on a
 * database whose locale is C, as the embedded one's, other letters separate words). Searches
 * without one are served by the letters' index instead (`books_letters_idx`).
 */
export const hasTrigram = (text: string) => /[a-z0-9]{3}/i.test(text);

/** `%text%` for ILIKE with the user's own %, _ and \ taken literally (backslash is LIKE's default escape). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The columns of a book a reader sees (the search index's change stamp is its own, decision 068). */
const { searchChangedAt: _searchChangedAt, ...bookColumns } = getTableColumns(books);

export const bookWithEntryColumns = {
  ...bookColumns,
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
 * The caller's columns of bookWithEntryColumns for a caller with no library entry, like or rating
 * at all (decision 076): what the joins would find for them, without joining.
 */
const noCallerColumns = {
  entryStatus: sql<BookStatus | null>`null`,
  entryProgress: sql<number | null>`null`,
  entryFavorite: sql<boolean | null>`null`,
  entryNotes: sql<string | null>`null`,
  entryTags: sql<string[] | null>`null`,
  entryCurrentChapter: sql<number | null>`null`,
  entryLastReadAt: sql<Date | null>`null`,
  isLiked: sql<boolean>`false`,
  userRating: sql<number | null>`null`,
};

/**
 * Book columns plus the caller's own library entry, like and rating, joined on the caller's id
 * (each join hits a (user_id, book_id) primary key), so one query answers a whole page.
 */
export function selectBooksFor(db: Executor, userId: string | Placeholder | SQL) {
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

/** Filters on the caller's status or favourites need their library entry joined. */
const needsEntry = (filter: { status?: unknown; favorites?: boolean }) =>
  Boolean(filter.status || filter.favorites);

/** Lists of the caller's own (My Library, their uploads, their statuses) show their drafts too. */
const perCaller = (filter: { status?: unknown; favorites?: boolean; mine?: boolean; library?: boolean }) =>
  needsEntry(filter) || Boolean(filter.mine || filter.library);

/** Which filters a list request uses: the values differ per request, the SQL only per shape. */
interface ListShape {
  q: boolean;
  /** A search with no run of three letters or digits: no trigram to look up (decision 057). */
  short: boolean;
  /** A search narrowed by the search index to a few books (decision 068). */
  indexed: boolean;
  status: boolean;
  favorites: boolean;
  category: boolean;
  genre: boolean;
  featured: boolean;
  mine: boolean;
  library: boolean;
}

const shapeOf = (filter: ListBooksFilter, indexed = false): ListShape => ({
  q: Boolean(filter.q),
  short: Boolean(filter.q) && !indexed && !hasTrigram(filter.q!),
  indexed: Boolean(filter.q) && indexed,
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
  `q${shape.indexed ? 3 : +shape.q + +shape.short}s${+shape.status}f${+shape.favorites}c${+shape.category}g${+shape.genre}F${+shape.featured}m${+shape.mine}l${+shape.library}`;

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
  q: sql.placeholder('q'),
  countKey: sql.placeholder('countKey'),
  candidates: sql.placeholder('candidates'),
};

/** A search's pattern read through a one-row subquery (decision 066). */
const opaquePattern = sql`(select ${P.pattern}::text)`;
/**
 * Values read the same way where a plan made for them would differ from the plan for any: the
 * offset of a page from its anchor and of a search's page, a search's limit (decision 067), and
 * the caller (decisions 041 and 067).
 */
const opaqueOffset = sql`(select ${P.offset}::int)`;
const opaqueLimit = sql`(select ${P.limit}::int)`;
const opaqueUserId = sql`(select ${P.userId}::uuid)`;

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

function valuesOf(filter: ListBooksFilter, candidates?: string[]) {
  return {
    candidates: candidates ?? null,
    userId: filter.userId,
    pattern: filter.q ? containsPattern(filter.q) : null,
    q: filter.q ?? null,
    status: filter.status ?? null,
    category: filter.category ?? null,
    genre: filter.genre ?? null,
    featured: filter.featured ?? null,
  };
}

const ownEntries = alias(libraryEntries, 'own_entries');
const ownBooks = alias(books, 'own_books');
/** The ids of My Library's books: the caller's entries with a status or a favourite, and their uploads. */
const callersBookIds = new QueryBuilder()
  .select({ id: ownEntries.bookId })
  .from(ownEntries)
  .where(
    and(eq(ownEntries.userId, P.userId), or(isNotNull(ownEntries.status), eq(ownEntries.favorite, true))),
  )
  .unionAll(
    new QueryBuilder().select({ id: ownBooks.id }).from(ownBooks).where(eq(ownBooks.ownerId, P.userId)),
  );

/** Joins the caller's entry when a filter reads it: inner for a status or favourites, left for My Library. */
// biome-ignore lint/suspicious/noExplicitAny: a dynamic select of any shape
function withEntry<Q extends { innerJoin: any; leftJoin: any }>(shape: ListShape, query: Q): Q {
  if (needsEntry(shape)) return query.innerJoin(libraryEntries, callerEntry(P.userId));
  if (shape.library) return query.leftJoin(libraryEntries, callerEntry(P.userId));
  return query;
}

/**
 * A search among the books the search index names (decision 068): each is looked up by id and
 * matched by ILIKE here, so a book named wrongly is never shown. The ILIKEs are written on
 * `title || ''` so that the planner, which cannot use the trigram indexes for them, does not.
 * The ids, like the pattern, the limit, the offset and the caller, are read through one-row
 * subqueries (decisions 066, 067): seeing one id, PostgreSQL priced a plan for it below the
 * generic one and planned every search again (1.3 ms a search at 10,000 books, twice the
 * trigram indexes' time).
 */
const searchAmong = and(
  sql`${books.id} in (select unnest((select ${P.candidates}::uuid[])))`,
  or(sql`(${books.title} || '') ilike ${opaquePattern}`, sql`(${books.author} || '') ilike ${opaquePattern}`),
);

function shapeConditions(shape: ListShape): SQL | undefined {
  return and(
    // Two ILIKEs OR-ed: each is served by its own trigram GIN index (a BitmapOr). A search with a
    // trigram reads its pattern through a one-row subquery: the index extracts the trigrams when
    // the scan starts, and the planner, which cannot see the pattern, plans every such search
    // alike, so its statement is planned once (decision 066). One with none stays bound (below).
    shape.q
      ? shape.indexed
        ? searchAmong
        : shape.short
          ? or(sql`${books.title} ilike ${P.pattern}`, sql`${books.author} ilike ${P.pattern}`)
          : or(sql`${books.title} ilike ${opaquePattern}`, sql`${books.author} ilike ${opaquePattern}`)
      : undefined,
    // Every match holds each letter of the search: the planner may then use the letters' index
    // where the trigram indexes have nothing to look up (one letter, `é`, `"a`).
    shape.short
      ? sql`(regexp_split_to_array(lower(${books.title}), '') || regexp_split_to_array(lower(${books.author}), '')) @> regexp_split_to_array(lower(${P.q}::text), '')`
      : undefined,
    shape.status ? eq(libraryEntries.status, P.status) : undefined,
    shape.favorites ? eq(libraryEntries.favorite, true) : undefined,
    // Knowledge Pool chips (e.g. Finance) name genres; the book form's twelve name categories.
    shape.category ? or(eq(books.category, P.category), eq(books.genre, P.category)) : undefined,
    shape.genre ? eq(books.genre, P.genre) : undefined,
    shape.featured ? eq(books.featured, P.featured) : undefined,
    shape.mine ? eq(books.ownerId, P.userId) : undefined,
    // My Library: the books of the caller's entries with a status or a favourite, and their own.
    // As a set of ids (a semi-join on the primary key), not as a condition on the left-joined
    // entry: that one read every book of the catalogue to find the caller's (decision 057).
    shape.library ? inArray(books.id, callersBookIds) : undefined,
    // Drafts: only in the caller's own lists, and only their own (decision 018).
    // `published` is written as a constant, not a bound value: the partial indexes of published
    // books then serve the statement's generic plan too, so the embedded database and each
    // PostgreSQL connection can plan a list once instead of on every execution.
    perCaller(shape) ? or(sql`${books.published}`, eq(books.ownerId, P.userId)) : sql`${books.published}`,
  );
}

/**
 * The `book_counts` key holding a filter's total (decision 057), when one does: the catalogue
 * with no filter or with exactly one of category, genre and featured, and no search.
 */
export function countKeyOf(filter: ListBooksFilter): string | undefined {
  if (filter.q || perCaller(filter)) return undefined;
  const keys = [
    filter.category !== undefined ? `c:${filter.category}` : undefined,
    filter.genre !== undefined ? `g:${filter.genre}` : undefined,
    filter.featured !== undefined ? `f:${filter.featured}` : undefined,
  ].filter((key) => key !== undefined);
  if (keys.length > 1) return undefined;
  return keys[0] ?? 'all';
}

/** The key of a catalogue-wide filter's total in memory. */
const totalsKeyOf = (filter: ListBooksFilter) =>
  JSON.stringify([filter.q ?? '', filter.category ?? '', filter.genre ?? '', filter.featured ?? null]);

/** How long a catalogue-wide total may be served from memory (other instances' writes show up within it). */
const TOTALS_TTL_MS = 15_000;
const TOTALS_MAX_KEYS = 1000;
/**
 * A list's directory keeps every this many rows: a deep page walks fewer than this many entries
 * (decision 073: each entry walked cost the embedded database about 1.75 µs; 32 on average
 * instead of 128 made a different deep page each request 15% faster, for 4 times the rows kept).
 */
export const DIRECTORY_STEP = 64;
/**
 * The embedded database's step (decision 077): there a page of the newest first is read straight
 * from the sort index, each row walked costing a read of its row, and every 16th row kept makes a
 * different deep page each request about 8% cheaper. Directories are bounded by the rows they
 * keep in all (`createListAnchors`), so a larger catalogue keeps fewer lists' directories.
 */
export const EMBEDDED_DIRECTORY_STEP = 16;
/**
 * Rows a directory reads per statement (a multiple of its step): on the embedded database,
 * which runs one statement at a time, short enough that other requests' statements come between
 * them; PostgreSQL runs them beside the others, so there a million-book list takes eight.
 */
const DIRECTORY_CHUNK = 8192;
export const POSTGRES_DIRECTORY_CHUNK = 131_072;
/**
 * How long a directory is kept on the embedded database. One process is its only writer, and
 * every write of its that moves rows forgets the directories of the lists it moves (as it forgets
 * their anchors), so the 15 s that let other instances' writes show need not apply: a directory
 * of 100,000 books cost about a second of the database's time to read, and was read again every
 * 7.5 s while deep pages were asked for.
 */
export const EMBEDDED_DIRECTORY_TTL_MS = 120_000;
/** At most one directory read per list this often (a counter's sort is forgotten on every like). */
const DIRECTORY_EVERY_MS = 5_000;
/**
 * Page sizes the app asks for (the library's 8, OPDS's and the API's default 20, the Knowledge
 * Pool's 24): their catalogue statements are written with the size in their text, so the database
 * can keep one plan for each (decision 062). A few, so the statements a client can make stay few.
 */
const CONSTANT_LIMITS = new Set([LIBRARY_PAGE_SIZE, 20, 24]);

export function createBooksCatalogueRepository(
  db: Db,
  {
    directoryChunk = DIRECTORY_CHUNK,
    directoryStep = DIRECTORY_STEP,
    directoryTtlMs = TOTALS_TTL_MS,
    searchIndex,
    newestRowsFromIndex = false,
  }: {
    /** Rows a directory reads per statement; a multiple of `directoryStep` (smaller in tests). */
    directoryChunk?: number;
    /** A list's directory keeps every this many rows: a deep page walks fewer than this many. */
    directoryStep?: number;
    /** How long a list's directory is kept: longer where this instance is the only writer. */
    directoryTtlMs?: number;
    /** Narrows new searches in memory first (decision 068); without it the trigram indexes serve every search. */
    searchIndex?: SearchIndex;
    /**
     * Pages of the newest (or oldest) first read their rows straight from the sort index
     * (decision 077): where a table's rows lie in the order they were added, as the embedded
     * database's do, the rows of a page are next to each other.
     */
    newestRowsFromIndex?: boolean;
  } = {},
) {
  /** Whether a page's rows come straight from its sort index, not by their ids (decision 077). */
  const rowsFromTheSortIndex = (shape: ListShape, sort: BookSortField) =>
    newestRowsFromIndex && sort === 'createdAt' && !shape.q && !perCaller(shape);

  // Catalogue-wide totals (no per-caller filter) are the one expensive query of a list page at
  // scale (count(*) over every matching row) and change only when books are added, edited or
  // removed: they are cached briefly and cleared by every write to books (the books repository calls invalidateTotals).
  const totals = new LRUCache<string, { total: number; expiresAt: number }>({
    max: TOTALS_MAX_KEYS,
    ttl: TOTALS_TTL_MS,
  });
  let totalsGeneration = 0;
  const anchors = createListAnchors({ ttlMs: TOTALS_TTL_MS, directoryTtlMs });
  const invalidateTotals = () => {
    totalsGeneration += 1;
    totals.clear();
    anchors.forget();
    searchIndex?.noteWrite();
  };

  // Every list request has one of a few dozen shapes (which filters are present, sort, order).
  // Each shape is built once and prepared: requests only bind values, so no SQL is rebuilt per
  // request and, on PostgreSQL, each pooled connection parses (and, once stable, plans) a shape
  // once (decision 007). Searches with a trigram read their pattern through a subquery and are
  // planned once too (decision 066); those without one stay unnamed, planned for their pattern.
  const listStatements = new Map<string, ReturnType<typeof prepareList>>();
  const countStatements = new Map<string, ReturnType<typeof prepareCount>>();

  /**
   * Where a page starts and how many rows it takes: from the anchor row on (when there is one), a
   * limit and an offset, for the page's ids or for its rows read straight from the sort index.
   */
  function pageBounds(
    shape: ListShape,
    sort: BookSortField,
    order: 'asc' | 'desc',
    anchored: boolean,
    constantLimit: number | undefined,
  ) {
    const column = SORT_COLUMNS[sort];
    // A search with a trigram reads its limit and offset through subqueries too: seeing a page of 8
    // from the first row, PostgreSQL would walk the sort index and test every book (it prices the
    // count over all matches as if the walk could stop at the eighth), 2 s at a million books,
    // and, that plan costing less than the generic one, plan every search so (decision 067).
    const opaqueSearch = shape.q && !shape.short;
    // From the anchor row on, in list order: a range condition the (column, id) index serves. The
    // anchor and the offset are read through one-row subqueries, as a search's pattern is: the
    // planner, which cannot see them, plans every page of a list alike, so its statement keeps one
    // plan (decision 067).
    const fromAnchor = anchored
      ? sql`(${column}, ${books.id}) ${sql.raw(order === 'asc' ? '>=' : '<=')} ((select ${P.anchorSortKey}::${sql.raw(SORT_TYPES[sort])}), (select ${P.anchorId}::uuid))`
      : undefined;
    return {
      fromAnchor,
      // drizzle binds a number; written as SQL it stays in the statement's text.
      limit: (constantLimit !== undefined
        ? sql.raw(String(constantLimit))
        : opaqueSearch
          ? opaqueLimit
          : P.limit) as unknown as number,
      offset: (anchored || opaqueSearch ? opaqueOffset : P.offset) as unknown as number,
    };
  }

  /** A page's ids and sort values, in list order: from the (column, id) index alone. */
  function prepareIds(
    shape: ListShape,
    sort: BookSortField,
    order: 'asc' | 'desc',
    anchored: boolean,
    { constantLimit, withTotal = false }: { constantLimit?: number; withTotal?: boolean } = {},
  ) {
    const direction = order === 'asc' ? asc : desc;
    const column = SORT_COLUMNS[sort];
    const { fromAnchor, limit, offset } = pageBounds(shape, sort, order, anchored, constantLimit);
    const ids = db
      .select({
        id: books.id,
        sortKey: sql<string>`${column}::text`.as('sort_key'),
        // Every match counted by the statement that finds them (a search's first pages).
        total: (withTotal ? sql<number>`(count(*) over ())::int` : sql<number | null>`null::int`).as('total'),
      })
      .from(books)
      .$dynamic();
    return withEntry(shape, ids)
      .where(and(shapeConditions(shape), fromAnchor))
      .orderBy(direction(column), direction(books.id))
      .limit(limit)
      .offset(offset);
  }

  /**
   * A page of books with the caller's entry, like and rating: a deferred join on the page's ids,
   * or, for the newest or oldest first on the embedded database, the rows straight from the sort
   * index (decision 077).
   */
  function prepareList(
    shape: ListShape,
    sort: BookSortField,
    order: 'asc' | 'desc',
    anchored: boolean,
    name: string,
    constantLimit?: number,
    callerless = false,
  ) {
    const direction = order === 'asc' ? asc : desc;
    // A caller with nothing to join: their columns as the joins would find them (decision 076).
    const columns = callerless ? { ...bookColumns, ...noCallerColumns } : bookWithEntryColumns;
    // The caller too, on a page from an anchor (decision 067) and on a narrowed search.
    const caller = anchored || shape.indexed ? opaqueUserId : P.userId;
    // biome-ignore lint/suspicious/noExplicitAny: a dynamic select of any shape
    const withCaller = <Q extends { leftJoin: any }>(query: Q): Q =>
      callerless
        ? query
        : query
            .leftJoin(libraryEntries, callerEntry(caller))
            .leftJoin(likes, callerLike(caller))
            .leftJoin(ratings, callerRating(caller));
    if (rowsFromTheSortIndex(shape, sort)) {
      const column = SORT_COLUMNS[sort];
      const { fromAnchor, limit, offset } = pageBounds(shape, sort, order, anchored, constantLimit);
      const rows = db
        .select({ ...columns, sortKey: sql<string>`${column}::text`, total: sql<number | null>`null::int` })
        .from(books)
        .$dynamic();
      return withCompiledRows(
        withCaller(rows)
          .where(and(shapeConditions(shape), fromAnchor))
          .orderBy(direction(column), direction(books.id))
          .limit(limit)
          .offset(offset)
          .prepare(name),
      );
    }
    // A narrowed search's first page counts its matches (see readPage).
    const withTotal = shape.indexed && !anchored;
    const pageIds = prepareIds(shape, sort, order, anchored, { constantLimit, withTotal }).as('page_ids');
    const selected = db
      .select({ ...columns, sortKey: pageIds.sortKey, total: pageIds.total })
      .from(books)
      .innerJoin(pageIds, eq(pageIds.id, books.id))
      .$dynamic();
    return withCompiledRows(
      withCaller(selected).orderBy(direction(SORT_COLUMNS[sort]), direction(books.id)).prepare(name),
    );
  }

  const pageRows = readCacheFor(db);
  /**
   * A remembered page's books, with the caller's entry, like and rating: the statement behind
   * every repeated page (a popular search, page 1, a Knowledge Pool chip). Its values are read
   * through one-row subqueries (`(select $1)`), so PostgreSQL plans it without looking at them:
   * given the caller's id and the ids themselves it found a plan fitted to them cheaper every
   * time and planned each execution again (most of its time went to planning, decision 041); seeing the same statement
   * whatever the values, it keeps one generic plan per connection after five executions
   * (decision 041). The plan is the same either way: primary-key lookups of the page's books and
   * of the caller's rows for them.
   */
  const pageByIds = withCompiledRows(
    selectBooksFor(db, opaqueUserId)
      .where(sql`${books.id} = any((select ${P.ids}::uuid[])::uuid[])`)
      .prepare('quire_books_page_by_ids'),
  );

  /**
   * Whether the caller has no library entry, like or rating at all (decision 076), on the embedded
   * database: an answer of "none" holds until the next write there, one of "some" for as long as
   * it is remembered (a page joined for a caller who has since removed everything is still right).
   * On PostgreSQL, never known: pages always join the caller's rows.
   */
  const noStateUntilWrite = readCacheFor(db, 5000);
  const hasState = new LRUCache<string, true>({ max: 5000 });
  const anyCallerState = db
    .select({
      any: sql<boolean>`(exists (select 1 from ${libraryEntries} where ${libraryEntries.userId} = ${P.userId}::uuid)
        or exists (select 1 from ${likes} where ${likes.userId} = ${P.userId}::uuid)
        or exists (select 1 from ${ratings} where ${ratings.userId} = ${P.userId}::uuid))`,
    })
    .from(sql`(select 1) as one`)
    .prepare('quire_books_any_caller_state');
  async function callerHasNoState(userId: string): Promise<boolean> {
    if (!noStateUntilWrite || hasState.has(userId)) return false;
    return noStateUntilWrite.read(`caller:${userId}`, async () => {
      const [row] = await anyCallerState.execute({ userId });
      if (row?.any) hasState.set(userId, true);
      return !row?.any;
    });
  }

  function statementFor(
    key: string,
    shape: ListShape,
    page: ListBooksPage,
    anchored: boolean,
    constantLimit?: number,
    callerless = false,
  ) {
    const statementKey = `${key}${anchored ? '_k' : ''}${constantLimit === undefined ? '' : `_${constantLimit}`}${callerless ? '_n' : ''}${rowsFromTheSortIndex(shape, page.sort) ? '_r' : ''}`;
    let statement = listStatements.get(statementKey);
    if (!statement) {
      const name = shape.short ? '' : `quire_books_${statementKey}`;
      statement = prepareList(shape, page.sort, page.order, anchored, name, constantLimit, callerless);
      listStatements.set(statementKey, statement);
    }
    return statement;
  }

  /**
   * A catalogue page's ids alone (decision 062): a one-table statement the database plans in a
   * moment, for a search (planned for its own pattern each time) or a page size the app does not
   * ask for, where the joined page would be planned whole, five tables and forty columns, on
   * every execution. The books then come from the remembered pages' statement, which keeps one plan.
   */
  type PreparedIds = ReturnType<ReturnType<typeof prepareIds>['prepare']>;
  const idStatements = new Map<string, PreparedIds>();
  function idsStatementFor(key: string, shape: ListShape, page: ListBooksPage, anchored: boolean) {
    const statementKey = anchored ? `${key}_k` : key;
    let statement = idStatements.get(statementKey);
    if (!statement) {
      const name = shape.short ? '' : `quire_book_ids_${statementKey}`;
      // A search's page from its start also counts its matches: the count the page's total
      // would run next is the same scan again (decision 062).
      const withTotal = Boolean(shape.q) && !anchored;
      statement = prepareIds(shape, page.sort, page.order, anchored, { withTotal }).prepare(name);
      idStatements.set(statementKey, statement);
    }
    return statement;
  }

  /**
   * Every `directoryStep`-th row of one chunk of a list (directoryChunk rows from the start, or
   * after a given row), plus the chunk's last row to go on from: a directory is read a chunk at
   * a time, so the embedded database, which runs one statement at a time, never holds other
   * requests behind a walk of the whole list (decision 057).
   */
  function prepareDirectoryChunk(
    shape: ListShape,
    sort: BookSortField,
    order: 'asc' | 'desc',
    after: boolean,
    name: string,
  ) {
    const column = SORT_COLUMNS[sort];
    const direction = order === 'asc' ? asc : desc;
    const dir = sql.raw(order === 'asc' ? 'asc' : 'desc');
    const afterRow = after
      ? sql`(${column}, ${books.id}) ${sql.raw(order === 'asc' ? '>' : '<')} (${P.anchorSortKey}::${sql.raw(SORT_TYPES[sort])}, ${P.anchorId}::uuid)`
      : undefined;
    const rows = db
      .select({
        id: books.id,
        sortValue: sql`${column}`.as('sort_value'),
        position:
          sql<number>`(row_number() over (order by ${column} ${dir}, ${books.id} ${dir}) - 1)::int`.as(
            'position',
          ),
      })
      .from(books)
      .$dynamic();
    const chunk = withEntry(shape, rows)
      .where(and(shapeConditions(shape), afterRow))
      .orderBy(direction(column), direction(books.id))
      .limit(directoryChunk)
      .as('chunk');
    // Only the kept rows' values are written as text (every row's cost a third of the walk).
    return db
      .select({ id: chunk.id, sortKey: sql<string>`${chunk.sortValue}::text`, position: chunk.position })
      .from(chunk)
      .where(
        sql`${chunk.position} % ${sql.raw(String(directoryStep))} = 0 or ${chunk.position} = ${sql.raw(String(directoryChunk - 1))}`,
      )
      .orderBy(chunk.position)
      .prepare(name);
  }
  const directoryStatements = new Map<string, ReturnType<typeof prepareDirectoryChunk>>();
  const directoryStatement = (key: string, shape: ListShape, page: ListBooksPage, after: boolean) => {
    const statementKey = after ? `${key}_k` : key;
    let statement = directoryStatements.get(statementKey);
    if (!statement) {
      const name = shape.short ? '' : `quire_books_dir${directoryStep}_${statementKey}`;
      statement = prepareDirectoryChunk(shape, page.sort, page.order, after, name);
      directoryStatements.set(statementKey, statement);
    }
    return statement;
  };
  /** Directories being read now, and when each list's was last read (at most one per DIRECTORY_EVERY_MS). */
  const directoriesInFlight = new Map<string, Promise<void>>();
  const directoryReadAt = new LRUCache<string, number>({ max: 500 });

  /** Reads a list's directory in the background, for the deep pages asked for after this one. */
  function readDirectory(
    listKey: string,
    key: string,
    shape: ListShape,
    page: ListBooksPage,
    values: Record<string, unknown>,
    /** Begins once this has settled (the walk of the page that asked for it). */
    startAfter?: Promise<void>,
  ) {
    if (directoriesInFlight.has(listKey)) return;
    const last = directoryReadAt.get(listKey);
    if (last !== undefined && Date.now() - last < DIRECTORY_EVERY_MS) return;
    const takenAt = anchors.generation();
    const startedAt = Date.now();
    directoryReadAt.set(listKey, startedAt);
    const read = async () => {
      await startAfter;
      const directory: Anchor[] = [];
      let base = 0;
      let from: Anchor | undefined;
      for (;;) {
        // A write since the first chunk: the positions no longer add up; the next deep page tries again.
        if (anchors.generation() !== takenAt) return;
        const rows = from
          ? await directoryStatement(key, shape, page, true).execute({
              ...values,
              anchorSortKey: from.sortKey,
              anchorId: from.id,
            })
          : await directoryStatement(key, shape, page, false).execute(values);
        for (const row of rows) {
          if (row.position % directoryStep === 0)
            directory.push({ position: base + row.position, sortKey: row.sortKey, id: row.id });
        }
        const end = rows.find((row) => row.position === directoryChunk - 1);
        if (!end) break;
        from = { position: base + end.position, sortKey: end.sortKey, id: end.id };
        base += directoryChunk;
      }
      // Aged from when its first rows were read.
      anchors.rememberDirectory(listKey, page.sort, directory, takenAt, startedAt);
    };
    const done = read()
      // A failed read is only a missed shortcut: pages are still read by walking.
      .catch(noop)
      .finally(() => directoriesInFlight.delete(listKey));
    directoriesInFlight.set(listKey, done);
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

  /** A maintained total: one primary-key lookup (no key yet: no such book yet). */
  const keptCount = db
    .select({ n: bookCounts.n })
    .from(bookCounts)
    .where(eq(bookCounts.key, P.countKey))
    .prepare('quire_books_kept_count');

  const keptTotal = async (countKey: string) => Number((await keptCount.execute({ countKey }))[0]?.n ?? 0);

  /**
   * A filter's shape and bound values, a search narrowed by the search index where it can be;
   * `none` when the index shows that no book matches it.
   */
  async function narrowed(filter: ListBooksFilter) {
    const candidates = filter.q ? await searchIndex?.candidates(filter.q) : undefined;
    return {
      shape: shapeOf(filter, candidates !== undefined),
      values: valuesOf(filter, candidates),
      none: candidates?.length === 0,
    };
  }

  async function countNow(filter: ListBooksFilter): Promise<number> {
    const countKey = countKeyOf(filter);
    if (countKey !== undefined) return keptTotal(countKey);
    const { shape, values, none } = await narrowed(filter);
    if (none) return 0;
    const statementKey = shapeKey(shape);
    let statement = countStatements.get(statementKey);
    if (!statement) {
      statement = prepareCount(shape, shape.short ? '' : `quire_books_count_${statementKey}`);
      countStatements.set(statementKey, statement);
    }
    const [row] = await statement.execute(values);
    return row?.total ?? 0;
  }

  return {
    /** Resolves once the directories being read now are read (tests; nothing waits for them). */
    async settled(): Promise<void> {
      while (directoriesInFlight.size) await new Promise((resolve) => setTimeout(resolve, 5));
    },

    /**
     * One page of books for the caller, filtered, sorted (ties broken by id) and paged in the
     * database. A deferred join: the page's ids come first from the (sort column, id) index alone,
     * then only those rows are joined with the caller's entry, like and rating, so deep pages
     * never join (or sort) the whole catalogue.
     */
    async listBooks(filter: ListBooksFilter, page: ListBooksPage): Promise<BookRow[]> {
      const keyOf = (shape: ListShape) =>
        `${shapeKey(shape)}${SORT_KEYS[page.sort]}${page.order === 'asc' ? 'a' : 'd'}`;
      /** The list's statement key and bound values, a search narrowed where it can be. */
      const narrowedList = async () => {
        const { shape, values, none } = await narrowed(filter);
        return { shape, key: keyOf(shape), values: { ...values, limit: page.limit }, none };
      };
      if (!anchorable(shapeOf(filter))) {
        const { shape, key, values, none } = await narrowedList();
        if (none) return [];
        return statementFor(key, shape, page, false).execute({ ...values, offset: page.offset });
      }
      // Remembered pages are shared by a list however its search was narrowed.
      const plain = valuesOf(filter);
      const listKey = `${keyOf(shapeOf(filter))}:${JSON.stringify([plain.pattern, plain.category, plain.genre, plain.featured])}`;
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
        const list = await narrowedList();
        const { shape, key, values } = list;
        let anchor = anchors.nearest(listKey, page.offset);
        const far = () => page.offset - (anchor?.position ?? 0) >= directoryStep;
        // Far from any known row while the list's directory is being read (many readers paging
        // deep at once, as a crawler or a benchmark does): wait for it rather than walk there too;
        // every such walk holds a connection, and on the embedded database all the others.
        const directoryRead = directoriesInFlight.get(listKey);
        if (directoryRead && far()) {
          await directoryRead;
          anchor = anchors.nearest(listKey, page.offset);
        }
        // Far, and no directory: this page walks there, and the list's directory is read right
        // after it (after, as the embedded database would otherwise queue the walk behind it).
        let walked: () => void = noop;
        if (far() && anchors.directoryAge(listKey) === undefined) {
          readDirectory(
            listKey,
            key,
            shape,
            page,
            values,
            new Promise<void>((resolve) => {
              walked = resolve;
            }),
          );
        }
        try {
          return await readPage(anchor, list);
        } finally {
          walked();
        }
      })();
      const entry = { generation: takenAt, done: read.then(noop, noop) };
      pagesInFlight.set(pageKey, entry);
      void entry.done.then(() => {
        if (pagesInFlight.get(pageKey) === entry) pagesInFlight.delete(pageKey);
      });
      return read;

      async function readPage(
        anchor: Anchor | undefined,
        { shape, key, values, none }: Awaited<ReturnType<typeof narrowedList>>,
      ): Promise<BookRow[]> {
        const keyset = anchor
          ? { offset: page.offset - anchor.position, anchorSortKey: anchor.sortKey, anchorId: anchor.id }
          : { offset: page.offset };
        // The app's own page sizes, no search: the joined page with its size written in, which
        // keeps one plan (decision 062). Otherwise the ids, then the remembered pages' statement.
        const constantLimit = !shape.q && CONSTANT_LIMITS.has(page.limit) ? page.limit : undefined;
        const found = (rows: { id: string; sortKey: string }[]) => {
          anchors.remember(listKey, page.sort, page.offset, page.limit, rows, takenAt);
          // Far from any known row: walked there this once; the list's directory is read next
          // (begun above, unless one was read moments ago). A directory half its life old is read
          // again while deep pages are asked for, so they never go without one.
          const age = anchors.directoryAge(listKey);
          if (
            age === undefined
              ? page.offset - (anchor?.position ?? 0) >= directoryStep
              : page.offset >= directoryStep && age >= directoryTtlMs / 2
          )
            readDirectory(listKey, key, shape, page, values);
        };
        const countedAt = totalsGeneration;
        /** A search's first page carries its total: kept as countBooks keeps a count. */
        const keepTotal = (rows: { total: number | null }[]) => {
          // A search that finds nothing from its first row has no rows to carry its count: it is
          // zero, and counting it again would be the same scan a second time.
          const total = rows[0]?.total ?? (shape.q && !anchor && page.offset === 0 ? 0 : undefined);
          // Unless a write to books happened while it ran.
          if (typeof total === 'number' && countedAt === totalsGeneration)
            totals.set(totalsKeyOf(filter), { total, expiresAt: Date.now() + TOTALS_TTL_MS });
        };
        if (none) {
          found([]);
          keepTotal([]);
          return [];
        }
        // A search narrowed by the index names a few books: the joined page in one statement
        // planned once, its total with it (decision 068).
        if (constantLimit !== undefined || shape.indexed) {
          const callerless = await callerHasNoState(filter.userId);
          const rows = await statementFor(
            key,
            shape,
            page,
            Boolean(anchor),
            constantLimit,
            callerless,
          ).execute({
            ...values,
            ...keyset,
          });
          found(rows);
          if (shape.indexed) keepTotal(rows);
          return rows;
        }
        const ids = await idsStatementFor(key, shape, page, Boolean(anchor)).execute({
          ...values,
          ...keyset,
        });
        found(ids);
        keepTotal(ids);
        return knownPage(
          ids.map((row) => row.id),
          filter.userId,
        );
      }
    },

    /** count(*) over the same filter; joins the caller's entries only when a filter needs them. */
    async countBooks(filter: ListBooksFilter): Promise<number> {
      const cacheable = !perCaller(filter);
      const key = totalsKeyOf(filter);
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

    /** Forgets cached totals and anchors: after every write to books (the books repository's, an account deletion). */
    invalidateTotals,

    /** Forgets the page anchors of lists ordered by a counter that just changed (likes, favourites, rating). */
    forgetAnchors: (sort: BookSortField) => anchors.forget(sort),

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
        .where(and(sql`${books.published}`, shown.length ? notInArray(books.id, shown) : undefined))
        .orderBy(desc(books.downloads), desc(books.id))
        .limit(limit - rows.length);
      return [...rows, ...topUp];
    },
  };
}

export type BooksCatalogueRepository = ReturnType<typeof createBooksCatalogueRepository>;
