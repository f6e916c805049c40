import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useIdle } from '@/hooks/use-idle';
import {
  loadToastLibrary,
  subscribeToastWanted,
  TOASTER_PROPS,
  toastOutletMounted,
  toastWanted,
} from '@/lib/toasts';

const SonnerToaster = lazy(async () => ({ default: (await loadToastLibrary()).Toaster }));

/** Rendered after the toaster in the same commit: its effect runs once the toaster listens. */
function Listening() {
  useEffect(() => toastOutletMounted(), []);
  return null;
}

/**
 * The one toast outlet (lib/toasts.ts): mounted once the first screen has painted and the page is
 * quiet, or at once when a toast is asked for before that.
 */
export function Toaster() {
  const idle = useIdle();
  const wanted = useSyncExternalStore(subscribeToastWanted, toastWanted, toastWanted);
  if (!idle && !wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster {...TOASTER_PROPS} />
      <Listening />
    </Suspense>
  );
}
