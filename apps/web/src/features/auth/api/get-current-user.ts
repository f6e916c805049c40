import { SESSION_MESSAGES } from '@quire/shared/messages';
import * as routes from '@quire/shared/routes';
import type { RouteResponse } from '@quire/shared/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '@/lib/toasts';
import { api, isApiError } from '@/lib/api-client';
import { clearToken, useToken } from '@/lib/token-storage';
import { authQueryKeys } from './auth-query-keys';

export type CurrentUser = RouteResponse<typeof routes.getCurrentUser>;

export const getCurrentUser = (signal?: AbortSignal) => api(routes.getCurrentUser, { signal });

const isUnauthorized = (error: unknown) => isApiError(error) && error.status === 401;

/**
 * Loads the signed-in user. A 401 means the session is over (spec §4 Session): the token is
 * removed, which sends every protected screen to /auth, and the user is told why.
 */
async function loadCurrentUser(signal: AbortSignal): Promise<CurrentUser> {
  try {
    return await getCurrentUser(signal);
  } catch (error) {
    if (isUnauthorized(error)) {
      clearToken();
      toast.error(SESSION_MESSAGES.expired, { id: 'session-expired' });
    }
    throw error;
  }
}

export const currentUserQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: authQueryKeys.user(token),
    queryFn: ({ signal }) => loadCurrentUser(signal),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });

export function useCurrentUser() {
  const token = useToken();
  const query = useQuery(currentUserQueryOptions(token));
  const { isError, error } = query;
  useEffect(() => {
    if (isError && !isUnauthorized(error)) {
      toast.error(SESSION_MESSAGES.fetchUserFailed, { id: 'fetch-user-failed' });
    }
  }, [isError, error]);
  return query;
}
