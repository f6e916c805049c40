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
