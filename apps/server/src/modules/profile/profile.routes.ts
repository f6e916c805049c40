import { endpoints } from '@quire/shared/endpoints';
import { ACCOUNT_MESSAGES } from '@quire/shared/messages/account';
import { errorResponseSchema } from '@quire/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, badRequest } from '../../errors.js';
import { userParams } from '../../http/params.js';
import { protectedScope } from '../../http/route-helpers.js';
import { currentUser } from '../../plugins/auth.js';
import { route } from '../../route.js';
import { readUpload } from '../images/images.service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  429: errorResponseSchema,
};

/**
 * The profile beyond GET/PUT /api/auth/user (which the auth module serves): the avatar, account
 * security (password, log out everywhere, delete account) and other readers' public profiles.
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.profile;

  await protectedScope(app, (scope) => {
    route(
      scope,
      endpoints.uploadAvatar,
      {
        tags: ['profile'],
        summary: 'Upload an avatar (multipart field "avatar"); answers its URL and the updated user',
        consumes: ['multipart/form-data'],
        responses: {
          ...errors,
          413: errorResponseSchema,
          415: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
      async (request) => {
        const user = currentUser(request);
        if (!request.isMultipart()) throw badRequest(ACCOUNT_MESSAGES.avatarMissing);
        const file = await request.file();
        let buffer: Buffer;
        try {
          buffer = await readUpload(file);
        } catch (error) {
          if (error instanceof AppError && error.statusCode === 413)
            throw new AppError(413, error.code, ACCOUNT_MESSAGES.avatarTooLarge);
          if (error instanceof AppError && error.statusCode === 400)
            throw badRequest(ACCOUNT_MESSAGES.avatarMissing);
          throw error;
        }
        if (file?.fieldname !== 'avatar') throw badRequest(ACCOUNT_MESSAGES.avatarMissing);
        return service.uploadAvatar(user.id, buffer);
      },
    );

    route(
      scope,
      endpoints.changePassword,
      {
        tags: ['profile'],
        summary: 'Change the password; revokes every other token and answers a fresh one',
        responses: errors,
      },
      async (request) => service.changePassword(currentUser(request).id, request.body),
    );

    route(
      scope,
      endpoints.logoutEverywhere,
      {
        tags: ['profile'],
        summary: 'Sign out on every device (revokes every token, this one included)',
        responses: errors,
      },
      async (request) => service.logoutEverywhere(currentUser(request).id),
    );

    route(
      scope,
      endpoints.deleteAccount,
      {
        tags: ['profile'],
        summary: 'Delete the account and personal data; published books are deleted unless keepBooks',
        responses: errors,
      },
      async (request) =>
        service.deleteAccount(currentUser(request).id, request.body.password, request.body.keepBooks),
    );

    route(
      scope,
      endpoints.getPublicProfile,
      {
        tags: ['profile'],
        summary: "A reader's public profile, as their privacy settings allow",
        params: userParams,
        responses: errors,
      },
      async (request) => service.getPublicProfile(currentUser(request).id, request.params.userId),
    );
  });
};
