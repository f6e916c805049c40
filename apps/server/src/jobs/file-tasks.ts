import { type Zippable, zipSync } from 'fflate';
import { parseImportFile } from '../modules/data-transfer/csv-formats.js';
import { type EpubBook, writeEpub } from '../modules/epub/epub.writer.js';
import { highlightsMarkdown } from '../modules/highlights/highlights-markdown.js';
import { readBookTask } from '../modules/import/import.task.js';

/** Files for a zip, by path inside it, and the time stamped on each. */
export interface ZipInput {
  files: Record<string, Uint8Array>;
  mtime: Date;
}

/**
 * Every kind of file work the bounded workers do (decision 047): each is a pure function of
 * plain data (no database, no request), run inside a worker thread by `file-work.worker.ts`.
 * Add a kind here and it can be run through the pool with its input and output types.
 */
export const fileTasks = {
  readBook: readBookTask,
  writeEpub: (book: EpubBook) => writeEpub(book),
  highlightsMarkdown,
  /** A Goodreads or StoryGraph export's rows, checked against the import's caps. */
  readReadingCsv: ({ bytes }: { bytes: Uint8Array }) => parseImportFile(bytes),
  zip: ({ files, mtime }: ZipInput) => zipSync(files as Zippable, { level: 6, mtime }),
};

export type FileTasks = typeof fileTasks;
export type FileTaskKind = keyof FileTasks;
