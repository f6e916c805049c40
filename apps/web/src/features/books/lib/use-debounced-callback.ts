import { useEffect, useLayoutEffect, useRef, useState } from 'react';

export interface DebouncedCallback<A extends unknown[]> {
  call: (...args: A) => void;
  /** Runs a pending call now. */
  flush: () => void;
  /** Drops a pending call. */
  cancel: () => void;
}

/**
 * Calls `callback` once calls stop for `delayMs`. A pending call is flushed when the component
 * unmounts, so nothing typed is lost by closing a dialog. The returned object is stable.
 */
export function useDebouncedCallback<A extends unknown[]>(
  callback: (...args: A) => void,
  delayMs: number,
): DebouncedCallback<A> {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });

  const [api] = useState<DebouncedCallback<A>>(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    let pending: A | null = null;
    const flush = () => {
      if (timer) clearTimeout(timer);
      timer = null;
      const args = pending;
      pending = null;
      if (args) latest.current(...args);
    };
    return {
      call: (...args: A) => {
        pending = args;
        if (timer) clearTimeout(timer);
        timer = setTimeout(flush, delayMs);
      },
      flush,
      cancel: () => {
        if (timer) clearTimeout(timer);
        timer = null;
        pending = null;
      },
    };
  });

  useEffect(() => () => api.flush(), [api]);
  return api;
}
