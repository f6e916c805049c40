import * as routes from '@quire/shared/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readerKeys } from '@/features/books';
import { offlineFallback } from '@/lib/offline/offline-fallback';
import { getOfflineBook } from '@/lib/offline/offline-db';

/** The book's table of contents and facts (no chapter text); a downloaded copy without a connection. */
export const getChapterList = (bookId: string, signal?: AbortSignal) =>
  offlineFallback(
    () => api(routes.listChapters, { params: { id: bookId }, signal }),
    async () => (await getOfflineBook(bookId))?.toc,
  );

export const chapterListQueryOptions = (bookId: string) =>
  queryOptions({
    queryKey: readerKeys.chapters(bookId),
    queryFn: ({ signal }) => getChapterList(bookId, signal),
    staleTime: 5 * 60_000,
    // Runs offline too: a downloaded book answers from the device.
    networkMode: 'always',
  });

export const useChapterList = (bookId: string) => useQuery(chapterListQueryOptions(bookId));
