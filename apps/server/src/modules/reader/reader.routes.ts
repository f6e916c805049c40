import {
  bookmarkBodySchema,
  bookmarkResponseSchema,
  chapterCommentParamsSchema,
  chapterListResponseSchema,
  chapterParamsSchema,
  chapterQuerySchema,
  chapterResponseSchema,
  commentBodySchema,
  commentListResponseSchema,
  commentSchema,
  continueReadingQuerySchema,
  continueReadingResponseSchema,
  deleteChapterCommentResponseSchema,
  errorResponseSchema,
  idParamsSchema,
  pageQuerySchema,
  positionBodySchema,
  readerSettingsSchema,
  readerSettingsUpdateSchema,
  readingPositionSchema,
  readingSessionBodySchema,
  readingSessionSchema,
  voteResponseSchema,
} from '@quire/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.js';
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
const security = [{ bearerAuth: [] }];

/** The chapter reader: chapters, votes, chapter comments, position, bookmark, settings, sessions. */
export const readerRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createReaderService({
    repo: createReaderRepository(app.db),
    library: createLibraryService({ repo: createLibraryRepository(app.db), events: app.events }),
    events: app.events,
  });
  const tags = ['reader'];

  // Everything here is the caller's own reading: no shared cache may keep it (this plugin's routes only).
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
    return payload;
  });

  app.get(
    '/api/books/:id/chapters',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        security,
        summary: "A book's table of contents (no chapter text)",
        params: idParamsSchema,
        response: { 200: chapterListResponseSchema, ...errors },
      },
    },
    async (request) => service.listChapters(request.params.id),
  );

  app.get(
    '/api/books/:id/chapters/:number',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        security,
        summary: 'One chapter with its counters; the first open counts a read',
        params: chapterParamsSchema,
        querystring: chapterQuerySchema,
        response: { 200: chapterResponseSchema, ...errors },
      },
    },
    async (request) =>
      service.openChapter(currentUser(request), request.params.id, request.params.number, request.query.peek),
  );

  app.post(
    '/api/books/:id/chapters/:number/vote',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        security,
        summary: "Toggle the caller's vote for a chapter",
        params: chapterParamsSchema,
        response: { 200: voteResponseSchema, ...errors },
      },
    },
    async (request) => service.toggleVote(currentUser(request), request.params.id, request.params.number),
  );

  app.get(
    '/api/books/:id/chapters/:number/comments',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        security,
        summary: "A chapter's comments, newest first",
        params: chapterParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: commentListResponseSchema, ...errors },
      },
    },
    async (request) =>
      service.listComments(
        currentUser(request),
        request.params.id,
        request.params.number,
        request.query.page,
        request.query.limit,
      ),
  );

  app.post(
    '/api/books/:id/chapters/:number/comments',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        security,
        summary: 'Comment on a chapter',
        params: chapterParamsSchema,
        body: commentBodySchema,
        response: { 201: commentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const comment = await service.addComment(
        currentUser(request),
        request.params.id,
        request.params.number,
        request.body.content,
      );
      return reply.status(201).send(comment);
    },
  );

  app.delete(
    '/api/books/:id/chapters/:number/comments/:commentId',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        security,
        summary: 'Delete a chapter comment (its author or an admin)',
        params: chapterCommentParamsSchema,
        response: { 200: deleteChapterCommentResponseSchema, ...errors },
      },
    },
    async (request) =>
      service.deleteComment(
        currentUser(request),
        request.params.id,
        request.params.number,
        request.params.commentId,
      ),
  );

  app.get(
    '/api/books/:id/position',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        security,
        summary: "The caller's reading position and bookmark in a book",
        params: idParamsSchema,
        response: { 200: readingPositionSchema, ...errors },
      },
    },
    async (request) => service.getPosition(currentUser(request), request.params.id),
  );

  app.put(
    '/api/books/:id/position',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        security,
        summary: 'Save where the caller is reading (chapter and position 0..1)',
        params: idParamsSchema,
        body: positionBodySchema,
        response: { 200: readingPositionSchema, ...errors },
      },
    },
    async (request) => service.savePosition(currentUser(request), request.params.id, request.body),
  );

  app.put(
    '/api/books/:id/bookmark',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        security,
        summary: "Set (a chapter) or clear (null) the caller's bookmark",
        params: idParamsSchema,
        body: bookmarkBodySchema,
        response: { 200: bookmarkResponseSchema, ...errors },
      },
    },
    async (request) => service.setBookmark(currentUser(request), request.params.id, request.body),
  );

  app.get(
    '/api/reading/continue',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        security,
        summary: "The caller's books in progress, most recently read first",
        querystring: continueReadingQuerySchema,
        response: { 200: continueReadingResponseSchema, ...errors },
      },
    },
    async (request) => service.continueReading(currentUser(request), request.query.limit),
  );

  app.get(
    '/api/reader/settings',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        security,
        summary: "The caller's reader settings (defaults filled in)",
        response: { 200: readerSettingsSchema, ...errors },
      },
    },
    async (request) => service.getSettings(currentUser(request)),
  );

  app.put(
    '/api/reader/settings',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        security,
        summary: 'Change any of the reader settings; answers all of them',
        body: readerSettingsUpdateSchema,
        response: { 200: readerSettingsSchema, ...errors },
      },
    },
    async (request) => service.updateSettings(currentUser(request), request.body),
  );

  app.post(
    '/api/reading/sessions',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        security,
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
};
