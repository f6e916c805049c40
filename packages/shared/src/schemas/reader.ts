import { z } from 'zod';
import { FONT_SIZE_DEFAULT, FONT_SIZE_MAX, FONT_SIZE_MIN, READER_THEMES } from '../constants.js';

/**
 * The chapter reader: chapters one at a time, votes, chapter comments, reading position and
 * bookmark, reader settings and reading sessions (the ground truth for reading stats).
 */

export const READER_MESSAGES = {
  chapterNotFound: 'Chapter not found',
  commentNotFound: 'Comment not found',
  commentDeleted: 'Comment deleted',
  positionRange: 'Position must be between 0 and 1',
  chapterNumberInvalid: 'Chapter must be a whole number from 1',
  fontSizeRange: `Font size must be a whole number from ${FONT_SIZE_MIN} to ${FONT_SIZE_MAX}`,
  themeInvalid: 'Theme must be light, sepia or dark',
  fontFamilyInvalid: 'Font must be serif or sans',
  lineHeightRange: 'Line height must be between 1.4 and 2.2',
  textWidthInvalid: 'Text width must be narrow, medium or wide',
  justifyInvalid: 'Justify must be true or false',
  sessionEndBeforeStart: 'A reading session must end after it starts',
  sessionTooLong: 'A reading session can last at most 12 hours',
  sessionInFuture: 'A reading session cannot end in the future',
  sessionActiveTooLong: 'Active time cannot be longer than the session',
  sessionTooManyWords: 'Words read cannot be more than the chapter has',
  linkCopied: 'Link copied',
  linkCopyFailed: 'Could not copy the link',
  settingsSaveFailed: 'Could not save your reader settings',
} as const;

/** The Confirm Reading question (spec §2 Home screen). */
export const confirmReadingText = (title: string, author: string) =>
  `Do you want to read "${title}" by ${author}?`;

export const READER_FONT_FAMILIES = ['serif', 'sans'] as const;
export const READER_TEXT_WIDTHS = ['narrow', 'medium', 'wide'] as const;
export const READER_LINE_HEIGHT_MIN = 1.4;
export const READER_LINE_HEIGHT_MAX = 2.2;
export const READER_LINE_HEIGHT_STEP = 0.1;
export const READER_LINE_HEIGHT_DEFAULT = 1.7;
/** Finishing the last chapter: a position at or past this on the last chapter completes the book. */
export const READER_COMPLETE_POSITION = 0.98;
/** A session may not span more than this (a tab left open overnight is not reading). */
export const READING_SESSION_MAX_SECONDS = 12 * 60 * 60;
/** How far in the future a session's end may be (client clock skew). */
export const READING_SESSION_CLOCK_SKEW_MS = 60_000;
/** No scroll, key, pointer or visibility change for this long means the reader is idle. */
export const READER_IDLE_MS = 2 * 60_000;
/** Reading speed used for "min read" estimates. */
export const READER_WORDS_PER_MINUTE = 230;

// ---------------------------------------------------------------- settings

const fontSize = z
  .number({ error: READER_MESSAGES.fontSizeRange })
  .int(READER_MESSAGES.fontSizeRange)
  .min(FONT_SIZE_MIN, READER_MESSAGES.fontSizeRange)
  .max(FONT_SIZE_MAX, READER_MESSAGES.fontSizeRange);
const theme = z.enum(READER_THEMES, { error: READER_MESSAGES.themeInvalid });
const fontFamily = z.enum(READER_FONT_FAMILIES, { error: READER_MESSAGES.fontFamilyInvalid });
const lineHeight = z
  .number({ error: READER_MESSAGES.lineHeightRange })
  .min(READER_LINE_HEIGHT_MIN, READER_MESSAGES.lineHeightRange)
  .max(READER_LINE_HEIGHT_MAX, READER_MESSAGES.lineHeightRange);
const textWidth = z.enum(READER_TEXT_WIDTHS, { error: READER_MESSAGES.textWidthInvalid });
const justify = z.boolean({ error: READER_MESSAGES.justifyInvalid });

