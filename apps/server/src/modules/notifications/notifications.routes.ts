import { errorResponseSchema } from '@quire/shared';
import { endpoints } from '@quire/shared/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationParams } from '../../http/params.js';
import { protectedScope } from '../../http/route-helpers.js';
import { currentUser } from '../../plugins/auth.js';
import { route } from '../../route.js';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

/** The caller's notifications, and the listeners that create them from domain events. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.notifications;

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
    route(
      scope,
      endpoints.listNotifications,
      {
        tags: ['notifications'],
        summary: "The caller's notifications, newest first, with the unread count",
        responses: errors,
      },
      async (request) => service.list(currentUser(request).id, request.query.page, request.query.limit),
    );

    route(
      scope,
      endpoints.markAllNotificationsRead,
      {
        tags: ['notifications'],
        summary: "Marks all the caller's notifications as read (empty body)",
        responses: errors,
      },
      async (request) => service.markAllRead(currentUser(request).id),
    );

    route(
      scope,
      endpoints.markNotificationRead,
      {
        tags: ['notifications'],
        summary: "Marks one of the caller's notifications as read",
        params: notificationParams,
        responses: errors,
      },
      async (request) => service.markRead(currentUser(request).id, request.params.id),
    );
  });
};
