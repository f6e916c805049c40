import { z } from 'zod';

const dependencyStatusSchema = z.enum(['up', 'down', 'not-configured']);

/** GET /api/health: liveness and the state of each dependency (200 ok, 503 degraded). */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), status: dependencyStatusSchema }),
  redis: z.object({ status: dependencyStatusSchema }),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
