import * as routes from '@quire/shared/routes';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type BookListParams, booksKeys } from './books-query-keys';

/** The query string of GET /api/books: flags are sent only when set, text only when not blank. */
export function bookListQuery(params: BookListParams): BookListParams {
  const q = params.q?.trim();
  return {
    page: params.page,
    limit: params.limit,
    sort: params.sort,
    order: params.order,
    q: q ? q : undefined,
    status: params.status,
    favorites: params.favorites ? true : undefined,
    category: params.category || undefined,
    featured: params.featured,
    mine: params.mine ? true : undefined,
    scope: params.scope,
  };
}

export const listBooks = (params: BookListParams, signal?: AbortSignal) =>
  api(routes.listBooks, { query: bookListQuery(params), signal });

/**
 * One page of books; the previous page stays on screen while the next one loads. Always asked
 * again when shown (a page seen a moment ago appears at once from the cache, then refreshes).
 */
export const booksListQueryOptions = (params: BookListParams) =>
  queryOptions({
    queryKey: booksKeys.list(params),
    queryFn: ({ signal }) => listBooks(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useBooksList = (params: BookListParams, options: { enabled?: boolean } = {}) =>
  useQuery({ ...booksListQueryOptions(params), ...options });

/** Pages of books appended one after another (Load more / infinite scroll). */
export const booksInfiniteQueryOptions = (params: Omit<BookListParams, 'page'>) =>
  infiniteQueryOptions({
    queryKey: booksKeys.infiniteList(params),
    queryFn: ({ signal, pageParam }) => listBooks({ ...params, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });

export const useBooksInfinite = (params: Omit<BookListParams, 'page'>) =>
  useInfiniteQuery(booksInfiniteQueryOptions(params));

/** How many books match a filter (the total of a one-book page), cached for a few minutes. */
export const bookCountQueryOptions = (params: Omit<BookListParams, 'page' | 'limit'>) =>
  queryOptions({
    queryKey: booksKeys.count(params),
    queryFn: ({ signal }) => listBooks({ ...params, limit: 1 }, signal),
    select: (answer) => answer.total,
    staleTime: 5 * 60_000,
  });

export const useBookCount = (params: Omit<BookListParams, 'page' | 'limit'>) =>
  useQuery(bookCountQueryOptions(params));
