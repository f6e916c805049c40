import type { FileJobStatus } from '@quire/shared/constants/file-jobs';

/**
 * Domain events that other modules react to (notifications, achievements, caches).
 * Emitted by services after their transaction commits; listeners must not throw. The events in
 * DURABLE_EVENTS are not emitted directly: they are written to the outbox in the transaction of
 * the write they describe and delivered from there after the commit (src/outbox, decision 017),
 * so listeners of those may see one event again after a crash and must tolerate a repeat.
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
  /** One of userId's file jobs changed status or place in the wait list (the realtime plugin tells them). */
  'file-job.changed': { userId: string; jobId: string; status: FileJobStatus };
  /** Rows were committed to the outbox: the dispatcher delivers them (carries no data). */
  'outbox.written': Record<string, never>;
}

/** The events that travel through the outbox, written in the same transaction as their write. */
export const DURABLE_EVENTS = ['book.commented', 'book.liked', 'book.rated', 'chapter.published'] as const;
export type DurableEventName = (typeof DURABLE_EVENTS)[number];
export const isDurableEvent = (name: string): name is DurableEventName =>
  (DURABLE_EVENTS as readonly string[]).includes(name);

type Listener = (payload: never) => void | Promise<void>;

export interface EventBus {
  /** Runs the listeners without waiting; their failures are logged, never thrown. */
  emit<K extends keyof DomainEvents>(name: K, payload: DomainEvents[K]): void;
  /**
   * Runs the listeners and waits for all of them; rejects when one failed (after every listener
   * ran). The outbox dispatcher uses it to know a row was delivered.
   */
  deliver<K extends keyof DomainEvents>(name: K, payload: DomainEvents[K]): Promise<void>;
  on<K extends keyof DomainEvents>(
    name: K,
    listener: (payload: DomainEvents[K]) => void | Promise<void>,
  ): void;
}

export function createEventBus(onListenerError: (error: unknown, name: string) => void): EventBus {
  const listeners = new Map<string, Listener[]>();
  const run = (name: string, payload: unknown) =>
    (listeners.get(name) ?? []).map((listener) =>
      // Each listener starts in its own microtask, as EventEmitter listeners wrapped in a promise did.
      Promise.resolve().then(() => (listener as (p: unknown) => void | Promise<void>)(payload)),
    );
  return {
    emit(name, payload) {
      // Side effects never fail the request that caused them; they are logged instead.
      for (const result of run(name, payload)) result.catch((error) => onListenerError(error, name));
    },
    async deliver(name, payload) {
      const results = await Promise.allSettled(run(name, payload));
      const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      for (const failure of failures) onListenerError(failure.reason, name);
      if (failures.length > 0)
        throw new AggregateError(
          failures.map((f) => f.reason),
          `${name} listener failed`,
        );
    },
    on(name, listener) {
      const list = listeners.get(name) ?? [];
      list.push(listener as Listener);
      listeners.set(name, list);
    },
  };
}
