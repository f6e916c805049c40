import { z } from 'zod';
import { FILE_JOB_CLIENT_KEY_MAX, FILE_JOB_STATUSES, type FileJobKind } from '../constants/file-jobs.js';
import { text } from './common.js';

/** What a finished book import made: the draft's id and title. */
export const importJobResultSchema = z.object({ bookId: z.uuid(), title: z.string() });
export type ImportJobResult = z.infer<typeof importJobResultSchema>;

/**
 * What a finished Goodreads / StoryGraph import did: the counts of its summary (the rows that
 * could not be read are counted; the list of them is the import's own answer).
 */
export const goodreadsImportJobResultSchema = z.object({
  matched: z.number().int(),
  outside: z.number().int(),
  skipped: z.number().int(),
  rowErrors: z.number().int(),
});
export type GoodreadsImportJobResult = z.infer<typeof goodreadsImportJobResultSchema>;

/** What a done job of each kind records; null for the exports (the file is the request's answer). */
export interface FileJobResults {
  import: ImportJobResult;
  'goodreads-import': GoodreadsImportJobResult;
  'epub-export': null;
  'account-export': null;
}
export type FileJobResultOf<K extends FileJobKind> = FileJobResults[K];
/** Any job's result, as stored. */
export type FileJobResult = NonNullable<FileJobResults[FileJobKind]>;

const fileJobFields = {
  id: z.uuid(),
  /** The name of the file sent (null when the upload named none, or the work reads no file). */
  fileName: z.string().nullable(),
  /** The key the requesting page gave the request (`?clientKey=`), so it knows its own jobs. */
  clientKey: z.string().nullable(),
  status: z.enum(FILE_JOB_STATUSES),
  /** While queued: the place in the wait list, 1 = next; null otherwise (or not known yet). */
  position: z.number().int().nullable(),
  /** Why it failed (the refusal's text); null unless failed. */
  message: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** A job of one kind; `result` is what it made, null unless done (always null for an export). */
const jobOf = <K extends FileJobKind, R extends z.ZodType>(kind: K, result: R) =>
  z.object({ ...fileJobFields, kind: z.literal(kind), result });

/** Each kind's job: a kind added to the constants without one does not compile. */
const jobSchemas = {
  import: jobOf('import', importJobResultSchema.nullable()),
  'goodreads-import': jobOf('goodreads-import', goodreadsImportJobResultSchema.nullable()),
  'epub-export': jobOf('epub-export', z.null()),
  'account-export': jobOf('account-export', z.null()),
} satisfies { [K in FileJobKind]: z.ZodType<{ kind: K; result: FileJobResults[K] | null }> };

/** One piece of file work of the caller's, as GET /api/file-jobs lists it; its kind says its result. */
export const fileJobSchema = z.discriminatedUnion('kind', [
  jobSchemas.import,
  jobSchemas['goodreads-import'],
  jobSchemas['epub-export'],
  jobSchemas['account-export'],
]);
export type FileJob = z.infer<typeof fileJobSchema>;
/** A job of one kind. */
export type FileJobOf<K extends FileJobKind> = Extract<FileJob, { kind: K }>;

export const fileJobListResponseSchema = z.object({ jobs: z.array(fileJobSchema) });
export type FileJobListResponse = z.infer<typeof fileJobListResponseSchema>;

/**
 * The optional query of a request whose work becomes a job (POST /api/books/import, POST
 * /api/library/import/goodreads, GET /api/account/export): a key of the page's choosing, given
 * back as the job's `clientKey`.
 */
export const fileJobClientKeyQuerySchema = z.object({
  clientKey: text().trim().min(1).max(FILE_JOB_CLIENT_KEY_MAX).optional(),
});

/** The small real-time event sent to a user's sockets when one of their jobs changes. */
export interface FileJobChangedEvent {
  id: string;
  status: (typeof FILE_JOB_STATUSES)[number];
}
