import {
  bookPages,
  type BookStatus,
  type ImportSummary,
  NOTES_MAX_LENGTH,
  TAG_MAX_LENGTH,
  TAGS_MAX,
  toIsbn10,
  toIsbn13,
} from '@quire/shared';
import { AppError, badRequest } from '../../errors.js';
import type { FileWork, FileWorkProgress } from '../../jobs/file-work.js';
import type { ImportedEntry } from '../library/library.repository.js';
import type { LibraryService } from '../library/library.service.js';
import type { ReactionsRepository } from '../books/reactions.repository.js';
import { isValidTimeZone, localDate, zonedTimeToInstant } from '../../lib/local-dates.js';
import { titleAuthorKey } from './book-matching.js';
import {
  type GoodreadsRecord,
  type ImportRefusal,
  type ImportRow,
  type ReadStatus,
  writeGoodreadsCsv,
} from './csv-formats.js';
import type { DataTransferRepository, OutsideBookInput } from './data-transfer.repository.js';

export interface DataTransferServiceDeps {
  repo: DataTransferRepository;
  /** The library service the import writes entries through; its completions are held back. */
  library: Pick<LibraryService, 'importEntries'>;
  /** Announces the caller's held `entry.completed` once, after the import's last write. */
  completions: { release(userId: string): void };
  ratings: Pick<ReactionsRepository, 'importRatings'>;
  /** The CSV is parsed and checked in a bounded file worker (decision 047). */
  work: Pick<FileWork, 'run'>;
  now?: () => Date;
}

/**
 * Rows per step of an import's matching and writing. Between steps the event loop runs other
 * requests and, on PGlite, the one connection is free: a 20,000-row file never holds either for
 * long. Entries are written one statement each by the library module, hence the smaller step.
 */
const ENTRIES_PER_STEP = 50;
const ROWS_PER_STEP = 500;
const BOOKS_PER_STEP = 2_000;

/** Lets other requests run (timers and I/O) before the import goes on. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Slices of `items`, `size` at a time. */
function* stepsOf<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

const refusalError = (refusal: ImportRefusal) => {
  if (refusal.reason === 'too-many-rows') return new AppError(413, 'TOO_MANY_ROWS', refusal.message);
  if (refusal.reason === 'field-too-long')
    return badRequest(refusal.message, { row: refusal.row, column: refusal.column });
  return badRequest(refusal.message);
};

/** The file's status as the app's (decision 025): paused is still Reading, DNF sets no status. */
const STATUS_OF: Record<ReadStatus, BookStatus | null> = {
  read: 'Completed',
  'currently-reading': 'Reading',
  paused: 'Reading',
  'to-read': 'Want to Read',
  'did-not-finish': null,
};

/**
 * The reviews of the rows of one book, as one note. The library keeps NOTES_MAX_LENGTH of a note,
 * so nothing after that is kept here either: a file repeating one book cannot grow it.
 */
const joinReviews = (note: string, review: string) =>
  note.length >= NOTES_MAX_LENGTH || !review
    ? note
    : (note ? `${note}\n\n${review}` : review).slice(0, NOTES_MAX_LENGTH);

/**
 * The shelves of the rows of one book, as the library cleans them, each once. The library adds
 * them to an entry's tags until it has TAGS_MAX, and at most TAGS_MAX of them are there already:
 * twice that many is all it can use.
 */
const joinTags = (tags: string[], more: readonly string[]) => {
  for (const tag of more) {
    if (tags.length >= TAGS_MAX * 2) break;
    const clean = tag.trim().slice(0, TAG_MAX_LENGTH);
    if (clean && !tags.includes(clean)) tags.push(clean);
  }
  return tags;
};

/** The natural key of an outside book: its ISBN-13, else its title and author key. */
export const outsideKey = (row: Pick<ImportRow, 'isbns' | 'key'>) =>
  row.isbns[0] ? `isbn:${row.isbns[0]}` : `title:${row.key}`;

/** 'Tolkien, J.R.R.' from 'J.R.R. Tolkien', as Goodreads' Author l-f column. */
const lastFirst = (author: string) => {
  const parts = author.trim().split(/\s+/);
  if (parts.length < 2) return author.trim();
  const last = parts.pop()!;
  return `${last}, ${parts.join(' ')}`;
};

const slashDate = (date: string) => date.replaceAll('-', '/');

