import { LIBRARY_PAGE_SIZE } from '@quire/shared/constants';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { type BookListParams, booksListQueryOptions } from '@/features/books';
import { type LibraryParams, readLibraryParams } from './library-params';

/** The page of books the library screen shows for its URL state. */
export const libraryListParams = (params: LibraryParams): BookListParams => ({
  page: params.page,
  limit: LIBRARY_PAGE_SIZE,
  sort: params.sort,
  order: params.order,
  q: params.q.trim() || undefined,
  status: params.status ?? undefined,
  favorites: params.favorites || undefined,
  // My books: the caller's own (a status, a favourite, or uploaded by them, drafts too).
  scope: params.shelf === 'mine' ? 'library' : undefined,
});

/** How recent an answer counts as the one asked for when the library opened (by prefetchLibrary). */
const JUST_FETCHED_MS = 5_000;

/**
 * The library's page of books. Lists are asked for again whenever a screen shows them
 * (staleTime 0), except right after prefetchLibrary asked for this very page as the library
 * opened: that answer is the one for this opening.
 */
export const libraryListQueryOptions = (params: LibraryParams) =>
  queryOptions({
    ...booksListQueryOptions(libraryListParams(params)),
    refetchOnMount: (query) => Date.now() - query.state.dataUpdatedAt > JUST_FETCHED_MS,
  });

/**
 * Asks for the page of books a library URL shows, so it is under way while the screen's code
 * renders (the screen's own query then uses that answer).
 */
export function prefetchLibrary(queryClient: QueryClient, search: URLSearchParams): void {
  void queryClient.prefetchQuery(libraryListQueryOptions(readLibraryParams(search)));
}
