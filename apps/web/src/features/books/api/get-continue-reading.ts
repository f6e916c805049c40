import type { ContinueReadingResponse } from '@quire/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '@/lib/api-client';
import { readerKeys } from './reader-query-keys';

/** The caller's books in progress, most recently read first ("Continue reading"). */
export const getContinueReading = (limit = 10, signal?: AbortSignal) =>
  get<ContinueReadingResponse>('/api/reading/continue', { query: { limit }, signal });

export const continueReadingQueryOptions = (limit = 10) =>
  queryOptions({
    queryKey: [...readerKeys.continueReading(), limit],
    queryFn: ({ signal }) => getContinueReading(limit, signal),
  });

export const useContinueReading = (limit = 10) => useQuery(continueReadingQueryOptions(limit));
