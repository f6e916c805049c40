import { randomBytes } from 'node:crypto';
import { bookInputSchema, IMAGE_MAX_BYTES, IMPORT_MESSAGES } from '@quire/shared';
import { AppError, badRequest, unsupportedMedia } from '../../errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import type { createBooksService } from '../books/books.service.js';
import { COVER_SIZING, type ProcessedImage, processImage } from '../images/image-processing.js';
import { ImportRefusal, toDraftBook } from './book-draft.js';
import { EpubRefusal, readEpub } from './epub.js';
import type { ImportedBook } from './imported-book.js';
import { looksLikeZip, ZipRefusal } from './safe-zip.js';
import { decodeText, readMarkdown, readPlainText, titleFromFileName } from './text-files.js';

export type ImportFormat = 'epub' | 'markdown' | 'text';

const extensionOf = (fileName: string | undefined) =>
  /\.([A-Za-z0-9]+)$/.exec(fileName ?? '')?.[1]?.toLowerCase();

/**
 * Which reader a file goes to: a zip (by its first bytes) is an EPUB whatever its name; `.epub`
 * that is not a zip is a damaged EPUB; `.md`/`.markdown` Markdown, `.txt` plain text. Anything
 * else is refused with 415 (decision 020).
 */
export function detectFormat(bytes: Uint8Array, fileName: string | undefined): ImportFormat {
  const extension = extensionOf(fileName);
  if (looksLikeZip(bytes) || extension === 'epub') return 'epub';
  if (extension === 'md' || extension === 'markdown') return 'markdown';
  if (extension === 'txt' || extension === 'text') return 'text';
  throw unsupportedMedia(IMPORT_MESSAGES.unsupportedType);
}

const ZIP_MESSAGES = {
  notZip: IMPORT_MESSAGES.notZip,
  unsafePath: IMPORT_MESSAGES.unsafePath,
  tooManyEntries: IMPORT_MESSAGES.tooManyEntries,
  tooLarge: IMPORT_MESSAGES.tooLargeUnpacked,
} as const;
const EPUB_MESSAGES = {
  noContainer: IMPORT_MESSAGES.noContainer,
  noPackage: IMPORT_MESSAGES.noPackage,
  encrypted: IMPORT_MESSAGES.encrypted,
} as const;

/** Reads a file into a book, turning every refusal into a 400 with its message. */
export function readBookFile(
  bytes: Uint8Array,
  fileName: string | undefined,
): { book: ImportedBook; format: ImportFormat } {
  const format = detectFormat(bytes, fileName);
  try {
    if (format === 'epub') return { book: readEpub(bytes), format };
    const text = decodeText(bytes);
    if (text === undefined) throw new ImportRefusal(IMPORT_MESSAGES.notText);
    return {
      book: format === 'markdown' ? readMarkdown(text, fileName) : readPlainText(text, fileName),
      format,
    };
  } catch (error) {
    if (error instanceof ZipRefusal) throw badRequest(ZIP_MESSAGES[error.problem]);
    if (error instanceof EpubRefusal) throw badRequest(EPUB_MESSAGES[error.problem]);
    if (error instanceof ImportRefusal) throw badRequest(error.message);
    throw error;
  }
}

/** A placeholder ISBN for a book whose file has none (or one another book holds): decision 020. */
export const placeholderIsbn = () => `IMPORT-${randomBytes(6).toString('hex').toUpperCase()}`;

export function createImportService(deps: { books: ReturnType<typeof createBooksService> }) {
  return {
    /**
     * Imports a file as a draft of the caller's. Everything is read and checked first (the
     * text, the limits, the cover through the image host's checks); only then are the book, its
     * chapters and its cover written, in one transaction: a refusal stores nothing.
     */
    async importFile(user: AuthUser, bytes: Uint8Array, fileName: string | undefined) {
      const { book, format } = readBookFile(bytes, fileName);
      let draft: ReturnType<typeof toDraftBook>;
      try {
        draft = toDraftBook(book, titleFromFileName(fileName) ?? 'Imported book');
      } catch (error) {
        if (error instanceof ImportRefusal) throw badRequest(error.message);
        throw error;
      }
      const notes = [...draft.notes];
      const parsed = bookInputSchema.safeParse({
        ...draft.input,
        isbn: draft.input.isbn ?? placeholderIsbn(),
      });
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message);

      let cover: ProcessedImage | undefined;
      if (book.cover) {
        try {
          cover = await processImage(Buffer.from(book.cover), COVER_SIZING, IMAGE_MAX_BYTES);
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
