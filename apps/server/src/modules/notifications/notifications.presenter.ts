import type { Notification } from '@quire/shared';
import type { NotificationRow } from './notifications.repository.js';

/** A notification as the bell lists it; the actor and recipient ids stay on the server. */
export function presentNotification(row: NotificationRow): Notification {
  return {
    _id: row.id,
    type: row.type,
    message: row.message,
    link: row.link,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
  };
}
