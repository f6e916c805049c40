import { useSyncExternalStore } from 'react';
import { isApiError, NETWORK_ERROR_CODE, TIMEOUT_ERROR_CODE } from '../api-client';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

export const isOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine);

/** Whether the browser says it has a connection; follows the online/offline events. */
export const useOnline = () => useSyncExternalStore(subscribe, isOnline, () => true);

/** A call that never got an HTTP answer: no connection, or it timed out. */
export const isNetworkFailure = (error: unknown) =>
  isApiError(error) &&
  error.status === 0 &&
  (error.code === NETWORK_ERROR_CODE || error.code === TIMEOUT_ERROR_CODE);
