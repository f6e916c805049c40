import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstAnswerPlugin } from './after-first-answer.js';

/** A bare app with the plugin and one route; `ran` lists the tasks run, in order. */
async function appWith(tasks: [name: string, latestMs: number][]) {
  const app = Fastify();
  await app.register(afterFirstAnswerPlugin);
  const ran: string[] = [];
  for (const [name, latestMs] of tasks) app.afterFirstAnswer(() => ran.push(name), latestMs);
  app.get('/', async () => ({ ran: [...ran] }));
  await app.ready();
  return { app, ran };
}

/** Lets setImmediate callbacks (where tasks start after an answer) run. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('work left until the first answer', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    vi.useRealTimers();
    await app?.close();
    app = undefined;
  });

  it('runs nothing while starting, and every task once, after the first answer has gone out', async () => {
    const started = await appWith([
      ['outbox', 60_000],
      ['sweep', 60_000],
    ]);
    app = started.app;
    await nextTurn();
    expect(started.ran).toEqual([]);
    // The first answer itself is not kept waiting: it is written before the tasks run.
    expect((await app.inject({ url: '/' })).json()).toEqual({ ran: [] });
    await nextTurn();
    expect(started.ran).toEqual(['outbox', 'sweep']);
    await app.inject({ url: '/' });
    await nextTurn();
    expect(started.ran).toEqual(['outbox', 'sweep']);
  });

  it('runs each task at its deadline when no request comes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const started = await appWith([
      ['soon', 1000],
      ['later', 60_000],
    ]);
    app = started.app;
    vi.advanceTimersByTime(999);
    expect(started.ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(started.ran).toEqual(['soon']);
    vi.advanceTimersByTime(59_000);
    expect(started.ran).toEqual(['soon', 'later']);
    // A task whose deadline came first is not run again by the first answer.
    await app.inject({ url: '/' });
    await nextTurn();
    expect(started.ran).toEqual(['soon', 'later']);
  });

  it('runs a task deferred after the first answer at once, and none once closing', async () => {
    const started = await appWith([]);
    app = started.app;
    await app.inject({ url: '/' });
    await nextTurn();
    app.afterFirstAnswer(() => started.ran.push('late'), 60_000);
    await nextTurn();
    expect(started.ran).toEqual(['late']);

    // The deadline's clock is faked: a busy machine cannot let it pass before the close begins.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const closing = await appWith([['never', 1000]]);
    await closing.app.close();
    vi.advanceTimersByTime(60_000);
    expect(closing.ran).toEqual([]);
  });
});
