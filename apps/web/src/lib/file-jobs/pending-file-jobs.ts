import type { FileJobKind } from '@quire/shared/constants/file-jobs';
import { useEffect, useSyncExternalStore } from 'react';

/**
 * What the page's pieces share about file jobs (book imports, the Goodreads import, the account
 * export): which kinds a screen on view shows already (a job of such a kind that ends is told
 * there, not in a toast), and the requests of this tab whose job has not been seen ending yet.
 * Those are kept in sessionStorage, so after a reload the tab still tells its reader how each one
 * ended (FileJobsWatcher) — except the ones whose outcome only this page could use.
 */
export interface PendingFileJob {
  /** The key the request gave its job (`?clientKey=`). */
  key: string;
  /** When the request was sent (ms since the epoch). */
  at: number;
  /**
   * Followed by this page only, not after a reload: its outcome is this page's (the account
   * export's zip is the request's own answer, which a reload loses).
   */
  pageOnly?: true;
}

const STORAGE_KEY = 'quire.file-jobs.pending';
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

// ---------------------------------------------------------------- kinds a screen on view shows

const shown = new Map<FileJobKind, number>();

/** Whether a screen on view shows how jobs of `kind` end (the import dialog, the data section). */
export const isFileJobKindShown = (kind: FileJobKind) => (shown.get(kind) ?? 0) > 0;

/** Marks `kinds` as shown by a screen; the returned function takes the mark back. */
export function showFileJobKinds(kinds: readonly FileJobKind[]): () => void {
  for (const kind of kinds) shown.set(kind, (shown.get(kind) ?? 0) + 1);
  return () => {
    for (const kind of kinds) shown.set(kind, Math.max(0, (shown.get(kind) ?? 0) - 1));
  };
}

/** While mounted and `on`, the calling screen shows how jobs of `kinds` end. */
export function useShowFileJobKinds(kinds: readonly FileJobKind[], on = true) {
  const key = kinds.join(' ');
  useEffect(() => {
    if (!on) return;
    return showFileJobKinds(key.split(' ') as FileJobKind[]);
  }, [key, on]);
}

// ---------------------------------------------------------------- this tab's requests on their way

const NONE: PendingFileJob[] = [];
let pending: PendingFileJob[] | null = null;

function load(): PendingFileJob[] {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(stored)) return NONE;
    return stored.filter(
      (entry): entry is PendingFileJob =>
        typeof entry?.key === 'string' && typeof entry?.at === 'number' && Number.isFinite(entry.at),
    );
  } catch {
    // Storage unavailable (privacy modes) or damaged: nothing is pending.
    return NONE;
  }
}

/** The requests of this tab still waiting to be seen ending. */
export function readPendingFileJobs(): PendingFileJob[] {
  pending ??= load();
  return pending;
}

/** Replaces the pending requests (the watcher settles them, the screens add them). */
export function writePendingFileJobs(next: PendingFileJob[]) {
  pending = next.length ? next : NONE;
  const kept = next.filter((entry) => !entry.pageOnly);
  try {
    if (kept.length) window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
    else window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Kept for this page only.
  }
  notify();
}

export function addPendingFileJob(key: string, { at = Date.now(), pageOnly = false } = {}) {
  const current = readPendingFileJobs();
  if (current.some((entry) => entry.key === key)) return;
  writePendingFileJobs([...current, pageOnly ? { key, at, pageOnly: true } : { key, at }]);
}

export function usePendingFileJobs(): PendingFileJob[] {
  return useSyncExternalStore(subscribe, readPendingFileJobs, () => NONE);
}

/** A fresh key for one request: random, and fine on plain http (randomUUID needs a secure page). */
export function newClientKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
