/**
 * Reading Goodreads' and StoryGraph's export CSVs into one row shape (decision 025), and writing
 * the caller's library in Goodreads' format. Pure: no database, no clock.
 */
import { toIsbn13 } from '@quire/shared/domain';
import Papa from 'papaparse';

export type ImportFormat = 'goodreads' | 'storygraph';
export type ReadStatus = 'read' | 'currently-reading' | 'to-read' | 'did-not-finish' | 'paused';

export interface ImportRow {
  /** 1-based record number, the header being row 1. */
  row: number;
  title: string;
  author: string;
  /** Valid ISBNs of the row, as ISBN-13 (both of Goodreads' columns). */
  isbns: string[];
  status: ReadStatus | null;
  /** 1..5 on the app's scale, or null when unrated. */
  rating: number | null;
  /** YYYY-MM-DD, or null. */
  dateRead: string | null;
  review: string;
  tags: string[];
  pages: number | null;
}

export interface ParsedImport {
  format: ImportFormat;
  rows: ImportRow[];
  errors: { row: number; message: string }[];
}

/** Goodreads' export header, column for column. */
export const GOODREADS_COLUMNS = [
  'Book Id',
  'Title',
  'Author',
  'Author l-f',
  'Additional Authors',
  'ISBN',
  'ISBN13',
  'My Rating',
  'Average Rating',
  'Publisher',
  'Binding',
  'Number of Pages',
  'Year Published',
  'Original Publication Year',
  'Date Read',
  'Date Added',
  'Bookshelves',
  'Bookshelves with positions',
  'Exclusive Shelf',
  'My Review',
  'Spoiler',
  'Private Notes',
  'Read Count',
  'Owned Copies',
] as const;

export type GoodreadsRecord = Record<(typeof GOODREADS_COLUMNS)[number], string>;

/** Which export a header row is, or null when neither. */
export function detectFormat(header: readonly string[]): ImportFormat | null {
  const names = new Set(header.map((name) => name.trim().toLowerCase()));
  if (names.has('exclusive shelf') && names.has('title') && (names.has('isbn13') || names.has('book id')))
    return 'goodreads';
  if (names.has('read status') && names.has('title') && (names.has('star rating') || names.has('isbn/uid')))
    return 'storygraph';
  return null;
}

/** Goodreads writes ISBNs as `="0123456789"` so spreadsheets keep the leading zero. */
export function unwrapSpreadsheetText(value: string): string {
  const match = /^="(.*)"$/s.exec(value.trim());
  return (match ? match[1]! : value).trim();
}

