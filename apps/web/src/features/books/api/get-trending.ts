import * as routes from '@quire/shared/routes';
import type { RouteResponse } from '@quire/shared/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { booksKeys } from './books-query-keys';

export type TrendingBook = RouteResponse<typeof routes.popularBooks>['books'][number];

/** The week's most-read books, topped up with the most liked (GET /api/books/popular). */
export const getTrendingBooks = (limit: number, signal?: AbortSignal) =>
  api(routes.popularBooks, { query: { limit }, signal });

export const trendingBooksQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: booksKeys.trending(limit),
    queryFn: ({ signal }) => getTrendingBooks(limit, signal),
    select: (answer) => answer.books,
    staleTime: 5 * 60_000,
  });

export const useTrendingBooks = (limit = 5) => useQuery(trendingBooksQueryOptions(limit));
