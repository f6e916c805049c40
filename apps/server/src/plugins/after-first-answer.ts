import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs `task` once, just after the instance's first answer has gone out, or `latestMs` after
     * it is ready if no request comes first; never once it is closing (decision 071).
     */
    afterFirstAnswer(task: () => void, latestMs: number): void;
  }
}

/**
 * Start-up work the first request must not queue behind (decision 071): a sweep of crash
 * leftovers or due releases is a statement the database runs before the first page's when it
 * runs first. Each task runs right after the first answer, or at its deadline if none comes.
 * Register it before the plugins that defer work to it.
 */
export const afterFirstAnswerPlugin = fp(
  async (app: FastifyInstance) => {
    const deadlines = new Map<() => void, number>();
    const timers = new Set<NodeJS.Timeout>();
    let ready = false;
    let answered = false;
    let closing = false;

    const run = (task: () => void) => {
      if (closing || !deadlines.delete(task)) return;
      task();
    };
    const schedule = (task: () => void, latestMs: number) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        run(task);
      }, latestMs);
      timer.unref();
      timers.add(timer);
    };

    app.decorate('afterFirstAnswer', (task: () => void, latestMs: number) => {
      if (closing) return;
      deadlines.set(task, latestMs);
      if (answered) setImmediate(() => run(task));
      else if (ready) schedule(task, latestMs);
    });
    app.addHook('onReady', async () => {
      ready = true;
      for (const [task, latestMs] of deadlines) schedule(task, latestMs);
    });
    // A callback hook, not an async one: every later answer passes it at the cost of one test.
    app.addHook('onResponse', (_request, _reply, done) => {
      if (!answered) {
        answered = true;
        // After this answer has been written, not in its way.
        setImmediate(() => {
          for (const timer of timers) clearTimeout(timer);
          timers.clear();
          for (const task of [...deadlines.keys()]) run(task);
        });
      }
      done();
    });
    app.addHook('preClose', async () => {
      closing = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      deadlines.clear();
    });
  },
  { name: 'after-first-answer' },
);
