import type { popularBooksResponseSchema } from '@quire/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '@/lib/api-client';

// Type-only use of the contract's schema keeps zod out of the landing page's code.
export type PopularBooksResponse = ReturnType<typeof popularBooksResponseSchema.parse>;
export type PopularBook = PopularBooksResponse['books'][number];

export const POPULAR_BOOKS_COUNT = 4;

export const getPopularBooks = (signal?: AbortSignal) =>
  get<PopularBooksResponse>('/api/books/popular', { signal });

export const popularBooksQueryOptions = () =>
  queryOptions({
    queryKey: ['books', 'popular'],
    queryFn: ({ signal }) => getPopularBooks(signal),
    select: (answer) => (Array.isArray(answer?.books) ? answer.books.slice(0, POPULAR_BOOKS_COUNT) : []),
    staleTime: 10 * 60_000,
    retry: 1,
  });

export const usePopularBooks = () => useQuery(popularBooksQueryOptions());
