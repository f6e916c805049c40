import {
  ACCOUNT_MESSAGES,
  ACHIEVEMENTS,
  DEFAULT_NOTIFICATION_SETTINGS,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_SETTING_FOR_TYPE,
  type NotificationType,
} from '@quire/shared';
import { notFound } from '../../errors.js';
import type { DomainEvents, EventBus } from '../../events.js';
import { createAnnounceThrottle } from './announce-throttle.js';
import { presentNotification } from './notifications.presenter.js';
import type { NotificationsRepository } from './notifications.repository.js';

/** A book's own page (the web app's /book/:bookId). */
export const bookLink = (bookId: string) => `/book/${bookId}`;
export const chapterLink = (bookId: string, chapterNumber: number) =>
  `/book-reader?book=${bookId}&chapter=${chapterNumber}`;

/** Whether the user's notificationSettings allow this type (missing flags use the defaults). */
export function allows(settings: Record<string, boolean> | null | undefined, type: NotificationType) {
  const key = NOTIFICATION_SETTING_FOR_TYPE[type];
  return (settings?.[key] ?? DEFAULT_NOTIFICATION_SETTINGS[key]) !== false;
}

/** Where a deleted book's readers are sent: their library, never the page that is gone. */
export const REMOVED_BOOK_LINK = '/book-library';

/** How often one notification may be announced over realtime while it keeps taking activity. */
export const ANNOUNCE_INTERVAL_MS = 3000;

type ActivityType = Extract<NotificationType, 'comment' | 'like' | 'rating'>;

interface ActivityOnBook {
  type: ActivityType;
  bookId: string;
  actorId: string;
  /** Builds the text from the latest actor's name, the book's title and the other actors' count. */
  message: (actor: string, title: string, others: number) => string;
  /** A chapter's comments group apart from the book's. */
  chapterNumber?: number;
  /** Same actor again while unread (like, unlike, like): nothing changes. */
  ignoreRepeats: boolean;
}

export interface NotificationsServiceOptions {
  announceIntervalMs?: number;
}

export function createNotificationsService(
  repository: NotificationsRepository,
  events: EventBus,
  options: NotificationsServiceOptions = {},
) {
  const throttle = createAnnounceThrottle(
    options.announceIntervalMs ?? ANNOUNCE_INTERVAL_MS,
    (userId, notificationId) => events.emit('notification.created', { userId, notificationId }),
  );
  const announce = (userId: string, notificationId: string) => throttle.announce(userId, notificationId);

  /**
   * Tells a book's owner that someone else did something with it, if their settings allow; while
   * an unread notification about the same thing waits, that one takes the activity.
   */
  async function notifyOwner(activity: ActivityOnBook) {
    const book = await repository.findBook(activity.bookId);
    // A draft is seen by its owner alone: nothing done with it is news (decision 018).
    if (!book?.ownerId || !book.published || book.ownerId === activity.actorId) return null;
    const [owner, actor] = await Promise.all([
      repository.findUser(book.ownerId),
      repository.findUser(activity.actorId),
    ]);
    if (!owner || !actor || !allows(owner.notificationSettings, activity.type)) return null;
    const onChapter = activity.chapterNumber !== undefined;
    const { row, change } = await repository.recordActivity({
      userId: owner.id,
      type: activity.type,
      groupKey: onChapter ? `chapter:${book.id}:${activity.chapterNumber}` : `book:${book.id}`,
      bookId: book.id,
      link: onChapter ? chapterLink(book.id, activity.chapterNumber!) : bookLink(book.id),
      actorId: actor.id,
      ignoreRepeats: activity.ignoreRepeats,
      render: (others) => activity.message(actor.name, book.title, others),
    });
    if (change === 'unchanged') return null;
    announce(owner.id, row.id);
    return row;
  }

  return {
    onCommented(event: { bookId: string; actorId: string; chapterNumber?: number }) {
      return notifyOwner({
        type: 'comment',
        bookId: event.bookId,
        actorId: event.actorId,
        message: NOTIFICATION_MESSAGES.commented,
        chapterNumber: event.chapterNumber,
        ignoreRepeats: false,
      });
    },

    onLiked(event: { bookId: string; actorId: string }) {
      return notifyOwner({
        type: 'like',
        bookId: event.bookId,
        actorId: event.actorId,
        message: NOTIFICATION_MESSAGES.liked,
        ignoreRepeats: true,
      });
    },

    onRated(event: { bookId: string; actorId: string; rating: number }) {
      return notifyOwner({
        type: 'rating',
        bookId: event.bookId,
        actorId: event.actorId,
        message: (actor, title, others) => NOTIFICATION_MESSAGES.rated(actor, title, event.rating, others),
        ignoreRepeats: true,
      });
    },

    /**
     * Deleted books: everyone who had one in their library hears of it (their setting allowing),
     * pointed at their library. Notifications that linked to the book went with it (FK cascade).
     */
    async onBooksRemoved(event: DomainEvents['books.removed']) {
      const stored: { id: string; userId: string }[] = [];
      for (const book of event.books) {
        const rows = await repository.insertForUsers({
          userIds: book.readerIds,
          settingKey: NOTIFICATION_SETTING_FOR_TYPE.book_removed,
          type: 'book_removed',
          message: NOTIFICATION_MESSAGES.bookRemoved(book.title),
          link: REMOVED_BOOK_LINK,
        });
        for (const row of rows) announce(row.userId, row.id);
        stored.push(...rows);
      }
      return stored;
    },

    /**
     * After an account is deleted, no notification names that person: every group they were in
     * names its latest remaining actor and counts the rest; one about them alone is removed.
     */
    async onUserDeleted(event: { userId: string }) {
      const affected = await repository.forgetActor(event.userId);
      const groups = await repository.findGroupsToReword(affected);
      const gone: string[] = [];
      for (const group of groups) {
        const { latestActorId: actorId, latestActorName: actor, title } = group;
        const others = group.remaining - 1;
        const message =
          !actorId || !actor || title === null || group.remaining === 0
            ? null
            : group.type === 'comment'
              ? NOTIFICATION_MESSAGES.commented(actor, title, others)
              : group.type === 'like'
                ? NOTIFICATION_MESSAGES.liked(actor, title, others)
                : group.latestRating === null && others === 0
                  ? null
                  : NOTIFICATION_MESSAGES.rated(actor, title, group.latestRating ?? 0, others);
        if (message === null) gone.push(group.id);
        else await repository.rewordGroup(group.id, actorId!, group.remaining, message);
      }
      await repository.deleteByIds(gone);
      return { reworded: groups.length - gone.length, removed: gone.length };
    },

    /** Stops pending realtime announcements (the app is closing). */
    close() {
      throttle.close();
    },

    /** Everyone who favourited the book hears about its new chapter (the author does not). */
    async onChapterPublished(event: { bookId: string; chapterNumber: number; title: string }) {
      const book = await repository.findBook(event.bookId);
      // Drafts announce nothing; publishing one announces its chapters (decision 018).
      if (!book?.published) return [];
      const rows = await repository.insertForFavoriters({
        bookId: book.id,
        excludeUserId: book.ownerId,
        settingKey: NOTIFICATION_SETTING_FOR_TYPE.chapter,
        type: 'chapter',
        message: NOTIFICATION_MESSAGES.newChapter(book.title, event.title),
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
        message: NOTIFICATION_MESSAGES.achievementUnlocked(name ?? event.achievementId),
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
