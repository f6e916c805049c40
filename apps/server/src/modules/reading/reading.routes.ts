import {
  achievementsResponseSchema,
  errorResponseSchema,
  historyQuerySchema,
  historyResponseSchema,
  idParamsSchema,
  manualLogCreatedResponseSchema,
  manualLogInputSchema,
  manualLogListResponseSchema,
  messageResponseSchema,
  readingProgressResponseSchema,
  statsSummaryQuerySchema,
  statsSummarySchema,
  TIME_ZONE_HEADER,
} from '@quire/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.js';
import { createLibraryRepository } from '../library/library.repository.js';
import { createLibraryService } from '../library/library.service.js';
import { createCollectionsRepository } from './collections.repository.js';
import { registerCollectionsRoutes } from './collections.routes.js';
import { createCollectionsService } from './collections.service.js';
import { createGoalsRepository } from './goals.repository.js';
import { registerGoalsRoutes } from './goals.routes.js';
import { createGoalsService } from './goals.service.js';
import { createReadingRepository } from './reading.repository.js';
import { createReadingService } from './reading.service.js';

export const readingErrors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
export const secured = [{ bearerAuth: [] }];
/** The Fastify instance with the zod type provider, as route files receive it. */
export type ReadingApp = Parameters<FastifyPluginAsyncZod>[0];
/** Resolves the caller's time zone for this request (and stores the browser's when it changed). */
export type ZoneOf = (request: FastifyRequest) => Promise<string>;

/** The zone the browser reports: the X-Time-Zone header, else a `tz` query parameter. */
export function requestedTimeZone(request: FastifyRequest): string | undefined {
  const header = request.headers[TIME_ZONE_HEADER];
  if (typeof header === 'string' && header) return header;
  const query = request.url.indexOf('?');
  if (query === -1) return undefined;
  return new URLSearchParams(request.url.slice(query + 1)).get('tz') ?? undefined;
}

/** "My reading": goals, stats, progress, history, achievements, manual logs, collections. */
export const readingRoutes: FastifyPluginAsyncZod = async (app) => {
  const reading = createReadingService({
    reading: createReadingRepository(app.db),
    goals: createGoalsRepository(app.db),
    events: app.events,
  });
  const goals = createGoalsService({ goals: createGoalsRepository(app.db), ledgerFor: reading.ledgerFor });
  const collections = createCollectionsService({ collections: createCollectionsRepository(app.db) });
  const library = createLibraryService({ repo: createLibraryRepository(app.db), events: app.events });

  // Sessions and completed books count towards achievements: they may unlock from either.
  app.events.on('reading.recorded', ({ userId }) => reading.syncAchievements(userId).then(() => undefined));
  app.events.on('entry.completed', ({ userId }) => reading.syncAchievements(userId).then(() => undefined));

  const zoneOf = (request: FastifyRequest) =>
    reading.timeZoneFor(currentUser(request).id, requestedTimeZone(request));

  registerGoalsRoutes(app, { goals, zoneOf });
  registerCollectionsRoutes(app, { collections });

  app.get(
    '/api/stats/summary',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['reading'],
        summary: 'Totals, streaks, daily average, monthly counts of a year and the weekly goals series',
        security: secured,
        querystring: statsSummaryQuerySchema,
        response: { 200: statsSummarySchema, ...readingErrors },
      },
    },
    async (request) => reading.summary(currentUser(request).id, await zoneOf(request), request.query),
  );

  app.get(
    '/api/reading/progress',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['reading'],
        summary: 'The books the caller is currently reading',
        security: secured,
        response: { 200: readingProgressResponseSchema, ...readingErrors },
      },
    },
    async (request) => library.currentlyReading(currentUser(request).id),
  );

  app.get(
    '/api/reading/history',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['reading'],
        summary: 'Every book the caller started or finished',
        security: secured,
        querystring: historyQuerySchema,
        response: { 200: historyResponseSchema, ...readingErrors },
      },
    },
    async (request) => library.history(currentUser(request).id, request.query),
  );

  app.get(
    '/api/achievements',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['reading'],
        summary: 'The five achievements with progress, and the Books Read / Day Streak / Hours Read counters',
        security: secured,
        response: { 200: achievementsResponseSchema, ...readingErrors },
      },
    },
    async (request) => reading.achievements(currentUser(request).id, await zoneOf(request)),
  );

  app.get(
    '/api/reading/logs',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['reading'],
        summary: "The caller's recent manual logs (reading done outside the app)",
        security: secured,
        response: { 200: manualLogListResponseSchema, ...readingErrors },
      },
    },
    async (request) => reading.listManualLogs(currentUser(request).id, await zoneOf(request)),
  );

  app.post(
    '/api/reading/logs',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['reading'],
        summary: 'Log a book finished, a reading day or a reading hour outside the app',
        security: secured,
        body: manualLogInputSchema,
        response: { 201: manualLogCreatedResponseSchema, ...readingErrors },
      },
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

  app.delete(
    '/api/reading/logs/:id',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['reading'],
        summary: 'Remove one of the caller’s manual logs',
        security: secured,
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...readingErrors },
      },
    },
    async (request) => {
      await reading.deleteManualLog(currentUser(request).id, request.params.id);
      return { message: 'Log removed' };
    },
  );
};
