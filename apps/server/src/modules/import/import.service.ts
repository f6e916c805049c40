import { randomBytes } from 'node:crypto';
import { bookInputSchema, IMAGE_MAX_BYTES, IMPORT_MESSAGES } from '@quire/shared';
import { AppError, badRequest } from '../../errors.js';
import type { FileWork, FileWorkProgress } from '../../jobs/file-work.js';
import type { AuthUser } from '../../plugins/auth.js';
import type { createBooksService } from '../books/books.service.js';
import { COVER_SIZING, type ProcessedImage, processImage } from '../../lib/image-processing.js';
import type { ImportLimits } from './import-limits.js';

/** A placeholder ISBN for a book whose file has none (or one another book holds): decision 020. */
export const placeholderIsbn = () => `IMPORT-${randomBytes(6).toString('hex').toUpperCase()}`;

export function createImportService(deps: {
  books: ReturnType<typeof createBooksService>;
  work: FileWork;
  limits: ImportLimits;
}) {
  return {
    /**
     * Imports a file as a draft of the caller's. Everything is read and checked first, in a
     * bounded file worker (the text and the limits, decision 047), then the cover through the
     * image host's checks; only then are the book, its chapters and its cover written, in one
     * transaction: a refusal stores nothing.
     */
    async importFile(
      user: AuthUser,
      bytes: Uint8Array,
      fileName: string | undefined,
      onProgress?: (progress: FileWorkProgress) => void,
    ) {
      const {
        draft,
        format,
        cover: coverBytes,
      } = await deps.work.run(user.id, 'readBook', { bytes, fileName, limits: deps.limits }, onProgress);
      const notes = [...draft.notes];
      const parsed = bookInputSchema.safeParse({
        ...draft.input,
        isbn: draft.input.isbn ?? placeholderIsbn(),
      });
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message);

      let cover: ProcessedImage | undefined;
      if (coverBytes) {
        try {
          cover = await processImage(Buffer.from(coverBytes), COVER_SIZING, IMAGE_MAX_BYTES);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          notes.push(IMPORT_MESSAGES.coverSkipped);
        }
      }

      const { book: created, isbnReplaced } = await deps.books.createImportedDraft(
        user,
        parsed.data,
        cover,
        placeholderIsbn,
      );
      if (!draft.input.isbn) notes.unshift(IMPORT_MESSAGES.isbnMissing);
      else if (isbnReplaced) notes.unshift(IMPORT_MESSAGES.isbnReplaced);
      return { ...created, message: IMPORT_MESSAGES.imported, importNotes: notes, format };
    },
  };
}
