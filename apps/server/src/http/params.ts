import {
  ACCOUNT_MESSAGES,
  BOOK_MESSAGES,
  chapterParamsSchema,
  FILE_WORK_MESSAGES,
  HIGHLIGHT_MESSAGES,
  READER_MESSAGES,
  READING_MESSAGES,
  SERVER_MESSAGES,
} from '@quire/shared';
import { z } from 'zod';

/**
 * The one id policy: an id in a path names a row or names nothing. A malformed id names nothing,
 * so it answers the same 404 (and message) as a well-formed unknown one, never a 400 or a 500.
 * The error handler turns a malformed id in `params` into that 404 with the message given here.
 */
export const idParam = (notFoundMessage: string) => z.uuid({ error: notFoundMessage });

export const bookParams = z.object({ id: idParam(SERVER_MESSAGES.bookNotFound) });
/** A chapter number is not an id: a malformed one is a 400 with the spec's text, as before. */
export const chapterParams = bookParams.extend({ number: chapterParamsSchema.shape.number });
export const bookCommentParams = bookParams.extend({ commentId: idParam(BOOK_MESSAGES.commentNotFound) });
export const chapterCommentParams = chapterParams.extend({
  commentId: idParam(READER_MESSAGES.commentNotFound),
});
export const uploadParams = z.object({ bookId: idParam(SERVER_MESSAGES.bookNotFound) });
export const libraryBookParams = z.object({ bookId: idParam(SERVER_MESSAGES.bookNotFound) });
export const userParams = z.object({ userId: idParam(ACCOUNT_MESSAGES.userNotFound) });
export const notificationParams = z.object({ id: idParam(ACCOUNT_MESSAGES.notificationNotFound) });
export const goalParams = z.object({ id: idParam(READING_MESSAGES.goalNotFound) });
export const collectionParams = z.object({ id: idParam(READING_MESSAGES.collectionNotFound) });
export const collectionBookParams = collectionParams.extend({
  bookId: idParam(SERVER_MESSAGES.bookNotFound),
});
export const manualLogParams = z.object({ id: idParam(READING_MESSAGES.logNotFound) });
export const highlightParams = z.object({ hid: idParam(HIGHLIGHT_MESSAGES.highlightNotFound) });
export const fileJobParams = z.object({ id: idParam(FILE_WORK_MESSAGES.jobNotFound) });
