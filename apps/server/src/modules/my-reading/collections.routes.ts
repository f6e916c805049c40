import { endpoints } from '@quire/shared/endpoints';
import { API_MESSAGES } from '@quire/shared/messages';
import { collectionBookParams, collectionParams } from '../../http/params.js';
import { type RouteApp as ReadingApp, readingErrors } from '../../http/route-helpers.js';
import { currentUser } from '../../plugins/auth.js';
import { route } from '../../route.js';
import type { CollectionsService } from './collections.service.js';

export function registerCollectionsRoutes(
  app: ReadingApp,
  { collections }: { collections: CollectionsService },
) {
  route(
    app,
    endpoints.listCollections,
    {
      tags: ['collections'],
      summary: "The caller's collections with their books",
      responses: readingErrors,
    },
    async (request) => ({ collections: await collections.list(currentUser(request).id) }),
  );

  route(
    app,
    endpoints.createCollection,
    {
      tags: ['collections'],
      summary: 'Create a collection (a non-blank name, an optional description)',
      responses: readingErrors,
    },
    async (request, reply) =>
      reply.status(201).send(await collections.create(currentUser(request).id, request.body)),
  );

  route(
    app,
    endpoints.updateCollection,
    {
      tags: ['collections'],
      summary: 'Rename or describe a collection',
      params: collectionParams,
      responses: readingErrors,
    },
    async (request) => collections.update(currentUser(request).id, request.params.id, request.body),
  );

  route(
    app,
    endpoints.deleteCollection,
    {
      tags: ['collections'],
      summary: 'Delete a collection (its books stay in the catalogue)',
      params: collectionParams,
      responses: readingErrors,
    },
    async (request) => {
      await collections.remove(currentUser(request).id, request.params.id);
      return { message: API_MESSAGES.collectionDeleted };
    },
  );

  route(
    app,
    endpoints.addCollectionBook,
    {
      tags: ['collections'],
      summary: 'Add a book to a collection (no change when it is already there)',
      params: collectionParams,
      responses: readingErrors,
    },
    async (request) => collections.addBook(currentUser(request), request.params.id, request.body.bookId),
  );

  route(
    app,
    endpoints.removeCollectionBook,
    {
      tags: ['collections'],
      summary: 'Remove a book from a collection',
      params: collectionBookParams,
      responses: readingErrors,
    },
    async (request) =>
      collections.removeBook(currentUser(request).id, request.params.id, request.params.bookId),
  );
}
