import { createHash } from 'node:crypto';
import { IDEMPOTENCY_MESSAGES } from '@quire/shared';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, badRequest, conflict } from '../errors.js';
import type { Claim } from './idempotency.repository.js';

/** Answers larger than this are not kept (the request is then not protected against a repeat). */
const MAX_KEPT_BODY_BYTES = 1024 * 1024;
/** Expired rows are deleted at most this often per instance, on the back of a keyed request. */
const PRUNE_EVERY_MS = 10 * 60 * 1000;
const KEY_PATTERN = /^[\x20-\x7e]{1,255}$/;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Bodies with these fields carry a password: neither they (even hashed) nor their answers (tokens) are kept. */
const SECRET_FIELDS = ['password', 'currentPassword', 'newPassword'];

export const REPLAYED_HEADER = 'Idempotent-Replayed';

const carriesSecret = (body: unknown) =>
  typeof body === 'object' && body !== null && SECRET_FIELDS.some((field) => field in body);

const isMultipart = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');

/** sha256 of method, path with query, and the parsed body. */
export function requestHashOf(request: Pick<FastifyRequest, 'method' | 'url' | 'body'>): string {
  const body = request.body === undefined ? '' : JSON.stringify(request.body);
  return createHash('sha256').update(`${request.method} ${request.url}\n${body}`).digest('hex');
}

/**
 * `Idempotency-Key` on every write under /api, with hooks only (no route is edited): the first
 * request with a key from a caller (user id, or IP when anonymous) keeps its 2xx answer for
 * 24 hours; a repeat with the same method, path and body replays it with `Idempotent-Replayed:
 * true`, a repeat with another request answers 422, a repeat while the first still runs 409.
 * Failed answers are not kept, so a retry runs again. Not covered: multipart bodies (the raw
 * body is streamed to the handler, so there is nothing to compare) and bodies carrying a
 * password (register, login, password change, account deletion).
 */
export const idempotencyPlugin = fp(
  async (app: FastifyInstance) => {
    const store = app.services.idempotencyRepository;
    const claims = new WeakMap<FastifyRequest, Claim>();
    let lastPrune = 0;

    const prune = () => {
      if (Date.now() - lastPrune < PRUNE_EVERY_MS) return;
      lastPrune = Date.now();
      store.prune().catch((error) => app.log.warn({ err: error }, 'idempotency key prune failed'));
    };

    const check: preHandlerAsyncHookHandler = async function idempotency(request, reply) {
      const header = request.headers['idempotency-key'];
      if (header === undefined) return;
      const key = Array.isArray(header) ? undefined : header;
      if (!key || !KEY_PATTERN.test(key) || key.trim() === '')
        throw badRequest(IDEMPOTENCY_MESSAGES.keyInvalid);
      if (isMultipart(request) || carriesSecret(request.body)) return;

      const claim = { caller: request.user ? `u:${request.user.id}` : `ip:${request.ip}`, key };
      const hash = requestHashOf(request);
      const result = await store.claim(claim, hash);
      prune();
      if (result === true) {
        claims.set(request, claim);
        return;
      }
      if (result.requestHash !== hash)
        throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_MESSAGES.keyReused);
      if (result.statusCode === null)
        throw conflict(IDEMPOTENCY_MESSAGES.inProgress, 'IDEMPOTENCY_IN_PROGRESS');
      reply.status(result.statusCode).header(REPLAYED_HEADER, 'true');
      if (result.contentType) reply.header('Content-Type', result.contentType);
      return reply.send(result.body ?? '');
    };

    app.addHook('onRoute', (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!route.url.startsWith('/api/') || !methods.some((method) => WRITE_METHODS.has(method))) return;
      const existing = route.preHandler;
      // First, so that a replay skips the route's own work.
      route.preHandler = [
        check,
        ...(Array.isArray(existing) ? existing : existing ? [existing] : []),
      ] as RouteOptions['preHandler'];
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const claim = claims.get(request);
      if (!claim) return payload;
      claims.delete(request);
      const status = reply.statusCode;
      const body =
        payload === null || payload === undefined
          ? ''
          : typeof payload === 'string'
            ? payload
            : Buffer.isBuffer(payload)
              ? payload.toString('utf8')
              : undefined;
      try {
        if (
          status >= 200 &&
          status < 300 &&
          body !== undefined &&
          Buffer.byteLength(body) <= MAX_KEPT_BODY_BYTES
        ) {
          const contentType = reply.getHeader('content-type');
          await store.complete(claim, status, typeof contentType === 'string' ? contentType : null, body);
        } else {
          await store.release(claim);
        }
      } catch (error) {
        // The write itself succeeded or failed already; keeping its answer is best effort.
        request.log.warn({ err: error }, 'idempotency answer not kept');
      }
      return payload;
    });

    // A request that ended without an answer (aborted) must not hold its key until it is abandoned.
    app.addHook('onResponse', async (request) => {
      const claim = claims.get(request);
      if (!claim) return;
      claims.delete(request);
      await store.release(claim).catch(() => undefined);
    });
  },
  { name: 'idempotency' },
);
