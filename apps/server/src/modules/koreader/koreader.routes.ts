import { KOREADER_ERRORS, KOREADER_MESSAGES, KOREADER_PATH } from '@quire/shared/messages/koreader';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/** A document digest or file-name digest: the reference server refuses empty ones and colons. */
const document = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[^:]+$/);
const progressBody = z.object({
  document,
  progress: z.string().min(1).max(4096),
  percentage: z.coerce.number().min(0).max(1),
  device: z.string().min(1).max(200),
  device_id: z.string().max(200).optional(),
});

type KoreaderError = keyof typeof KOREADER_ERRORS;

/** KOReader's protocol, not Quire's JSON API: left out of its OpenAPI document (as OPDS is). */
const hidden = { schema: { hide: true } } as const;

/**
 * KOReader's progress sync server (koreader-sync-server's v1 API, decision 055) at /koreader:
 * `POST /users/create` (refused: a device signs in with an app password made in Quire),
 * `GET /users/auth`, `PUT /syncs/progress`, `GET /syncs/progress/:document`, `GET /healthcheck`.
 * A device signs in with the `x-auth-user` (the reader's e-mail) and `x-auth-key` (the MD5 of
 * one of their app passwords) headers. Errors answer the reference server's codes and statuses.
 */
export const koreaderRoutes: FastifyPluginAsync = async (app) => {
  const { koreader } = app.services;

  const fail = (reply: FastifyReply, error: KoreaderError) =>
    reply
      .status(KOREADER_ERRORS[error].status)
      .send({ code: KOREADER_ERRORS[error].code, message: KOREADER_MESSAGES[error] });

  const signedIn = (request: FastifyRequest) =>
    koreader.authenticate(
      request.headers['x-auth-user'] as string | undefined,
      request.headers['x-auth-key'] as string | undefined,
    );

  await app.register(
    async (scope) => {
      // Progress is the reader's own: no shared cache may keep it.
      scope.addHook('onSend', async (_request, reply, payload) => {
        reply.header('cache-control', 'no-store');
        return payload;
      });

      scope.post('/users/create', hidden, async (_request, reply) => fail(reply, 'registrationDisabled'));

      scope.get('/users/auth', hidden, async (request, reply) => {
        if (!(await signedIn(request))) return fail(reply, 'unauthorized');
        return { authorized: 'OK' };
      });

      scope.put('/syncs/progress', hidden, async (request, reply) => {
        const user = await signedIn(request);
        if (!user) return fail(reply, 'unauthorized');
        const body = (request.body ?? {}) as Record<string, unknown>;
        if (!document.safeParse(body.document).success) return fail(reply, 'documentMissing');
        const parsed = progressBody.safeParse(body);
        if (!parsed.success) return fail(reply, 'invalidFields');
        return koreader.putProgress(user, parsed.data);
      });

      scope.get('/syncs/progress/:document', hidden, async (request, reply) => {
        const user = await signedIn(request);
        if (!user) return fail(reply, 'unauthorized');
        const digest = document.safeParse((request.params as { document?: string }).document);
        if (!digest.success) return fail(reply, 'documentMissing');
        return koreader.getProgress(user, digest.data);
      });

      scope.get('/healthcheck', hidden, async () => ({ state: 'OK' }));
    },
    { prefix: KOREADER_PATH },
  );
};
