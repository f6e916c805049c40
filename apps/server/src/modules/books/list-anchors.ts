import { LRUCache } from 'lru-cache';
/**
 * Remembered pages and page boundaries of catalogue lists (decision 008).
 *
 * `OFFSET n` makes the database walk n index entries before the page it answers, so page 10,000
 * of a 100k-book catalogue costs a walk of 80,000 entries. Every page served records its first
 * and last rows (their exact sort value and id) at their positions; a later request for the same
 * list at or after such a position starts from that row with a keyset condition and only offsets
 * the difference, so paging on from there (or coming back) walks a few entries, not the whole way.
 * The ids of each page are kept too: the same page asked for again (a popular search, a Knowledge
 * Pool chip) only joins those ids with the caller's own entry, like and rating.
 *
 * An anchor is only right while nothing has moved before it: every book write made through this
 * instance forgets the anchors of the sorts it can move, a list answer taken while a write ran is
 * not recorded, and anchors expire after `ttlMs` so other instances' writes are seen within it.
 */
export interface Anchor {
  /** 0-based position of the row in the whole ordered list. */
  position: number;
  /** The row's sort value as exact database text (timestamps keep their microseconds). */
  sortKey: string;
  id: string;
}

interface AnchoredList {
  sort: string;
  anchors: Anchor[];
  /** Whole pages' ids by `offset:limit`, for lists asked for again (search, Knowledge Pool chips). */
  pages: Map<string, string[]>;
  expiresAt: number;
}

export interface ListAnchorsOptions {
  ttlMs: number;
  /**
   * How long a directory is kept (`ttlMs` unless given): longer where this instance is the only
   * writer (the embedded database), since its own writes forget the directories they move.
   */
  directoryTtlMs?: number;
  /** Anchors, and separately pages, kept per list (the newest win). */
  perList?: number;
  /** Lists remembered at once; the least recently used is forgotten beyond it. */
  maxLists?: number;
  /** Lists with a directory at once (each holds a row per `step` of the list); the least recently used goes first. */
  maxDirectories?: number;
  /**
   * Rows kept in all directories together (~150 bytes each): the least recently used directories
   * go first beyond it, and a directory larger than it is not kept (its pages are walked to).
   */
  maxDirectoryRows?: number;
  now?: () => number;
}

export function createListAnchors({
  ttlMs,
  directoryTtlMs = ttlMs,
  perList = 64,
  maxLists = 500,
  maxDirectories = 16,
  maxDirectoryRows = 250_000,
  now = Date.now,
}: ListAnchorsOptions) {
  /**
   * Every `step`th row of a whole list, in position order (decision 057), read by a walk of the
   * list's index, so a deep page nobody has asked for starts within `step` rows. Kept apart from
   * the list's anchors and pages, with its own age: a directory read again before it expires
   * replaces it, and the list's deep pages never go without one while they are being asked for.
   */
  const directories = new LRUCache<string, { sort: string; rows: Anchor[]; readAt: number }>({
    max: maxDirectories,
    maxSize: maxDirectoryRows,
    sizeCalculation: (directory) => directory.rows.length + 1,
    ttl: directoryTtlMs,
  });
  const liveDirectory = (listKey: string) => {
    const directory = directories.get(listKey);
    if (directory && directory.readAt + directoryTtlMs <= now()) {
      directories.delete(listKey);
      return undefined;
    }
    return directory;
  };
  // Bounded by count (least recently used first) and by age (the cache's own clock is a backstop;
  // each list's expiry is checked against `now`).
  const lists = new LRUCache<string, AnchoredList>({ max: maxLists, ttl: ttlMs });
  let generation = 0;
  const live = (listKey: string) => {
    const list = lists.get(listKey);
    if (list && list.expiresAt <= now()) {
      lists.delete(listKey);
      return undefined;
    }
    return list;
  };

  return {
    /** Taken before a list query; `remember` ignores answers from an older generation. */
    generation: () => generation,

    /** The remembered anchor closest before `offset` (never position 0: that is no shortcut). */
    nearest(listKey: string, offset: number): Anchor | undefined {
      let best: Anchor | undefined;
      for (const anchor of live(listKey)?.anchors ?? []) {
        if (anchor.position > 0 && anchor.position <= offset && (!best || anchor.position > best.position))
          best = anchor;
      }
      const directory = liveDirectory(listKey)?.rows;
      if (directory?.length) {
        // Positions ascend: the last one at or before `offset`, by binary search.
        let low = 0;
        let high = directory.length - 1;
        let found: Anchor | undefined;
        while (low <= high) {
          const mid = (low + high) >> 1;
          const anchor = directory[mid]!;
          if (anchor.position <= offset) {
            found = anchor;
            low = mid + 1;
          } else high = mid - 1;
        }
        if (found && found.position > 0 && (!best || found.position > best.position)) best = found;
      }
      return best;
    },

    /** How long ago this list's directory was read (ms), or undefined when it has none. */
    directoryAge(listKey: string): number | undefined {
      const directory = liveDirectory(listKey);
      return directory ? now() - directory.readAt : undefined;
    },

    /** Records a list's directory (rows in position order), unless a write began since `takenAt`. */
    rememberDirectory(listKey: string, sort: string, rows: Anchor[], takenAt: number, readAt = now()) {
      if (takenAt !== generation) return;
      directories.set(listKey, { sort, rows, readAt });
    },

    /** The ids of a page served before at this offset and limit, in list order. */
    page(listKey: string, offset: number, limit: number): string[] | undefined {
      return live(listKey)?.pages.get(`${offset}:${limit}`);
    },

    /** Records a page served at `offset`: its ids, and its first and last rows as anchors. */
    remember(
      listKey: string,
      sort: string,
      offset: number,
      limit: number,
      rows: { id: string; sortKey: string }[],
      takenAt: number,
    ) {
      if (takenAt !== generation) return;
      let list = live(listKey);
      if (!list) {
        list = { sort, anchors: [], pages: new Map(), expiresAt: now() + ttlMs };
        lists.set(listKey, list);
      }
      if (list.pages.size >= perList) list.pages.delete(list.pages.keys().next().value as string);
      list.pages.set(
        `${offset}:${limit}`,
        rows.map((r) => r.id),
      );
      if (rows.length === 0) return;
      const first = rows[0]!;
      const last = rows[rows.length - 1]!;
      const fresh = [
        { position: offset, sortKey: first.sortKey, id: first.id },
        { position: offset + rows.length - 1, sortKey: last.sortKey, id: last.id },
      ];
      const kept = list.anchors.filter((a) => !fresh.some((f) => f.position === a.position));
      list.anchors = [...kept, ...fresh].slice(-perList);
    },

    /** Forgets the anchors of one sort (a counter it orders by changed), or of every list. */
    forget(sort?: string) {
      generation += 1;
      if (sort === undefined) {
        lists.clear();
        directories.clear();
        return;
      }
      for (const [key, list] of [...lists.entries()]) if (list.sort === sort) lists.delete(key);
      for (const [key, directory] of [...directories.entries()])
        if (directory.sort === sort) directories.delete(key);
    },
  };
}

export type ListAnchors = ReturnType<typeof createListAnchors>;
