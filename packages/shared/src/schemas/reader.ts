import { z } from 'zod';
import { storedChapterDocSchema } from '../chapter-doc.js';
import { FONT_SIZE_MAX, FONT_SIZE_MIN, READER_THEMES } from '../constants.js';
import {
  DEFAULT_READER_SETTINGS,
  READER_FONT_FAMILIES,
  READER_LINE_HEIGHT_MAX,
  READER_LINE_HEIGHT_MIN,
  READER_PARAGRAPH_SPACINGS,
  READER_TEXT_WIDTHS,
  READING_SESSION_MAX_SECONDS,
} from '../constants/reader.js';
import { DEVICE_KINDS, OFFLINE_MESSAGES } from '../messages/offline.js';
import { READER_MESSAGES } from '../messages/reader.js';
import { paragraphCommentCountSchema } from './highlights.js';

/**
 * The chapter reader: chapters one at a time, votes, chapter comments, reading position and
 * bookmark, reader settings and reading sessions (the ground truth for reading stats).
 */

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
const paragraphSpacing = z.enum(READER_PARAGRAPH_SPACINGS, {
  error: READER_MESSAGES.paragraphSpacingInvalid,
});
const hyphenate = z.boolean({ error: READER_MESSAGES.hyphenateInvalid });
const ruler = z.boolean({ error: READER_MESSAGES.rulerInvalid });

/** GET /api/reader/settings: every field is present. */
export const readerSettingsSchema = z.object({
  fontSize,
  theme,
  fontFamily,
  lineHeight,
  textWidth,
  justify,
  paragraphSpacing,
  hyphenate,
  ruler,
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
  paragraphSpacing: paragraphSpacing.catch(DEFAULT_READER_SETTINGS.paragraphSpacing),
  hyphenate: hyphenate.catch(DEFAULT_READER_SETTINGS.hyphenate),
  ruler: ruler.catch(DEFAULT_READER_SETTINGS.ruler),
});

/** PUT /api/reader/settings: any subset; the rest is kept. Unknown keys are refused. */
export const readerSettingsUpdateSchema = z.strictObject({
  fontSize: fontSize.optional(),
  theme: theme.optional(),
  fontFamily: fontFamily.optional(),
  lineHeight: lineHeight.optional(),
  textWidth: textWidth.optional(),
  justify: justify.optional(),
  paragraphSpacing: paragraphSpacing.optional(),
  hyphenate: hyphenate.optional(),
  ruler: ruler.optional(),
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
  /** The chapter's text (spec §2). */
  content: z.string(),
  /** The chapter as a structured document (decision 049): what the reader shows. */
  doc: storedChapterDocSchema,
  wordCount: z.number().int(),
  /** Words in all chapters before this one (for book progress). */
  wordsBefore: z.number().int(),
  totalWords: z.number().int(),
  totalChapters: z.number().int(),
  reads: z.number().int(),
  votes: z.number().int(),
  comments: z.number().int(),
  voted: z.boolean(),
  /** Comments per commented paragraph (paragraph comments that are not detached). */
  paragraphComments: z.array(paragraphCommentCountSchema),
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

/** A random id a browser keeps for itself, so positions can say which device saved them. */
export const deviceIdSchema = z
  .string({ error: OFFLINE_MESSAGES.deviceIdInvalid })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, OFFLINE_MESSAGES.deviceIdInvalid);
export const deviceLabelSchema = z.enum(DEVICE_KINDS, { error: OFFLINE_MESSAGES.deviceLabelInvalid });
const readAtSchema = z.iso.datetime({ offset: true, error: OFFLINE_MESSAGES.readAtInvalid });

export const positionBodySchema = z.object({
  chapter: chapterNumber,
  position: z
    .number({ error: READER_MESSAGES.positionRange })
    .min(0, READER_MESSAGES.positionRange)
    .max(1, READER_MESSAGES.positionRange),
  /** Position sync (decision 031); all optional, so older clients keep working. */
  deviceId: deviceIdSchema.optional(),
  deviceLabel: deviceLabelSchema.optional(),
  /** When the reader was at this place on the device (a queued save is sent later); clamped to now. */
  readAt: readAtSchema.optional(),
  /** The server's `readAt` this device last saw: a place saved after it, elsewhere, was not seen. */
  syncedAt: readAtSchema.nullable().optional(),
  /** The reader chose this place over another device's ("Go to" / moved on after "Stay"). */
  chosen: z.boolean().optional(),
});
export type PositionBody = z.infer<typeof positionBodySchema>;

export const positionQuerySchema = z.object({ deviceId: deviceIdSchema.optional() });

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
  /** The device that saved this place (decision 031); null for saves without one. */
  deviceLabel: deviceLabelSchema.nullable().optional(),
  /** When the reader was at this place on that device. */
  readAt: z.string().nullable().optional(),
  /** The place was saved by another device than the one asking (by its deviceId). */
  fromOtherDevice: z.boolean().optional(),
  /** On a save: false when the server kept a place it prefers (a further place read elsewhere). */
  applied: z.boolean().optional(),
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

// ---------------------------------------------------------------- reading speed

/** GET /api/reading/speed: the caller's words a minute, measured from their sessions or the default. */
export const readingSpeedSchema = z.object({
  wordsPerMinute: z.number().int(),
  /** False while there are too few sessions: wordsPerMinute is then the default. */
  measured: z.boolean(),
  /** Plausible sessions counted, and the active minutes in them. */
  sessions: z.number().int(),
  minutes: z.number().int(),
});
export type ReadingSpeed = z.infer<typeof readingSpeedSchema>;
