import type { Comment } from '@quire/shared';
import type { EventBus } from '../../events.js';
import type { AuthUser } from '../../plugins/auth.js';
import {
  type BookLookup,
  type ChapterLookup,
  isId,
  requireBook,
  requireChapter,
  requireDeletableComment,
} from '../../policies/index.js';
import { presentComment } from './comments.presenter.js';
import type { CommentsRepository, CommentTarget } from './comments.repository.js';

export interface CommentsServiceDeps {
  access: BookLookup & ChapterLookup;
  comments: CommentsRepository;
  events: EventBus;
}

/** One page of a comment list: the comments, newest first, and how many there are in all. */
export interface CommentPage {
  comments: Comment[];
  total: number;
}

/**
 * Comments on a book or on one of its chapters (`chapterNumber` null means the book itself).
 * Every method starts with the access check of the policies.
 */
export function createCommentsService({ access, comments, events }: CommentsServiceDeps) {
  /** The comment list a request names, after checking the caller may see it. */
  async function requireTarget(
    user: AuthUser,
    bookId: string,
    chapterNumber: number | null,
  ): Promise<CommentTarget> {
    if (chapterNumber === null) {
      await requireBook(access, user, bookId);
      return { bookId, chapterId: null };
    }
    return { bookId, chapterId: await requireChapter(access, user, bookId, chapterNumber) };
  }

  return {
    async list(
      user: AuthUser,
      bookId: string,
      chapterNumber: number | null,
      page: number,
      limit: number,
    ): Promise<CommentPage> {
      const target = await requireTarget(user, bookId, chapterNumber);
      const [rows, total] = await Promise.all([
        comments.list(target, limit, (page - 1) * limit),
        comments.count(target),
      ]);
      return { comments: rows.map((row) => presentComment(row, chapterNumber, user)), total };
    },

    async add(user: AuthUser, bookId: string, chapterNumber: number | null, content: string) {
      const target = await requireTarget(user, bookId, chapterNumber);
      // The comment's `book.commented` event was written with it; the outbox delivers it now.
      const row = await comments.insert(target, user.id, content, chapterNumber);
      events.emit('outbox.written', {});
      return presentComment(row, chapterNumber, user);
    },

    /** Deletes a comment (its author or an admin); answers the list's comment count afterwards. */
    async remove(user: AuthUser, bookId: string, chapterNumber: number | null, commentId: string) {
      const target = await requireTarget(user, bookId, chapterNumber);
      const comment = isId(commentId) ? await comments.find(target, commentId) : undefined;
      requireDeletableComment(user, comment, chapterNumber === null ? 'book' : 'chapter');
      // Already gone (a concurrent delete) is the outcome the caller asked for.
      return comments.delete(target, commentId);
    },
  };
}

export type CommentsService = ReturnType<typeof createCommentsService>;
