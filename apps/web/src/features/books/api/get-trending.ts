import type { popularBooksResponseSchema } from '@quire/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '@/lib/api-client';
import { booksKeys } from './books-query-keys';

export type TrendingBook = ReturnType<typeof popularBooksResponseSchema.parse>['books'][number];

/** The week's most-read books, topped up with the most liked (GET /api/books/popular). */
export const getTrendingBooks = (limit: number, signal?: AbortSignal) =>
  get<{ books: TrendingBook[] }>('/api/books/popular', { query: { limit }, signal });

export const trendingBooksQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: booksKeys.trending(limit),
    queryFn: ({ signal }) => getTrendingBooks(limit, signal),
    select: (answer) => answer.books,
    staleTime: 5 * 60_000,
  });

export const useTrendingBooks = (limit = 5) => useQuery(trendingBooksQueryOptions(limit));
