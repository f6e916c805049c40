/*
 * Keeps the catalogue's search index (./search-index.ts, decision 068) in step with the books
 * table: books are read in full once, then the rows changed since (a trigger stamps
 * `search_changed_at` on every insert and every change of title or author) before a search when
 * this instance wrote to books, and before a search that finds the last read a second old
 * otherwise (from half a second, in the background).
 */

import { setImmediate as nextTurn } from 'node:timers/promises';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { bookCounts } from '../../db/schema.js';
import { WindowIndex } from './search-index.js';

/**
 * Rows read per statement: the embedded database runs one statement at a time, and its statement
 * holds the event loop while it runs (about 40 ms for 1,000 rows on a busy 2-core machine; 5,000
 * held it 100–170 ms).
 */
const READ_CHUNK = 1_000;
/** Table pages read per statement on PostgreSQL (about 35 books a page). */
const READ_PAGES = 1_000;
/**
 * Rows added to the index between two turns of the event loop. Read in one go, the books held
 * every request until the index was read: on the embedded database, whose statements hand the
 * event loop back only when they are awaited, 2–4 s for 100,000 books; on PostgreSQL, 34,000 rows
 * a statement at a million books, about 250 ms thirty times over.
 */
const ADD_SLICE = 1_000;
/** The rows changed since the last read are read at most this often when this instance wrote nothing. */
const REFRESH_MS = 1_000;
/** How many books a search may narrow to and still be served from the index. */
export const CANDIDATES_LIMIT = 2_000;
/**
 * Published books from which a search is first narrowed in memory. Below it the trigram indexes
 * answer a new search in well under a millisecond, and the index would only take memory.
 */
const SEARCH_INDEX_MIN_BOOKS = 5_000;
/** How often a catalogue too small for an index is counted again. */
const RECOUNT_MS = 60_000;

