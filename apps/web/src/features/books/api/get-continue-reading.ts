import * as routes from '@quire/shared/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readerKeys } from './reader-query-keys';

/** The caller's books in progress, most recently read first ("Continue reading"). */
export const getContinueReading = (limit = 10, signal?: AbortSignal) =>
  api(routes.continueReading, { query: { limit }, signal });

export const continueReadingQueryOptions = (limit = 10) =>
  queryOptions({
    queryKey: [...readerKeys.continueReading(), limit],
    queryFn: ({ signal }) => getContinueReading(limit, signal),
  });

export const useContinueReading = (limit = 10) => useQuery(continueReadingQueryOptions(limit));