export const DEFAULT_READER_SETTINGS = {
  fontSize: FONT_SIZE_DEFAULT,
  theme: 'light',
  fontFamily: 'serif',
  lineHeight: READER_LINE_HEIGHT_DEFAULT,
  textWidth: 'medium',
  justify: false,
} as const satisfies Record<string, unknown>;

/** GET /api/reader/settings: every field is present. */
export const readerSettingsSchema = z.object({
  fontSize,
  theme,
  fontFamily,
  lineHeight,
  textWidth,
  justify,
});
export type ReaderSettings = z.infer<typeof readerSettingsSchema>;

/**
 * Reads whatever is stored (possibly old or partial JSON) into complete settings: each field
 * that is missing or no longer valid falls back to its default instead of failing the reader.
 */
export const storedReaderSettingsSchema = z.object({
  fontSize: fontSize.catch(DEFAULT_READER_SETTINGS.fontSize),
  theme: theme.catch(DEFAULT_READER_SETTINGS.theme),
  fontFamily: fontFamily.catch(DEFAULT_READER_SETTINGS.fontFamily),
  lineHeight: lineHeight.catch(DEFAULT_READER_SETTINGS.lineHeight),
  textWidth: textWidth.catch(DEFAULT_READER_SETTINGS.textWidth),
  justify: justify.catch(DEFAULT_READER_SETTINGS.justify),
});

/** PUT /api/reader/settings: any subset; the rest is kept. Unknown keys are refused. */
export const readerSettingsUpdateSchema = z.strictObject({
  fontSize: fontSize.optional(),
  theme: theme.optional(),
  fontFamily: fontFamily.optional(),
  lineHeight: lineHeight.optional(),
  textWidth: textWidth.optional(),
  justify: justify.optional(),
});
export type ReaderSettingsUpdate = z.infer<typeof readerSettingsUpdateSchema>;

// ---------------------------------------------------------------- chapters

const chapterNumber = z
  .number({ error: READER_MESSAGES.chapterNumberInvalid })
  .int(READER_MESSAGES.chapterNumberInvalid)
  .min(1, READER_MESSAGES.chapterNumberInvalid)
  .max(1_000_000, READER_MESSAGES.chapterNumberInvalid);

/** `:id` is the book, `:number` the 1-based chapter number (path text, hence coerced). */
export const chapterParamsSchema = z.object({ id: z.uuid(), number: z.coerce.number().pipe(chapterNumber) });
export const chapterCommentParamsSchema = chapterParamsSchema.extend({ commentId: z.uuid() });

