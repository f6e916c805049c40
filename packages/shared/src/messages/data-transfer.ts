import { IMPORT_MAX_ROWS } from '../constants/data-transfer.js';
import { countOf } from '../domain.js';

/** Texts of the "Your data" section: Goodreads / StoryGraph import, CSV export, account export. */
export const DATA_TRANSFER_MESSAGES = {
  sectionTitle: 'Your data',
  sectionIntro: 'Bring your reading history from Goodreads or StoryGraph, or take everything with you.',
  importTitle: 'Import from Goodreads or StoryGraph',
  importHelp:
    'Choose the CSV file from Goodreads (My Books → Import and export) or StoryGraph (Manage account → Export).',
  chooseFile: 'Choose CSV file',
  importing: 'Importing...',
  matching: 'Matching your books with the catalogue...',
  uploading: (percent: number) => `Uploading ${percent}%`,
  importDone: 'Import finished',
  importFailed: 'The import failed. Please try again.',
  matched: (n: number) => `${countOf(n, 'book')} matched in the catalogue`,
  outside: (n: number) => `${countOf(n, 'book')} read outside Quire`,
  skipped: (n: number) => `${countOf(n, 'row')} skipped`,
  rowErrorsTitle: 'Rows that could not be imported',
  rowError: (row: number, message: string) => `Row ${row}: ${message}`,
  /** After a reload the summary's rows are gone; its job kept how many there were. */
  rowErrorsCount: (n: number) => `${countOf(n, 'row')} could not be imported`,
  dismissImport: 'Dismiss import result',
  // Toasts when the import or the export ends while the profile screen is not on view.
  importDoneToast: 'Your Goodreads / StoryGraph import finished',
  importCounts: (counts: { matched: number; outside: number; skipped: number }) =>
    `${countOf(counts.matched, 'book')} matched · ${countOf(counts.outside, 'book')} read outside Quire · ${countOf(counts.skipped, 'row')} skipped`,
  exportReadyToast: 'Your data is ready: the download is on its way',
  exportFailedToast: 'Your data could not be exported',
  exportCsvTitle: 'Download your library as CSV',
  exportCsvHelp: 'Goodreads’ format: other reading apps import it too.',
  exportCsv: 'Download Goodreads CSV',
  exportAllTitle: 'Download everything',
  exportAllHelp: 'A zip of every piece of data your account holds, as JSON, with a README.',
  exportAll: 'Download everything',
  preparing: 'Preparing your data...',
  downloading: (percent: number) => `Downloading ${percent}%`,
  downloadingBytes: (size: string) => `Downloading... ${size}`,
  downloadDone: 'Download ready',
  downloadFailed: 'The download failed. Please try again.',
  readOutside: (n: number) => `${n} read outside Quire`,
  outsidePages: (n: number) => `incl. ${countOf(n, 'page')} read outside Quire`,
  // Server answers
  fileMissing: 'Choose a CSV file to import',
  fileTooLarge: 'The file is larger than 10 MB',
  notCsv: 'This file is not a Goodreads or StoryGraph CSV export',
  tooManyRows: `The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows; split it and import each part`,
  fieldTooLong: (row: number, column: string, max: number) =>
    `Row ${row}: “${column}” is longer than ${max.toLocaleString('en-US')} characters; shorten it and import the file again`,
  rowNoTitle: 'The row has no title',
  rowBadColumns: 'The row could not be read (its quotes or columns are broken)',
  exportTooLarge: 'Your data is too large to export in one file; please contact support',
} as const;
