import {
  DATA_TRANSFER_MESSAGES,
  IMPORT_AUTHOR_MAX_LENGTH,
  IMPORT_FIELD_MAX_LENGTH,
  IMPORT_MAX_ROWS,
  IMPORT_REVIEW_MAX_LENGTH,
  IMPORT_TITLE_MAX_LENGTH,
  type ImportSummary,
} from '@quire/shared';
import { count, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipartFile, type TestContext, type TestUser, useTestContext } from '../../../test/helper.js';
import { books, libraryEntries, outsideBooks, ratings } from '../../db/schema.js';
import { normaliseTitle, titleAuthorKey } from './book-matching.js';
import { GOODREADS_COLUMNS, type GoodreadsRecord, writeGoodreadsCsv } from './csv-formats.js';

/** A valid ISBN-13 for n (978 + 9 digits + its check digit). */
const isbn13 = (n: number) => {
  const first12 = `978${String(100_000_000 + n).slice(0, 9)}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return first12 + ((10 - (sum % 10)) % 10);
};

/** Letters a database cannot compress away: a text that stays `length` bytes in an index. */
const noise = (length: number) => {
  let seed = 20_240_501;
  let text = '';
  for (let i = 0; i < length; i++) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    text += String.fromCharCode(97 + (seed % 26));
  }
  return text;
};

/**
 * The `count` characters that Unicode normalisation (NFKD, as the title key does) spells
 * longest: squared katakana words, Arabic ligatures, up to eighteen letters from one character.
 */
const expandingCharacters = (count: number) =>
  Array.from({ length: 0xfffd - 0xa0 }, (_, i) => String.fromCharCode(0xa0 + i))
    .filter((c) => !/[\uD800-\uDFFF]/.test(c))
    .map((c) => [c, Buffer.byteLength(normaliseTitle(c))] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([c]) => c)
    .join('');

/** One row of a Goodreads export: a book read in 2024 unless the test says otherwise. */
const goodreadsRow = (overrides: Partial<GoodreadsRecord> = {}): GoodreadsRecord => ({
  ...(Object.fromEntries(GOODREADS_COLUMNS.map((column) => [column, ''])) as GoodreadsRecord),
  Title: 'A Book Read Elsewhere',
  Author: 'Some Author',
  'My Rating': '4',
  'Date Read': '2024/05/01',
  'Exclusive Shelf': 'read',
  ...overrides,
});

let ctx: TestContext;
let catalogue: { id: string; isbn: string }[];

const importFile = (user: TestUser, csv: string) =>
  ctx.request({
    method: 'POST',
    url: '/api/library/import/goodreads',
    token: user.token,
    ...multipartFile('goodreads_library_export.csv', csv, { contentType: 'text/csv' }),
  });

/** Rows of every table an import writes, for one user. */
const storedFor = async (userId: string) => {
  const [[entries], [rated], [outside]] = await Promise.all([
    ctx.app.db.select({ n: count() }).from(libraryEntries).where(eq(libraryEntries.userId, userId)),
    ctx.app.db.select({ n: count() }).from(ratings).where(eq(ratings.userId, userId)),
    ctx.app.db.select({ n: count() }).from(outsideBooks).where(eq(outsideBooks.userId, userId)),
  ]);
  return { entries: entries!.n, ratings: rated!.n, outside: outside!.n };
};
const NOTHING = { entries: 0, ratings: 0, outside: 0 };

/** A row that matches a catalogue book by its ISBN: it would write an entry and a rating. */
const matchingRow = () => goodreadsRow({ Title: 'Bound Book 0', ISBN13: catalogue[0]!.isbn });

beforeAll(async () => {
  ctx = await useTestContext();
  catalogue = await ctx.app.db
    .insert(books)
    .values(
      Array.from({ length: 120 }, (_, n) => ({
        title: `Bound Book ${n}`,
        author: 'Catalogue Author',
        isbn: isbn13(n),
        wordCount: 50_000,
      })),
    )
    .returning({ id: books.id, isbn: books.isbn });
});

describe('POST /api/library/import/goodreads (bounds of the file)', () => {
  it('refuses a row whose title is 100 KB with 400 and the row, and stores nothing', async () => {
    const reader = await ctx.signUp();
    const csv = writeGoodreadsCsv([matchingRow(), goodreadsRow({ Title: noise(100 * 1024) })]);
    const res = await importFile(reader, csv);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: DATA_TRANSFER_MESSAGES.fieldTooLong(3, 'Title', IMPORT_TITLE_MAX_LENGTH),
    });
    expect(await storedFor(reader.id)).toEqual(NOTHING);
  });

  it('refuses a title or an author longer than the book form accepts', async () => {
    const reader = await ctx.signUp();
    const longTitle = await importFile(
      reader,
      writeGoodreadsCsv([matchingRow(), goodreadsRow({ Title: 'T'.repeat(IMPORT_TITLE_MAX_LENGTH + 1) })]),
    );
    expect(longTitle.statusCode).toBe(400);
    expect(longTitle.json().message).toBe(
      DATA_TRANSFER_MESSAGES.fieldTooLong(3, 'Title', IMPORT_TITLE_MAX_LENGTH),
    );
    const longAuthor = await importFile(
      reader,
      writeGoodreadsCsv([goodreadsRow({ Author: 'A'.repeat(IMPORT_AUTHOR_MAX_LENGTH + 1) }), matchingRow()]),
    );
    expect(longAuthor.statusCode).toBe(400);
    expect(longAuthor.json().message).toBe(
      DATA_TRANSFER_MESSAGES.fieldTooLong(2, 'Author', IMPORT_AUTHOR_MAX_LENGTH),
    );
    // StoryGraph lists every author in one column: the first one is the book's author.
    const storyGraph = Papa.unparse({
      fields: ['Title', 'Authors', 'ISBN/UID', 'Read Status', 'Star Rating', 'Last Date Read'],
      data: [['Piranesi', `${'B'.repeat(IMPORT_AUTHOR_MAX_LENGTH + 1)}, Second Author`, '', 'read', '4', '']],
    });
    const longFirstAuthor = await importFile(reader, storyGraph);
    expect(longFirstAuthor.statusCode).toBe(400);
    expect(longFirstAuthor.json().message).toBe(
      DATA_TRANSFER_MESSAGES.fieldTooLong(2, 'Authors', IMPORT_AUTHOR_MAX_LENGTH),
    );
    expect(await storedFor(reader.id)).toEqual(NOTHING);
  });

  it('refuses any field over its cap, reviews over theirs, and stores nothing', async () => {
    const reader = await ctx.signUp();
    const longPublisher = await importFile(
      reader,
      writeGoodreadsCsv([
        matchingRow(),
        goodreadsRow(),
        goodreadsRow({ Publisher: 'P'.repeat(IMPORT_FIELD_MAX_LENGTH + 1) }),
      ]),
    );
    expect(longPublisher.statusCode).toBe(400);
    expect(longPublisher.json().message).toBe(
      DATA_TRANSFER_MESSAGES.fieldTooLong(4, 'Publisher', IMPORT_FIELD_MAX_LENGTH),
    );
    const longReview = await importFile(
      reader,
      writeGoodreadsCsv([
        matchingRow(),
        goodreadsRow({ 'My Review': 'r'.repeat(IMPORT_REVIEW_MAX_LENGTH + 1) }),
      ]),
    );
    expect(longReview.statusCode).toBe(400);
    expect(longReview.json().message).toBe(
      DATA_TRANSFER_MESSAGES.fieldTooLong(3, 'My Review', IMPORT_REVIEW_MAX_LENGTH),
    );
    expect(await storedFor(reader.id)).toEqual(NOTHING);
  });

  it('answers 413 above the row cap and stores nothing, the matching first rows included', async () => {
    const reader = await ctx.signUp();
    const rows = [matchingRow(), ...Array.from({ length: IMPORT_MAX_ROWS }, () => goodreadsRow())];
    const res = await importFile(reader, writeGoodreadsCsv(rows));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(DATA_TRANSFER_MESSAGES.tooManyRows);
    expect(await storedFor(reader.id)).toEqual(NOTHING);
  });

  it('keeps a title whose key grows under Unicode normalisation as one outside book', async () => {
    const reader = await ctx.signUp();
    const expanding = expandingCharacters(IMPORT_TITLE_MAX_LENGTH + IMPORT_AUTHOR_MAX_LENGTH);
    const [title, author] = [
      expanding.slice(0, IMPORT_TITLE_MAX_LENGTH),
      expanding.slice(IMPORT_TITLE_MAX_LENGTH),
    ];
    expect(Buffer.byteLength(titleAuthorKey(title, author))).toBeGreaterThan(4000);
    const csv = writeGoodreadsCsv([goodreadsRow({ Title: title, Author: author })]);
    for (let run = 0; run < 2; run++) {
      const res = await importFile(reader, csv);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ outside: 1, errors: [] });
    }
    expect(await storedFor(reader.id)).toEqual({ entries: 0, ratings: 0, outside: 1 });
  });
});

describe('POST /api/library/import/goodreads (a large export)', () => {
  it('imports an export at the row cap while the server keeps answering other requests', async () => {
    const reader = await ctx.signUp();
    const reviews = 'A long review that says a lot. '.repeat(300);
    const rows = Array.from({ length: IMPORT_MAX_ROWS }, (_, i) => {
      if (i % 100 === 0) {
        const book = catalogue[(i / 100) % catalogue.length]!;
        return goodreadsRow({ Title: 'Bound Book', ISBN13: book.isbn, 'My Review': reviews });
      }
      if (i % 10 === 1) return goodreadsRow({ Title: `Wishlist ${i}`, 'Exclusive Shelf': 'to-read' });
      return goodreadsRow({ Title: `Read Elsewhere ${i}`, 'Number of Pages': String(100 + (i % 400)) });
    });
    const csv = writeGoodreadsCsv(rows);
    const announced: Promise<unknown>[] = [];
    ctx.app.events.on('entry.completed', ({ userId }) => {
      if (userId === reader.id) announced.push(storedFor(userId));
    });

    let importedAt = 0;
    const importing = importFile(reader, csv).then((res) => {
      importedAt = performance.now();
      return res;
    });
    // Once the import is under way, another request must not wait for all of it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const health = await ctx.request({ method: 'GET', url: '/api/health' });
    const healthAt = performance.now();
    const res = await importing;

    expect(health.statusCode).toBe(200);
    expect(res.statusCode).toBe(200);
    expect(healthAt).toBeLessThan(importedAt);
    const matched = IMPORT_MAX_ROWS / 100;
    const skipped = IMPORT_MAX_ROWS / 10;
    expect(res.json()).toEqual({
      format: 'goodreads',
      matched,
      outside: IMPORT_MAX_ROWS - matched - skipped,
      skipped,
      errors: [],
    } satisfies ImportSummary);
    const stored = {
      entries: catalogue.length,
      ratings: catalogue.length,
      outside: IMPORT_MAX_ROWS - matched - skipped,
    };
    expect(await storedFor(reader.id)).toEqual(stored);
    // The entries are written in several steps; achievements are checked once, after all of them.
    expect(announced).toHaveLength(1);
    expect(await announced[0]).toEqual(stored);
  });
});
