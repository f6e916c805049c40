import {
  BOOK_MESSAGES,
  commentBodySchema,
  commentListQuerySchema,
  commentListResponseSchema,
  commentSchema,
  deleteChapterCommentResponseSchema,
  errorResponseSchema,
  messageResponseSchema,
  READER_MESSAGES,
} from '@quire/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookCommentParams, bookParams, chapterCommentParams, chapterParams } from '../../http/params.js';
import { protectedScope } from '../../http/route-helpers.js';
import { currentUser } from '../../plugins/auth.js';
import { createAccessRepository } from '../../policies/access.repository.js';
import { createCommentsRepository } from './comments.repository.js';
import { type CommentPage, createCommentsService } from './comments.service.js';

const err = errorResponseSchema;
const errors = { 400: err, 401: err, 403: err, 404: err } as const;
const tags = ['comments'];

/** Sends one page as a plain array, with the total and (when there is one) the next page's link. */
function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  result: CommentPage,
  page: number,
  limit: number,
) {
  reply.header('x-total-count', String(result.total));
  if (page * limit < result.total) {
    const path = request.url.split('?')[0];
    reply.header('link', `<${path}?page=${page + 1}&limit=${limit}>; rel="next"`);
  }
  return result.comments;
}

/**
 * Comments on books and on chapters, one module: the same service, repository and presenter
 * behind both families of routes; every route needs a signed-in caller.
 *   GET  /api/books/:id/comments                       POST /api/books/:id/comment
 *   DELETE /api/books/:id/comments/:commentId
 *   GET/POST /api/books/:id/chapters/:number/comments  DELETE …/comments/:commentId
 */
export const commentsModule: FastifyPluginAsyncZod = async (app) => {
  const service = createCommentsService({
    access: createAccessRepository(app.db),
    comments: createCommentsRepository(app.db),
    events: app.events,
  });

  // Lists carry per-caller flags (canDelete): no shared cache may keep them.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
    return payload;
  });

  await protectedScope(app, (scope) => {
    scope.get(
      '/api/books/:id/comments',
      {
        schema: {
          tags,
          summary: 'A book’s comments, newest first (X-Total-Count, Link rel="next")',
          params: bookParams,
          querystring: commentListQuerySchema,
          response: { 200: commentListResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { page, limit } = request.query;
        const result = await service.list(currentUser(request), request.params.id, null, page, limit);
        return sendPage(request, reply, result, page, limit);
      },
    );

    scope.post(
      '/api/books/:id/comment',
      {
        schema: {
          tags,
          summary: 'Comment on a book',
          params: bookParams,
          body: commentBodySchema,
          response: { 201: commentSchema, ...errors },
        },
      },
      async (request, reply) => {
        const comment = await service.add(
          currentUser(request),
          request.params.id,
          null,
          request.body.content,
        );
        return reply.status(201).send(comment);
      },
    );

    scope.delete(
      '/api/books/:id/comments/:commentId',
      {
        schema: {
          tags,
          summary: 'Delete a book comment (its author or an admin)',
          params: bookCommentParams,
          response: { 200: messageResponseSchema, ...errors },
        },
      },
      async (request) => {
        await service.remove(currentUser(request), request.params.id, null, request.params.commentId);
        return { message: BOOK_MESSAGES.commentDeleted };
      },
    );

    scope.get(
      '/api/books/:id/chapters/:number/comments',
      {
        schema: {
          tags,
          summary: 'A chapter’s comments, newest first (X-Total-Count, Link rel="next")',
          params: chapterParams,
          querystring: commentListQuerySchema,
          response: { 200: commentListResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { page, limit } = request.query;
        const { id, number } = request.params;
        const result = await service.list(currentUser(request), id, number, page, limit);
        return sendPage(request, reply, result, page, limit);
      },
    );

    scope.post(
      '/api/books/:id/chapters/:number/comments',
      {
        schema: {
          tags,
          summary: 'Comment on a chapter',
          params: chapterParams,
          body: commentBodySchema,
          response: { 201: commentSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { id, number } = request.params;
        const comment = await service.add(currentUser(request), id, number, request.body.content);
        return reply.status(201).send(comment);
      },
    );

    scope.delete(
      '/api/books/:id/chapters/:number/comments/:commentId',
      {
        schema: {
          tags,
          summary: 'Delete a chapter comment (its author or an admin)',
          params: chapterCommentParams,
          response: { 200: deleteChapterCommentResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { id, number, commentId } = request.params;
        const comments = await service.remove(currentUser(request), id, number, commentId);
        return { message: READER_MESSAGES.commentDeleted, comments };
      },
    );
  });
};
