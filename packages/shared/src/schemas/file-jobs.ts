import { z } from 'zod';
import { FILE_JOB_CLIENT_KEY_MAX, FILE_JOB_KINDS, FILE_JOB_STATUSES } from '../constants/file-jobs.js';
import { text } from './common.js';

/** What a finished job made: for an import, the draft's id and title. */
export const fileJobResultSchema = z.object({ bookId: z.uuid(), title: z.string() });
export type FileJobResult = z.infer<typeof fileJobResultSchema>;

/** One piece of file work of the caller's, as GET /api/file-jobs lists it. */
export const fileJobSchema = z.object({
  id: z.uuid(),
  kind: z.enum(FILE_JOB_KINDS),
  /** The name of the file sent (null when the upload named none). */
  fileName: z.string().nullable(),
  /** The key the uploading page gave the request (`?clientKey=`), so it knows its own jobs. */
  clientKey: z.string().nullable(),
  status: z.enum(FILE_JOB_STATUSES),
  /** While queued: the place in the wait list, 1 = next; null otherwise (or not known yet). */
  position: z.number().int().nullable(),
  /** Why it failed (the refusal's text); null unless failed. */
  message: z.string().nullable(),
  /** What it made; null unless done. */
  result: fileJobResultSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FileJob = z.infer<typeof fileJobSchema>;

export const fileJobListResponseSchema = z.object({ jobs: z.array(fileJobSchema) });
export type FileJobListResponse = z.infer<typeof fileJobListResponseSchema>;

/**
 * The optional query of a file upload that becomes a job (POST /api/books/import): a key of the
 * page's choosing, given back as the job's `clientKey`.
 */
export const fileJobClientKeyQuerySchema = z.object({
  clientKey: text().trim().min(1).max(FILE_JOB_CLIENT_KEY_MAX).optional(),
});

/** The small real-time event sent to a user's sockets when one of their jobs changes. */
export interface FileJobChangedEvent {
  id: string;
  status: (typeof FILE_JOB_STATUSES)[number];
}
