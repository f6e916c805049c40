import { SESSION_MESSAGES } from '@quire/shared/messages';
import * as routes from '@quire/shared/routes';
import type { RouteResponse } from '@quire/shared/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '@/lib/toasts';
import { api, isApiError } from '@/lib/api-client';
import { offlineFallback } from '@/lib/offline/offline-fallback';
import { signedInUserId } from '@/lib/offline/queue-owner';
import { clearToken, LAST_USER_KEY, useToken } from '@/lib/token-storage';
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
    // Without a connection: the user as this device last saw them (the header keeps its avatar).
    const user = await offlineFallback(
      () => getCurrentUser(signal),
      async () => lastSeenUser(),
    );
    rememberUser(user);
    return user;
  } catch (error) {
    if (isUnauthorized(error)) {
      clearToken();
      toast.error(SESSION_MESSAGES.expired, { id: 'session-expired' });
    }
    throw error;
  }
}

/** The signed-in user as last answered, kept on the device for offline starts. */
function rememberUser(user: CurrentUser) {
  try {
    localStorage.setItem(LAST_USER_KEY, JSON.stringify(user));
  } catch {
    // Storage full or blocked: the header waits for the connection instead.
  }
}

/** The kept user when it is the one the stored token signs in; undefined otherwise. */
function lastSeenUser(): CurrentUser | undefined {
  try {
    const user = JSON.parse(localStorage.getItem(LAST_USER_KEY) ?? 'null') as CurrentUser | null;
    return user && user.id === signedInUserId() ? user : undefined;
  } catch {
    return undefined;
  }
}

export const currentUserQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: authQueryKeys.user(token),
    queryFn: ({ signal }) => loadCurrentUser(signal),
    enabled: token !== null,
    staleTime: 5 * 60_000,
    networkMode: 'always',
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
