import { DATA_TRANSFER_MESSAGES as M } from '@quire/shared/messages/data-transfer';
import * as routes from '@quire/shared/routes';
import { useSyncExternalStore } from 'react';
import { buildUrl } from '@/lib/api-client';
import { waitingText } from '@/lib/file-jobs/file-job-view';
import type { FileJob } from '@/lib/file-jobs/file-jobs-api';
import { addPendingFileJob, newClientKey } from '@/lib/file-jobs/pending-file-jobs';
import { getToken } from '@/lib/token-storage';
import { type DownloadProgress, downloadFile } from '../api/download-file';
import { userMessageOf } from './user-message';

/** Where a download is: asked for (its file being made, then arriving), saved, or failed. */
export type DownloadState =
  | { phase: 'idle' }
  | { phase: 'working'; progress: DownloadProgress | null }
  | { phase: 'done'; name: string }
  | { phase: 'error'; message: string };

/** The account export, with the key of its file job and the session that asked for it. */
type AccountExportState = DownloadState & { key: string | null; token: string | null };

const IDLE: AccountExportState = { phase: 'idle', key: null, token: null };
let state: AccountExportState = IDLE;
const listeners = new Set<() => void>();
const set = (next: AccountExportState) => {
  state = next;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Starts "Download everything" unless it is under way. It belongs to the page, not to the screen:
 * leaving the profile screen keeps it going (the zip is saved wherever the reader is; the
 * FileJobsWatcher tells how it ended), and coming back shows where it is.
 */
export async function startAccountExport(): Promise<void> {
  if (state.phase === 'working') return;
  const key = newClientKey();
  const token = getToken();
  // Only this page can save the zip: a reload loses it, so it is not followed after one.
  addPendingFileJob(key, { pageOnly: true });
  set({ phase: 'working', progress: null, key, token });
  try {
    const name = await downloadFile(
      buildUrl(routes.exportAccount.path, { clientKey: key }),
      'quire-export.zip',
      (progress) => set({ phase: 'working', progress, key, token }),
    );
    set({ phase: 'done', name, key, token });
  } catch (error) {
    set({ phase: 'error', message: userMessageOf(error, M.downloadFailed), key, token });
  }
}

/** The account export of the signed-in session (another session's is not shown). */
export function useAccountExport(token: string | null): AccountExportState {
  const current = useSyncExternalStore(subscribe, () => state);
  return current.token === token ? current : IDLE;
}

/**
 * What the export says while it is prepared, before the zip arrives: its place in the wait list
 * when it waits for a worker, "Preparing your data..." otherwise.
 */
export function preparingText(job: FileJob | undefined): string {
  return job?.status === 'queued' && job.position !== null && job.position > 0
    ? waitingText(job.position)
    : M.preparing;
}

/** Forgets the last export (tests). */
export const resetAccountExport = () => set(IDLE);
