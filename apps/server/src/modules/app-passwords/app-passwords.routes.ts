import { endpoints } from '@quire/shared/endpoints';
import { BOOKS_OUT_MESSAGES } from '@quire/shared/messages/books-out';
import { KOREADER_PATH } from '@quire/shared/messages/koreader';
import { errorResponseSchema } from '@quire/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../http/params.js';
import { keepAnswersPrivate, protectedScope } from '../../http/route-helpers.js';
import { currentUser } from '../../plugins/auth.js';
import { publicBaseUrl } from '../../plugins/public-url.js';
import { route } from '../../route.js';

const err = errorResponseSchema;
const params = z.object({ id: idParam(BOOKS_OUT_MESSAGES.appPasswordNotFound) });

/** The e-reader apps' address for the OPDS catalogue. */
export const OPDS_PATH = '/opds';

/** The caller's app passwords for e-reader apps (the OPDS catalogue): list, create, revoke. */
export const appPasswordsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.appPasswords;
  // A password change or "log out everywhere" already made them fail; their rows go too.
  app.events.on('user.sessions.revoked', ({ userId }) => service.dropRevoked(userId));

  await protectedScope(app, (scope) => {
    keepAnswersPrivate(scope);

    route(
      scope,
      endpoints.listAppPasswords,
      {
        tags: ['profile'],
        summary:
          'The caller’s app passwords for e-reader apps (never their secrets) and the catalogue address',
        responses: { 401: err },
      },
      async (request) => ({
        appPasswords: await service.list(currentUser(request).id),
        catalogueUrl: `${publicBaseUrl(app, request)}${OPDS_PATH}`,
        koreaderUrl: `${publicBaseUrl(app, request)}${KOREADER_PATH}`,
      }),
    );

    route(
      scope,
      endpoints.createAppPassword,
      {
        tags: ['profile'],
        summary: 'Create an app password for a device; its secret is answered this once',
        responses: { 400: err, 401: err, 409: err },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(currentUser(request).id, request.body.name)),
    );

    route(
      scope,
      endpoints.revokeAppPassword,
      {
        tags: ['profile'],
        summary: 'Revoke one of the caller’s app passwords (it stops working at once)',
        params,
        responses: { 401: err, 404: err },
      },
      async (request) => service.revoke(currentUser(request).id, request.params.id),
    );
  });
};