/** A time as fixed-width UTC text (microseconds), so two compare as strings. */
const utcText = (time: SQL) => sql`to_char(${time} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

interface BookText {
  id: string;
  title: string;
  author: string;
}
interface ChangedBook extends BookText {
  changedAt: string;
}

export interface SearchIndexOptions {
  /**
   * On PostgreSQL every book is read in one read-only transaction, in the table's own order (see
   * `readAllPostgres`); on the embedded database, which runs one transaction at a time, a few
   * thousand at a time by id.
   */
  kind?: 'pglite' | 'postgres';
  /** The index is built once the catalogue holds this many published books (tests: 0). */
  minBooks?: number;
  /** Called when a read fails (the index then stays as it was, or is not used). */
  onError?: (error: unknown) => void;
  /** How often the rows changed since the last read are read when this instance wrote nothing. */
  refreshMs?: number;
  /** Called once every book is read, with how many and how long it took. */
  onRead?: (read: { books: number; ms: number }) => void;
  /** The clock the refresh times are kept by (tests). */
  now?: () => number;
  /** Rows added to the index between two turns of the event loop (tests: fewer). */
  addSlice?: number;
}

export type SearchIndex = ReturnType<typeof createSearchIndex>;

export function createSearchIndex(
  db: Db,
  {
    kind = 'pglite',
    minBooks = SEARCH_INDEX_MIN_BOOKS,
    onError,
    refreshMs = REFRESH_MS,
    onRead,
    now = Date.now,
    addSlice = ADD_SLICE,
  }: SearchIndexOptions = {},
) {
  /** Calls `each` for every row, handing the event loop back after every `addSlice` rows. */
  async function inSlices<T>(rows: T[], each: (row: T) => void): Promise<void> {
    for (let i = 0; i < rows.length; i += 1) {
      each(rows[i]!);
      if ((i + 1) % addSlice === 0) await nextTurn();
    }
  }
  const addTo = (target: WindowIndex, rows: BookText[]) =>
    inSlices(rows, (row) => target.add(row.id, row.title, row.author));

  /** Published books in the catalogue: the total decision 057's triggers keep. */
  const countBooks = async () => {
    const [row] = await db.select({ n: bookCounts.n }).from(bookCounts).where(eq(bookCounts.key, 'all'));
    return Number(row?.n ?? 0);
  };
  let index: WindowIndex | undefined;
  /** The database's time before which every change is in the index (see `watermark`). */
  let readUpTo: string | undefined;
  /** Rows read at or after `readUpTo`: read again by the next refresh, not indexed twice. */
  let pending = new Map<string, string>();
  let refreshedAt = 0;
  let dirty = false;
  let building: Promise<void> | undefined;
  let refreshing: Promise<void> | undefined;
  let countedAt = Number.NEGATIVE_INFINITY;

  /**
   * A time no change still to commit is older than: the start of the oldest transaction open on
   * this database (or now). A change stamped before it has committed, so a read after it sees it.
   */
  async function watermark(executor: Executor = db): Promise<string> {
    const [row] = await rowsOf<{ at: string }>(
      executor,
      sql`select ${utcText(sql`least(now(), (select min(xact_start) from pg_stat_activity where datname = current_database()))`)} as at`,
    );
    return row!.at;
  }

  /** Every book, a few thousand at a time by id: each statement sees the rows committed before it. */
  async function readAllById(fresh: WindowIndex): Promise<string> {
    const upTo = await watermark();
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows = await rowsOf<BookText>(
        db,
        sql`select id, title, author from books where id > ${after}::uuid order by id limit ${READ_CHUNK}`,
      );
      await addTo(fresh, rows);
      if (rows.length < READ_CHUNK) break;
      after = rows[rows.length - 1]!.id;
    }
    return upTo;
  }

  /**
   * Every book on PostgreSQL: one read-only transaction whose snapshot is taken with the
   * watermark, so each book is read exactly once however rows move meanwhile, on one connection
   * (its statements do not queue behind the pool's other requests one by one), in ranges of
   * table pages (a scan of the pages in their order, where reading by id visits them at random).
   */
  async function readAllPostgres(fresh: WindowIndex): Promise<string> {
    return db.transaction(
      async (tx) => {
        const upTo = await watermark(tx);
        const [size] = await rowsOf<{ pages: number; version: number }>(
          tx,
          sql`select (pg_relation_size('books') / current_setting('block_size')::int)::int as pages,
                current_setting('server_version_num')::int as version`,
        );
        // A range of pages is read by a TID range scan from PostgreSQL 14 on.
        if (size!.version < 140_000) {
          await addTo(fresh, await rowsOf<BookText>(tx, sql`select id, title, author from books`));
          return upTo;
        }
        for (let from = 0; from < size!.pages; from += READ_PAGES) {
          const rows = await rowsOf<BookText>(
            tx,
            sql`select id, title, author from books
                where ctid >= ${`(${from},0)`}::tid and ctid < ${`(${from + READ_PAGES},0)`}::tid`,
          );
          await addTo(fresh, rows);
        }
        return upTo;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }

  async function readAll(): Promise<void> {
    const startedAt = performance.now();
    const fresh = new WindowIndex();
    const upTo = kind === 'postgres' ? await readAllPostgres(fresh) : await readAllById(fresh);
    for (const _ of fresh.compacting()) await nextTurn();
    index = fresh;
    readUpTo = upTo;
    pending = new Map();
    refreshedAt = now();
    onRead?.({ books: fresh.size, ms: Math.round(performance.now() - startedAt) });
  }

  async function rowsOf<T>(executor: Executor, query: SQL): Promise<T[]> {
    return ((await executor.execute(query)) as unknown as { rows: T[] }).rows;
  }

  /** Reads the rows changed since the last read into the index. */
  async function readChanged(): Promise<void> {
    if (!index || readUpTo === undefined) return;
    dirty = false;
    const upTo = await watermark();
    const since = readUpTo;
    const next = new Map<string, string>();
    let from: { at: string; id: string } | undefined;
    for (;;) {
      const rows: ChangedBook[] = await rowsOf<ChangedBook>(
        db,
        from
          ? sql`select id, title, author, ${utcText(sql`search_changed_at`)} as "changedAt" from books
              where (search_changed_at, id) > (${from.at}::timestamptz, ${from.id}::uuid)
              order by search_changed_at, id limit ${READ_CHUNK}`
          : sql`select id, title, author, ${utcText(sql`search_changed_at`)} as "changedAt" from books
              where search_changed_at >= ${since}::timestamptz
              order by search_changed_at, id limit ${READ_CHUNK}`,
      );
      // Searches meanwhile look up the index with part of these rows in it: as before the read.
      await inSlices(rows, (row) => {
        if (pending.get(row.id) !== row.changedAt) index?.add(row.id, row.title, row.author);
        if (row.changedAt >= upTo) next.set(row.id, row.changedAt);
      });
      if (rows.length < READ_CHUNK) break;
      const last = rows[rows.length - 1]!;
      from = { at: last.changedAt, id: last.id };
    }
    readUpTo = upTo;
    pending = next;
    refreshedAt = now();
  }

  function startBuild(): void {
    if (building || index) return;
    building = (async () => {
      if (now() - countedAt < RECOUNT_MS) return;
      countedAt = now();
      if ((await countBooks()) < minBooks) return;
      await readAll();
    })()
      .catch((error) => onError?.(error))
      .finally(() => {
        building = undefined;
      });
  }

  return {
    /**
     * The books that can match `q`, or undefined where the database's own indexes should look
     * (no index yet, a search with no window, or too many books). Reads the changes since the
     * last read first when this instance wrote, or a second has passed. From half a second, the
     * read starts without the search waiting for it: while searches keep coming, the index is
     * read again before it is a second old, and they seldom wait (all the searches of a moment
     * waited for each read, once a second, behind the pool's queue: the slowest of them).
     */
    async candidates(q: string): Promise<string[] | undefined> {
      if (!index) {
        startBuild();
        return undefined;
      }
      const age = now() - refreshedAt;
      const read = () =>
        (refreshing ??= readChanged().finally(() => {
          refreshing = undefined;
        }));
      if (dirty || age >= refreshMs) {
        try {
          await read();
        } catch (error) {
          onError?.(error);
          return undefined;
        }
        // A write while that read ran: its rows may not be in it.
        if (dirty) return undefined;
      } else if (age >= refreshMs / 2) read().catch((error) => onError?.(error));
      return index.lookup(q, CANDIDATES_LIMIT);
    },

    /** After a write to books through this instance: its rows are read before the next search. */
    noteWrite(): void {
      dirty = true;
    },

    /** Resolves once the read of changes running now, if any, has ended (tests). */
    async refreshed(): Promise<void> {
      await refreshing?.catch(() => undefined);
    },

    /** Resolves once a build begun now has ended (tests). */
    async ready(): Promise<boolean> {
      startBuild();
      await building;
      return index !== undefined;
    },

    /** Books in the index, counting each edit again (benchmarks, tests). */
    get size(): number {
      return index?.size ?? 0;
    },
  };
}
