import { IMPORT_MESSAGES } from '@quire/shared';
import { badRequest, unsupportedMedia } from '../../errors.js';
import { ImportRefusal } from './book-draft.js';
import { EpubRefusal, readEpub } from './epub.js';
import type { ImportedBook } from './imported-book.js';
import { ImportBudget, type ImportLimits, LimitRefusal } from './import-limits.js';
import { looksLikeZip, ZipRefusal, type ZipProblem } from './safe-zip.js';
import { decodeText, readMarkdown, readPlainText } from './text-files.js';

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

const MB = 1024 * 1024;

/** The message for a file over one of the import's limits. */
function limitMessage(refusal: LimitRefusal, limits: ImportLimits): string {
  switch (refusal.problem) {
    case 'tooDeep':
      return IMPORT_MESSAGES.tooDeep(limits.maxDepth);
    case 'tooMuchText':
      return IMPORT_MESSAGES.tooMuchText(Math.round(limits.maxTextChars / MB));
    case 'tooManyParagraphs':
      return IMPORT_MESSAGES.tooManyParagraphs(limits.maxParagraphs);
    case 'tooManyChapters':
      return IMPORT_MESSAGES.tooManyChapters;
  }
}

function zipMessage(problem: ZipProblem, limits: ImportLimits): string {
  switch (problem) {
    case 'notZip':
      return IMPORT_MESSAGES.notZip;
    case 'unsafePath':
      return IMPORT_MESSAGES.unsafePath;
    case 'tooManyEntries':
      return IMPORT_MESSAGES.tooManyEntries(limits.maxZipEntries);
    case 'tooLarge':
      return IMPORT_MESSAGES.tooLargeUnpacked(Math.round(limits.maxUnpackedBytes / MB));
    case 'tooCompressed':
      return IMPORT_MESSAGES.tooCompressed;
    case 'overlapping':
      return IMPORT_MESSAGES.overlapping;
  }
}

const EPUB_MESSAGES = {
  noContainer: IMPORT_MESSAGES.noContainer,
  noPackage: IMPORT_MESSAGES.noPackage,
  encrypted: IMPORT_MESSAGES.encrypted,
} as const;

/**
 * Reads a file into a book within `limits`, turning every refusal into a 400 with its message.
 * Runs in a file worker (decision 047): nothing here touches the database.
 */
export function readBookFile(
  bytes: Uint8Array,
  fileName: string | undefined,
  limits: ImportLimits,
): { book: ImportedBook; format: ImportFormat } {
  const format = detectFormat(bytes, fileName);
  const budget = new ImportBudget(limits);
  try {
    if (format === 'epub') return { book: readEpub(bytes, budget), format };
    const text = decodeText(bytes);
    if (text === undefined) throw new ImportRefusal(IMPORT_MESSAGES.notText);
    return {
      book:
        format === 'markdown' ? readMarkdown(text, fileName, budget) : readPlainText(text, fileName, budget),
      format,
    };
  } catch (error) {
    if (error instanceof ZipRefusal) throw badRequest(zipMessage(error.problem, limits));
    if (error instanceof EpubRefusal) throw badRequest(EPUB_MESSAGES[error.problem]);
    if (error instanceof ImportRefusal) throw badRequest(error.message);
    if (error instanceof LimitRefusal) throw badRequest(limitMessage(error, limits));
    throw error;
  }
}
