import type { TextBlock } from './html-text.js';

/** A chapter read from a file: its title when the file names one, and its text blocks. */
export interface ImportedChapter {
  title?: string;
  blocks: TextBlock[];
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
  /** Images inside chapters, not imported (decision 020). */
  imagesDropped: number;
  /** The cover image's bytes, checked and re-encoded by the image host before use. */
  cover?: Uint8Array;
}
