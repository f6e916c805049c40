import {
  bookmarkBodySchema,
  bookmarkResponseSchema,
  chapterListResponseSchema,
  chapterQuerySchema,
  chapterResponseSchema,
  continueReadingQuerySchema,
  continueReadingResponseSchema,
  errorResponseSchema,
  positionBodySchema,
  readerSettingsSchema,
  readerSettingsUpdateSchema,
  readingPositionSchema,
  readingSessionBodySchema,
  readingSessionSchema,
  voteResponseSchema,
} from '@quire/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookParams, chapterParams } from '../../http/params.js';
import { protectedScope } from '../../http/route-helpers.js';
import { currentUser } from '../../plugins/auth.js';
import { createAccessRepository } from '../../policies/access.repository.js';
import { createReaderRepository } from './reader.repository.js';
import { createReaderService } from './reader.service.js';
import { createLibraryRepository } from '../library/library.repository.js';
import { createLibraryService } from '../library/library.service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** The chapter reader: chapters, votes, position, bookmark, settings, sessions (all signed in). */
export const readerRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createReaderService({
    repo: createReaderRepository(app.db),
    access: createAccessRepository(app.db),
    library: createLibraryService({ repo: createLibraryRepository(app.db), events: app.events }),
    events: app.events,
  });
  const tags = ['reader'];

  // Everything here is the caller's own reading: no shared cache may keep it (this plugin's routes only).
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
    return payload;
  });

  await protectedScope(app, (scope) => {
    scope.get(
      '/api/books/:id/chapters',
      {
        schema: {
          tags,
          summary: "A book's table of contents (no chapter text)",
          params: bookParams,
          response: { 200: chapterListResponseSchema, ...errors },
        },
      },
      async (request) => service.listChapters(currentUser(request), request.params.id),
    );

    scope.get(
      '/api/books/:id/chapters/:number',
      {
        schema: {
          tags,
          summary: 'One chapter with its counters; the first open counts a read',
          params: chapterParams,
          querystring: chapterQuerySchema,
          response: { 200: chapterResponseSchema, ...errors },
        },
      },
      async (request) =>
        service.openChapter(
          currentUser(request),
          request.params.id,
          request.params.number,
          request.query.peek,
        ),
    );

    scope.post(
      '/api/books/:id/chapters/:number/vote',
      {
        schema: {
          tags,
          summary: "Toggle the caller's vote for a chapter",
          params: chapterParams,
          response: { 200: voteResponseSchema, ...errors },
        },
      },
      async (request) => service.toggleVote(currentUser(request), request.params.id, request.params.number),
    );

    scope.get(
      '/api/books/:id/position',
      {
        schema: {
          tags,
          summary: "The caller's reading position and bookmark in a book",
          params: bookParams,
          response: { 200: readingPositionSchema, ...errors },
        },
      },
      async (request) => service.getPosition(currentUser(request), request.params.id),
    );

    scope.put(
      '/api/books/:id/position',
      {
        schema: {
          tags,
          summary: 'Save where the caller is reading (chapter and position 0..1)',
          params: bookParams,
          body: positionBodySchema,
          response: { 200: readingPositionSchema, ...errors },
        },
      },
      async (request) => service.savePosition(currentUser(request), request.params.id, request.body),
    );

    scope.put(
      '/api/books/:id/bookmark',
      {
        schema: {
          tags,
          summary: "Set (a chapter) or clear (null) the caller's bookmark",
          params: bookParams,
          body: bookmarkBodySchema,
          response: { 200: bookmarkResponseSchema, ...errors },
        },
      },
      async (request) => service.setBookmark(currentUser(request), request.params.id, request.body),
    );

    scope.get(
      '/api/reading/continue',
      {
        schema: {
          tags,
          summary: "The caller's books in progress, most recently read first",
          querystring: continueReadingQuerySchema,
          response: { 200: continueReadingResponseSchema, ...errors },
        },
      },
      async (request) => service.continueReading(currentUser(request), request.query.limit),
    );

    scope.get(
      '/api/reader/settings',
      {
        schema: {
          tags,
          summary: "The caller's reader settings (defaults filled in)",
          response: { 200: readerSettingsSchema, ...errors },
        },
      },
      async (request) => service.getSettings(currentUser(request)),
    );

    scope.put(
      '/api/reader/settings',
      {
        schema: {
          tags,
          summary: 'Change any of the reader settings; answers all of them',
          body: readerSettingsUpdateSchema,
          response: { 200: readerSettingsSchema, ...errors },
        },
      },
      async (request) => service.updateSettings(currentUser(request), request.body),
    );

    scope.post(
      '/api/reading/sessions',
      {
        schema: {
          tags,
          summary: 'Record a reading session measured by the reader',
          body: readingSessionBodySchema,
          response: { 200: readingSessionSchema, 201: readingSessionSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { session, created } = await service.recordSession(currentUser(request), request.body);
        return reply.status(created ? 201 : 200).send(session);
      },
    );
  });
};
