import { SERVER_MESSAGES } from '@quire/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../errors.js';

/** Postgres error codes that mean "the database is not reachable right now". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P03',
  '08000',
  '08003',
  '08006',
]);

function pgCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (/^[0-9A-Z]{5}$/.test(code) || code.startsWith('E'))) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * One error model: AppErrors, validation errors and database constraint errors become
 * `{ message, code, details? }`; anything else is a 500 whose internals stay in the log.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({
        message: error.message,
        code: error.code,
        ...(error.details ? { details: error.details } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'Invalid value',
      }));
      return reply.status(400).send({
        message: issues[0]?.message ?? SERVER_MESSAGES.validation,
        code: 'VALIDATION_ERROR',
        details: issues,
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply
        .status(500)
        .send({ message: SERVER_MESSAGES.internal, code: 'INTERNAL', requestId: request.id });
    }
    const code = pgCode(error);
    if (code === '23505') return reply.status(409).send({ message: 'That already exists', code: 'CONFLICT' });
    if (code === '23503')
      return reply.status(404).send({ message: SERVER_MESSAGES.notFound, code: 'NOT_FOUND' });
    if (code === '22P02' || code === '22003' || code === '22001')
      return reply.status(400).send({ message: SERVER_MESSAGES.validation, code: 'BAD_REQUEST' });
    if (code && UNAVAILABLE_CODES.has(code)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).send({ message: SERVER_MESSAGES.unavailable, code: 'SERVICE_UNAVAILABLE' });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ message: SERVER_MESSAGES.rateLimited, code: 'RATE_LIMITED' });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, body too large) are safe to show.
      const errCode =
        error.code === 'FST_REQ_FILE_TOO_LARGE' || status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST';
      return reply.status(status).send({ message: error.message, code: errCode });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ message: SERVER_MESSAGES.internal, code: 'INTERNAL', requestId: request.id });
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found`, code: 'NOT_FOUND' });
  });
});
