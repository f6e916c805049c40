import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of the reading module (filled in by its own work). */
export const readingRoutes: FastifyPluginAsyncZod = async (_app) => {};
