import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createOutboxDispatcher, type OutboxDispatcher } from './outbox.dispatcher.js';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxDispatcher;
  }
}

/**
 * The outbox dispatcher (decision 017): at start it delivers what a crash left pending, after a
 * write commits it is nudged through `outbox.written`, and a periodic sweep retries failures.
 * Register it after the modules whose listeners it feeds; it starts once the app is ready.
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
    app.addHook('onReady', () => dispatcher.start());
    app.addHook('onClose', () => dispatcher.close());
  },
  { name: 'outbox' },
);
