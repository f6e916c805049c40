import { errorResponseSchema } from '@quire/shared';
import { endpoints } from '@quire/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fileJobParams } from '../../http/params.js';
import { keepAnswersPrivate, protectedScope } from '../../http/route-helpers.js';
import { currentUser } from '../../plugins/auth.js';
import { route } from '../../route.js';
import type { FileJobsService } from './file-jobs.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The record of each piece of file work its reader can follow (`track` wraps the work). */
    fileJobs: FileJobsService;
  }
}

/** How often the sweep looks for interrupted jobs (and prunes old ones). */
export const FILE_JOB_SWEEP_INTERVAL_MS = 60_000;

const errors = { 401: errorResponseSchema, 404: errorResponseSchema };

/**
 * File jobs: the service (decorated as `app.fileJobs`, which file work routes wrap their work in),
 * the caller's list and dismissal, and the sweep that fails the jobs a stopped server left
 * behind. At start on the embedded database (one process) every unfinished job is such a job; on
 * PostgreSQL other instances may be working on theirs, so only jobs not updated for longer than
 * the file work's time limit plus a margin are, at start and then every minute.
 */
export const fileJobsModule = fp(
  async (app: FastifyInstance) => {
    const service = app.services.fileJobs;
    app.decorate('fileJobs', service);

    const sweep = (options: Parameters<typeof service.sweep>[0]) =>
      service.sweep(options).catch((error) => {
        app.log.error({ err: error }, 'file job sweep failed');
      });
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      // Before listening, only what a new job must not be mistaken for; old jobs (which no list
      // shows) are pruned by the sweeps that follow (decision 058).
      await sweep({ everyUnfinished: app.database.kind === 'pglite', prune: false });
      timer = setInterval(() => void sweep({ everyUnfinished: false }), FILE_JOB_SWEEP_INTERVAL_MS);
      timer.unref();
    });
    app.addHook('preClose', async () => clearInterval(timer));

    await protectedScope(app, (scope) => {
      keepAnswersPrivate(scope);
      route(
        scope,
        endpoints.listFileJobs,
        {
          tags: ['file-jobs'],
          summary: "The caller's file jobs (imports, exports) of the last 7 days, newest first, at most 50",
          responses: errors,
        },
        async (request) => service.list(currentUser(request)),
      );
      route(
        scope,
        endpoints.dismissFileJob,
        {
          tags: ['file-jobs'],
          summary: "Dismisses one of the caller's file jobs from the list (what it made stays)",
          params: fileJobParams,
          responses: errors,
        },
        async (request) => service.dismiss(currentUser(request), request.params.id),
      );
    });
  },
  { name: 'file-jobs' },
);
