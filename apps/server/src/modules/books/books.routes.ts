import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of the books module (filled in by its own work). */
export const booksRoutes: FastifyPluginAsyncZod = async (_app) => {};
