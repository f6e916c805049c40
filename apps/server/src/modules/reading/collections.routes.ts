import {
  addCollectionBookSchema,
  API_MESSAGES,
  collectionInputSchema,
  collectionListResponseSchema,
  collectionSchema,
  collectionUpdateSchema,
  messageResponseSchema,
} from '@quire/shared';
import { collectionBookParams, collectionParams } from '../../http/params.js';
import { type RouteApp as ReadingApp, readingErrors } from '../../http/route-helpers.js';
import { currentUser } from '../../plugins/auth.js';
import type { CollectionsService } from './collections.service.js';

export function registerCollectionsRoutes(
  app: ReadingApp,
  { collections }: { collections: CollectionsService },
) {
  app.get(
    '/api/collections',
    {
      schema: {
        tags: ['collections'],
        summary: "The caller's collections with their books",
        response: { 200: collectionListResponseSchema, ...readingErrors },
      },
    },
    async (request) => ({ collections: await collections.list(currentUser(request).id) }),
  );

  app.post(
    '/api/collections',
    {
      schema: {
        tags: ['collections'],
        summary: 'Create a collection (a non-blank name, an optional description)',
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
      schema: {
        tags: ['collections'],
        summary: 'Rename or describe a collection',
        params: collectionParams,
        body: collectionUpdateSchema,
        response: { 200: collectionSchema, ...readingErrors },
      },
    },
    async (request) => collections.update(currentUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/api/collections/:id',
    {
      schema: {
        tags: ['collections'],
        summary: 'Delete a collection (its books stay in the catalogue)',
        params: collectionParams,
        response: { 200: messageResponseSchema, ...readingErrors },
      },
    },
    async (request) => {
      await collections.remove(currentUser(request).id, request.params.id);
      return { message: API_MESSAGES.collectionDeleted };
    },
  );

  app.post(
    '/api/collections/:id/books',
    {
      schema: {
        tags: ['collections'],
        summary: 'Add a book to a collection (no change when it is already there)',
        params: collectionParams,
        body: addCollectionBookSchema,
        response: { 200: collectionSchema, ...readingErrors },
      },
    },
    async (request) => collections.addBook(currentUser(request).id, request.params.id, request.body.bookId),
  );

  app.delete(
    '/api/collections/:id/books/:bookId',
    {
      schema: {
        tags: ['collections'],
        summary: 'Remove a book from a collection',
        params: collectionBookParams,
        response: { 200: collectionSchema, ...readingErrors },
      },
    },
    async (request) =>
      collections.removeBook(currentUser(request).id, request.params.id, request.params.bookId),
  );
}
