import { BOOK_MESSAGES, SERVER_MESSAGES } from '@quire/shared';
import { forbidden, notFound } from '../../errors.js';
import type { EventBus } from '../../events.js';
import type { AuthUser } from '../../plugins/auth.js';
import { type BooksRepository, isUuid } from './books.repository.js';
import type { CommentsRepository } from './comments.repository.js';
import { canDeleteComment, presentComment } from './comments.presenter.js';

export interface CommentsServiceDeps {
  books: BooksRepository;
  comments: CommentsRepository;
  events: EventBus;
}

/** Book-level comments: anyone signed in reads and writes; the author or an admin deletes. */
export function createCommentsService({ books, comments, events }: CommentsServiceDeps) {
  async function requireBook(bookId: string) {
    const book = isUuid(bookId) ? await books.findOwnership(bookId) : undefined;
    if (!book) throw notFound(SERVER_MESSAGES.bookNotFound);
    return book;
  }

  return {
    async list(user: AuthUser, bookId: string, page: number, limit: number) {
      await requireBook(bookId);
      const [rows, total] = await Promise.all([
        comments.listForBook(bookId, limit, (page - 1) * limit),
        comments.countForBook(bookId),
      ]);
      return {
        comments: rows.map((row) => presentComment(row, user)),
        total,
        page,
        totalPages: Math.ceil(total / limit),
      };
    },

    async add(user: AuthUser, bookId: string, content: string) {
      await requireBook(bookId);
      const row = await comments.insert(bookId, user.id, content);
      events.emit('book.commented', { bookId, actorId: user.id, commentId: row.id });
      return presentComment(row, user);
    },

    async remove(user: AuthUser, bookId: string, commentId: string) {
      await requireBook(bookId);
      const comment = isUuid(commentId) ? await comments.findInBook(bookId, commentId) : undefined;
      if (!comment) throw notFound(BOOK_MESSAGES.commentNotFound);
      if (!canDeleteComment(comment.userId, user)) throw forbidden(SERVER_MESSAGES.forbidden);
      // Already gone (a concurrent delete) is the outcome the caller asked for.
      await comments.delete(bookId, commentId);
    },
  };
}

export type CommentsService = ReturnType<typeof createCommentsService>;
