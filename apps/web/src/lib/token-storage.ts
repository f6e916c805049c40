import { TOKEN_STORAGE_KEY } from '@quire/shared/constants';
import { useSyncExternalStore } from 'react';

/**
 * The signed-in user's bearer token, kept in localStorage under the spec's key ('token').
 * Every change made through this module notifies subscribers, so React state (auth status,
 * queries keyed by the token) follows the token, also across browser tabs.
 */
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

export function getToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (privacy modes); behave as signed out.
    return null;
  }
}

export function setToken(token: string): void {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  notify();
}

/** The signed-in user as last answered (features/auth), removed with the token. */
export const LAST_USER_KEY = 'quire-last-user';

export function clearToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
    window.localStorage.removeItem(LAST_USER_KEY);
  } finally {
    notify();
  }
}

export function subscribeToToken(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current token; re-renders when it is stored or removed. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeToToken, getToken, () => null);
}
