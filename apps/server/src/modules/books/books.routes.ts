import { endpoints } from '@quire/shared/endpoints';
import { BOOK_FORM_MESSAGES, BOOK_MESSAGES } from '@quire/shared/messages';
import { errorResponseSchema } from '@quire/shared/schemas/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookParams, uploadParams } from '../../http/params.js';
import { protectedScope } from '../../http/route-helpers.js';
import { currentUser } from '../../plugins/auth.js';
import { route } from '../../route.js';
import { BOOK_FORM_MAX_BYTES, normaliseBookFields, readMultipartBookForm } from './book-form.js';
import { addSpecCompatShapes } from './spec-compat.js';

const err = errorResponseSchema;
const readErrors = { 401: err, 404: err } as const;
const writeErrors = { 400: err, 401: err, 403: err, 404: err } as const;
const formErrors = { ...writeErrors, 409: err, 413: err, 415: err, 422: err } as const;

export const booksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { books: service } = app.services;
  if (app.env.SPEC_COMPAT) addSpecCompatShapes(app, service);

  // Like and favourite are posted with an empty body, which clients may still label as JSON;
  // inside this plugin an empty JSON body is "no body" rather than a 400.
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });

  /** Cover files read from multipart forms, handed from preValidation to the handler. */
  const coverFiles = new WeakMap<FastifyRequest, Buffer>();

  /** Multipart and JSON bodies both become the plain object bookInputSchema validates. */
  async function readBookForm(request: FastifyRequest) {
    if (request.isMultipart()) {
      const form = await readMultipartBookForm(request);
      request.body = form.fields;
      if (form.coverFile) coverFiles.set(request, form.coverFile);
    } else if (request.body && typeof request.body === 'object') {
      request.body = normaliseBookFields(request.body as Record<string, unknown>);
    }
  }

  await protectedScope(app, (scope) => {
    route(
      scope,
      endpoints.listBooks,
      {
        tags: ['books'],
        summary: 'A page of books with the caller’s own entry merged in (search, filters, sort)',
        responses: { 400: err, 401: err },
      },
      async (request) => service.listBooks(currentUser(request), request.query),
    );

    route(
      scope,
      endpoints.getBook,
      {
        tags: ['books'],
        summary: 'One book with its chapters (content included, for the edit form)',
        params: bookParams,
        responses: readErrors,
      },
      async (request) => service.getBook(currentUser(request), request.params.id),
    );

    route(
      scope,
      endpoints.createBook,
      {
        preValidation: readBookForm,
        bodyLimit: BOOK_FORM_MAX_BYTES,
        tags: ['books'],
        summary: 'Create a book (multipart/form-data with chapters as JSON text, or JSON)',
        consumes: ['application/json', 'multipart/form-data'],
        responses: formErrors,
      },
      async (request, reply) => {
        const book = await service.createBook(currentUser(request), request.body, coverFiles.get(request));
        return reply
          .status(201)
          .send({ ...book, message: book.published ? BOOK_FORM_MESSAGES.created : BOOK_MESSAGES.draftSaved });
      },
    );

    route(
      scope,
      endpoints.updateBook,
      {
        preValidation: readBookForm,
        bodyLimit: BOOK_FORM_MAX_BYTES,
        tags: ['books'],
        summary: 'Replace a book and its chapters (owner or admin); same body as create',
        consumes: ['application/json', 'multipart/form-data'],
        params: uploadParams,
        responses: formErrors,
      },
      async (request) => {
        const book = await service.updateBook(
          currentUser(request),
          request.params.bookId,
          request.body,
          coverFiles.get(request),
        );
        return { ...book, message: BOOK_FORM_MESSAGES.updated };
      },
    );

    route(
      scope,
      endpoints.updateEntry,
      {
        tags: ['books'],
        summary: 'Update the caller’s own notes, tags, status and progress for a book',
        params: bookParams,
        responses: { 400: err, ...readErrors },
      },
      async (request) => service.updateEntry(currentUser(request), request.params.id, request.body),
    );

    route(
      scope,
      endpoints.deleteBook,
      {
        tags: ['books'],
        summary: 'Delete a book with its chapters, comments and entries (owner or admin)',
        params: bookParams,
        responses: writeErrors,
      },
      async (request) => {
        await service.deleteBook(currentUser(request), request.params.id);
        return { message: BOOK_MESSAGES.deleted };
      },
    );

    route(
      scope,
      endpoints.toggleLike,
      {
        tags: ['books'],
        summary: 'Like or unlike a book (toggle)',
        params: bookParams,
        responses: readErrors,
      },
      async (request) => service.toggleLike(currentUser(request), request.params.id),
    );

    route(
      scope,
      endpoints.toggleFavorite,
      {
        tags: ['books'],
        summary: 'Add or remove a book from the caller’s favourites (toggle)',
        params: bookParams,
        responses: readErrors,
      },
      async (request) => service.toggleFavorite(currentUser(request), request.params.id),
    );

    route(
      scope,
      endpoints.rateBook,
      {
        tags: ['books'],
        summary: 'Rate a book 1 to 5 (one rating per user; rating again replaces it)',
        params: bookParams,
        responses: { 400: err, ...readErrors },
      },
      async (request) => service.rate(currentUser(request), request.params.id, request.body.rating),
    );
  });

  route(
    app,
    endpoints.popularBooks,
    {
      tags: ['books'],
      summary: 'Public: the week’s most-read books (public fields only, cached)',
      responses: { 400: err },
    },
    async (request, reply) => {
      const books = await service.popularBooks(request.query.limit);
      reply.header('Cache-Control', 'public, max-age=300');
      return { books };
    },
  );
};
