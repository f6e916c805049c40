import * as routes from '@quire/shared/routes';
import type { RouteResponse } from '@quire/shared/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// The route table knows the contract's schemas as types only: no zod in the landing page's code.
export type PopularBooksResponse = RouteResponse<typeof routes.popularBooks>;
export type PopularBook = PopularBooksResponse['books'][number];

export const POPULAR_BOOKS_COUNT = 4;

export const getPopularBooks = (signal?: AbortSignal) => api(routes.popularBooks, { signal });

export const popularBooksQueryOptions = () =>
  queryOptions({
    queryKey: ['books', 'popular'],
    queryFn: ({ signal }) => getPopularBooks(signal),
    select: (answer) => (Array.isArray(answer?.books) ? answer.books.slice(0, POPULAR_BOOKS_COUNT) : []),
    staleTime: 10 * 60_000,
    retry: 1,
  });

export const usePopularBooks = () => useQuery(popularBooksQueryOptions());