/** A date as YYYY-MM-DD from '2023/05/14', '2023-05-14' or '2023/5/4'; null when not a real date. */
export function parseExportDate(value: string): string | null {
  const match = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})/.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return `${match[1]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * A star rating on the app's 1–5 scale: 0 or blank is unrated (Goodreads' 0 means no rating);
 * StoryGraph's quarter stars round half up (4.5 → 5, 3.25 → 3, 0.5 → 1).
 */
export function toAppRating(value: string): number | null {
  const number = Number.parseFloat(value.trim());
  if (!Number.isFinite(number) || number <= 0) return null;
  return Math.min(5, Math.max(1, Math.floor(number + 0.5)));
}

const READ_STATUSES: Record<string, ReadStatus> = {
  read: 'read',
  'currently-reading': 'currently-reading',
  'to-read': 'to-read',
  'did-not-finish': 'did-not-finish',
  dnf: 'did-not-finish',
  paused: 'paused',
};

/** Goodreads reviews keep their line breaks as <br/>. */
const reviewText = (value: string) =>
  value
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/\r\n?/g, '\n')
    .trim();

const listOf = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const pagesOf = (value: string) => {
  const pages = Number.parseInt(value.trim(), 10);
  return Number.isFinite(pages) && pages > 0 && pages < 100_000 ? pages : null;
};

const isbnsOf = (...values: string[]) => {
  const isbns: string[] = [];
  for (const value of values) {
    const isbn = toIsbn13(unwrapSpreadsheetText(value));
    if (isbn && !isbns.includes(isbn)) isbns.push(isbn);
  }
  return isbns;
};

/** The shelves Goodreads keeps as statuses: not tags. */
const GOODREADS_EXCLUSIVE = new Set(['read', 'currently-reading', 'to-read']);

function fromGoodreads(get: (column: string) => string, row: number): ImportRow {
  const shelf = get('Exclusive Shelf').trim().toLowerCase();
  const status = READ_STATUSES[shelf] ?? null;
  const notes = [reviewText(get('My Review')), reviewText(get('Private Notes'))].filter(Boolean);
  return {
    row,
    title: get('Title').trim(),
    author: get('Author').trim(),
    isbns: isbnsOf(get('ISBN13'), get('ISBN')),
    status,
    rating: toAppRating(get('My Rating')),
    dateRead: parseExportDate(get('Date Read')),
    review: notes.join('\n\n'),
    tags: listOf(get('Bookshelves')).filter(
      (name) => !GOODREADS_EXCLUSIVE.has(name.toLowerCase()) && name.toLowerCase() !== shelf,
    ),
    pages: pagesOf(get('Number of Pages')),
  };
}

function fromStoryGraph(get: (column: string) => string, row: number): ImportRow {
  const lastRead = get('Last Date Read') || listOf(get('Dates Read').replace(/-/g, ',')).at(-1) || '';
  return {
    row,
    title: get('Title').trim(),
    author: listOf(get('Authors'))[0] ?? '',
    isbns: isbnsOf(get('ISBN/UID')),
    status: READ_STATUSES[get('Read Status').trim().toLowerCase()] ?? null,
    rating: toAppRating(get('Star Rating')),
    dateRead: parseExportDate(lastRead),
    review: reviewText(get('Review')),
    tags: listOf(get('Tags')),
    pages: pagesOf(get('Pages') || get('Number of Pages')),
  };
}

/**
 * Reads an export: a UTF-8 BOM, CRLF and quoted newlines are handled by the parser; each record
 * becomes a row or a row error. Throws 'not-csv' when the header is neither export and
 * 'too-many-rows' above `maxRows`.
 */
export function parseImportCsv(text: string, maxRows: number): ParsedImport {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    header: false,
    skipEmptyLines: 'greedy',
  });
  const [header, ...records] = parsed.data;
  const format = header ? detectFormat(header) : null;
  if (!header || !format) throw new Error('not-csv');
  if (records.length > maxRows) throw new Error('too-many-rows');
  const index = new Map(header.map((name, i) => [name.trim().toLowerCase(), i]));
  const broken = new Set(
    parsed.errors
      .filter((error) => error.code === 'MissingQuotes' || error.code === 'InvalidQuotes')
      .map((error) => error.row),
  );
  const rows: ImportRow[] = [];
  const errors: ParsedImport['errors'] = [];
  records.forEach((record, i) => {
    const row = i + 2;
    if (broken.has(i + 1) || record.length > header.length + 1) {
      errors.push({ row, message: 'broken' });
      return;
    }
    const get = (column: string) => {
      const at = index.get(column.toLowerCase());
      return at === undefined ? '' : (record[at] ?? '');
    };
    rows.push(format === 'goodreads' ? fromGoodreads(get, row) : fromStoryGraph(get, row));
  });
  return { format, rows, errors };
}

/**
 * A text a spreadsheet would run as a formula ('=', '+', '-', '@' first) gets a leading
 * apostrophe, so an exported title cannot execute on opening.
 */
const safeCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** Goodreads' export CSV of the given records; ISBNs written as Goodreads does (`="…"`). */
export function writeGoodreadsCsv(records: readonly GoodreadsRecord[]): string {
  const rows = records.map((record) =>
    GOODREADS_COLUMNS.map((column) =>
      column === 'ISBN' || column === 'ISBN13' ? `="${record[column]}"` : safeCell(record[column]),
    ),
  );
  return Papa.unparse({ fields: [...GOODREADS_COLUMNS], data: rows }, { newline: '\r\n' });
}
