import { endpoints } from '@quire/shared/endpoints';
import { errorResponseSchema } from '@quire/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookParams } from '../../http/params.js';
import { protectedScope } from '../../http/route-helpers.js';
import { sendEpub } from '../../http/send-epub.js';
import { publicBaseUrl } from '../../plugins/public-url.js';
import { markdownContentDisposition } from './epub.writer.js';
import { currentUser } from '../../plugins/auth.js';
import { route } from '../../route.js';

/** GET /api/books/:id/export.epub: the book as an EPUB 3 file for whoever may read it. */
export const epubRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.epub;

  await protectedScope(app, (scope) => {
    route(
      scope,
      endpoints.exportBookEpub,
      {
        tags: ['books'],
        summary: 'The book as an EPUB 3 file (owner: drafts too; anyone signed in: published books)',
        params: bookParams,
        responses: { 401: errorResponseSchema, 404: errorResponseSchema },
      },
      async (request, reply) =>
        sendEpub(reply, await service.downloadBookEpub(currentUser(request), request.params.id)),
    );

    route(
      scope,
      endpoints.exportBookMarkdown,
      {
        tags: ['books'],
        summary: 'The book as Markdown (owner: drafts too; anyone signed in: published books)',
        params: bookParams,
        responses: { 401: errorResponseSchema, 404: errorResponseSchema },
      },
      async (request, reply) => {
        const site = publicBaseUrl(app, request);
        const { title, markdown } = await service.bookMarkdown(currentUser(request), request.params.id, site);
        return reply
          .header('content-type', 'text/markdown; charset=utf-8')
          .header('content-disposition', markdownContentDisposition(title))
          .send(markdown);
      },
    );
  });
};
