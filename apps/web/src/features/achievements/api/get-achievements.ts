import * as routes from '@quire/shared/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { READING_KEY, timeZoneHeaders } from '@/lib/reading-request';

export const achievementsQueryKey = [READING_KEY, 'achievements'] as const;

export const getAchievements = (signal?: AbortSignal) =>
  api(routes.achievements, { signal, headers: timeZoneHeaders() });

export const achievementsQueryOptions = () =>
  queryOptions({ queryKey: achievementsQueryKey, queryFn: ({ signal }) => getAchievements(signal) });

export const useAchievements = () => useQuery(achievementsQueryOptions());
