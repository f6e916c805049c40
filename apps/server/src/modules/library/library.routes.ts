import {
  setStatusBodySchema,
  shelfQuerySchema,
  shelfResponseSchema,
  statusBoardItemSchema,
  statusBoardSchema,
} from '@quire/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { libraryBookParams } from '../../http/params.js';
import { protectedScope, readingErrors } from '../../http/route-helpers.js';
import { currentUser } from '../../plugins/auth.js';
import { createLibraryRepository } from './library.repository.js';
import { createLibraryService } from './library.service.js';

/** The caller's library: the status board, moving a book between columns, the bookshelf. */
export const libraryRoutes: FastifyPluginAsyncZod = async (app) => {
  const library = createLibraryService({ repo: createLibraryRepository(app.db), events: app.events });

  await protectedScope(app, (app) => {
    app.get(
      '/api/library/status-board',
      {
        schema: {
          tags: ['library'],
          summary: "The caller's books in the Currently Reading, Want to Read and Completed columns",
          response: { 200: statusBoardSchema, ...readingErrors },
        },
      },
      async (request) => library.statusBoard(currentUser(request).id),
    );

    app.put(
      '/api/library/:bookId/status',
      {
        schema: {
          tags: ['library'],
          summary: 'Move a book to a status column (Reading stamps the start, Completed the finish)',
          params: libraryBookParams,
          body: setStatusBodySchema,
          response: { 200: statusBoardItemSchema, ...readingErrors },
        },
      },
      async (request) =>
        library.setStatus(currentUser(request).id, request.params.bookId, request.body.status),
    );

    app.get(
      '/api/library/shelf',
      {
        schema: {
          tags: ['library'],
          summary:
            "The caller's bookshelf, filtered by a chip (Fantasy, Classics, Non-Fiction match category or genre)",
          querystring: shelfQuerySchema,
          response: { 200: shelfResponseSchema, ...readingErrors },
        },
      },
      async (request) => library.shelf(currentUser(request).id, request.query.chip),
    );
  });
};
