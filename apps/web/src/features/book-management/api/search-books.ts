import * as routes from '@quire/shared/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Catalogue search for the book picker (title or author). */
export const searchBooksQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['books', 'picker', q],
    queryFn: ({ signal }) =>
      api(routes.listBooks, {
        signal,
        query: { q: q || undefined, limit: 12, sort: 'title', order: 'asc' },
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const useSearchBooks = (q: string, enabled = true) =>
  useQuery({ ...searchBooksQueryOptions(q), enabled });
