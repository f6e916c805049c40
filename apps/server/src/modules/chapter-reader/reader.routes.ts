import { endpoints } from '@quire/shared/endpoints';
import { errorResponseSchema } from '@quire/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookParams, chapterParams } from '../../http/params.js';
import { keepAnswersPrivate, protectedScope } from '../../http/route-helpers.js';
import { currentUser } from '../../plugins/auth.js';
import { route } from '../../route.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** The chapter reader: chapters, votes, position, bookmark, settings, sessions (all signed in). */
export const readerRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.reader;
  const tags = ['reader'];

  // Everything here is the caller's own reading: no shared cache may keep it (this plugin's routes only).
  keepAnswersPrivate(app);

  await protectedScope(app, (scope) => {
    route(
      scope,
      endpoints.listChapters,
      {
        tags,
        summary: "A book's table of contents (no chapter text)",
        params: bookParams,
        responses: errors,
      },
      async (request) => service.listChapters(currentUser(request), request.params.id),
    );

    route(
      scope,
      endpoints.getChapter,
      {
        tags,
        summary: 'One chapter with its counters; the first open counts a read',
        params: chapterParams,
        responses: errors,
      },
      async (request) =>
        service.openChapter(
          currentUser(request),
          request.params.id,
          request.params.number,
          request.query.peek,
        ),
    );

    route(
      scope,
      endpoints.toggleVote,
      {
        tags,
        summary: "Toggle the caller's vote for a chapter",
        params: chapterParams,
        responses: errors,
      },
      async (request) => service.toggleVote(currentUser(request), request.params.id, request.params.number),
    );

    route(
      scope,
      endpoints.getPosition,
      {
        tags,
        summary: "The caller's reading position and bookmark in a book",
        params: bookParams,
        responses: errors,
      },
      async (request) => service.getPosition(currentUser(request), request.params.id, request.query.deviceId),
    );

    route(
      scope,
      endpoints.savePosition,
      {
        tags,
        summary: 'Save where the caller is reading (chapter and position 0..1)',
        params: bookParams,
        responses: errors,
      },
      async (request) => service.savePosition(currentUser(request), request.params.id, request.body),
    );

    route(
      scope,
      endpoints.setBookmark,
      {
        tags,
        summary: "Set (a chapter) or clear (null) the caller's bookmark",
        params: bookParams,
        responses: errors,
      },
      async (request) => service.setBookmark(currentUser(request), request.params.id, request.body),
    );

    route(
      scope,
      endpoints.continueReading,
      {
        tags,
        summary: "The caller's books in progress, most recently read first",
        responses: errors,
      },
      async (request) => service.continueReading(currentUser(request), request.query.limit),
    );

    route(
      scope,
      endpoints.getReaderSettings,
      {
        tags,
        summary: "The caller's reader settings (defaults filled in)",
        responses: errors,
      },
      async (request) => service.getSettings(currentUser(request)),
    );

    route(
      scope,
      endpoints.updateReaderSettings,
      {
        tags,
        summary: 'Change any of the reader settings; answers all of them',
        responses: errors,
      },
      async (request) => service.updateSettings(currentUser(request), request.body),
    );

    route(
      scope,
      endpoints.recordReadingSession,
      {
        tags,
        summary: 'Record a reading session measured by the reader',
        responses: errors,
      },
      async (request, reply) => {
        const { session, created } = await service.recordSession(currentUser(request), request.body);
        return reply.status(created ? 201 : 200).send(session);
      },
    );
  });
};
