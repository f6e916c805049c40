import { DATA_TRANSFER_MESSAGES, IMPORT_MAX_BYTES } from '@quire/shared';
import { endpoints } from '@quire/shared/endpoints';
import { errorResponseSchema } from '@quire/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, payloadTooLarge } from '../../errors.js';
import { attachmentHeader } from '../../http/attachment.js';
import { protectedScope } from '../../http/route-helpers.js';
import { currentUser } from '../../plugins/auth.js';
import { route } from '../../route.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  413: errorResponseSchema,
};

/** Private downloads: never kept by a shared cache. */
const PRIVATE = 'private, no-store';

/**
 * Books in and out: the Goodreads / StoryGraph CSV import and the Goodreads CSV export of the
 * caller's library, and the account export ("Download everything").
 */
export const dataTransferRoutes: FastifyPluginAsyncZod = async (app) => {
  // The CSV import's library service holds its completions back until its last write
  // (csvImportLibrary in src/composition.ts); the account export writes each book with the EPUB writer.
  const { dataTransfer: transfer, accountExport: account } = app.services;

  await protectedScope(app, (scope) => {
    route(
      scope,
      endpoints.importGoodreads,
      {
        tags: ['library'],
        summary: 'Import a Goodreads or StoryGraph export CSV (multipart field "file", at most 10 MB)',
        consumes: ['multipart/form-data'],
        responses: errors,
      },
      async (request) => {
        const user = currentUser(request);
        const file = await request.file({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } });
        if (!file) throw badRequest(DATA_TRANSFER_MESSAGES.fileMissing);
        let bytes: Buffer;
        try {
          bytes = await file.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
            throw payloadTooLarge(DATA_TRANSFER_MESSAGES.fileTooLarge);
          throw error;
        }
        if (file.file.truncated) throw payloadTooLarge(DATA_TRANSFER_MESSAGES.fileTooLarge);
        // The work is recorded as a file job the reader can follow (GET /api/file-jobs); the
        // answer is the import's own, summary or refusal.
        return app.fileJobs.track(
          user,
          { kind: 'goodreads-import', fileName: file.filename, clientKey: request.query.clientKey },
          (onProgress) => transfer.importCsv(user.id, bytes, onProgress),
          (summary) => ({
            matched: summary.matched,
            outside: summary.outside,
            skipped: summary.skipped,
            rowErrors: summary.errors.length,
          }),
        );
      },
    );

    route(
      scope,
      endpoints.exportGoodreadsCsv,
      {
        tags: ['library'],
        summary: "The caller's library and outside books in Goodreads' export CSV format",
        responses: { 401: errorResponseSchema },
      },
      async (request, reply) => {
        const csv = await transfer.exportGoodreadsCsv(currentUser(request).id);
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', attachmentHeader('goodreads_library_export.csv'))
          .header('Cache-Control', PRIVATE)
          .send(csv);
      },
    );

    route(
      scope,
      endpoints.exportAccount,
      {
        tags: ['profile'],
        summary: 'Everything the caller owns, as a zip of JSON files with a manifest and a README',
        responses: { 401: errorResponseSchema, 413: errorResponseSchema },
      },
      async (request, reply) => {
        const user = currentUser(request);
        // Recorded as a file job the reader can follow; the zip itself is this request's answer.
        const { zip, fileName } = await app.fileJobs.track(
          user,
          { kind: 'account-export', clientKey: request.query.clientKey },
          (onProgress) => account.exportAccount(user.id, onProgress),
          () => null,
        );
        return reply
          .header('Content-Type', 'application/zip')
          .header('Content-Disposition', attachmentHeader(fileName))
          .header('Content-Length', zip.byteLength)
          .header('Cache-Control', PRIVATE)
          .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
      },
    );
  });
};
