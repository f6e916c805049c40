import {
  ACCOUNT_MESSAGES,
  ACHIEVEMENTS,
  DEFAULT_NOTIFICATION_SETTINGS,
  NOTIFICATION_SETTING_FOR_TYPE,
  type NotificationType,
  NOTIFICATION_TEXT,
} from '@quire/shared';
import { notFound } from '../../errors.js';
import type { EventBus } from '../../events.js';
import { presentNotification } from './notifications.presenter.js';
import type { NotificationsRepository } from './notifications.repository.js';

export const bookLink = (bookId: string) => `/book-library?book=${bookId}`;
export const chapterLink = (bookId: string, chapterNumber: number) =>
  `/book-reader?book=${bookId}&chapter=${chapterNumber}`;

/** Whether the user's notificationSettings allow this type (missing flags use the defaults). */
export function allows(settings: Record<string, boolean> | null | undefined, type: NotificationType) {
  const key = NOTIFICATION_SETTING_FOR_TYPE[type];
  return (settings?.[key] ?? DEFAULT_NOTIFICATION_SETTINGS[key]) !== false;
}

interface ActivityOnBook {
  type: Extract<NotificationType, 'comment' | 'like' | 'rating'>;
  bookId: string;
  actorId: string;
  /** Builds the text from the actor's name and the book's title. */
  message: (actor: string, title: string) => string;
  link: string;
  /** Skip when the same actor already has an unread one about the same thing (like/unlike/like). */
  collapse: boolean;
}

export function createNotificationsService(repository: NotificationsRepository, events: EventBus) {
  const announce = (userId: string, notificationId: string) =>
    events.emit('notification.created', { userId, notificationId });

  /** Tells a book's owner that someone else did something with it, if their settings allow. */
  async function notifyOwner(activity: ActivityOnBook) {
    const book = await repository.findBook(activity.bookId);
    if (!book?.ownerId || book.ownerId === activity.actorId) return null;
    const [owner, actor] = await Promise.all([
      repository.findUser(book.ownerId),
      repository.findUser(activity.actorId),
    ]);
    if (!owner || !actor || !allows(owner.notificationSettings, activity.type)) return null;
    if (
      activity.collapse &&
      (await repository.hasUnreadDuplicate(owner.id, activity.type, actor.id, activity.link))
    )
      return null;
    const row = await repository.insert({
      userId: owner.id,
      type: activity.type,
      message: activity.message(actor.name, book.title),
      link: activity.link,
      actorId: actor.id,
    });
    announce(owner.id, row.id);
    return row;
  }

  return {
    onCommented(event: { bookId: string; actorId: string; chapterNumber?: number }) {
      return notifyOwner({
        type: 'comment',
        bookId: event.bookId,
        actorId: event.actorId,
        message: NOTIFICATION_TEXT.commented,
        link:
          event.chapterNumber !== undefined
            ? chapterLink(event.bookId, event.chapterNumber)
            : bookLink(event.bookId),
        collapse: false,
      });
    },

    onLiked(event: { bookId: string; actorId: string }) {
      return notifyOwner({
        type: 'like',
        bookId: event.bookId,
        actorId: event.actorId,
        message: NOTIFICATION_TEXT.liked,
        link: bookLink(event.bookId),
        collapse: true,
      });
    },

    onRated(event: { bookId: string; actorId: string; rating: number }) {
      return notifyOwner({
        type: 'rating',
        bookId: event.bookId,
        actorId: event.actorId,
        message: (actor, title) => NOTIFICATION_TEXT.rated(actor, title, event.rating),
        link: bookLink(event.bookId),
        collapse: true,
      });
    },

    /** Everyone who favourited the book hears about its new chapter (the author does not). */
    async onChapterPublished(event: { bookId: string; chapterNumber: number; title: string }) {
      const book = await repository.findBook(event.bookId);
      if (!book) return [];
      const rows = await repository.insertForFavoriters({
        bookId: book.id,
        excludeUserId: book.ownerId,
        settingKey: NOTIFICATION_SETTING_FOR_TYPE.chapter,
        type: 'chapter',
        message: NOTIFICATION_TEXT.newChapter(book.title, event.title),
        link: chapterLink(book.id, event.chapterNumber),
      });
      for (const row of rows) announce(row.userId, row.id);
      return rows;
    },

    async onAchievementUnlocked(event: { userId: string; achievementId: string; name?: string }) {
      const user = await repository.findUser(event.userId);
      if (!user || !allows(user.notificationSettings, 'achievement')) return null;
      const name = event.name ?? ACHIEVEMENTS.find((a) => a.id === event.achievementId)?.name;
      const row = await repository.insert({
        userId: user.id,
        type: 'achievement',
        message: NOTIFICATION_TEXT.achievementUnlocked(name ?? event.achievementId),
        link: '/achievements',
      });
      announce(user.id, row.id);
      return row;
    },

    async list(userId: string, page: number, limit: number) {
      const [rows, total, unreadCount] = await Promise.all([
        repository.listForUser(userId, page, limit),
        repository.countForUser(userId),
        repository.countUnread(userId),
      ]);
      return {
        notifications: rows.map(presentNotification),
        unreadCount,
        total,
        page,
        totalPages: Math.max(1, Math.ceil(total / limit)),
      };
    },

    async markAllRead(userId: string) {
      await repository.markAllRead(userId);
      return { message: ACCOUNT_MESSAGES.allRead, unreadCount: 0 };
    },

    async markRead(userId: string, id: string) {
      // Someone else's notification answers exactly like a missing one.
      if (!(await repository.markRead(userId, id))) throw notFound(ACCOUNT_MESSAGES.notificationNotFound);
      return { message: ACCOUNT_MESSAGES.read, unreadCount: await repository.countUnread(userId) };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
