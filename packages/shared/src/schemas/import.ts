import { z } from 'zod';
import { saveBookResponseSchema } from './books.js';

/**
 * POST /api/books/import answers the created draft in the book-creation shape, with what the
 * import changed or left out (images dropped, text shortened, a placeholder ISBN).
 */
export const importBookResponseSchema = saveBookResponseSchema.extend({
  importNotes: z.array(z.string()),
  /** The format the file was read as. */
  format: z.enum(['epub', 'markdown', 'text']),
});
export type ImportBookResponse = z.infer<typeof importBookResponseSchema>;
