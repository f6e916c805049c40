import {
  goalInputSchema,
  goalListResponseSchema,
  goalSchema,
  goalUpdateSchema,
  idParamsSchema,
  messageResponseSchema,
} from '@quire/shared';
import { currentUser } from '../../plugins/auth.js';
import type { GoalsService } from './goals.service.js';
import { type ReadingApp, readingErrors, secured, type ZoneOf } from './reading.routes.js';

export function registerGoalsRoutes(
  app: ReadingApp,
  { goals, zoneOf }: { goals: GoalsService; zoneOf: ZoneOf },
) {
  app.get(
    '/api/goals',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['goals'],
        summary: "The caller's goals with progress measured inside each goal's window",
        security: secured,
        response: { 200: goalListResponseSchema, ...readingErrors },
      },
    },
    async (request) => ({ goals: await goals.list(currentUser(request).id, await zoneOf(request)) }),
  );

  app.post(
    '/api/goals',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['goals'],
        summary: 'Create a goal; the end date follows from the timeframe',
        security: secured,
        body: goalInputSchema,
        response: { 201: goalSchema, ...readingErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await goals.create(currentUser(request).id, await zoneOf(request), request.body)),
  );

  app.put(
    '/api/goals/:id',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['goals'],
        summary: 'Change a goal (any of type, target, timeframe, startDate)',
        security: secured,
        params: idParamsSchema,
        body: goalUpdateSchema,
        response: { 200: goalSchema, ...readingErrors },
      },
    },
    async (request) =>
      goals.update(currentUser(request).id, await zoneOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/goals/:id',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['goals'],
        summary: 'Delete a goal',
        security: secured,
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...readingErrors },
      },
    },
    async (request) => {
      await goals.remove(currentUser(request).id, request.params.id);
      return { message: 'Goal deleted' };
    },
  );
}
