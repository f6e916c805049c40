import { useCallback, useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
};

/** The Fullscreen API for the whole page (toasts and dialogs stay visible in full screen). */
export function useFullscreen() {
  const isFullscreen = useSyncExternalStore(
    subscribe,
    () => document.fullscreenElement !== null,
    () => false,
  );
  const isSupported = typeof document !== 'undefined' && document.fullscreenEnabled === true;
  const toggle = useCallback(async () => {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await document.documentElement.requestFullscreen({ navigationUI: 'hide' });
    } catch {
      // Refused by the browser (no user gesture, iframe policy): nothing to undo.
    }
  }, []);
  return { isFullscreen, isSupported, toggle };
}
