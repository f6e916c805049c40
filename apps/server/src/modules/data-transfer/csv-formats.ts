/**
 * Reading Goodreads' and StoryGraph's export CSVs into one row shape (decision 025), and writing
 * the caller's library in Goodreads' format. Pure: no database, no clock.
 */
import {
  IMPORT_AUTHOR_MAX_LENGTH,
  IMPORT_FIELD_MAX_LENGTH,
  IMPORT_MAX_ROWS,
  IMPORT_REVIEW_MAX_LENGTH,
  IMPORT_TITLE_MAX_LENGTH,
} from '@quire/shared/constants/data-transfer';
import { toIsbn13 } from '@quire/shared/domain';
import { DATA_TRANSFER_MESSAGES } from '@quire/shared/messages/data-transfer';
import Papa from 'papaparse';
import { titleAuthorKey } from './book-matching.js';

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
  /** `titleAuthorKey` of the row: how it finds a catalogue book without an ISBN. */
  key: string;
}

/** A row left out of an import, with the message the reader sees. */
export interface ImportRowError {
  row: number;
  message: string;
}

/** Why a whole file is refused: nothing of it is imported. */
export interface ImportRefusal {
  reason: 'not-an-export' | 'too-many-rows' | 'field-too-long';
  message: string;
  /** The row (header = 1) and column of a field over its cap. */
  row?: number;
  column?: string;
}

/** What one import reads at most (the shared constants; smaller in tests). */
export interface ImportLimits {
  maxRows: number;
  fieldMaxLength: number;
  reviewMaxLength: number;
  titleMaxLength: number;
  authorMaxLength: number;
}

export const IMPORT_LIMITS: ImportLimits = {
  maxRows: IMPORT_MAX_ROWS,
  fieldMaxLength: IMPORT_FIELD_MAX_LENGTH,
  reviewMaxLength: IMPORT_REVIEW_MAX_LENGTH,
  titleMaxLength: IMPORT_TITLE_MAX_LENGTH,
  authorMaxLength: IMPORT_AUTHOR_MAX_LENGTH,
};

/**
 * A file read: its rows (each with a title), the rows left out, or the refusal of the whole file.
 * Plain data, so a worker thread can hand it back.
 */
export type ImportFileResult =
  | { ok: true; format: ImportFormat; rows: ImportRow[]; errors: ImportRowError[] }
  | { ok: false; refusal: ImportRefusal };

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
  const title = get('Title').trim();
  const author = get('Author').trim();
  return {
    row,
    title,
    author,
    isbns: isbnsOf(get('ISBN13'), get('ISBN')),
    status,
    rating: toAppRating(get('My Rating')),
    dateRead: parseExportDate(get('Date Read')),
    review: notes.join('\n\n'),
    tags: listOf(get('Bookshelves')).filter(
      (name) => !GOODREADS_EXCLUSIVE.has(name.toLowerCase()) && name.toLowerCase() !== shelf,
    ),
    pages: pagesOf(get('Number of Pages')),
    key: titleAuthorKey(title, author),
  };
}

function fromStoryGraph(get: (column: string) => string, row: number): ImportRow {
  const lastRead = get('Last Date Read') || listOf(get('Dates Read').replace(/-/g, ',')).at(-1) || '';
  const title = get('Title').trim();
  const author = listOf(get('Authors'))[0] ?? '';
  return {
    row,
    title,
    author,
    isbns: isbnsOf(get('ISBN/UID')),
    status: READ_STATUSES[get('Read Status').trim().toLowerCase()] ?? null,
    rating: toAppRating(get('Star Rating')),
    dateRead: parseExportDate(lastRead),
    review: reviewText(get('Review')),
    tags: listOf(get('Tags')),
    pages: pagesOf(get('Pages') || get('Number of Pages')),
    key: titleAuthorKey(title, author),
  };
}

/** The column of the book's author in each export (StoryGraph lists every author in it). */
const AUTHOR_COLUMN: Record<ImportFormat, string> = { goodreads: 'Author', storygraph: 'Authors' };

/** Columns that hold a reader's own text, which may run long. */
const REVIEW_COLUMNS = new Set(['my review', 'private notes', 'review']);

