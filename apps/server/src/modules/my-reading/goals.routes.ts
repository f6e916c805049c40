import { endpoints } from '@quire/shared/endpoints';
import { API_MESSAGES } from '@quire/shared/messages';
import { goalParams } from '../../http/params.js';
import { type RouteApp as ReadingApp, readingErrors, type ZoneOf } from '../../http/route-helpers.js';
import { currentUser } from '../../plugins/auth.js';
import { route } from '../../route.js';
import type { GoalsService } from './goals.service.js';

export function registerGoalsRoutes(
  app: ReadingApp,
  { goals, zoneOf }: { goals: GoalsService; zoneOf: ZoneOf },
) {
  route(
    app,
    endpoints.listGoals,
    {
      tags: ['goals'],
      summary: "The caller's goals with progress measured inside each goal's window",
      responses: readingErrors,
    },
    async (request) => ({ goals: await goals.list(currentUser(request).id, await zoneOf(request)) }),
  );

  route(
    app,
    endpoints.createGoal,
    {
      tags: ['goals'],
      summary: 'Create a goal; the end date follows from the timeframe',
      responses: readingErrors,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await goals.create(currentUser(request).id, await zoneOf(request), request.body)),
  );

  route(
    app,
    endpoints.updateGoal,
    {
      tags: ['goals'],
      summary: 'Change a goal (any of type, target, timeframe, startDate)',
      params: goalParams,
      responses: readingErrors,
    },
    async (request) =>
      goals.update(currentUser(request).id, await zoneOf(request), request.params.id, request.body),
  );

  route(
    app,
    endpoints.deleteGoal,
    {
      tags: ['goals'],
      summary: 'Delete a goal',
      params: goalParams,
      responses: readingErrors,
    },
    async (request) => {
      await goals.remove(currentUser(request).id, request.params.id);
      return { message: API_MESSAGES.goalDeleted };
    },
  );
}
