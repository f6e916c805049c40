import { OFFLINE_MESSAGES } from '@quire/shared/messages/offline';
import { type ComponentType, createElement, lazy } from 'react';
import { toast } from '@/lib/toasts';

/** How long a part whose code could not come stays empty before it is asked for again. */
export const LAZY_PART_RETRY_MS = 5_000;

/**
 * A part of a screen whose code loads on first use (React's `lazy`), that does not take the
 * screen down when its code cannot come (offline before the service worker had it, or a deploy
 * replaced the file): the part renders nothing and says it needs a connection, and it is asked for
 * again when the browser is back online or, failing that, a few seconds later.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Unavailable: ComponentType<P> = () => null;
  let failedAt: number | null = null;
  const make = () =>
    lazy(async () => {
      try {
        return { default: await load() };
      } catch {
        failedAt = Date.now();
        toast.error(OFFLINE_MESSAGES.offlineTitle, { id: 'lazy-part-unavailable' });
        return { default: Unavailable };
      }
    });
  let current = make();
  const retry = () => {
    if (failedAt === null) return;
    failedAt = null;
    current = make();
  };
  if (typeof window !== 'undefined') window.addEventListener('online', retry);
  function LazyPart(props: P) {
    if (failedAt !== null && Date.now() - failedAt >= LAZY_PART_RETRY_MS) retry();
    return createElement(current, props);
  }
  return LazyPart;
}
