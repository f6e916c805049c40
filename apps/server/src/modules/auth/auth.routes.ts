import {
  API_MESSAGES,
  checkStatusQuerySchema,
  checkStatusResponseSchema,
  errorResponseSchema,
  loginBodySchema,
  loginResponseSchema,
  registerBodySchema,
  registerResponseSchema,
  SERVER_MESSAGES,
  updateProfileBodySchema,
  updateProfileResponseSchema,
  userResponseSchema,
} from '@quire/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { protectedScope } from '../../http/route-helpers.js';
import { bearerToken, currentUser, resolveUserFromToken } from '../../plugins/auth.js';
import { createAuthService } from './auth.service.js';
import { createUsersRepository } from './users.repository.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAuthService({
    users: createUsersRepository(app.db),
    tokens: app.tokens,
    limiter: app.limiter,
    limits: {
      perIp: app.env.AUTH_IP_LIMIT,
      perEmail: app.env.AUTH_EMAIL_LIMIT,
      emailCeiling: app.env.AUTH_EMAIL_CEILING,
    },
  });

  app.post(
    '/api/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account',
        body: registerBodySchema,
        response: { 201: registerResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await service.register(request.body, request.ip);
      return reply.status(201).send({ message: API_MESSAGES.registered, user });
    },
  );

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in and receive a bearer token',
        body: loginBodySchema,
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    async (request) => service.login(request.body, request.ip),
  );

  app.get(
    '/api/auth/check-status',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether the bearer token is valid',
        querystring: checkStatusQuerySchema,
        response: {
          200: checkStatusResponseSchema,
          401: errorResponseSchema.extend({ isAuthenticated: z.literal(false) }),
        },
      },
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
    scope.get(
      '/api/auth/user',
      {
        schema: {
          tags: ['auth'],
          summary: 'The signed-in user profile',
          response: { 200: userResponseSchema, 401: errorResponseSchema },
        },
      },
      async (request) => service.getProfile(currentUser(request).id),
    );

    scope.put(
      '/api/auth/user',
      {
        schema: {
          tags: ['auth'],
          summary: 'Save the whole profile',
          body: updateProfileBodySchema,
          response: { 200: updateProfileResponseSchema, ...errors },
        },
      },
      async (request) => {
        const user = await service.updateProfile(currentUser(request).id, request.body);
        return { message: API_MESSAGES.profileUpdated, user };
      },
    );
  });
};
