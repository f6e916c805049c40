import * as routes from '@quire/shared/routes';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readerKeys } from '@/features/books';
import { getOfflineChapter } from '@/lib/offline/offline-db';
import { offlineFallback } from '@/lib/offline/offline-fallback';

/**
 * One chapter. Opening it counts the caller's read once; `peek` (prefetch) never does. Without a
 * connection a downloaded book's chapter comes from the device.
 */
export const getChapter = (
  bookId: string,
  chapter: number,
  { peek = false, signal }: { peek?: boolean; signal?: AbortSignal } = {},
) =>
  offlineFallback(
    () =>
      api(routes.getChapter, {
        params: { id: bookId, number: chapter },
        query: peek ? { peek: true } : undefined,
        signal,
      }),
    () => getOfflineChapter(bookId, chapter),
  );

export const chapterQueryOptions = (bookId: string, chapter: number) =>
  queryOptions({
    queryKey: readerKeys.chapter(bookId, chapter),
    queryFn: ({ signal }) => getChapter(bookId, chapter, { signal }),
    // Always refetched when opened (that fetch is what counts the read); a prefetched copy shows at once.
    staleTime: 0,
    networkMode: 'always',
  });

export const useChapter = (bookId: string, chapter: number | undefined) =>
  useQuery({ ...chapterQueryOptions(bookId, chapter ?? 0), enabled: chapter !== undefined });

/** Loads a neighbouring chapter ahead of time so Next opens instantly (without counting a read). */
export const prefetchChapter = (queryClient: QueryClient, bookId: string, chapter: number) =>
  queryClient.prefetchQuery({
    queryKey: readerKeys.chapter(bookId, chapter),
    queryFn: ({ signal }) => getChapter(bookId, chapter, { peek: true, signal }),
    staleTime: 60_000,
    networkMode: 'always',
  });
