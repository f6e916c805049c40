import { useEffect } from 'react';
import { type Blocker, useBlocker } from 'react-router';

/**
 * While `when` is true, asks before leaving: in-app navigation is held by the returned blocker
 * (show a confirmation, then `proceed()` or `reset()`), and closing or reloading the tab gets the
 * browser's own prompt.
 */
export function useUnsavedChangesGuard(when: boolean): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  // Nothing left to protect (saved, or changes undone): let a held navigation go.
  useEffect(() => {
    if (!when && blocker.state === 'blocked') blocker.proceed();
  }, [when, blocker]);

  return blocker;
}
