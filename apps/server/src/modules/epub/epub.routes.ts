import { endpoints } from '@quire/shared/endpoints';
import { errorResponseSchema } from '@quire/shared/schemas/common';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookParams } from '../../http/params.js';
import { protectedScope } from '../../http/route-helpers.js';
import { currentUser } from '../../plugins/auth.js';
import { route } from '../../route.js';
import type { EpubFile } from './epub.service.js';
import { EPUB_MEDIA_TYPE } from './epub.writer.js';

/** Sends an EPUB as a download that no shared cache keeps (drafts are private). */
export function sendEpub(reply: FastifyReply, file: EpubFile) {
  return reply
    .header('Content-Type', EPUB_MEDIA_TYPE)
    .header('Content-Disposition', file.contentDisposition)
    .header('Content-Length', file.bytes.byteLength)
    .header('Cache-Control', 'private, no-store')
    .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
}

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
  });
};
