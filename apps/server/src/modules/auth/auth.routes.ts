import { endpoints } from '@quire/shared/endpoints';
import { API_MESSAGES, SERVER_MESSAGES } from '@quire/shared/messages';
import { errorResponseSchema } from '@quire/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { protectedScope } from '../../http/route-helpers.js';
import { bearerToken, currentUser, resolveUserFromToken } from '../../plugins/auth.js';
import { route } from '../../route.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.auth;

  route(
    app,
    endpoints.register,
    { tags: ['auth'], summary: 'Create an account', responses: errors },
    async (request, reply) => {
      const user = await service.register(request.body, request.ip);
      return reply.status(201).send({ message: API_MESSAGES.registered, user });
    },
  );

  route(
    app,
    endpoints.login,
    { tags: ['auth'], summary: 'Sign in and receive a bearer token', responses: errors },
    async (request) => service.login(request.body, request.ip),
  );

  route(
    app,
    endpoints.checkStatus,
    {
      tags: ['auth'],
      summary: 'Whether the bearer token is valid',
      responses: { 401: errorResponseSchema.extend({ isAuthenticated: z.literal(false) }) },
    },
    async (request, reply) => {
      const token = bearerToken(request);
      const user = token ? await resolveUserFromToken(app, token) : null;
      // A present but invalid token answers 401 so the client drops it (spec §8 Session).
      if (token && !user)
        return reply
          .status(401)
          .send({ isAuthenticated: false, message: SERVER_MESSAGES.invalidToken, code: 'UNAUTHORIZED' });
      return { isAuthenticated: Boolean(user) };
    },
  );

  await protectedScope(app, (scope) => {
    route(
      scope,
      endpoints.getCurrentUser,
      { tags: ['auth'], summary: 'The signed-in user profile', responses: { 401: errorResponseSchema } },
      async (request) => service.getProfile(currentUser(request).id),
    );

    route(
      scope,
      endpoints.updateProfile,
      { tags: ['auth'], summary: 'Save the whole profile', responses: errors },
      async (request) => {
        const user = await service.updateProfile(currentUser(request).id, request.body);
        return { message: API_MESSAGES.profileUpdated, user };
      },
    );
  });
};
