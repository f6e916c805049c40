import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '@/lib/api-client';

/**
 * The public fields of a popular book. TODO: switch to the shared contract's schema type once
 * packages/shared exports the popular-books response.
 */
export interface PopularBook {
  _id: string;
  title: string;
  author: string;
  coverImage: string | null;
  category: string;
}

export interface PopularBooksResponse {
  books: PopularBook[];
}

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
