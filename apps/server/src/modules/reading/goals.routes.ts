import {
  API_MESSAGES,
  goalInputSchema,
  goalListResponseSchema,
  goalSchema,
  goalUpdateSchema,
  messageResponseSchema,
} from '@quire/shared';
import { goalParams } from '../../http/params.js';
import { type RouteApp as ReadingApp, readingErrors, type ZoneOf } from '../../http/route-helpers.js';
import { currentUser } from '../../plugins/auth.js';
import type { GoalsService } from './goals.service.js';

export function registerGoalsRoutes(
  app: ReadingApp,
  { goals, zoneOf }: { goals: GoalsService; zoneOf: ZoneOf },
) {
  app.get(
    '/api/goals',
    {
      schema: {
        tags: ['goals'],
        summary: "The caller's goals with progress measured inside each goal's window",
        response: { 200: goalListResponseSchema, ...readingErrors },
      },
    },
    async (request) => ({ goals: await goals.list(currentUser(request).id, await zoneOf(request)) }),
  );

  app.post(
    '/api/goals',
    {
      schema: {
        tags: ['goals'],
        summary: 'Create a goal; the end date follows from the timeframe',
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
      schema: {
        tags: ['goals'],
        summary: 'Change a goal (any of type, target, timeframe, startDate)',
        params: goalParams,
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
      schema: {
        tags: ['goals'],
        summary: 'Delete a goal',
        params: goalParams,
        response: { 200: messageResponseSchema, ...readingErrors },
      },
    },
    async (request) => {
      await goals.remove(currentUser(request).id, request.params.id);
      return { message: API_MESSAGES.goalDeleted };
    },
  );
}
