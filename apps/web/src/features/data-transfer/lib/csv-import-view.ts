import { FILE_WORK_MESSAGES } from '@quire/shared/messages/file-work';
import type { ImportSummary } from '@quire/shared/schemas/data-transfer';
import type { GoodreadsImportJobResult } from '@quire/shared/schemas/file-jobs';
import { jobOfUpload, latestJobOfKind } from '@/lib/file-jobs/file-job-view';
import type { FileJob } from '@/lib/file-jobs/file-jobs-api';

/** This page's own import request, as the screen knows it. */
export type CsvImportRequest =
  | { status: 'idle' }
  | { status: 'pending'; key: string; fileName: string; fraction: number }
  | { status: 'success'; key: string; fileName: string; summary: ImportSummary }
  | { status: 'error'; key: string; fileName: string; message: string };

/** What the Goodreads / StoryGraph import shows. */
export type CsvImportView =
  | { state: 'idle' }
  | { state: 'uploading'; fileName: string; percent: number }
  | { state: 'waiting'; fileName: string | null; position: number | null }
  | { state: 'working'; fileName: string | null }
  | {
      state: 'done';
      fileName: string | null;
      /** When its job was started; null when this page's own answer is shown. */
      startedAt: string | null;
      counts: GoodreadsImportJobResult;
      /** The rows that could not be read, when this page got the answer (a job keeps only their count). */
      rowErrors: ImportSummary['errors'] | null;
    }
  | { state: 'failed'; fileName: string | null; startedAt: string | null; message: string };

const countsOf = (summary: ImportSummary): GoodreadsImportJobResult => ({
  matched: summary.matched,
  outside: summary.outside,
  skipped: summary.skipped,
  rowErrors: summary.errors.length,
});

/**
 * The import as the screen shows it: this page's own request while it uploads, waits (its job's
 * place in the wait list), is read and ends; with none, the latest Goodreads import job the
 * server lists (sent before a reload, or from another tab), however far it got.
 */
export function csvImportView(
  request: CsvImportRequest,
  jobs: readonly FileJob[] | undefined,
): CsvImportView {
  switch (request.status) {
    case 'pending': {
      const { fileName } = request;
      // Once the server lists its job, the file has arrived, whatever the upload last reported.
      const job = jobOfUpload(request.key, jobs);
      if (job?.status === 'queued') return { state: 'waiting', fileName, position: job.position };
      if (job || request.fraction >= 1) return { state: 'working', fileName };
      return { state: 'uploading', fileName, percent: Math.round(request.fraction * 100) };
    }
    case 'success':
      return {
        state: 'done',
        fileName: request.fileName,
        startedAt: null,
        counts: countsOf(request.summary),
        rowErrors: request.summary.errors,
      };
    case 'error':
      return { state: 'failed', fileName: request.fileName, startedAt: null, message: request.message };
    case 'idle': {
      const job = latestJobOfKind(jobs, 'goodreads-import');
      if (!job) return { state: 'idle' };
      const { fileName } = job;
      switch (job.status) {
        case 'queued':
          return { state: 'waiting', fileName, position: job.position };
        case 'working':
          return { state: 'working', fileName };
        case 'failed':
          return {
            state: 'failed',
            fileName,
            startedAt: job.createdAt,
            message: job.message ?? FILE_WORK_MESSAGES.failed,
          };
        case 'done':
          return job.result
            ? { state: 'done', fileName, startedAt: job.createdAt, counts: job.result, rowErrors: null }
            : { state: 'idle' };
      }
    }
  }
}

/** Whether the import is on its way (the list is asked for often then, to see its job). */
export const csvImportOnItsWay = (view: CsvImportView) =>
  view.state === 'uploading' || view.state === 'waiting' || view.state === 'working';
