import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const dependencyStatus = z.enum(['up', 'down', 'not-configured']);
const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), status: dependencyStatus }),
  redis: z.object({ status: dependencyStatus }),
  uptimeSeconds: z.number(),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and dependency status',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const database = await app.database
        .ping()
        .then(() => 'up' as const)
        .catch(() => 'down' as const);
      const redis = app.redis
        ? await app.redis
            .ping()
            .then(() => 'up' as const)
            .catch(() => 'down' as const)
        : ('not-configured' as const);
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
