/** Limits of the Goodreads / StoryGraph import and the account export (decision 025). */

/** The largest CSV file an import accepts (a 10,000-book Goodreads export is about 3 MB). */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** The most rows one import reads. */
export const IMPORT_MAX_ROWS = 20_000;
/** Private notes hold at most this many characters (the book entry's limit). */
export const NOTES_MAX_LENGTH = 10_000;
/** Tags per book and characters per tag (the book entry's limits). */
export const TAGS_MAX = 50;
export const TAG_MAX_LENGTH = 40;
/** The account export's zip is refused above this many bytes of JSON (a bound, not a target). */
export const ACCOUNT_EXPORT_MAX_BYTES = 100 * 1024 * 1024;
/** The version of the account export's file layout, written into its manifest. */
export const ACCOUNT_EXPORT_FORMAT_VERSION = 1;
