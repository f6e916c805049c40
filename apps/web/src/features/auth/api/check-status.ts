import { CHECK_STATUS_KEY } from '@quire/shared/constants';
import * as routes from '@quire/shared/routes';
import type { RouteResponse } from '@quire/shared/routes';
import { queryOptions } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { clearToken } from '@/lib/token-storage';
import { authQueryKeys } from './auth-query-keys';

export type CheckStatusResponse = RouteResponse<typeof routes.checkStatus>;

/**
 * What `checkStatusResponseSchema.safeParse(answer).data?.isAuthenticated === true` decides,
 * without loading zod on every signed-in screen: an object whose `isAuthenticated` is true.
 */
const saysAuthenticated = (answer: unknown): boolean =>
  typeof answer === 'object' &&
  answer !== null &&
  (answer as { isAuthenticated?: unknown }).isAuthenticated === true;

export function checkStatus(signal?: AbortSignal): Promise<CheckStatusResponse> {
  return api(routes.checkStatus, {
    query: { key: CHECK_STATUS_KEY },
    headers: { 'Content-Type': 'application/json' },
    credentials: 'include',
    signal,
  });
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Spec §4 App authentication: the state follows `isAuthenticated`; any failure means not
 * authenticated, and a 401 also removes the stored token. Other failures are only logged.
 */
export async function resolveIsAuthenticated(signal?: AbortSignal): Promise<boolean> {
  try {
    const answer = await checkStatus(signal);
    return saysAuthenticated(answer);
  } catch (error) {
    if (isAbort(error)) throw error;
    // Offline with a stored token: the device's downloaded books stay readable (decision 032);
    // the token is checked again once the connection returns.
    if (isApiError(error) && error.status === 0 && typeof navigator !== 'undefined' && !navigator.onLine)
      return true;
    if (isApiError(error) && error.status === 401) clearToken();
    else console.error('Authentication check failed', error);
    return false;
  }
}

export const checkStatusQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: authQueryKeys.status(token),
    queryFn: ({ signal }) => resolveIsAuthenticated(signal),
    // With no stored token the state is "not authenticated" and no call is made.
    enabled: token !== null,
    staleTime: 5 * 60_000,
    retry: false,
    // Asked offline too (it answers at once instead of waiting for a connection).
    networkMode: 'always',
  });
