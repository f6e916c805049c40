import { endpoints } from '@quire/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import type { BooksService } from './books.service.js';

/** An answer's book: its id, and the fields the spec's client reads in its own shapes. */
type AnswerBook = { _id: string; likes?: unknown; favorites?: unknown; chapters?: unknown };

/** The books an answer carries: a list's items, or the one book of a detail. */
function booksOf(answer: unknown): AnswerBook[] {
  if (!answer || typeof answer !== 'object') return [];
  const list = (answer as { books?: unknown }).books;
  if (Array.isArray(list)) return list as AnswerBook[];
  return typeof (answer as AnswerBook)._id === 'string' ? [answer as AnswerBook] : [];
}

/**
 * SPEC_COMPAT (decision 003): the book list, a book's detail and the book form's answers carry
 * the spec's own shapes for its original client — `likes` and `favorites` as the lists of user
 * ids who liked and favourited the book, and every book with its `chapters` (title and text).
 * Applied to the answer after it was checked against Quire's own schema, so the default shapes
 * and their contract stay as they are; only these routes, and only with the setting on.
 */
export function addSpecCompatShapes(app: FastifyInstance, service: Pick<BooksService, 'specCompatFields'>) {
  const routes = new Set(
    [endpoints.listBooks, endpoints.getBook, endpoints.createBook, endpoints.updateBook].map(
      (endpoint) => `${endpoint.method} ${endpoint.path}`,
    ),
  );
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode >= 300 || typeof payload !== 'string') return payload;
    if (!routes.has(`${request.method} ${request.routeOptions.url}`)) return payload;
    const answer: unknown = JSON.parse(payload);
    const books = booksOf(answer);
    if (books.length === 0) return payload;
    // The caller's own drafts and scheduled chapters are theirs to see (decision 060).
    const viewer = (request as { user?: { id?: string } }).user?.id ?? null;
    const fields = await service.specCompatFields(
      books.map((book) => book._id),
      viewer,
    );
    for (const book of books) {
      book.likes = fields.likes(book._id);
      book.favorites = fields.favorites(book._id);
      if (!Array.isArray(book.chapters)) book.chapters = fields.chapters(book._id);
    }
    return JSON.stringify(answer);
  });
}
