import * as routes from '@quire/shared/routes';
import type { BookmarkBody, PositionBody, ReadingPosition } from '@quire/shared/schemas/reader';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readerKeys } from '@/features/books';

export const getReadingPosition = (bookId: string, signal?: AbortSignal) =>
  api(routes.getPosition, { params: { id: bookId }, signal });

/**
 * Saves where the caller is. `keepalive` lets the request outlive the page (pagehide, a hidden
 * tab being discarded); the bearer header goes with it like with any other call.
 */
export const saveReadingPosition = (bookId: string, body: PositionBody, { keepalive = false } = {}) =>
  api(routes.savePosition, { params: { id: bookId }, body, keepalive });

export const setBookmark = (bookId: string, body: BookmarkBody) =>
  api(routes.setBookmark, { params: { id: bookId }, body });

export const readingPositionQueryOptions = (bookId: string) =>
  queryOptions({
    queryKey: readerKeys.position(bookId),
    queryFn: ({ signal }) => getReadingPosition(bookId, signal),
    // Another device may have moved on since: always ask when the book is opened.
    staleTime: 0,
    refetchOnMount: 'always',
  });

export const useReadingPosition = (bookId: string) => useQuery(readingPositionQueryOptions(bookId));

/** Sets or clears the one bookmark of the book, optimistically. */
export function useSetBookmark(bookId: string) {
  const queryClient = useQueryClient();
  const key = readerKeys.position(bookId);
  const write = (bookmarkChapter: number | null) =>
    queryClient.setQueryData<ReadingPosition>(key, (old) => (old ? { ...old, bookmarkChapter } : old));
  return useMutation({
    mutationFn: (chapter: number | null) => setBookmark(bookId, { chapter }),
    onMutate: async (chapter) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ReadingPosition>(key)?.bookmarkChapter ?? null;
      write(chapter);
      return { previous };
    },
    onError: (_error, _chapter, context) => write(context?.previous ?? null),
    onSuccess: (answer) => write(answer.bookmarkChapter),
  });
}
