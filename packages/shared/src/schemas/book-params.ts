import { z } from 'zod';

/**
 * Path parameters of the books routes. Ids are checked by the service: a malformed one names no
 * book and answers 404, never a 400 or a 500.
 */
const bookId = z.string().max(100);

/** /api/books/:id and the routes below it. */
export const bookPathParamsSchema = z.object({ id: bookId });
/** PUT /api/upload-book/:bookId. */
export const uploadBookParamsSchema = z.object({ bookId });
/** DELETE /api/books/:id/comments/:commentId. */
export const bookCommentPathParamsSchema = z.object({ id: bookId, commentId: z.string().max(100) });
