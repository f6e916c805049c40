import { FILE_WORK_MESSAGES } from '@quire/shared/messages/file-work';
import type { FileJob } from '../api/file-jobs';
import type { PendingImport } from './import-activity';

/** An upload sent this long ago that never became a job (refused before any work) is let go. */
export const PENDING_WITHOUT_JOB_MS = 2 * 60_000;

export const isUnfinished = (job: Pick<FileJob, 'status'>) =>
  job.status === 'queued' || job.status === 'working';

/** The name a job is shown by. */
export const jobFileName = (job: Pick<FileJob, 'fileName'>) =>
  job.fileName || FILE_WORK_MESSAGES.untitledFile;

/**
 * What a queued job's row says: its place in the wait list ("Waiting — 2 files ahead") once the
 * server has reported it.
 */
export function waitingText(position: number | null): string {
  if (position === null || position < 1) return FILE_WORK_MESSAGES.waitingForWorker;
  return FILE_WORK_MESSAGES.waiting(position - 1);
}

/** The job an upload of this page became (by the key it was sent with), once the server lists it. */
export function jobOfUpload(key: string, jobs: readonly FileJob[] | undefined): FileJob | undefined {
  return jobs?.find((job) => job.clientKey === key);
}

/** The import jobs that are not an upload listed in the dialog already, newest first. */
export function recentImportJobs(
  jobs: readonly FileJob[] | undefined,
  uploadKeys: readonly string[],
): FileJob[] {
  const keys = new Set(uploadKeys);
  return (jobs ?? []).filter((job) => job.kind === 'import' && !(job.clientKey && keys.has(job.clientKey)));
}

/**
 * Settles this tab's pending uploads against the server's list: the jobs that ended (to tell the
 * reader about) and the uploads still to watch. An upload with no job is kept a short while (its
 * request may not have reached the work yet), then let go.
 */
export function settlePendingImports(
  pending: readonly PendingImport[],
  jobs: readonly FileJob[],
  now: number,
): { ended: FileJob[]; keep: PendingImport[] } {
  const ended: FileJob[] = [];
  const keep: PendingImport[] = [];
  for (const entry of pending) {
    const job = jobOfUpload(entry.key, jobs);
    if (job && !isUnfinished(job)) ended.push(job);
    else if (job || now - entry.at < PENDING_WITHOUT_JOB_MS) keep.push(entry);
  }
  return { ended, keep };
}

/** When a job was started, as a row shows it: "Today, 2:05 PM" or "Mon, 9:40 AM" (the list spans a week). */
export function formatJobTime(iso: string, now = new Date(), locale?: string): string {
  const at = new Date(iso);
  const time = at.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' });
  const sameDay = at.toDateString() === now.toDateString();
  return `${sameDay ? 'Today' : at.toLocaleDateString(locale, { weekday: 'short' })}, ${time}`;
}
