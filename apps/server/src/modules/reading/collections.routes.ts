import {
  addCollectionBookSchema,
  collectionBookParamsSchema,
  collectionInputSchema,
  collectionListResponseSchema,
  collectionSchema,
  collectionUpdateSchema,
  idParamsSchema,
  messageResponseSchema,
} from '@quire/shared';
import { currentUser } from '../../plugins/auth.js';
import type { CollectionsService } from './collections.service.js';
import { type ReadingApp, readingErrors, secured } from './reading.routes.js';

export function registerCollectionsRoutes(
  app: ReadingApp,
  { collections }: { collections: CollectionsService },
) {
  app.get(
    '/api/collections',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['collections'],
        summary: "The caller's collections with their books",
        security: secured,
        response: { 200: collectionListResponseSchema, ...readingErrors },
      },
    },
    async (request) => ({ collections: await collections.list(currentUser(request).id) }),
  );

  app.post(
    '/api/collections',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['collections'],
        summary: 'Create a collection (a non-blank name, an optional description)',
        security: secured,
        body: collectionInputSchema,
        response: { 201: collectionSchema, ...readingErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await collections.create(currentUser(request).id, request.body)),
  );

  app.put(
    '/api/collections/:id',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['collections'],
        summary: 'Rename or describe a collection',
        security: secured,
        params: idParamsSchema,
        body: collectionUpdateSchema,
        response: { 200: collectionSchema, ...readingErrors },
      },
    },
    async (request) => collections.update(currentUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/api/collections/:id',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['collections'],
        summary: 'Delete a collection (its books stay in the catalogue)',
        security: secured,
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...readingErrors },
      },
    },
    async (request) => {
      await collections.remove(currentUser(request).id, request.params.id);
      return { message: 'Collection deleted' };
    },
  );

  app.post(
    '/api/collections/:id/books',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['collections'],
        summary: 'Add a book to a collection (no change when it is already there)',
        security: secured,
        params: idParamsSchema,
        body: addCollectionBookSchema,
        response: { 200: collectionSchema, ...readingErrors },
      },
    },
    async (request) => collections.addBook(currentUser(request).id, request.params.id, request.body.bookId),
  );

  app.delete(
    '/api/collections/:id/books/:bookId',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['collections'],
        summary: 'Remove a book from a collection',
        security: secured,
        params: collectionBookParamsSchema,
        response: { 200: collectionSchema, ...readingErrors },
      },
    },
    async (request) =>
      collections.removeBook(currentUser(request).id, request.params.id, request.params.bookId),
  );
}