/** Goodreads / StoryGraph import and the Goodreads CSV export of the caller's library. */
export function createDataTransferService({
  repo,
  library,
  completions,
  ratings,
  work,
  now = () => new Date(),
}: DataTransferServiceDeps) {
  /** Matches rows to books the caller may see: ISBN first (one query), then title and author. */
  async function matchRows(userId: string, rows: readonly ImportRow[]): Promise<Map<ImportRow, string>> {
    const matches = new Map<ImportRow, string>();
    const compact = new Set<string>();
    for (const row of rows)
      for (const isbn of row.isbns) {
        compact.add(isbn);
        const isbn10 = toIsbn10(isbn);
        if (isbn10) compact.add(isbn10);
      }
    const byIsbn = new Map<string, string>();
    for (const book of await repo.findByIsbns(userId, [...compact])) {
      const isbn13 = toIsbn13(book.isbn);
      if (isbn13 && !byIsbn.has(isbn13)) byIsbn.set(isbn13, book.id);
    }
    const rest: ImportRow[] = [];
    for (const row of rows) {
      const id = row.isbns.map((isbn) => byIsbn.get(isbn)).find(Boolean);
      if (id) matches.set(row, id);
      else if (row.key) rest.push(row);
    }
    if (rest.length === 0) return matches;
    await yieldToEventLoop();
    const byKey = new Map<string, string>();
    for (const step of stepsOf(await repo.listVisibleTitles(userId), BOOKS_PER_STEP)) {
      for (const book of step) {
        const key = titleAuthorKey(book.title, book.author);
        if (key && !byKey.has(key)) byKey.set(key, book.id);
      }
      await yieldToEventLoop();
    }
    for (const row of rest) {
      const id = byKey.get(row.key);
      if (id) matches.set(row, id);
    }
    return matches;
  }

  /**
   * Writes what the rows say, step by step (decision 025: each write is idempotent, so a failure
   * halfway is completed by importing the file again): entries, ratings, outside books, then
   * the removal of outside books that now match a catalogue book.
   */
  async function writeImport(
    userId: string,
    write: {
      entries: ImportedEntry[];
      rated: { bookId: string; rating: number }[];
      outside: OutsideBookInput[];
      matchedKeys: string[];
    },
  ) {
    try {
      for (const step of stepsOf(write.entries, ENTRIES_PER_STEP)) {
        await library.importEntries(userId, step);
        await yieldToEventLoop();
      }
      for (const step of stepsOf(write.rated, ROWS_PER_STEP)) {
        await ratings.importRatings(userId, step);
        await yieldToEventLoop();
      }
      const at = now();
      for (const step of stepsOf(write.outside, ROWS_PER_STEP)) {
        await repo.upsertOutsideBooks(userId, step, at);
        await yieldToEventLoop();
      }
      for (const step of stepsOf(write.matchedKeys, ROWS_PER_STEP)) {
        await repo.deleteOutsideBooks(userId, step);
        await yieldToEventLoop();
      }
    } finally {
      // Achievements are checked once, after the outside books they count are written.
      completions.release(userId);
    }
  }

  return {
    /**
     * Imports a Goodreads or StoryGraph export into the caller's library (decision 025). The
     * file is read and checked whole before anything is written: a refused file stores nothing.
     * `onProgress` hears the file's place in the wait list of the file work, then 0 as it is read.
     */
    async importCsv(
      userId: string,
      file: Uint8Array,
      onProgress?: (progress: FileWorkProgress) => void,
    ): Promise<ImportSummary> {
      const parsed = await work.run(userId, 'readReadingCsv', { bytes: file }, onProgress);
      if (!parsed.ok) throw refusalError(parsed.refusal);
      const { format, rows, errors } = parsed;
      await yieldToEventLoop();

      const storedZone = await repo.findTimeZone(userId);
      const zone = isValidTimeZone(storedZone) ? storedZone : 'UTC';
      const matches = await matchRows(userId, rows);
      const entries = new Map<string, ImportedEntry>();
      const rated = new Map<string, number>();
      const outside = new Map<string, OutsideBookInput>();
      const matchedKeys = new Set<string>();
      let matched = 0;
      let skipped = 0;
      for (const step of stepsOf(rows, ROWS_PER_STEP)) {
        for (const row of step) {
          const bookId = matches.get(row);
          if (bookId) {
            matched += 1;
            matchedKeys.add(outsideKey(row));
            const status = row.status ? STATUS_OF[row.status] : null;
            // A date read is a day in the reader's zone: finished at its local noon.
            const finishedAt = row.dateRead ? zonedTimeToInstant(row.dateRead, 12, zone) : null;
            const before = entries.get(bookId);
            entries.set(bookId, {
              bookId,
              status: status ?? before?.status ?? null,
              finishedAt: finishedAt ?? before?.finishedAt ?? null,
              note: joinReviews(before?.note ?? '', row.review),
              tags: joinTags(before?.tags ?? [], row.tags),
            });
            if (row.rating !== null) rated.set(bookId, row.rating);
          } else if (row.status === 'read') {
            const key = outsideKey(row);
            outside.set(key, {
              naturalKey: key,
              title: row.title,
              author: row.author,
              isbn: row.isbns[0] ?? null,
              pages: row.pages,
              dateRead: row.dateRead,
              rating: row.rating,
              source: format,
            });
          } else {
            skipped += 1;
          }
        }
        await yieldToEventLoop();
      }

      await writeImport(userId, {
        entries: [...entries.values()],
        rated: [...rated].map(([bookId, rating]) => ({ bookId, rating })),
        outside: [...outside.values()],
        matchedKeys: [...matchedKeys],
      });
      return { format, matched, outside: outside.size, skipped, errors };
    },

    /** The caller's library and outside books as Goodreads' export CSV. */
    async exportGoodreadsCsv(userId: string): Promise<string> {
      const [entries, outside, storedZone] = await Promise.all([
        repo.listLibraryForExport(userId),
        repo.listOutsideBooks(userId),
        repo.findTimeZone(userId),
      ]);
      const zone = isValidTimeZone(storedZone) ? storedZone : 'UTC';
      const day = (date: Date | null) => (date ? slashDate(localDate(date, zone)) : '');
      const shelfOf: Record<BookStatus, string> = {
        Completed: 'read',
        Reading: 'currently-reading',
        'Want to Read': 'to-read',
      };
      const blank = (): GoodreadsRecord => ({
        'Book Id': '',
        Title: '',
        Author: '',
        'Author l-f': '',
        'Additional Authors': '',
        ISBN: '',
        ISBN13: '',
        'My Rating': '0',
        'Average Rating': '0',
        Publisher: '',
        Binding: '',
        'Number of Pages': '',
        'Year Published': '',
        'Original Publication Year': '',
        'Date Read': '',
        'Date Added': '',
        Bookshelves: '',
        'Bookshelves with positions': '',
        'Exclusive Shelf': '',
        'My Review': '',
        Spoiler: '',
        'Private Notes': '',
        'Read Count': '0',
        'Owned Copies': '0',
      });
      const records: GoodreadsRecord[] = entries.map((entry) => {
        const isbn13 = toIsbn13(entry.isbn);
        const shelf = shelfOf[entry.status!];
        const pages = bookPages(entry.wordCount);
        return {
          ...blank(),
          'Book Id': entry.id,
          Title: entry.title,
          Author: entry.author,
          'Author l-f': lastFirst(entry.author),
          ISBN: isbn13 ? (toIsbn10(isbn13) ?? '') : entry.isbn,
          ISBN13: isbn13 ?? '',
          'My Rating': String(entry.rating ?? 0),
          'Average Rating': entry.ratingAvg.toFixed(2),
          Publisher: entry.publisher,
          'Number of Pages': pages > 0 ? String(pages) : '',
          'Year Published': entry.publicationYear ? String(entry.publicationYear) : '',
          'Original Publication Year': entry.publicationYear ? String(entry.publicationYear) : '',
          'Date Read': entry.status === 'Completed' ? day(entry.finishedAt) : '',
          'Date Added': day(entry.createdAt),
          Bookshelves: entry.tags.join(', '),
          'Exclusive Shelf': shelf,
          'My Review': entry.notes,
          'Read Count': entry.status === 'Completed' ? '1' : '0',
        };
      });
      for (const book of outside) {
        records.push({
          ...blank(),
          Title: book.title,
          Author: book.author,
          'Author l-f': lastFirst(book.author),
          ISBN: book.isbn ? (toIsbn10(book.isbn) ?? '') : '',
          ISBN13: book.isbn ?? '',
          'My Rating': String(book.rating ?? 0),
          'Number of Pages': book.pages ? String(book.pages) : '',
          'Date Read': book.dateRead ? slashDate(book.dateRead) : '',
          'Date Added': day(book.createdAt),
          'Exclusive Shelf': 'read',
          'Read Count': '1',
        });
      }
      return writeGoodreadsCsv(records);
    },
  };
}

export type DataTransferService = ReturnType<typeof createDataTransferService>;
