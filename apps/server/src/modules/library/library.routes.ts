import { endpoints } from '@quire/shared/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { libraryBookParams } from '../../http/params.js';
import { protectedScope, readingErrors } from '../../http/route-helpers.js';
import { currentUser } from '../../plugins/auth.js';
import { route } from '../../route.js';

/** The caller's library: the status board, moving a book between columns, the bookshelf. */
export const libraryRoutes: FastifyPluginAsyncZod = async (app) => {
  const library = app.services.library;

  await protectedScope(app, (app) => {
    route(
      app,
      endpoints.statusBoard,
      {
        tags: ['library'],
        summary: "The caller's books in the Currently Reading, Want to Read and Completed columns",
        responses: readingErrors,
      },
      async (request) => library.statusBoard(currentUser(request).id),
    );

    route(
      app,
      endpoints.setBookStatus,
      {
        tags: ['library'],
        summary: 'Move a book to a status column (Reading stamps the start, Completed the finish)',
        params: libraryBookParams,
        responses: readingErrors,
      },
      async (request) =>
        library.setStatus(currentUser(request).id, request.params.bookId, request.body.status),
    );

    route(
      app,
      endpoints.shelf,
      {
        tags: ['library'],
        summary:
          "The caller's bookshelf, filtered by a chip (Fantasy, Classics, Non-Fiction match category or genre)",
        responses: readingErrors,
      },
      async (request) => library.shelf(currentUser(request).id, request.query.chip),
    );
  });
};
