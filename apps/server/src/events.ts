import { EventEmitter } from 'node:events';

/**
 * Domain events that other modules react to (notifications, achievements, caches).
 * Emitted by services after their transaction commits; listeners must not throw.
 */
export interface DomainEvents {
  'book.commented': { bookId: string; actorId: string; commentId: string; chapterNumber?: number };
  'book.liked': { bookId: string; actorId: string };
  'book.rated': { bookId: string; actorId: string; rating: number };
  'chapter.published': { bookId: string; chapterNumber: number; title: string };
  /** The reader stored a reading session. */
  'reading.recorded': { userId: string };
  /**
   * A library entry became Completed (status board, the books API's entry update, or the reader
   * reaching the end): the one announcement every completion side effect listens to.
   */
  'entry.completed': { userId: string; bookId: string };
  'user.deleted': { userId: string };
  /**
   * Books were deleted (one by its owner or an admin, or all of a deleted account's), with what
   * telling their readers needs, gathered before the rows went: readerIds are the users other
   * than the owner who had the book in their library.
   */
  'books.removed': { books: { bookId: string; title: string; readerIds: string[] }[] };
  'achievement.unlocked': { userId: string; achievementId: string; name: string };
  /** A notification row was stored for userId (the realtime plugin tells that user's sockets). */
  'notification.created': { userId: string; notificationId: string };
  /** userId's tokens were revoked (password change, log out everywhere): drop their live sockets. */
  'user.sessions.revoked': { userId: string };
}

export interface EventBus {
  emit<K extends keyof DomainEvents>(name: K, payload: DomainEvents[K]): void;
  on<K extends keyof DomainEvents>(
    name: K,
    listener: (payload: DomainEvents[K]) => void | Promise<void>,
  ): void;
}

export function createEventBus(onListenerError: (error: unknown, name: string) => void): EventBus {
  const emitter = new EventEmitter();
  return {
    emit(name, payload) {
      emitter.emit(name, payload);
    },
    on(name, listener) {
      emitter.on(name, (payload) => {
        // Side effects never fail the request that caused them; they are logged instead.
        Promise.resolve()
          .then(() => listener(payload))
          .catch((error) => onListenerError(error, name));
      });
    },
  };
}
