import { IMPORT_MAX_FILE_BYTES, IMPORT_MESSAGES } from '@quire/shared';
import { endpoints } from '@quire/shared/endpoints';
import { errorResponseSchema } from '@quire/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, payloadTooLarge } from '../../errors.js';
import { protectedScope } from '../../http/route-helpers.js';
import { currentUser } from '../../plugins/auth.js';
import { route } from '../../route.js';

const err = errorResponseSchema;

/** POST /api/books/import: an EPUB, Markdown or plain text file becomes a draft of the caller's. */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.importer;

  await protectedScope(app, (scope) => {
    route(
      scope,
      endpoints.importBook,
      {
        tags: ['books'],
        summary:
          'Import a book from a file (multipart field "file": EPUB 2/3, Markdown or plain text) as a draft',
        consumes: ['multipart/form-data'],
        responses: { 400: err, 401: err, 413: err, 415: err },
      },
      async (request, reply) => {
        if (!request.isMultipart()) throw badRequest(IMPORT_MESSAGES.noFile);
        const file = await request.file({ limits: { fileSize: IMPORT_MAX_FILE_BYTES, files: 1 } });
        if (file?.fieldname !== 'file') throw badRequest(IMPORT_MESSAGES.noFile);
        let bytes: Buffer;
        try {
          bytes = await file.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
            throw payloadTooLarge(IMPORT_MESSAGES.tooLarge);
          throw error;
        }
        if (file.file.truncated) throw payloadTooLarge(IMPORT_MESSAGES.tooLarge);
        if (bytes.length === 0) throw badRequest(IMPORT_MESSAGES.noText);
        const user = currentUser(request);
        // The work is recorded as a file job the reader can follow (GET /api/file-jobs); the
        // answer is the import's own, draft or refusal.
        const book = await app.fileJobs.track(
          user,
          { kind: 'import', fileName: file.filename, clientKey: request.query.clientKey },
          (onProgress) => service.importFile(user, bytes, file.filename, onProgress),
          (draft) => ({ bookId: draft._id, title: draft.title }),
        );
        return reply.status(201).send(book);
      },
    );
  });
};
