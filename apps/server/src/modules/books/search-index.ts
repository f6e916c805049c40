/*
 * The catalogue's search index (decision 068): for a search, the few books that can match it,
 * found in memory, so the database checks those rows alone instead of intersecting trigram
 * posting lists. It only narrows: every book it names is still matched by the spec's ILIKE in
 * the database, so a book it names wrongly (edited or deleted since) is never shown. What it
 * must never do is leave out a book that matches; the rules below are what keeps that true.
 *
 * - Text is folded the way every PostgreSQL locale lower-cases it at least: ASCII letters to
 *   lower case, and the three other characters whose lower case is ASCII or dotless i (`İ`, `ı`,
 *   the Kelvin sign) to `i` and `k`. Any other character is a break: no window spans it.
 * - A book is indexed under every window of three folded characters of its title and of its
 *   author (spaces and punctuation included: `n 5` in "Lantern 523" is one). A book matching
 *   a search holds each of the search's windows that has no break, so it is in the
 *   intersection of their posting lists.
 * - The index is kept in step with the books table by ./search-index.repository.ts.
 */

/** A character no window spans: anything whose lower case in some locale is not ASCII. */
const BREAK = 0;

/** The folded code (1–127) of a UTF-16 code unit, or BREAK. */
export function foldChar(c: number): number {
  if (c >= 65 && c <= 90) return c + 32;
  if (c > 0 && c < 128) return c;
  // İ (lower-cased to i in most locales), ı (Turkish locales lower-case I to it), the Kelvin sign.
  if (c === 0x130 || c === 0x131) return 105;
  if (c === 0x212a) return 107;
  return BREAK;
}

/** Calls `each` with the code of every window of three folded characters of `text` without a break. */
export function eachWindow(text: string, each: (code: number) => void): void {
  let a = BREAK;
  let b = BREAK;
  for (let i = 0; i < text.length; i += 1) {
    const c = foldChar(text.charCodeAt(i));
    if (a !== BREAK && b !== BREAK && c !== BREAK) each((a << 14) | (b << 7) | c);
    a = b;
    b = c;
  }
}

/** Rows of lists `compacting` goes through between two pauses (a few milliseconds). */
const COMPACT_STEP_ROWS = 200_000;

/** A window in fewer books than this is always listed. */
const COMMON_FLOOR = 2_000;

/**
 * The rows holding a window: a growable sorted list of row numbers or, for a window in more than
 * one book in 32, a bitmap (bit r set for row r), which is then smaller than the list and is
 * checked in one step where a list is searched (see `compact`).
 */
interface Posting {
  /** The sorted rows, `n` of them; empty when `bits` holds them. */
  rows: Int32Array;
  n: number;
  bits?: Uint32Array;
}

const NO_ROWS = new Int32Array(0);

/** Whether the bitmap `bits` holds `row` (a row past its end is not held). */
const hasBit = (bits: Uint32Array, row: number) => (((bits[row >>> 5] ?? 0) >>> (row & 31)) & 1) === 1;

/** The bitmap of `posting`'s rows, room for `capacity` rows: it then holds them as bits. */
function toBitmap(posting: Posting, capacity: number): void {
  const bits = new Uint32Array(Math.ceil(capacity / 32));
  for (const row of posting.rows.subarray(0, posting.n)) bits[row >>> 5]! |= 1 << (row & 31);
  posting.bits = bits;
  posting.rows = NO_ROWS;
}

function append(posting: Posting, row: number): void {
  let bits = posting.bits;
  if (bits) {
    // A window twice in one book is listed once.
    if (hasBit(bits, row)) return;
    if (row >>> 5 >= bits.length) {
      const grown = new Uint32Array(Math.max((row >>> 5) + 1, Math.ceil(bits.length * 1.5)));
      grown.set(bits);
      bits = posting.bits = grown;
    }
    bits[row >>> 5]! |= 1 << (row & 31);
    posting.n += 1;
    return;
  }
  // Rows arrive in increasing order; a window twice in one book is listed once.
  if (posting.n > 0 && posting.rows[posting.n - 1] === row) return;
  if (posting.n === posting.rows.length) {
    const grown = new Int32Array(Math.max(4, Math.ceil(posting.rows.length * 1.5)));
    grown.set(posting.rows);
    posting.rows = grown;
  }
  posting.rows[posting.n] = row;
  posting.n += 1;
}

