import { describe, expect, it } from 'vitest';
import { eachWindow, foldChar, WindowIndex } from './search-index.js';

const windows = (text: string) => {
  const out: string[] = [];
  eachWindow(text, (code) => out.push(String.fromCharCode(code >> 14, (code >> 7) & 127, code & 127)));
  return out;
};

/** A few ids in the form the database gives them. */
const id = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

describe('folding', () => {
  it('lower-cases ASCII and keeps its punctuation, spaces and digits', () => {
    expect(windows('Ember, 52')).toEqual(['emb', 'mbe', 'ber', 'er,', 'r, ', ', 5', ' 52']);
  });

  it('folds the characters some locale lower-cases to ASCII or dotless i, and breaks on any other', () => {
    expect(foldChar('İ'.charCodeAt(0))).toBe(105);
    expect(foldChar('ı'.charCodeAt(0))).toBe(105);
    expect(foldChar('\u212a'.charCodeAt(0))).toBe(107);
    // é, ß, a letter outside the BMP: no window spans them.
    expect(windows('caféine')).toEqual(['caf', 'ine']);
    expect(windows('straße')).toEqual(['str', 'tra']);
    expect(windows('ab𝒜cd')).toEqual([]);
  });
});

describe('the window index', () => {
  const index = new WindowIndex();
  index.add(id(1), 'Ember Lantern 523', 'Ada North');
  index.add(id(2), 'Ember Lantern 5230', 'Ada North');
  index.add(id(3), 'Silent Harbor 52', 'İlkay Şahin');
  index.add(id(4), '100% Cotton_Fields', 'Back\\Slash');
  index.add(id(5), 'Café Society', 'Kim \u212aelvin');
  const lookup = (q: string) => index.lookup(q, 100)?.sort();

  it('names the books holding every window of a search, and only their ids', () => {
    expect(lookup('ember lantern 523')).toEqual([id(1), id(2)]);
    expect(lookup('LANTERN 5230')).toEqual([id(2)]);
    expect(lookup('harbor 5')).toEqual([id(3)]);
    expect(lookup('missing')).toEqual([]);
  });

  it('matches the characters LIKE takes literally as themselves', () => {
    expect(lookup('100%')).toEqual([id(4)]);
    expect(lookup('n_f')).toEqual([id(4)]);
    expect(lookup('k\\s')).toEqual([id(4)]);
  });

  it('leaves to the database a search it cannot narrow', () => {
    // No window of three folded characters: one or two letters, or accents between them.
    expect(lookup('em')).toBeUndefined();
    expect(lookup('é')).toBeUndefined();
    expect(lookup('aé')).toBeUndefined();
    // More books than the limit.
    expect(index.lookup('ember', 1)).toBeUndefined();
  });

  it('finds a book whose lower case in some locale matches: İ, ı and the Kelvin sign', () => {
    expect(lookup('ilkay')).toEqual([id(3)]);
    expect(lookup('kelvin')).toEqual([id(5)]);
    expect(lookup('KELVIN')).toEqual([id(5)]);
    // The windows around é are still looked up.
    expect(lookup('café soc')).toEqual([id(5)]);
  });

  it('names books holding every window, which the database then matches', () => {
    const small = new WindowIndex();
    small.add(id(1), 'abc', 'x');
    small.add(id(2), 'bcd', 'x');
    small.add(id(3), 'abc bcd', 'x');
    // Holding both windows of "abcd" is not holding it: the database's ILIKE decides.
    expect(small.lookup('abcd', 100)).toEqual([id(3)]);
  });

  it('never leaves out a book whose text holds the search, on random texts', () => {
    // A small alphabet (so that matches are common) with the characters folded or broken on.
    const alphabet = ['a', 'B', 'c', ' ', '1', '%', 'é', 'İ', 'i', 'I', 'ı', 'k', '\u212a', 'K'];
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed / 0x7fffffff;
    };
    const text = (length: number) =>
      Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
    const books = Array.from({ length: 400 }, (_, n) => ({ id: id(n), title: text(12), author: text(6) }));
    const many = new WindowIndex();
    for (const book of books) many.add(book.id, book.title, book.author);
    // PostgreSQL's lower() in a locale that maps İ to i and K (Kelvin) to k, as most do.
    const lower = (s: string) =>
      s
        .replace(/İ/g, 'i')
        .replace(/\u212a/g, 'k')
        .toLowerCase();
    let checked = 0;
    for (let n = 0; n < 300; n += 1) {
      const q = text(3 + (n % 4));
      const found = many.lookup(q, 1000);
      if (found === undefined) continue;
      const named = new Set(found);
      for (const book of books) {
        if (lower(book.title).includes(lower(q)) || lower(book.author).includes(lower(q))) {
          expect(named.has(book.id), `${q} in ${book.title} / ${book.author}`).toBe(true);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('finds the same books once its longest lists are bitmaps, and after books are added to them', () => {
    // Titles from a few words and numbers: many windows are in more than one book in 32.
    const words = ['amber', 'birch', 'cedar', 'delta', 'ember', 'fjord'];
    const title = (n: number) => `${words[n % 6]} ${words[(n >> 3) % 6]} ${n}`;
    const lists = new WindowIndex();
    const packed = new WindowIndex();
    const add = (n: number) => {
      lists.add(id(n), title(n), `Author ${n % 37}`);
      packed.add(id(n), title(n), `Author ${n % 37}`);
    };
    for (let n = 0; n < 1500; n += 1) add(n);
    packed.compact();
    const searches = [
      'amber birch 1',
      'cedar',
      'delta ember 14',
      'ember',
      'fjord fjord',
      'r 2',
      'author 3',
      'er 9',
    ];
    const sorted = (found: string[] | undefined) => found && [...found].sort();
    for (const q of searches)
      expect(sorted(packed.lookup(q, 10_000)), q).toEqual(sorted(lists.lookup(q, 10_000)));
    // Books added after it: rows past the end of every bitmap.
    for (let n = 1500; n < 2600; n += 1) add(n);
    for (const q of [...searches, 'birch cedar 25', 'amber amber 2592']) {
      const found = packed.lookup(q, 10_000);
      expect(sorted(found), q).toEqual(sorted(lists.lookup(q, 10_000)));
      expect(found?.length, q).toBeGreaterThan(0);
    }
    expect(packed.lookup('amber amber 2592', 10)).toEqual([id(2592)]);
  });

  it('names exactly the books holding every window, however its lists compare in length', () => {
    // Lists of every kind meet here: short and long sorted lists, lists about as long as the
    // rows kept so far (which are marked in a bitmap and looked up), and bitmaps, before and
    // after books are added past the end of the bitmaps.
    const words = ['amber', 'birch', 'cedar', 'delta', 'ember', 'fjord', 'grove', 'heath'];
    const title = (n: number) => `${words[n % 8]} ${words[(n >> 3) % 8]} ${(n * 7919) % 5003}`;
    const author = (n: number) => `Author ${n % 97}`;
    const index = new WindowIndex();
    const texts: string[][] = [];
    const add = (n: number) => {
      index.add(id(n), title(n), author(n));
      texts[n] = [title(n), author(n)];
    };
    const holding = (q: string) => {
      const wanted = windows(q);
      return texts
        .flatMap((pair, n) => {
          const held = new Set(pair.flatMap(windows));
          return wanted.every((w) => held.has(w)) ? [id(n)] : [];
        })
        .sort();
    };
    // Pieces of 3 to 10 characters of titles: from common ones ("er ") to ones in a single book.
    const searches = Array.from({ length: 80 }, (_, k) => title(k * 37).slice(k % 9, (k % 9) + 3 + (k % 8)));
    for (let n = 0; n < 4000; n += 1) add(n);
    index.compact();
    let named = 0;
    for (const q of searches) {
      const found = index.lookup(q, 100_000)?.sort();
      expect(found, q).toEqual(holding(q));
      named += found?.length ?? 0;
    }
    for (let n = 4000; n < 5000; n += 1) add(n);
    for (const q of searches) expect(index.lookup(q, 100_000)?.sort(), q).toEqual(holding(q));
    expect(named).toBeGreaterThan(200);
  });

  it('compacts a step at a time, pausing between steps, into the same index as compact', () => {
    const words = ['amber', 'birch', 'cedar', 'delta', 'ember', 'fjord', 'grove', 'heath'];
    const title = (n: number) => `${words[n % 8]} ${words[(n >> 3) % 8]} ${n}`;
    const whole = new WindowIndex();
    const stepped = new WindowIndex();
    for (let n = 0; n < 30_000; n += 1) {
      whole.add(id(n), title(n), `Author ${n % 101}`);
      stepped.add(id(n), title(n), `Author ${n % 101}`);
    }
    whole.compact();
    let pauses = 0;
    for (const _ of stepped.compacting()) pauses += 1;
    // About 20 windows a book: 600,000 rows of lists, a pause every 200,000.
    expect(pauses).toBeGreaterThanOrEqual(2);
    const searches = ['amber birch 1', 'cedar delta 2999', 'author 7', 'ember', 'h 29', 'birch heath 12345'];
    const sorted = (found: string[] | undefined) => found && [...found].sort();
    for (const q of searches)
      expect(sorted(stepped.lookup(q, 100_000)), q).toEqual(sorted(whole.lookup(q, 100_000)));
    expect(stepped.lookup('birch heath 12345', 10)).toEqual(whole.lookup('birch heath 12345', 10));
    expect(stepped.lookup('birch heath 12345', 10)?.length).toBeGreaterThan(0);
  });

  it('takes books after being read empty and shrunk', () => {
    const empty = new WindowIndex();
    empty.compact();
    empty.add(id(7), 'First Book', 'Ann');
    empty.add(id(8), 'Second Book', 'Bob');
    expect(empty.lookup('first book', 10)).toEqual([id(7)]);
    expect(empty.lookup('second', 10)).toEqual([id(8)]);
  });

  it('leaves out the lists of windows in most books, and looks up the others', () => {
    const big = new WindowIndex();
    for (let n = 0; n < 3000; n += 1) big.add(id(n), `Book ${n}`, 'Author');
    big.compact();
    // Every book has "aut": a search of it alone is left to the database.
    expect(big.lookup('author', 10_000)).toBeUndefined();
    expect(big.lookup('book 2999', 10)).toEqual([id(2999)]);
    // Books added after the lists were shrunk are found by their other windows, and earlier ones still.
    for (let n = 0; n < 2000; n += 1) big.add(id(10_000 + n), `Book ${123_456 + n}`, 'Author');
    expect(big.lookup('book 124456', 10)).toEqual([id(11_000)]);
    expect(big.lookup('book 2999', 10)).toEqual([id(2999)]);
  });
});
