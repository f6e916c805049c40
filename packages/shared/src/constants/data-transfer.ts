/** Limits of the Goodreads / StoryGraph import and the account export (decision 025). */

/** The largest CSV file an import accepts (a 10,000-book Goodreads export is about 3 MB). */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/**
 * The most rows one import reads (a heavy Goodreads reader's export has 5–10k); counted as the
 * rows are read, so a longer file is refused before the rest of it is parsed.
 */
export const IMPORT_MAX_ROWS = 20_000;
/** Characters in one field of an import CSV, except the columns with their own cap below. */
export const IMPORT_FIELD_MAX_LENGTH = 4_000;
/**
 * Characters in a review or private-notes field (Goodreads' `My Review` and `Private Notes`,
 * StoryGraph's `Review`): long reviews are real, and their markup counts too. The note keeps at
 * most NOTES_MAX_LENGTH of them.
 */
export const IMPORT_REVIEW_MAX_LENGTH = 50_000;
/**
 * A title and an author as long as the book form accepts (`bookInputSchema`); an outside book's
 * key, made of them, must fit the database's index.
 */
export const IMPORT_TITLE_MAX_LENGTH = 300;
export const IMPORT_AUTHOR_MAX_LENGTH = 200;
/** Private notes hold at most this many characters (the book entry's limit). */
export const NOTES_MAX_LENGTH = 10_000;
/** Tags per book and characters per tag (the book entry's limits). */
export const TAGS_MAX = 50;
export const TAG_MAX_LENGTH = 40;
/** The account export's zip is refused above this many bytes of JSON (a bound, not a target). */
export const ACCOUNT_EXPORT_MAX_BYTES = 100 * 1024 * 1024;
/** The version of the account export's file layout, written into its manifest. */
export const ACCOUNT_EXPORT_FORMAT_VERSION = 1;
