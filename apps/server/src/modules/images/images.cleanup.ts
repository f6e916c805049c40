import { endpoints } from '@quire/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { routeKey } from '../../route.js';

/** An image younger than this is never swept: it may belong to a form that is not saved yet. */
export const UNREFERENCED_IMAGE_GRACE_SECONDS = 60 * 60;
/** How often each instance sweeps (and once after it starts). */
export const IMAGE_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/**
 * The first sweep runs after the instance's first answer (it reads every chapter's document,
 * work a start must not wait for: decision 058), or this long after start if nobody asks.
 */
export const FIRST_SWEEP_AT_THE_LATEST_MS = 60 * 1000;

/** Successful writes that can leave the caller's own images without a reference. */
const DROPS_REFERENCES = new Set(
  [endpoints.updateBook, endpoints.deleteBook, endpoints.uploadAvatar, endpoints.deleteAccount].map(routeKey),
);

/**
 * Deletes images nothing references: right after a write that replaced or removed a cover or an
 * avatar (the caller's own leftovers), and in a sweep of all of them after start and every hour.
 * Both keep images younger than an hour. Housekeeping never fails a request: errors are logged.
 */
export const imageCleanupPlugin = fp(
  async (app: FastifyInstance) => {
    const repository = app.services.imagesRepository;
    const running = new Set<Promise<unknown>>();
    const track = (what: string, work: Promise<number>) => {
      const done = work
        .then((deleted) => {
          if (deleted > 0) app.log.info({ deleted }, `${what}: unreferenced images deleted`);
        })
        .catch((error) => app.log.warn({ err: error }, `${what}: image cleanup failed`))
        .finally(() => running.delete(done));
      running.add(done);
    };
    const sweep = () =>
      track('sweep', repository.deleteUnreferenced({ olderThanSeconds: UNREFERENCED_IMAGE_GRACE_SECONDS }));

    let timer: NodeJS.Timeout | undefined;
    app.afterFirstAnswer(() => {
      sweep();
      timer = setInterval(sweep, IMAGE_SWEEP_INTERVAL_MS);
      timer.unref();
    }, FIRST_SWEEP_AT_THE_LATEST_MS);
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await Promise.allSettled(running);
    });

    app.addHook('onResponse', async (request, reply) => {
      if (reply.statusCode < 200 || reply.statusCode >= 300 || !request.user) return;
      if (!DROPS_REFERENCES.has(`${request.method} ${request.routeOptions.url}`)) return;
      track(
        'after write',
        repository.deleteUnreferenced({
          olderThanSeconds: UNREFERENCED_IMAGE_GRACE_SECONDS,
          ownerId: request.user.id,
        }),
      );
    });
  },
  { name: 'image-cleanup' },
);
