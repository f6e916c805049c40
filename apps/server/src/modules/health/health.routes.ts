import { endpoints } from '@quire/shared/endpoints';
import { healthResponseSchema } from '@quire/shared/schemas/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../route.js';

/** A dependency that does not answer within this time is reported down (the check never hangs). */
const PROBE_TIMEOUT_MS = 2000;

async function probe(check: () => Promise<unknown>): Promise<'up' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'down'>((resolve) => {
    timer = setTimeout(() => resolve('down'), PROBE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      check().then(
        () => 'up' as const,
        () => 'down' as const,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    endpoints.health,
    {
      tags: ['health'],
      summary: 'Liveness and dependency status',
      responses: { 503: healthResponseSchema },
    },
    async (_request, reply) => {
      const redisClient = app.redis;
      const [database, redis] = await Promise.all([
        probe(() => app.database.ping()),
        redisClient ? probe(() => redisClient.ping()) : Promise.resolve('not-configured' as const),
      ]);
      reply.header('Cache-Control', 'no-store');
      const healthy = database === 'up' && redis !== 'down';
      return reply.status(healthy ? 200 : 503).send({
        status: healthy ? 'ok' : 'degraded',
        database: { kind: app.database.kind, status: database },
        redis: { status: redis },
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );
};
