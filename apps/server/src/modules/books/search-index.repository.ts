/*
 * Keeps the catalogue's search index (./search-index.ts, decision 068) in step with the books
 * table: books are read in full once, then the rows changed since (a trigger stamps
 * `search_changed_at` on every insert and every change of title or author) before a search when
 * this instance wrote to books, and at most a second after the last read otherwise.
 */

import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { WindowIndex } from './search-index.js';

/** Rows read per statement: the embedded database runs one statement at a time. */
const READ_CHUNK = 5_000;
/** The rows changed since the last read are read at most this often when this instance wrote nothing. */
const REFRESH_MS = 1_000;
/** How many books a search may narrow to and still be served from the index. */
const CANDIDATES_LIMIT = 2_000;
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
  /** The index is built once the catalogue holds this many published books (tests: 0). */
  minBooks?: number;
  /** Called when a read fails (the index then stays as it was, or is not used). */
  onError?: (error: unknown) => void;
  /** How often the rows changed since the last read are read when this instance wrote nothing. */
  refreshMs?: number;
}

export type SearchIndex = ReturnType<typeof createSearchIndex>;

export function createSearchIndex(
  db: Db,
  { minBooks = SEARCH_INDEX_MIN_BOOKS, onError, refreshMs = REFRESH_MS }: SearchIndexOptions = {},
) {
  /** Published books in the catalogue: the total decision 057's triggers keep. */
  const countBooks = async () => {
    const [row] = await rowsOf<{ n: string | number }>(sql`select n from book_counts where key = 'all'`);
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
  async function watermark(): Promise<string> {
    const [row] = await rowsOf<{ at: string }>(
      sql`select ${utcText(sql`least(now(), (select min(xact_start) from pg_stat_activity where datname = current_database()))`)} as at`,
    );
    return row!.at;
  }

  async function readAll(): Promise<void> {
    const upTo = await watermark();
    const fresh = new WindowIndex();
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows = await rowsOf<BookText>(
        sql`select id, title, author from books where id > ${after}::uuid order by id limit ${READ_CHUNK}`,
      );
      for (const row of rows) fresh.add(row.id, row.title, row.author);
      if (rows.length < READ_CHUNK) break;
      after = rows[rows.length - 1]!.id;
    }
    fresh.compact();
    index = fresh;
    readUpTo = upTo;
    pending = new Map();
    refreshedAt = Date.now();
  }

  async function rowsOf<T>(query: SQL): Promise<T[]> {
    return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
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
        from
          ? sql`select id, title, author, ${utcText(sql`search_changed_at`)} as "changedAt" from books
              where (search_changed_at, id) > (${from.at}::timestamptz, ${from.id}::uuid)
              order by search_changed_at, id limit ${READ_CHUNK}`
          : sql`select id, title, author, ${utcText(sql`search_changed_at`)} as "changedAt" from books
              where search_changed_at >= ${since}::timestamptz
              order by search_changed_at, id limit ${READ_CHUNK}`,
      );
      for (const row of rows) {
        if (pending.get(row.id) !== row.changedAt) index.add(row.id, row.title, row.author);
        if (row.changedAt >= upTo) next.set(row.id, row.changedAt);
      }
      if (rows.length < READ_CHUNK) break;
      const last = rows[rows.length - 1]!;
      from = { at: last.changedAt, id: last.id };
    }
    readUpTo = upTo;
    pending = next;
    refreshedAt = Date.now();
  }

  function startBuild(): void {
    if (building || index) return;
    building = (async () => {
      if (Date.now() - countedAt < RECOUNT_MS) return;
      countedAt = Date.now();
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
     * last read first when this instance wrote, or a second has passed.
     */
    async candidates(q: string): Promise<string[] | undefined> {
      if (!index) {
        startBuild();
        return undefined;
      }
      if (dirty || Date.now() - refreshedAt >= refreshMs) {
        refreshing ??= readChanged().finally(() => {
          refreshing = undefined;
        });
        try {
          await refreshing;
        } catch (error) {
          onError?.(error);
          return undefined;
        }
        // A write while that read ran: its rows may not be in it.
        if (dirty) return undefined;
      }
      return index.lookup(q, CANDIDATES_LIMIT);
    },

    /** After a write to books through this instance: its rows are read before the next search. */
    noteWrite(): void {
      dirty = true;
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
