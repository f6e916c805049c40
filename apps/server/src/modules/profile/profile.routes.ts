import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of the profile module (filled in by its own work). */
export const profileRoutes: FastifyPluginAsyncZod = async (_app) => {};
