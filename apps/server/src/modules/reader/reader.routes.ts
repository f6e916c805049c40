import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of the reader module (filled in by its own work). */
export const readerRoutes: FastifyPluginAsyncZod = async (_app) => {};