/** The first index at or after `from` in `list[0..n)` whose value is ≥ `value` (galloping, then binary). */
function seek(list: Int32Array, n: number, from: number, value: number): number {
  let step = 1;
  let lo = from;
  let hi = from;
  while (hi < n && list[hi]! < value) {
    lo = hi + 1;
    hi += step;
    step *= 2;
  }
  if (hi > n) hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The rows of `rows` (in increasing order) also in `posting`, in increasing order: in `rows`' own
 * array, or in a new one when the rows are marked in `scratch`, a bitmap with room for every row
 * of the index, all bits clear, which is left clear.
 */
function intersect(rows: Int32Array, posting: Posting, scratch: Uint32Array): Int32Array {
  let k = 0;
  const bits = posting.bits;
  if (bits) {
    for (const row of rows) if (hasBit(bits, row)) rows[k++] = row;
    return rows.subarray(0, k);
  }
  if (posting.n <= rows.length * 8) {
    // A list not much longer than the rows: searching it for each row, or merging the two, takes
    // a branch the processor cannot predict at every step, and with a search's rarest lists at a
    // million books (6,000 and 11,000 rows) that was most of its time. Instead the rows are
    // marked in the bitmap and each of the list's rows is looked up there: mostly a miss, a step
    // the processor predicts.
    for (let i = 0; i < rows.length; i += 1) {
      const row = rows[i]!;
      scratch[row >>> 5]! |= 1 << (row & 31);
    }
    const kept = new Int32Array(Math.min(rows.length, posting.n));
    const list = posting.rows;
    for (let i = 0; i < posting.n; i += 1) {
      const row = list[i]!;
      if (hasBit(scratch, row)) kept[k++] = row;
    }
    // The rows are in increasing order: the words from the first's to the last's are cleared.
    scratch.fill(0, rows[0]! >>> 5, (rows[rows.length - 1]! >>> 5) + 1);
    return kept.subarray(0, k);
  }
  let at = 0;
  for (const row of rows) {
    at = seek(posting.rows, posting.n, at, row);
    if (at === posting.n) break;
    if (posting.rows[at] === row) rows[k++] = row;
  }
  return rows.subarray(0, k);
}

/** The rows of `posting` in increasing order, in an array of their own. */
function rowsOf(posting: Posting): Int32Array {
  const bits = posting.bits;
  if (!bits) return posting.rows.slice(0, posting.n);
  const rows = new Int32Array(posting.n);
  let k = 0;
  for (let w = 0; w < bits.length; w += 1) {
    for (let word = bits[w]!; word !== 0; word &= word - 1)
      rows[k++] = (w << 5) + 31 - Math.clz32(word & -word);
  }
  return rows;
}

/** The value of a hexadecimal digit's character code. */
const nibble = (c: number) => (c <= 57 ? c - 48 : (c | 32) - 87);

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/** Book ids by row number, 16 bytes each. */
class IdStore {
  private bytes = new Uint8Array(16 * 1024);
  count = 0;

  add(id: string): number {
    if ((this.count + 1) * 16 > this.bytes.length) {
      const grown = new Uint8Array(Math.max(16 * 1024, Math.ceil(this.bytes.length * 1.5)));
      grown.set(this.bytes);
      this.bytes = grown;
    }
    let at = this.count * 16;
    for (let i = 0; i < id.length; i += 1) {
      if (id.charCodeAt(i) === 45) continue; // -
      this.bytes[at] = (nibble(id.charCodeAt(i)) << 4) | nibble(id.charCodeAt(i + 1));
      at += 1;
      i += 1;
    }
    this.count += 1;
    return this.count - 1;
  }

  /** Drops the room kept for more. */
  trim(): void {
    this.bytes = this.bytes.slice(0, this.count * 16);
  }

  get(row: number): string {
    const b = this.bytes;
    const at = row * 16;
    let s = '';
    for (let i = 0; i < 16; i += 1) {
      if (i === 4 || i === 6 || i === 8 || i === 10) s += '-';
      s += HEX[b[at + i]!];
    }
    return s;
  }
}

/** Windows and ids of the books read so far. */
export class WindowIndex {
  private readonly postings = new Map<number, Posting>();
  /** Windows in so many books that they never narrow a search: not listed (see `compact`). */
  private readonly common = new Set<number>();
  private readonly ids = new IdStore();
  private readonly index = (code: number) => {
    if (this.common.has(code)) return;
    let posting = this.postings.get(code);
    if (!posting) {
      posting = { rows: new Int32Array(4), n: 0 };
      this.postings.set(code, posting);
    }
    append(posting, this.ids.count - 1);
  };

  /** A clear bitmap for every row, lent to `intersect` (lookups run one at a time). */
  private scratch = new Uint32Array(0);

  private scratchFor(): Uint32Array {
    const words = Math.ceil(this.ids.count / 32);
    if (this.scratch.length < words)
      this.scratch = new Uint32Array(Math.max(words, Math.ceil(this.scratch.length * 1.5)));
    return this.scratch;
  }

  get size(): number {
    return this.ids.count;
  }

  add(id: string, title: string, author: string): void {
    this.ids.add(id);
    eachWindow(title, this.index);
    eachWindow(author, this.index);
  }

  /**
   * The ids of the books holding every window of `q`: undefined when `q` has no window (it
   * cannot be narrowed here) or when more than `limit` books do (the database's own indexes
   * serve it better). Lists are intersected smallest first; an empty answer is a search that
   * no book matches, which the database need not be asked.
   */
  lookup(q: string, limit: number): string[] | undefined {
    const codes = new Set<number>();
    eachWindow(q, (code) => codes.add(code));
    if (!codes.size) return undefined;
    const lists: Posting[] = [];
    for (const code of codes) {
      if (this.common.has(code)) continue;
      const posting = this.postings.get(code);
      if (!posting) return [];
      lists.push(posting);
    }
    if (!lists.length) return undefined;
    lists.sort((x, y) => x.n - y.n);
    const smallest = lists[0]!;
    // Walking the others for each of more rows than this costs what the database would.
    if (smallest.n > limit * 16) return undefined;
    let rows = rowsOf(smallest);
    const scratch = this.scratchFor();
    for (let i = 1; i < lists.length && rows.length; i += 1) rows = intersect(rows, lists[i]!, scratch);
    if (rows.length > limit) return undefined;
    const found = new Set<string>();
    for (const row of rows) found.add(this.ids.get(row));
    return [...found];
  }

  /**
   * After the first full read: drops the lists of windows in more than one book in eight (`aut`
   * of every "Author", `the`), which a search with a rarer window never reads and a search with
   * none leaves to the database anyway. The lists of windows in more than one book in 32 become
   * bitmaps: smaller than the list (a bit a book against 32 bits a row listed), and a row is
   * found in them in one step instead of a search. The others and the ids shrink to their length.
   */
  compact(): void {
    const steps = this.compacting();
    while (!steps.next().done) {
      // one step after the other, without a pause
    }
  }

  /**
   * `compact`, a step at a time: it pauses after about COMPACT_STEP_ROWS rows' worth of lists,
   * so that whoever runs it can let other work in between (at a million books the whole took
   * 160 ms). The index must not be looked up or added to before the last step.
   */
  *compacting(): Generator<void, void, undefined> {
    this.ids.trim();
    const most = Math.max(COMMON_FLOOR, this.ids.count / 8);
    let work = 0;
    for (const [code, posting] of this.postings) {
      work += posting.n;
      if (posting.n > most) {
        this.common.add(code);
        this.postings.delete(code);
      } else if (!posting.bits && posting.n * 32 > this.ids.count) {
        toBitmap(posting, this.ids.count);
      } else if (!posting.bits && posting.rows.length !== posting.n)
        posting.rows = posting.rows.slice(0, posting.n);
      if (work >= COMPACT_STEP_ROWS) {
        work = 0;
        yield;
      }
    }
  }
}
