import {
  bookIdParamsSchema,
  setStatusBodySchema,
  shelfQuerySchema,
  shelfResponseSchema,
  statusBoardItemSchema,
  statusBoardSchema,
} from '@quire/shared';
import { currentUser } from '../../plugins/auth.js';
import type { LibraryService } from './library.service.js';
import { type ReadingApp, readingErrors, secured, type ZoneOf } from './reading.routes.js';

export function registerLibraryRoutes(
  app: ReadingApp,
  { library }: { library: LibraryService; zoneOf: ZoneOf },
) {
  app.get(
    '/api/library/status-board',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['library'],
        summary: "The caller's books in the Currently Reading, Want to Read and Completed columns",
        security: secured,
        response: { 200: statusBoardSchema, ...readingErrors },
      },
    },
    async (request) => library.statusBoard(currentUser(request).id),
  );

  app.put(
    '/api/library/:bookId/status',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['library'],
        summary: 'Move a book to a status column (Reading stamps the start, Completed the finish)',
        security: secured,
        params: bookIdParamsSchema,
        body: setStatusBodySchema,
        response: { 200: statusBoardItemSchema, ...readingErrors },
      },
    },
    async (request) => library.setStatus(currentUser(request).id, request.params.bookId, request.body.status),
  );

  app.get(
    '/api/library/shelf',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['library'],
        summary:
          "The caller's bookshelf, filtered by a chip (Fantasy, Classics, Non-Fiction match category or genre)",
        security: secured,
        querystring: shelfQuerySchema,
        response: { 200: shelfResponseSchema, ...readingErrors },
      },
    },
    async (request) => library.shelf(currentUser(request).id, request.query.chip),
  );
}
