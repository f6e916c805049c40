import * as routes from '@quire/shared/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useToken } from '@/lib/token-storage';

export const getPublicProfile = (userId: string, signal?: AbortSignal) =>
  api(routes.getPublicProfile, { params: { userId }, signal });

export const publicProfileQueryOptions = (userId: string, token: string | null) =>
  queryOptions({
    queryKey: ['profile', 'public', userId, token] as const,
    queryFn: ({ signal }) => getPublicProfile(userId, signal),
    enabled: token !== null,
  });

/** Another reader's profile, as much of it as their privacy settings show. */
export function usePublicProfile(userId: string) {
  const token = useToken();
  return useQuery(publicProfileQueryOptions(userId, token));
}
