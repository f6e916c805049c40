import * as routes from '@quire/shared/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { READING_KEY, timeZoneHeaders } from '@/lib/reading-request';

export const goalsQueryKey = [READING_KEY, 'goals'] as const;

export const getGoals = (signal?: AbortSignal) =>
  api(routes.listGoals, { signal, headers: timeZoneHeaders() });

export const goalsQueryOptions = () =>
  queryOptions({ queryKey: goalsQueryKey, queryFn: ({ signal }) => getGoals(signal) });

export const useGoals = () => useQuery(goalsQueryOptions());
