/** Importing books from files. */

/** Largest file accepted by POST /api/books/import. */
export const IMPORT_MAX_FILE_MB = 50;
export const IMPORT_MAX_FILE_BYTES = IMPORT_MAX_FILE_MB * 1024 * 1024;
/** The book form's limit on chapters: a book with more is refused. */
export const IMPORT_MAX_CHAPTERS = 2000;
/** File name endings the import accepts (the picker's accept list). */
export const IMPORT_FILE_EXTENSIONS = ['.epub', '.md', '.markdown', '.txt'] as const;
/** Author of a book whose file names none. */
export const IMPORT_UNKNOWN_AUTHOR = 'Unknown author';
/** Category of an imported book (the book form's default, spec §4). */
export const IMPORT_DEFAULT_CATEGORY = 'Fiction';

// Bounds on what an imported file may become (each refused with its own message, nothing stored).
// The server reads each from the environment (README, Configuration); these are the defaults.
/** Bytes a zip (an EPUB) may inflate to, all entries together. */
export const IMPORT_MAX_UNPACKED_MB = 100;
/** Files a zip (an EPUB) may hold. */
export const IMPORT_MAX_ZIP_ENTRIES = 10_000;
/** An entry over 1 MB unpacked that is compressed more than this many times is a zip bomb. */
export const IMPORT_MAX_COMPRESSION_RATIO = 100;
/** Characters of chapter text a book may hold. */
export const IMPORT_MAX_TEXT_MB = 20;
/** Paragraphs (headings included) a book may hold. */
export const IMPORT_MAX_PARAGRAPHS = 200_000;
/** Paragraphs one chapter may hold; a longer chapter is split into parts. */
export const IMPORT_MAX_PARAGRAPHS_PER_CHAPTER = 5_000;
/** How deeply elements (or Markdown quotes and lists) may nest. */
export const IMPORT_MAX_DEPTH = 100;
/** Most images one imported book may carry inside its chapters; more keep only their alt text. */
export const IMPORT_MAX_IMAGES = 300;
/** Largest image inside a chapter, in MB, before it is re-encoded. */
export const IMPORT_MAX_IMAGE_MB = 10;
