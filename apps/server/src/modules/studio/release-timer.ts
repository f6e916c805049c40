import { RELEASE_TICK_MS } from '@quire/shared/constants/studio';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** At the latest this long after the instance is ready, its first tick releases what fell due. */
const FIRST_TICK_AT_THE_LATEST_MS = 1000;

/**
 * Releases scheduled chapters when their time comes (decision 060). Every instance runs this
 * timer; the conditional claim releases each chapter exactly once, whichever instance gets it.
 * Off under NODE_ENV=test, where tests call the tick (`services.studio.releaseDue`) themselves.
 */
export const releaseTimerPlugin = fp(
  async (app: FastifyInstance) => {
    const studio = app.services.studio;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> | undefined;
    const tick = () => {
      running ??= studio
        .releaseDue()
        .catch((error: unknown) => app.log.error({ err: error }, 'releasing scheduled chapters failed'))
        .finally(() => {
          running = undefined;
        });
    };
    app.addHook('onReady', async () => {
      if (app.env.NODE_ENV === 'test') return;
      // The first tick waits for the first answer (decision 071), at most a second.
      app.afterFirstAnswer(tick, FIRST_TICK_AT_THE_LATEST_MS);
      timer = setInterval(tick, RELEASE_TICK_MS);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'release-timer' },
);
