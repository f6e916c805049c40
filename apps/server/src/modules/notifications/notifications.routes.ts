import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of the notifications module (filled in by its own work). */
export const notificationsRoutes: FastifyPluginAsyncZod = async (_app) => {};
