import { z } from 'zod';
import {
  HIGHLIGHT_COLORS,
  HIGHLIGHT_NOTE_MAX_LENGTH,
  HIGHLIGHT_QUOTE_MAX_LENGTH,
} from '../constants/highlights.js';
import { HIGHLIGHT_MESSAGES } from '../messages/highlights.js';
import { text } from './common.js';

/**
 * Highlights (private to their reader) and the anchors of paragraph comments (public). An anchor
 * points into a chapter in the shared coordinate system (chapter-text.ts): a paragraph index, and
 * character offsets and the exact quote in that paragraph's displayed text.
 */

const paragraph = z
  .number({ error: HIGHLIGHT_MESSAGES.paragraphInvalid })
  .int(HIGHLIGHT_MESSAGES.paragraphInvalid)
  .min(0, HIGHLIGHT_MESSAGES.paragraphInvalid)
  .max(100_000, HIGHLIGHT_MESSAGES.paragraphInvalid);
const offset = z
  .number({ error: HIGHLIGHT_MESSAGES.offsetsInvalid })
  .int(HIGHLIGHT_MESSAGES.offsetsInvalid)
  .min(0, HIGHLIGHT_MESSAGES.offsetsInvalid)
  .max(1_000_000, HIGHLIGHT_MESSAGES.offsetsInvalid);
const quote = text({ error: HIGHLIGHT_MESSAGES.quoteBlank })
  .min(1, HIGHLIGHT_MESSAGES.quoteBlank)
  .max(HIGHLIGHT_QUOTE_MAX_LENGTH, HIGHLIGHT_MESSAGES.quoteTooLong);
export const highlightColorSchema = z.enum(HIGHLIGHT_COLORS, { error: HIGHLIGHT_MESSAGES.colorInvalid });
/** A note: trimmed; empty means no note (null). */
const note = text({ error: HIGHLIGHT_MESSAGES.noteTooLong })
  .trim()
  .max(HIGHLIGHT_NOTE_MAX_LENGTH, HIGHLIGHT_MESSAGES.noteTooLong)
  .transform((value) => (value === '' ? null : value));

/** POST /api/books/:id/chapters/:number/highlights. */
export const highlightInputSchema = z
  .object({
    paragraph,
    start: offset,
    end: offset,
    quote,
    color: highlightColorSchema,
    note: note.nullable().optional(),
  })
  .refine((body) => body.start < body.end, { message: HIGHLIGHT_MESSAGES.offsetsInvalid, path: ['end'] });
export type HighlightInput = z.input<typeof highlightInputSchema>;

/** PATCH /api/highlights/:hid: a colour, a note (null or empty removes it), or both. */
export const highlightUpdateSchema = z
  .object({ color: highlightColorSchema.optional(), note: note.nullable().optional() })
  .refine((body) => body.color !== undefined || body.note !== undefined, {
    message: HIGHLIGHT_MESSAGES.nothingToChange,
  });
export type HighlightUpdate = z.input<typeof highlightUpdateSchema>;

export const highlightParamsSchema = z.object({ hid: z.uuid() });

export const highlightSchema = z.object({
  _id: z.string(),
  bookId: z.string(),
  /** null once the chapter itself was removed (the highlight is then detached). */
  chapterNumber: z.number().int().nullable(),
  chapterTitle: z.string().nullable(),
  paragraph: z.number().int(),
  /** The stable id of the chapter document's text block it is in (decision 049). */
  blockId: z.string().nullable(),
  start: z.number().int(),
  end: z.number().int(),
  quote: z.string(),
  prefix: z.string(),
  suffix: z.string(),
  color: highlightColorSchema,
  note: z.string().nullable(),
  /** The passage could not be found after an edit: shown with its quote, never placed on the text. */
  detached: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Highlight = z.infer<typeof highlightSchema>;

/** GET /api/books/:id/highlights: the caller's, in reading order (detached ones last in their chapter). */
export const highlightListResponseSchema = z.array(highlightSchema);

/** GET /api/highlights/export.md?bookId=. */
export const highlightExportQuerySchema = z.object({
  bookId: z.uuid({ error: HIGHLIGHT_MESSAGES.bookIdInvalid }),
});

// ---------------------------------------------------------------- paragraph comments

/** The optional anchor of a chapter comment: the paragraph and the passage it is about. */
export const commentAnchorInputSchema = z.object({ paragraph, quote });
export type CommentAnchorInput = z.infer<typeof commentAnchorInputSchema>;

/** A paragraph comment's anchor as answered; detached once an edit removed its passage. */
export const commentAnchorSchema = z.object({
  paragraph: z.number().int(),
  quote: z.string(),
  detached: z.boolean(),
});
export type CommentAnchor = z.infer<typeof commentAnchorSchema>;

/** How many comments each commented paragraph of a chapter has (the chapter answer). */
export const paragraphCommentCountSchema = z.object({
  paragraph: z.number().int(),
  count: z.number().int(),
});
export type ParagraphCommentCount = z.infer<typeof paragraphCommentCountSchema>;