/** GET /api/books/:id/chapters/:number?peek=true answers without counting a read (prefetch). */
export const chapterQuerySchema = z.object({
  peek: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

export const tocChapterSchema = z.object({
  _id: z.string(),
  chapterNumber: z.number().int(),
  title: z.string(),
  wordCount: z.number().int(),
});
export type TocChapter = z.infer<typeof tocChapterSchema>;

/** GET /api/books/:id/chapters: the table of contents, never chapter text. */
export const chapterListResponseSchema = z.object({
  bookId: z.string(),
  title: z.string(),
  author: z.string(),
  category: z.string(),
  coverImage: z.string().nullable(),
  totalWords: z.number().int(),
  totalChapters: z.number().int(),
  chapters: z.array(tocChapterSchema),
});
export type ChapterListResponse = z.infer<typeof chapterListResponseSchema>;

/** GET /api/books/:id/chapters/:number: one chapter's text and counters. */
export const chapterResponseSchema = z.object({
  _id: z.string(),
  bookId: z.string(),
  chapterNumber: z.number().int(),
  title: z.string(),
  content: z.string(),
  wordCount: z.number().int(),
  /** Words in all chapters before this one (for book progress). */
  wordsBefore: z.number().int(),
  totalWords: z.number().int(),
  totalChapters: z.number().int(),
  reads: z.number().int(),
  votes: z.number().int(),
  comments: z.number().int(),
  voted: z.boolean(),
  prev: z.number().int().nullable(),
  next: z.number().int().nullable(),
});
export type ChapterResponse = z.infer<typeof chapterResponseSchema>;

export const voteResponseSchema = z.object({ voted: z.boolean(), votes: z.number().int() });
export type VoteResponse = z.infer<typeof voteResponseSchema>;

export const deleteChapterCommentResponseSchema = z.object({
  message: z.string(),
  /** The chapter's comment count after the delete. */
  comments: z.number().int(),
});

// ---------------------------------------------------------------- position & bookmark

export const positionBodySchema = z.object({
  chapter: chapterNumber,
  position: z
    .number({ error: READER_MESSAGES.positionRange })
    .min(0, READER_MESSAGES.positionRange)
    .max(1, READER_MESSAGES.positionRange),
});
export type PositionBody = z.infer<typeof positionBodySchema>;

export const readingPositionSchema = z.object({
  bookId: z.string(),
  /** null until the caller has opened the book. */
  chapter: z.number().int().nullable(),
  position: z.number(),
  /** Percent 0..100 of the whole book, by words. */
  progress: z.number(),
  status: z.enum(['Reading', 'Completed', 'Want to Read']).nullable(),
  bookmarkChapter: z.number().int().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  lastReadAt: z.string().nullable(),
});
export type ReadingPosition = z.infer<typeof readingPositionSchema>;

export const bookmarkBodySchema = z.object({ chapter: chapterNumber.nullable() });
export type BookmarkBody = z.infer<typeof bookmarkBodySchema>;
export const bookmarkResponseSchema = z.object({ bookmarkChapter: z.number().int().nullable() });

export const continueReadingQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export const continueReadingItemSchema = z.object({
  _id: z.string(),
  title: z.string(),
  author: z.string(),
  category: z.string(),
  coverImage: z.string().nullable(),
  coverThumb: z.string().nullable(),
  currentChapter: z.number().int().nullable(),
  currentChapterTitle: z.string().nullable(),
  totalChapters: z.number().int(),
  position: z.number(),
  progress: z.number(),
  lastReadAt: z.string().nullable(),
});
export type ContinueReadingItem = z.infer<typeof continueReadingItemSchema>;
export const continueReadingResponseSchema = z.object({ books: z.array(continueReadingItemSchema) });
export type ContinueReadingResponse = z.infer<typeof continueReadingResponseSchema>;

// ---------------------------------------------------------------- reading sessions

const isoDateTime = z.iso.datetime({ offset: true, error: 'Use an ISO date-time' });

/** POST /api/reading/sessions. Times are the client's; the server checks they are plausible. */
export const readingSessionBodySchema = z
  .object({
    /** Optional client-made id: sending the same session twice records it once. */
    id: z.uuid().optional(),
    bookId: z.uuid(),
    chapterNumber: chapterNumber,
    startedAt: isoDateTime,
    endedAt: isoDateTime,
    activeSeconds: z.number().int().min(1).max(READING_SESSION_MAX_SECONDS),
    wordsRead: z.number().int().min(0),
  })
  .superRefine((body, ctx) => {
    const span = (Date.parse(body.endedAt) - Date.parse(body.startedAt)) / 1000;
    if (!(span > 0))
      ctx.addIssue({ code: 'custom', path: ['endedAt'], message: READER_MESSAGES.sessionEndBeforeStart });
    else if (span > READING_SESSION_MAX_SECONDS)
      ctx.addIssue({ code: 'custom', path: ['endedAt'], message: READER_MESSAGES.sessionTooLong });
    // Whole seconds of activity inside a span measured in milliseconds: allow the rounding.
    else if (body.activeSeconds > Math.ceil(span))
      ctx.addIssue({
        code: 'custom',
        path: ['activeSeconds'],
        message: READER_MESSAGES.sessionActiveTooLong,
      });
  });
export type ReadingSessionBody = z.infer<typeof readingSessionBodySchema>;

export const readingSessionSchema = z.object({
  _id: z.string(),
  bookId: z.string(),
  chapterNumber: z.number().int(),
  startedAt: z.string(),
  endedAt: z.string(),
  activeSeconds: z.number().int(),
  wordsRead: z.number().int(),
});
export type ReadingSession = z.infer<typeof readingSessionSchema>;
