import type { DomainEvents, EventBus } from '../../events.js';

/**
 * An event bus for the import's library service: everything passes through but `entry.completed`,
 * which is held per user until `release(userId)` announces it once. The import writes its entries
 * in several steps, and decision 025 checks achievements once per import, after its last write.
 */
export function holdCompletions(events: EventBus) {
  const held = new Map<string, DomainEvents['entry.completed']>();
  const bus: EventBus = {
    emit(name, payload) {
      if (name !== 'entry.completed') return events.emit(name, payload);
      const completed = payload as DomainEvents['entry.completed'];
      if (!held.has(completed.userId)) held.set(completed.userId, completed);
    },
    deliver: (name, payload) => events.deliver(name, payload),
    on: (name, listener) => events.on(name, listener),
  };
  return {
    events: bus,
    /** Announces the user's held completion, if the import completed any book. */
    release(userId: string) {
      const completed = held.get(userId);
      if (!completed) return;
      held.delete(userId);
      events.emit('entry.completed', completed);
    },
  };
}
