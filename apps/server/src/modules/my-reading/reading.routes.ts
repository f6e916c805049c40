import { endpoints } from '@quire/shared/endpoints';
import { API_MESSAGES } from '@quire/shared/messages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { manualLogParams } from '../../http/params.js';
import { protectedScope, readingErrors, requestedTimeZone, type RouteApp } from '../../http/route-helpers.js';
import { currentUser } from '../../plugins/auth.js';
import { route } from '../../route.js';
import { registerCollectionsRoutes } from './collections.routes.js';
import { registerGoalsRoutes } from './goals.routes.js';
import { registerSpeedRoutes } from './speed.routes.js';

/** "My reading": goals, stats, progress, history, achievements, manual logs, collections. */
export const readingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reading, goals, collections, library, speed } = app.services;

  // Sessions and completed books count towards achievements: they may unlock from either.
  app.events.on('reading.recorded', ({ userId }) => reading.syncAchievements(userId).then(() => undefined));
  app.events.on('entry.completed', ({ userId }) => reading.syncAchievements(userId).then(() => undefined));

  const zoneOf = (request: FastifyRequest) =>
    reading.timeZoneFor(currentUser(request).id, requestedTimeZone(request));

  // Everything here is the caller's own reading: one protected scope for all of it.
  await protectedScope(app, (scope) => {
    registerGoalsRoutes(scope, { goals, zoneOf });
    registerCollectionsRoutes(scope, { collections });
    registerStatsRoutes(scope);
    registerSpeedRoutes(scope, { speed });
  });

  /** Stats, progress, history, achievements and manual logs. */
  function registerStatsRoutes(scope: RouteApp) {
    route(
      scope,
      endpoints.statsSummary,
      {
        tags: ['reading'],
        summary: 'Totals, streaks, daily average, monthly counts of a year and the weekly goals series',
        responses: readingErrors,
      },
      async (request) => reading.summary(currentUser(request).id, await zoneOf(request), request.query),
    );

    route(
      scope,
      endpoints.readingProgress,
      {
        tags: ['reading'],
        summary: 'The books the caller is currently reading',
        responses: readingErrors,
      },
      async (request) => library.currentlyReading(currentUser(request).id),
    );

    route(
      scope,
      endpoints.readingHistory,
      {
        tags: ['reading'],
        summary: 'Every book the caller started or finished',
        responses: readingErrors,
      },
      async (request) => library.history(currentUser(request).id, request.query),
    );

    route(
      scope,
      endpoints.achievements,
      {
        tags: ['reading'],
        summary: 'The five achievements with progress, and the Books Read / Day Streak / Hours Read counters',
        responses: readingErrors,
      },
      async (request) => reading.achievements(currentUser(request).id, await zoneOf(request)),
    );

    route(
      scope,
      endpoints.listManualLogs,
      {
        tags: ['reading'],
        summary: "The caller's recent manual logs (reading done outside the app)",
        responses: readingErrors,
      },
      async (request) => reading.listManualLogs(currentUser(request).id, await zoneOf(request)),
    );

    route(
      scope,
      endpoints.createManualLog,
      {
        tags: ['reading'],
        summary: 'Log a book finished, a reading day or a reading hour outside the app',
        responses: readingErrors,
      },
      async (request, reply) => {
        const created = await reading.createManualLog(
          currentUser(request).id,
          await zoneOf(request),
          request.body.kind,
        );
        return reply.status(201).send(created);
      },
    );

    route(
      scope,
      endpoints.deleteManualLog,
      {
        tags: ['reading'],
        summary: 'Remove one of the caller’s manual logs',
        params: manualLogParams,
        responses: readingErrors,
      },
      async (request) => {
        await reading.deleteManualLog(currentUser(request).id, request.params.id);
        return { message: API_MESSAGES.logRemoved };
      },
    );
  }
};
