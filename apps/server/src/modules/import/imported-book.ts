import type { ChapterDoc } from '@quire/shared/chapter-doc';
import { OWN_IMAGE_PREFIX } from '@quire/shared/domain';
import type { TextBlock } from './html-text.js';

/**
 * A chapter read from a file: its title when the file names one, and its text blocks; a file with
 * structure (EPUB, Markdown) also gives the chapter as a document (decision 049), which is what
 * is saved.
 */
export interface ImportedChapter {
  title?: string;
  blocks: TextBlock[];
  doc?: ChapterDoc;
}

/** What a file said about its book, before the book form's rules and defaults are applied. */
export interface ImportedBook {
  title?: string;
  author?: string;
  language?: string;
  publisher?: string;
  description?: string;
  publicationYear?: number;
  isbn?: string;
  chapters: ImportedChapter[];
  /** Images inside chapters that could not be taken in (their alt text is kept). */
  imagesDropped: number;
  /**
   * The bytes of the images inside chapters, in order: a figure's `src` is `importedImageSrc(n)`
   * until the image host has stored image n and given it its own address.
   */
  images?: Uint8Array[];
  /** Elements the document model has no place for, kept as text (decision 052). */
  elementsKept?: number;
  /** The cover image's bytes, checked and re-encoded by the image host before use. */
  cover?: Uint8Array;
}

/** Where a chapter's figure points until its image is stored: an address in Quire's own form. */
export const importedImageSrc = (index: number) => `${OWN_IMAGE_PREFIX}import-${index}`;
/** The image index of a figure address made by `importedImageSrc`, else undefined. */
export function importedImageIndex(src: string): number | undefined {
  const match = /\/import-(\d+)$/.exec(src);
  return match ? Number(match[1]) : undefined;
}
