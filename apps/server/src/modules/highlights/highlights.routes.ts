import { endpoints } from '@quire/shared/endpoints';
import { HIGHLIGHT_MESSAGES } from '@quire/shared/messages/highlights';
import { errorResponseSchema } from '@quire/shared/schemas/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachmentHeader } from '../../http/attachment.js';
import { bookParams, chapterParams, highlightParams } from '../../http/params.js';
import { keepAnswersPrivate, protectedScope } from '../../http/route-helpers.js';
import { currentUser } from '../../plugins/auth.js';
import { route } from '../../route.js';

const err = errorResponseSchema;
const errors = { 400: err, 401: err, 404: err } as const;
const tags = ['highlights'];

/** The site's own address: PUBLIC_URL when set, else the one the request came to. */
function siteUrl(request: FastifyRequest, publicUrl: string | undefined) {
  return (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/$/, '');
}

/**
 * Highlights and private notes: create on a chapter, list a book's, change, remove, and export a
 * book's as Markdown. Every route needs a signed-in caller and touches only the caller's own.
 */
export const highlightsModule: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.highlights;

  // Highlights are private: no shared cache may keep an answer.
  keepAnswersPrivate(app);

  /** The download's name: the book's title as letters and digits, then what it holds. */
  const fileName = (title: string, ending: string) =>
    `${title.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'book'}-${ending}`;

  await protectedScope(app, (scope) => {
    route(
      scope,
      endpoints.createHighlight,
      {
        tags,
        summary: 'Highlight a passage of a chapter (with an optional note)',
        params: chapterParams,
        responses: errors,
      },
      async (request, reply) => {
        const { id, number } = request.params;
        const highlight = await service.create(currentUser(request), id, number, request.body);
        return reply.status(201).send(highlight);
      },
    );

    route(
      scope,
      endpoints.listBookHighlights,
      {
        tags,
        summary: 'The caller’s highlights of a book, in reading order',
        params: bookParams,
        responses: errors,
      },
      async (request) => service.listForBook(currentUser(request), request.params.id),
    );

    route(
      scope,
      endpoints.updateHighlight,
      { tags, summary: 'Change a highlight’s colour or note', params: highlightParams, responses: errors },
      async (request) => service.update(currentUser(request), request.params.hid, request.body),
    );

    route(
      scope,
      endpoints.deleteHighlight,
      { tags, summary: 'Remove a highlight and its note', params: highlightParams, responses: errors },
      async (request) => {
        await service.remove(currentUser(request), request.params.hid);
        return { message: HIGHLIGHT_MESSAGES.highlightDeleted };
      },
    );

    route(
      scope,
      endpoints.exportHighlights,
      { tags, summary: 'A book’s highlights and notes as Markdown', responses: errors },
      async (request, reply) => {
        const base = siteUrl(request, app.env.PUBLIC_URL);
        const bookId = request.query.bookId;
        const { title, markdown } = await service.exportMarkdown(currentUser(request), bookId, base);
        const filename = fileName(title, 'highlights.md');
        return reply
          .header('content-type', 'text/markdown; charset=utf-8')
          .header('content-disposition', attachmentHeader('highlights.md', filename))
          .send(markdown);
      },
    );

    route(
      scope,
      endpoints.exportHighlightsWebAnnotation,
      { tags, summary: 'A book’s highlights and notes as W3C Web Annotations (JSON-LD)', responses: errors },
      async (request, reply) => {
        const base = siteUrl(request, app.env.PUBLIC_URL);
        const { title, document } = await service.exportAnnotations(
          currentUser(request),
          request.query.bookId,
          'web',
          base,
        );
        return reply
          .header(
            'content-type',
            'application/ld+json; profile="http://www.w3.org/ns/anno.jsonld"; charset=utf-8',
          )
          .header(
            'content-disposition',
            attachmentHeader('highlights.jsonld', fileName(title, 'highlights.jsonld')),
          )
          .send(JSON.stringify(document, null, 2));
      },
    );

    route(
      scope,
      endpoints.exportHighlightsReadium,
      { tags, summary: 'A book’s highlights and notes as a Readium Annotation Set', responses: errors },
      async (request, reply) => {
        const base = siteUrl(request, app.env.PUBLIC_URL);
        const { title, document } = await service.exportAnnotations(
          currentUser(request),
          request.query.bookId,
          'readium',
          base,
        );
        return reply
          .header('content-type', 'application/json; charset=utf-8')
          .header(
            'content-disposition',
            attachmentHeader('highlights.annotation', fileName(title, 'highlights.annotation')),
          )
          .send(JSON.stringify(document, null, 2));
      },
    );

    route(
      scope,
      endpoints.importHighlights,
      {
        tags,
        summary: 'Highlights from a Web Annotation or Readium file, placed on the book’s text',
        params: bookParams,
        responses: errors,
      },
      async (request) => service.importAnnotations(currentUser(request), request.params.id, request.body),
    );
  });
};
