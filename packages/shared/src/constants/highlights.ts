/** Highlights and paragraph comments: colours, limits and the context kept around a quote. */

/** The four highlight colours, in the order the selection toolbar offers them (decision 028). */
export const HIGHLIGHT_COLORS = ['yellow', 'green', 'blue', 'pink'] as const;
export type HighlightColor = (typeof HIGHLIGHT_COLORS)[number];

/** Longest quote a highlight or a paragraph comment may carry. */
export const HIGHLIGHT_QUOTE_MAX_LENGTH = 5_000;
/** Longest note on a highlight. */
export const HIGHLIGHT_NOTE_MAX_LENGTH = 2_000;
/** Characters of context stored before and after a quote (the text-quote selector's prefix and suffix). */
export const ANCHOR_CONTEXT_LENGTH = 32;
/** Most annotations one import may carry. */
export const ANNOTATIONS_IMPORT_MAX = 5_000;
