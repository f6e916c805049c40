import type { Book } from '@quire/shared/schemas/books';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { findCachedBook } from './book-cache';

/**
 * The freshest cached copy of a book, following every change to the cache (likes, ratings,
 * notes…), or `fallback` once no list holds it any more (e.g. it left the page being shown).
 */
export function useCachedBook<T extends Book | null>(bookId: string | null, fallback: T): Book | T {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  const snapshot = useCallback(
    () => (bookId ? findCachedBook(queryClient, bookId) : undefined),
    [queryClient, bookId],
  );
  return useSyncExternalStore(subscribe, snapshot, snapshot) ?? fallback;
}
