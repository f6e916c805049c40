import {
  errorResponseSchema,
  listNotificationsQuerySchema,
  markReadResponseSchema,
  notificationListResponseSchema,
} from '@quire/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationParams } from '../../http/params.js';
import { protectedScope } from '../../http/route-helpers.js';
import { currentUser } from '../../plugins/auth.js';
import { createNotificationsRepository } from './notifications.repository.js';
import { createNotificationsService } from './notifications.service.js';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

/** The caller's notifications, and the listeners that create them from domain events. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createNotificationsService(createNotificationsRepository(app.db), app.events);

  app.events.on('book.commented', (event) => service.onCommented(event).then(() => undefined));
  app.events.on('book.liked', (event) => service.onLiked(event).then(() => undefined));
  app.events.on('book.rated', (event) => service.onRated(event).then(() => undefined));
  app.events.on('chapter.published', (event) => service.onChapterPublished(event).then(() => undefined));
  app.events.on('achievement.unlocked', (event) =>
    service.onAchievementUnlocked(event).then(() => undefined),
  );
  app.events.on('books.removed', (event) => service.onBooksRemoved(event).then(() => undefined));
  app.events.on('user.deleted', (event) => service.onUserDeleted(event).then(() => undefined));
  app.addHook('onClose', async () => service.close());

  await protectedScope(app, (scope) => {
    scope.get(
      '/api/notifications',
      {
        schema: {
          tags: ['notifications'],
          summary: "The caller's notifications, newest first, with the unread count",
          querystring: listNotificationsQuerySchema,
          response: { 200: notificationListResponseSchema, ...errors },
        },
      },
      async (request) => service.list(currentUser(request).id, request.query.page, request.query.limit),
    );

    scope.put(
      '/api/notifications/read',
      {
        schema: {
          tags: ['notifications'],
          summary: "Marks all the caller's notifications as read (empty body)",
          response: { 200: markReadResponseSchema, ...errors },
        },
      },
      async (request) => service.markAllRead(currentUser(request).id),
    );

    scope.put(
      '/api/notifications/:id/read',
      {
        schema: {
          tags: ['notifications'],
          summary: "Marks one of the caller's notifications as read",
          params: notificationParams,
          response: { 200: markReadResponseSchema, ...errors },
        },
      },
      async (request) => service.markRead(currentUser(request).id, request.params.id),
    );
  });
};
