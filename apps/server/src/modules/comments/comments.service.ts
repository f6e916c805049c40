import { type Comment, type CommentAnchorInput, HIGHLIGHT_MESSAGES, STUDIO_MESSAGES } from '@quire/shared';
import { type ChapterDoc, textBlocks } from '@quire/shared/chapter-doc';
import { AppError, badRequest } from '../../errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import {
  type BookLookup,
  type ChapterLookup,
  isId,
  requireBook,
  requireChapter,
  requireDeletableComment,
} from '../../policies/index.js';
import { type BlockAnchor, contextAround } from '../../lib/anchoring.js';
import { presentComment } from './comments.presenter.js';
import type { CommentsRepository, CommentTarget } from './comments.repository.js';

export interface CommentsServiceDeps {
  access: BookLookup & ChapterLookup;
  comments: CommentsRepository;
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
export function createCommentsService({ access, comments }: CommentsServiceDeps) {
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
      paragraph?: number,
    ): Promise<CommentPage> {
      const target = { ...(await requireTarget(user, bookId, chapterNumber)), paragraph };
      const [rows, total] = await Promise.all([
        comments.list(target, limit, (page - 1) * limit),
        comments.count(target),
      ]);
      return { comments: rows.map((row) => presentComment(row, chapterNumber, user)), total };
    },

    async add(
      user: AuthUser,
      bookId: string,
      chapterNumber: number | null,
      content: string,
      anchorInput?: CommentAnchorInput,
    ) {
      const target = await requireTarget(user, bookId, chapterNumber);
      // A chapter's comments can be locked by its author (decision 060); reading them still works.
      if (target.chapterId !== null && (await access.commentsLocked?.(target.chapterId)))
        throw new AppError(403, 'COMMENTS_LOCKED', STUDIO_MESSAGES.commentsLocked);
      let anchor: BlockAnchor | undefined;
      if (anchorInput && target.chapterId !== null) {
        const doc = await comments.chapterDoc(target.chapterId);
        anchor = anchorInParagraph(doc ?? { type: 'doc', content: [] }, anchorInput);
      }
      // The comment's `book.commented` event is written with it; the outbox delivers it after the commit.
      const row = await comments.insert(target, user.id, content, chapterNumber, anchor);
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

/**
 * A paragraph comment's anchor: the quote must be in the paragraph as the reader shows it (its
 * first occurrence is the place); otherwise the page was stale and the comment is refused.
 */
function anchorInParagraph(doc: ChapterDoc, { paragraph, quote }: CommentAnchorInput): BlockAnchor {
  const block = textBlocks(doc)[paragraph];
  if (block === undefined) throw badRequest(HIGHLIGHT_MESSAGES.paragraphNotFound);
  const text = block.text;
  const start = text.indexOf(quote);
  if (start === -1) throw badRequest(HIGHLIGHT_MESSAGES.quoteMismatch);
  const end = start + quote.length;
  return { paragraph, blockId: block.id, start, end, quote, ...contextAround(text, start, end) };
}

export type CommentsService = ReturnType<typeof createCommentsService>;
