import * as routes from '@quire/shared/routes';
import type { RouteResponse } from '@quire/shared/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useToken } from '@/lib/token-storage';
import { notificationsQueryKeys } from './notifications-query-keys';

/** PUT /api/notifications/read with an empty body (spec §7). */
export const markAllNotificationsRead = () => api(routes.markAllNotificationsRead);

type NotificationListResponse = RouteResponse<typeof routes.listNotifications>;

/**
 * Marks everything read. The dot goes away at once (optimistic); a failure is only logged
 * (spec §8 silent failures) and the list is refetched so the dot reflects the server again.
 */
export function useMarkAllNotificationsRead() {
  const token = useToken();
  const queryClient = useQueryClient();
  const key = notificationsQueryKeys.list(token);
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<NotificationListResponse>(key);
      if (previous) {
        queryClient.setQueryData<NotificationListResponse>(key, {
          ...previous,
          unreadCount: 0,
          notifications: previous.notifications.map((item) => ({ ...item, isRead: true })),
        });
      }
      return { previous };
    },
    onError: (error, _variables, context) => {
      console.error('Could not mark notifications as read', error);
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
