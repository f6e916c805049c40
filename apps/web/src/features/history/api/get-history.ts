import type { HistoryResponse } from '@quire/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '@/lib/api-client';
import { READING_KEY } from '@/lib/reading-request';

export interface HistoryFilters {
  q: string;
  status: 'all' | 'completed' | 'in-progress';
  order: 'newest' | 'oldest';
}

export const historyQueryOptions = (filters: HistoryFilters) =>
  queryOptions({
    queryKey: [READING_KEY, 'history', filters],
    queryFn: ({ signal }) =>
      get<HistoryResponse>('/api/reading/history', {
        signal,
        query: { q: filters.q.trim() || undefined, status: filters.status, order: filters.order },
      }),
    // Keep the list on screen while a new search or filter loads.
    placeholderData: keepPreviousData,
  });

export const useHistory = (filters: HistoryFilters) => useQuery(historyQueryOptions(filters));
