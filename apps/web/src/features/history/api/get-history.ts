import * as routes from '@quire/shared/routes';
import type { RouteQuery } from '@quire/shared/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { READING_KEY } from '@/lib/reading-request';

/** The history screen's filters: the query of GET /api/reading/history, every field set. */
export type HistoryFilters = Required<RouteQuery<typeof routes.readingHistory>>;

export const historyQueryOptions = (filters: HistoryFilters) =>
  queryOptions({
    queryKey: [READING_KEY, 'history', filters],
    queryFn: ({ signal }) =>
      api(routes.readingHistory, {
        signal,
        query: { q: filters.q.trim() || undefined, status: filters.status, order: filters.order },
      }),
    // Keep the list on screen while a new search or filter loads.
    placeholderData: keepPreviousData,
  });

export const useHistory = (filters: HistoryFilters) => useQuery(historyQueryOptions(filters));
