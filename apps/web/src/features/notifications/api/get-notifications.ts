import * as routes from '@quire/shared/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useToken } from '@/lib/token-storage';
import { notificationsQueryKeys } from './notifications-query-keys';

/** How many of the newest notifications the bell shows. */
export const BELL_PAGE_SIZE = 20;

export const getNotifications = (signal?: AbortSignal) =>
  api(routes.listNotifications, { query: { page: 1, limit: BELL_PAGE_SIZE }, signal });

export const notificationsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: notificationsQueryKeys.list(token),
    queryFn: ({ signal }) => getNotifications(signal),
    enabled: token !== null,
    // New ones arrive over the socket; this is only a safety net if it is down.
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });

/** The newest notifications and the unread count of the signed-in user. */
export function useNotifications() {
  const token = useToken();
  return useQuery(notificationsQueryOptions(token));
}
