import * as routes from '@quire/shared/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readerKeys } from '@/features/books';

/** The book's table of contents and facts (no chapter text). */
export const getChapterList = (bookId: string, signal?: AbortSignal) =>
  api(routes.listChapters, { params: { id: bookId }, signal });

export const chapterListQueryOptions = (bookId: string) =>
  queryOptions({
    queryKey: readerKeys.chapters(bookId),
    queryFn: ({ signal }) => getChapterList(bookId, signal),
    staleTime: 5 * 60_000,
  });

export const useChapterList = (bookId: string) => useQuery(chapterListQueryOptions(bookId));
