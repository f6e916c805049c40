/**
 * File work (imports, exports, CSV) runs in bounded workers (decision 047): what a caller hears
 * when a job goes over a bound or has to wait, and how its job (the record they can follow) ended.
 */
import type { FileJobKind } from '../constants/file-jobs.js';

const formatCount = (value: number) => value.toLocaleString('en-US');

/** What to do again after a job was cut short, by what the job was. */
const AGAIN: Record<FileJobKind, string> = {
  import: 'Import it again.',
  'goodreads-import': 'Import it again.',
  'epub-export': 'Export it again.',
  'account-export': 'Export it again.',
};

export const FILE_WORK_MESSAGES = {
  tooMuchMemory: 'This file needs more memory than one job may use and was refused',
  tooDeep: 'This file nests its contents too deeply to be read and was refused',
  tooSlow: (seconds: number) => `This job took longer than ${formatCount(seconds)} seconds and was stopped`,
  busy: 'Too many files are being worked on right now. Try again in a minute.',
  userBusy: (max: number) =>
    max === 1
      ? 'You already have a file being worked on. Wait for it to finish, then try again.'
      : `You already have ${formatCount(max)} files being worked on. Wait for them to finish, then try again.`,

  // File jobs: the record of each piece of work (GET /api/file-jobs) and how it ended.
  /** A job left waiting or working by a server that stopped (crash or restart). */
  interrupted: (kind: FileJobKind) => `The server restarted before this file was finished. ${AGAIN[kind]}`,
  /** A job that failed for a reason not meant for the reader (the server logged it). */
  failed: 'Something went wrong while working on this file. Please try again.',
  jobNotFound: 'File job not found',
  jobDismissed: 'Dismissed',

  // The import dialog and its toasts.
  /** `ahead`: files in the wait list before this one (its position minus one). */
  waiting: (ahead: number) =>
    ahead <= 0
      ? 'Waiting — next in line'
      : `Waiting — ${formatCount(ahead)} ${ahead === 1 ? 'file' : 'files'} ahead`,
  waitingForWorker: 'Waiting for a free worker…',
  working: 'Reading the book…',
  recentImports: 'Recent imports',
  untitledFile: 'Untitled file',
  draftReady: (title: string) => `Draft “${title}” is ready to review`,
  importFailed: (fileName: string) => `${fileName} was not imported`,
  dismiss: (fileName: string) => `Dismiss ${fileName}`,
} as const;
