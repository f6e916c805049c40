import type { FileJobKind } from '@quire/shared/constants/file-jobs';
import { FILE_WORK_MESSAGES } from '@quire/shared/messages/file-work';
import type { FileJob, FileJobOf } from './file-jobs-api';
import type { PendingFileJob } from './pending-file-jobs';

/** A request sent this long ago that never became a job (refused before any work) is let go. */
export const PENDING_WITHOUT_JOB_MS = 2 * 60_000;

export const isUnfinished = (job: Pick<FileJob, 'status'>) =>
  job.status === 'queued' || job.status === 'working';

/** The name a job is shown by. */
export const jobFileName = (job: Pick<FileJob, 'fileName'>) =>
  job.fileName || FILE_WORK_MESSAGES.untitledFile;

/**
 * What a queued job says: its place in the wait list ("Waiting — 2 files ahead") once the
 * server has reported it.
 */
export function waitingText(position: number | null): string {
  if (position === null || position < 1) return FILE_WORK_MESSAGES.waitingForWorker;
  return FILE_WORK_MESSAGES.waiting(position - 1);
}

/** The job a request of this page became (by the key it was sent with), once the server lists it. */
export function jobOfUpload(key: string | null | undefined, jobs: readonly FileJob[] | undefined) {
  return key ? jobs?.find((job) => job.clientKey === key) : undefined;
}

/** The newest job of `kind` (the list is newest first). */
export function latestJobOfKind<K extends FileJobKind>(
  jobs: readonly FileJob[] | undefined,
  kind: K,
): FileJobOf<K> | undefined {
  return jobs?.find((job): job is FileJobOf<K> => job.kind === kind);
}

/**
 * Settles this tab's pending requests against the server's list: the jobs that ended (to tell the
 * reader about) and the requests still to watch. A request with no job is kept a short while (it
 * may not have reached the work yet), then let go.
 */
export function settlePendingFileJobs(
  pending: readonly PendingFileJob[],
  jobs: readonly FileJob[],
  now: number,
): { ended: FileJob[]; keep: PendingFileJob[] } {
  const ended: FileJob[] = [];
  const keep: PendingFileJob[] = [];
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
