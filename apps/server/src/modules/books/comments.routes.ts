import {
  BOOK_MESSAGES,
  commentBodySchema,
  commentListQuerySchema,
  commentListResponseSchema,
  commentSchema,
  errorResponseSchema,
  messageResponseSchema,
} from '@quire/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.js';
import type { BooksRepository } from './books.repository.js';
import { createCommentsRepository } from './comments.repository.js';
import { createCommentsService } from './comments.service.js';

const err = errorResponseSchema;
const bookIdParams = z.object({ id: z.string().max(100) });
const commentParams = z.object({ id: z.string().max(100), commentId: z.string().max(100) });
const secured = [{ bearerAuth: [] }];

/** Book-level comments: GET /api/books/:id/comments, POST /api/books/:id/comment, DELETE …/comments/:commentId. */
export const commentsRoutes: FastifyPluginAsyncZod<{ books: BooksRepository }> = async (app, options) => {
  const service = createCommentsService({
    books: options.books,
    comments: createCommentsRepository(app.db),
    events: app.events,
  });

  app.get(
    '/api/books/:id/comments',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['comments'],
        summary: 'A book’s comments, newest first, paged',
        security: secured,
        params: bookIdParams,
        querystring: commentListQuerySchema,
        response: { 200: commentListResponseSchema, 400: err, 401: err, 404: err },
      },
    },
    async (request) =>
      service.list(currentUser(request), request.params.id, request.query.page, request.query.limit),
  );

  app.post(
    '/api/books/:id/comment',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['comments'],
        summary: 'Comment on a book',
        security: secured,
        params: bookIdParams,
        body: commentBodySchema,
        response: { 201: commentSchema, 400: err, 401: err, 404: err },
      },
    },
    async (request, reply) => {
      const comment = await service.add(currentUser(request), request.params.id, request.body.content);
      return reply.status(201).send(comment);
    },
  );

  app.delete(
    '/api/books/:id/comments/:commentId',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['comments'],
        summary: 'Delete a comment (its author or an admin)',
        security: secured,
        params: commentParams,
        response: { 200: messageResponseSchema, 401: err, 403: err, 404: err },
      },
    },
    async (request) => {
      await service.remove(currentUser(request), request.params.id, request.params.commentId);
      return { message: BOOK_MESSAGES.commentDeleted };
    },
  );
};
