import { badRequest } from '../../errors.js';
import { ImportRefusal, toDraftBook } from './book-draft.js';
import type { ImportLimits } from './import-limits.js';
import { readBookFile } from './import.reader.js';
import { titleFromFileName } from './text-files.js';

export interface ReadBookInput {
  bytes: Uint8Array;
  fileName: string | undefined;
  limits: ImportLimits;
}

/**
 * A book file read into the book form's fields (run in a file worker, decision 047): the text,
 * the metadata and the cover's bytes, or a 400/415 refusal. Nothing is stored here.
 */
export function readBookTask({ bytes, fileName, limits }: ReadBookInput) {
  const { book, format } = readBookFile(bytes, fileName, limits);
  try {
    const draft = toDraftBook(
      book,
      titleFromFileName(fileName) ?? 'Imported book',
      limits.maxParagraphsPerChapter,
    );
    return { draft, format, cover: book.cover, images: book.images ?? [] };
  } catch (error) {
    if (error instanceof ImportRefusal) throw badRequest(error.message);
    throw error;
  }
}