/** The most characters a field of the column may hold. */
function fieldCap(column: string, limits: ImportLimits): number {
  const name = column.trim().toLowerCase();
  if (name === 'title') return limits.titleMaxLength;
  return REVIEW_COLUMNS.has(name) ? limits.reviewMaxLength : limits.fieldMaxLength;
}

/**
 * The exports use commas; a spreadsheet that saved one again may have used semicolons or tabs.
 * Read from the header line: letting the parser guess would parse the whole file once per
 * candidate before the first row is checked.
 */
function delimiterOf(text: string): string {
  const end = text.indexOf('\n');
  const header = text.slice(0, Math.min(end === -1 ? text.length : end, 64 * 1024));
  let best = ',';
  let most = 0;
  for (const candidate of [',', ';', '\t', '|']) {
    const found = header.split(candidate).length - 1;
    if (found > most) [best, most] = [candidate, found];
  }
  return best;
}

const fieldTooLong = (row: number, column: string, max: number): ImportRefusal => ({
  reason: 'field-too-long',
  message: DATA_TRANSFER_MESSAGES.fieldTooLong(row, column, max),
  row,
  column,
});

/**
 * Reads a Goodreads or StoryGraph export (decision 025) into rows, without a database: the bytes
 * in, the rows with a title, the rows left out (no title; broken quotes or columns) and the file's
 * format out, or the refusal of the whole file. The limits are checked as the rows are read: the
 * parse stops at the first row over the row cap or with a field over its cap, so the rest of a
 * hostile file is never parsed. A UTF-8 BOM, CRLF, quoted commas, doubled quotes and newlines
 * inside reviews are the parser's job. `row` is the record number with the header as row 1.
 */
export function parseImportFile(bytes: Uint8Array, limits: ImportLimits = IMPORT_LIMITS): ImportFileResult {
  // The decoder drops a UTF-8 BOM; bytes that are not UTF-8 become U+FFFD.
  const text = new TextDecoder('utf-8').decode(bytes);
  const notAnExport: ImportRefusal = { reason: 'not-an-export', message: DATA_TRANSFER_MESSAGES.notCsv };
  let format: ImportFormat | null = null;
  let header: string[] = [];
  let caps: number[] = [];
  let index = new Map<string, number>();
  let records = 0;
  let refusal: ImportRefusal | null = null;
  const rows: ImportRow[] = [];
  const errors: ImportRowError[] = [];

  Papa.parse<string[]>(text, {
    delimiter: delimiterOf(text),
    // A file without quotes would otherwise be split into all of its lines before the first step.
    fastMode: false,
    skipEmptyLines: 'greedy',
    step: (result, parser) => {
      const refuse = (why: ImportRefusal) => {
        refusal = why;
        parser.abort();
      };
      const record = result.data;
      if (!format) {
        format = detectFormat(record);
        if (!format) return refuse(notAnExport);
        header = record;
        caps = header.map((column) => fieldCap(column, limits));
        index = new Map(header.map((name, i) => [name.trim().toLowerCase(), i]));
        return;
      }
      records += 1;
      const row = records + 1;
      if (records > limits.maxRows)
        return refuse({ reason: 'too-many-rows', message: DATA_TRANSFER_MESSAGES.tooManyRows });
      const broken =
        record.length > header.length + 1 ||
        result.errors.some((error) => error.code === 'MissingQuotes' || error.code === 'InvalidQuotes');
      if (broken) {
        errors.push({ row, message: DATA_TRANSFER_MESSAGES.rowBadColumns });
        return;
      }
      for (const [i, field] of record.entries()) {
        const max = caps[i] ?? limits.fieldMaxLength;
        if (field.length > max) return refuse(fieldTooLong(row, header[i]?.trim() || `Column ${i + 1}`, max));
      }
      const get = (column: string) => {
        const at = index.get(column.toLowerCase());
        return at === undefined ? '' : (record[at] ?? '');
      };
      const read = format === 'goodreads' ? fromGoodreads(get, row) : fromStoryGraph(get, row);
      if (read.author.length > limits.authorMaxLength)
        return refuse(fieldTooLong(row, AUTHOR_COLUMN[format], limits.authorMaxLength));
      if (read.title) rows.push(read);
      else errors.push({ row, message: DATA_TRANSFER_MESSAGES.rowNoTitle });
    },
  });
  if (refusal) return { ok: false, refusal };
  if (!format) return { ok: false, refusal: notAnExport };
  return { ok: true, format, rows, errors };
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
