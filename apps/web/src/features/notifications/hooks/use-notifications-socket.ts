import { REALTIME_EVENTS } from '@quire/shared/constants/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useRealtimeEvent } from '@/hooks/use-realtime-event';
import { notificationsQueryKeys } from '../api/notifications-query-keys';

/**
 * New notifications without a reload: each `notification:new { id }` on the page's real-time
 * connection (hooks/use-realtime-event) invalidates the notifications query, so the bell's dot
 * appears; after a reconnect the list is refetched too.
 */
export function useNotificationsSocket() {
  const queryClient = useQueryClient();
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: notificationsQueryKeys.all }),
    [queryClient],
  );
  useRealtimeEvent(REALTIME_EVENTS.notificationNew, refresh);
}
