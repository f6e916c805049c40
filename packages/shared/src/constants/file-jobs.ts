/**
 * File jobs: the durable record of each piece of file work (imports now; the Goodreads import and
 * the exports later), which the reader can follow and which outlives a reload or a restart.
 */

/** What a job does. */
export const FILE_JOB_KINDS = ['import', 'goodreads-import', 'epub-export', 'account-export'] as const;
export type FileJobKind = (typeof FILE_JOB_KINDS)[number];

/** Where a job is: waiting for a worker, being worked on, or ended one way or the other. */
export const FILE_JOB_STATUSES = ['queued', 'working', 'done', 'failed'] as const;
export type FileJobStatus = (typeof FILE_JOB_STATUSES)[number];

/** A job still on its way (not done, not failed). */
export const isUnfinishedFileJob = (status: FileJobStatus) => status === 'queued' || status === 'working';

/** GET /api/file-jobs lists the caller's jobs of the last this many days (older rows are pruned). */
export const FILE_JOBS_LIST_DAYS = 7;
/** ... and at most this many of them, newest first. */
export const FILE_JOBS_LIST_MAX = 50;
/** Longest key a page may give its upload to recognise the job it becomes. */
export const FILE_JOB_CLIENT_KEY_MAX = 64;
