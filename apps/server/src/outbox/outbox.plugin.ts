import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createOutboxDispatcher, type OutboxDispatcher } from './outbox.dispatcher.js';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxDispatcher;
  }
}

/** At the latest this long after the app is ready, the outbox delivers what a crash left pending. */
export const OUTBOX_START_AT_THE_LATEST_MS = 1000;

/**
 * The outbox dispatcher (decision 017): at start it delivers what a crash left pending, after a
 * write commits it is nudged through `outbox.written`, and a periodic sweep retries failures.
 * Register it after the modules whose listeners it feeds; it starts after the instance's first
 * answer, or a second after it is ready (decision 071).
 */
export const outboxPlugin = fp(
  async (app: FastifyInstance) => {
    const dispatcher = createOutboxDispatcher({
      repository: app.services.outboxRepository,
      deliver: (event, payload) => app.events.deliver(event as never, payload as never),
      log: app.log,
    });
    app.decorate('outbox', dispatcher);
    app.events.on('outbox.written', () => dispatcher.nudge());
    app.afterFirstAnswer(() => void dispatcher.start(), OUTBOX_START_AT_THE_LATEST_MS);
    app.addHook('onClose', () => dispatcher.close());
  },
  { name: 'outbox' },
);
