import { useSyncExternalStore } from 'react';

/**
 * What the import feature's pieces share across the page: whether the Import books dialog is open
 * (a job that ends while it is shows there, not in a toast), and the uploads of this tab whose
 * job has not been seen ending yet. Those are kept in sessionStorage, so after a reload the tab
 * still tells its reader how each one ended (ImportJobsWatcher).
 */
export interface PendingImport {
  /** The key the upload gave its job (`?clientKey=`). */
  key: string;
  /** When the upload was sent (ms since the epoch). */
  at: number;
}

const STORAGE_KEY = 'quire.import.pending';
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

let dialogOpen = false;

/** Whether the Import books dialog is on screen. */
export const isImportDialogOpen = () => dialogOpen;
export function setImportDialogOpen(open: boolean) {
  if (dialogOpen === open) return;
  dialogOpen = open;
  notify();
}

const NONE: PendingImport[] = [];
let pending: PendingImport[] | null = null;

function load(): PendingImport[] {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(stored)) return NONE;
    return stored.filter(
      (entry): entry is PendingImport =>
        typeof entry?.key === 'string' && typeof entry?.at === 'number' && Number.isFinite(entry.at),
    );
  } catch {
    // Storage unavailable (privacy modes) or damaged: nothing is pending.
    return NONE;
  }
}

/** The uploads of this tab still waiting to be seen ending. */
export function readPendingImports(): PendingImport[] {
  pending ??= load();
  return pending;
}

/** Replaces the pending uploads (the watcher settles them, the queue adds them). */
export function writePendingImports(next: PendingImport[]) {
  pending = next.length ? next : NONE;
  try {
    if (next.length) window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    else window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Kept for this page only.
  }
  notify();
}

export function addPendingImport(key: string, at = Date.now()) {
  const current = readPendingImports();
  if (current.some((entry) => entry.key === key)) return;
  writePendingImports([...current, { key, at }]);
}

export function usePendingImports(): PendingImport[] {
  return useSyncExternalStore(subscribe, readPendingImports, () => NONE);
}

/** A fresh key for one upload: random, and fine on plain http (randomUUID needs a secure page). */
export function newClientKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
