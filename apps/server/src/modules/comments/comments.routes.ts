import { endpoints } from '@quire/shared/endpoints';
import { BOOK_MESSAGES } from '@quire/shared/messages';
import { READER_MESSAGES } from '@quire/shared/messages/reader';
import { errorResponseSchema } from '@quire/shared/schemas/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookCommentParams, bookParams, chapterCommentParams, chapterParams } from '../../http/params.js';
import { keepAnswersPrivate, protectedScope } from '../../http/route-helpers.js';
import { currentUser } from '../../plugins/auth.js';
import { route } from '../../route.js';
import type { CommentPage } from './comments.service.js';

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
    // A paragraph's thread pages within that paragraph.
    const paragraph = (request.query as { paragraph?: number }).paragraph;
    const within = paragraph === undefined ? '' : `&paragraph=${paragraph}`;
    reply.header('link', `<${path}?page=${page + 1}&limit=${limit}${within}>; rel="next"`);
  }
  return result.comments;
}

/**
 * Comments on books and on chapters, one module: the same service, repository and presenter
 * behind both families of routes (listBookComments, addBookComment, deleteBookComment and their
 * chapter twins in the endpoint table); every route needs a signed-in caller.
 */
export const commentsModule: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.comments;

  // Lists carry per-caller flags (canDelete): no shared cache may keep them.
  keepAnswersPrivate(app);

  await protectedScope(app, (scope) => {
    route(
      scope,
      endpoints.listBookComments,
      {
        tags,
        summary: 'A book’s comments, newest first (X-Total-Count, Link rel="next")',
        params: bookParams,
        responses: errors,
      },
      async (request, reply) => {
        const { page, limit } = request.query;
        const result = await service.list(currentUser(request), request.params.id, null, page, limit);
        return sendPage(request, reply, result, page, limit);
      },
    );

    route(
      scope,
      endpoints.addBookComment,
      {
        tags,
        summary: 'Comment on a book',
        params: bookParams,
        responses: errors,
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

    route(
      scope,
      endpoints.deleteBookComment,
      {
        tags,
        summary: 'Delete a book comment (its author or an admin)',
        params: bookCommentParams,
        responses: errors,
      },
      async (request) => {
        await service.remove(currentUser(request), request.params.id, null, request.params.commentId);
        return { message: BOOK_MESSAGES.commentDeleted };
      },
    );

    route(
      scope,
      endpoints.listChapterComments,
      {
        tags,
        summary:
          'A chapter’s comments, or one paragraph’s (?paragraph=N), newest first (X-Total-Count, Link rel="next")',
        params: chapterParams,
        responses: errors,
      },
      async (request, reply) => {
        const { page, limit, paragraph } = request.query;
        const { id, number } = request.params;
        const result = await service.list(currentUser(request), id, number, page, limit, paragraph);
        return sendPage(request, reply, result, page, limit);
      },
    );

    route(
      scope,
      endpoints.addChapterComment,
      {
        tags,
        summary: 'Comment on a chapter, or on one of its paragraphs (anchor)',
        params: chapterParams,
        responses: errors,
      },
      async (request, reply) => {
        const { id, number } = request.params;
        const { content, anchor } = request.body;
        const comment = await service.add(currentUser(request), id, number, content, anchor);
        return reply.status(201).send(comment);
      },
    );

    route(
      scope,
      endpoints.deleteChapterComment,
      {
        tags,
        summary: 'Delete a chapter comment (its author or an admin)',
        params: chapterCommentParams,
        responses: errors,
      },
      async (request) => {
        const { id, number, commentId } = request.params;
        const comments = await service.remove(currentUser(request), id, number, commentId);
        return { message: READER_MESSAGES.commentDeleted, comments };
      },
    );
  });
};
