import { API_MESSAGES, SERVER_MESSAGES, VALIDATION } from '@quire/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { databaseErrorCode, errorAndCauses, FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION } from '../db/errors.js';
import { AppError } from '../errors.js';

/** Socket and Postgres error codes that mean "the database (or Redis) is not reachable right now". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, recovering)
  '53300', // too_many_connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

/**
 * Messages (without a code) of pg, pg-pool and ioredis errors that mean a dependency is
 * unreachable: the connection dropped, could not be made in time, or a query got no answer.
 */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|connection error and is not queryable|Client was closed and is not queryable|Cannot use a pool after calling end|Stream isn't writeable|Connection is closed|Reached the max retries per request limit|Command timed out|PGlite is closed/i;

/** A multipart body the parser could not read (no boundary, cut short): the client's fault. */
const MALFORMED_MULTIPART =
  /^Multipart: |^Boundary required|Unexpected end of multipart data|terminated early due to unexpected end of multipart data/;

/** Whether an error (or one it wraps) says the database or Redis is unreachable right now. */
export function isDependencyUnavailable(error: unknown): boolean {
  for (const { code, message, name } of errorAndCauses(error)) {
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (name === 'MaxRetriesPerRequestError') return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  }
  return false;
}

/** Fields of a database error that name things (never values) and may reach a log line. */
const SAFE_FIELDS = ['code', 'severity', 'routine', 'table', 'column', 'constraint', 'statusCode'] as const;

/**
 * A message fit for a log line. A failed-query message carries the SQL and its parameters (an
 * e-mail, a password hash, a private note): only its first words are kept. Database messages that
 * end by quoting the offending value ("invalid input syntax for type uuid: "…"") lose the value.
 */
function safeMessage(message: unknown): string {
  if (typeof message !== 'string') return '';
  if (message.startsWith('Failed query')) return 'Failed query';
  const firstLine = message.split('\n', 1)[0] ?? '';
  return firstLine.replace(/:\s*(["']).*\1\s*$/, ': [redacted]');
}

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/**
 * The one way an error reaches a log (the logger's `err` serializer): its type, a safe message,
 * its code and safe naming fields, and the stack frames without the message line. Query text,
 * parameters, pg `detail`/`where`/`hint` (which quote values), request bodies and tokens never do.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!error || typeof error !== 'object')
    return { type: typeof error, message: safeMessage(String(error)), stack: '' };
  const source = error as Record<string, unknown>;
  const out: SerializedError = {
    type: (error as Error).constructor?.name ?? 'Error',
    message: safeMessage(source.message),
    stack: '',
  };
  for (const field of SAFE_FIELDS) {
    const value = source[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (typeof source.stack === 'string')
    out.stack = source.stack
      .split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n');
  if (source.cause && depth < 3) out.cause = serializeError(source.cause, depth + 1);
  return out;
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
        message: v.message ?? API_MESSAGES.invalidValue,
      }));
      // One id policy (src/http/params.ts): a malformed id in the path names nothing, like an unknown one.
      const first = error.validation[0];
      if (error.validationContext === 'params' && (first?.params as { format?: string })?.format === 'uuid') {
        return reply
          .status(404)
          .send({ message: first.message ?? SERVER_MESSAGES.notFound, code: 'NOT_FOUND' });
      }
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
    if (MALFORMED_MULTIPART.test(error.message ?? ''))
      return reply.status(400).send({ message: SERVER_MESSAGES.validation, code: 'BAD_REQUEST' });
    const code = databaseErrorCode(error);
    if (code === UNIQUE_VIOLATION)
      return reply.status(409).send({ message: API_MESSAGES.alreadyExists, code: 'CONFLICT' });
    if (code === FOREIGN_KEY_VIOLATION)
      return reply.status(404).send({ message: SERVER_MESSAGES.notFound, code: 'NOT_FOUND' });
    // Class 22 (data exception): a value the database cannot take — a NUL byte (22021, 22P05),
    // bad input syntax (22P02), a date or number out of range (22007, 22008, 22003), too long
    // (22001). The client's fault, never a 500.
    if (code?.startsWith('22')) {
      const message =
        code === '22021' || code === '22P05' ? VALIDATION.nulCharacter : SERVER_MESSAGES.validation;
      return reply.status(400).send({ message, code: 'BAD_REQUEST' });
    }
    if (isDependencyUnavailable(error)) {
      request.log.warn({ err: error }, 'dependency unavailable');
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
    reply.status(404).send({
      message: API_MESSAGES.routeNotFound(request.method, request.url.split('?')[0] ?? ''),
      code: 'NOT_FOUND',
    });
  });
});
