import { z } from 'zod';
import { chapterDocSchema, storedChapterDocSchema } from '../chapter-doc.js';
import { CHAPTER_STATUSES } from '../constants/studio.js';
import { BOOK_FORM_MESSAGES, VALIDATION } from '../messages.js';
import { STUDIO_MESSAGES } from '../messages/studio.js';
import { text } from './common.js';

/**
 * The writer's studio (decisions 059, 060): the author's per-chapter calls. Every one of them is
 * the book owner's (or an admin's): anyone else gets 404, as for a book they cannot see.
 */

// ---------------------------------------------------------------- params

/** Ids are checked by the service: a malformed one names nothing and answers 404. */
const id = z.string().max(100);

/** /api/books/:bookId/... of the studio. */
export const studioBookParamsSchema = z.object({ bookId: id });
/** /api/books/:bookId/chapters/:chapterId/... */
export const studioChapterParamsSchema = z.object({ bookId: id, chapterId: id });
/** /api/books/:bookId/chapters/:chapterId/revisions/:revision */
export const studioRevisionParamsSchema = studioChapterParamsSchema.extend({
  revision: z.coerce
    .number({ error: STUDIO_MESSAGES.revisionNotFound })
    .int(STUDIO_MESSAGES.revisionNotFound)
    .min(1, STUDIO_MESSAGES.revisionNotFound)
    .max(2_147_483_647, STUDIO_MESSAGES.revisionNotFound),
});
/** /api/users/:userId/feed.atom */
export const authorFeedParamsSchema = z.object({ userId: id });

// ---------------------------------------------------------------- chapters

/** A chapter title, as the book form has it (spec: every chapter needs a title). */
const chapterTitle = text({ error: VALIDATION.chaptersIncomplete })
  .trim()
  .min(1, VALIDATION.chaptersIncomplete)
  .max(300, BOOK_FORM_MESSAGES.chapterTitleTooLong);

const revisionNumber = z
  .number({ error: STUDIO_MESSAGES.baseRevisionInvalid })
  .int(STUDIO_MESSAGES.baseRevisionInvalid)
  .min(0, STUDIO_MESSAGES.baseRevisionInvalid)
  .max(2_147_483_647, STUDIO_MESSAGES.baseRevisionInvalid);

export const chapterStatusSchema = z.enum(CHAPTER_STATUSES, { error: STUDIO_MESSAGES.statusInvalid });

/** A chapter as the studio lists it (no document). Times are ISO 8601 (UTC). */
export const studioChapterSummarySchema = z.object({
  id: z.string(),
  /** 1-based, contiguous within the book. */
  number: z.number().int(),
  title: z.string(),
  wordCount: z.number().int(),
  /** The chapter's latest revision: send it as `baseRevision` with the next save. */
  revision: z.number().int(),
  /** When the latest revision was saved. */
  savedAt: z.string(),
  status: chapterStatusSchema,
  /** When a scheduled chapter is released (or a published one was), else null. */
  releaseAt: z.string().nullable(),
  /** The IANA zone the writer scheduled in (for showing the time as they chose it), or null. */
  timeZone: z.string().nullable(),
  /** Released without notifications. */
  silent: z.boolean(),
  commentsLocked: z.boolean(),
  /** When readers first could see it (null while a draft or scheduled). */
  publishedAt: z.string().nullable(),
});
export type StudioChapterSummary = z.infer<typeof studioChapterSummarySchema>;

/** One chapter with its document, for the editor. */
export const studioChapterSchema = studioChapterSummarySchema.extend({ doc: storedChapterDocSchema });
export type StudioChapter = z.infer<typeof studioChapterSchema>;

/** GET /api/books/:bookId/studio: the book's chapters for the editor, in order (drafts included). */
export const studioBookSchema = z.object({
  bookId: z.string(),
  title: z.string(),
  published: z.boolean(),
  chapters: z.array(studioChapterSummarySchema),
});
export type StudioBook = z.infer<typeof studioBookSchema>;

/** POST /api/books/:bookId/chapters: a new last chapter (a draft when the book is published). */
export const createChapterBodySchema = z.object({
  title: chapterTitle,
  /** Left out: an empty document. */
  doc: chapterDocSchema.optional(),
});
export type CreateChapterBody = z.infer<typeof createChapterBodySchema>;

/** PUT /api/books/:bookId/chapters/:chapterId/draft: the autosave. */
export const chapterDraftBodySchema = z.object({
  title: chapterTitle,
  doc: chapterDocSchema,
  /** The revision the editor's text started from (the last it loaded or saved). */
  baseRevision: revisionNumber,
  /**
   * The editor sending it (a random id per open editor): its autosaves within a few minutes share
   * one revision; another editor's never do.
   */
  session: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/)
    .optional(),
});
export type ChapterDraftBody = z.infer<typeof chapterDraftBodySchema>;

export const chapterDraftSavedSchema = z.object({
  revision: z.number().int(),
  savedAt: z.string(),
  wordCount: z.number().int(),
});
export type ChapterDraftSaved = z.infer<typeof chapterDraftSavedSchema>;

/** The chapter as stored when a save is refused (409): what the other tab or device saved. */
export const chapterCurrentSchema = z.object({
  revision: z.number().int(),
  title: z.string(),
  doc: storedChapterDocSchema,
  savedAt: z.string(),
});
/** The 409 answer of an autosave whose baseRevision is not the latest: both versions can be shown. */
export const chapterDraftConflictSchema = z.object({
  message: z.string(),
  code: z.literal('REVISION_CONFLICT'),
  current: chapterCurrentSchema,
});
export type ChapterDraftConflict = z.infer<typeof chapterDraftConflictSchema>;

/** PUT /api/books/:bookId/chapters/order */
export const chapterOrderBodySchema = z.object({
  chapterIds: z
    .array(id, { error: STUDIO_MESSAGES.chapterOrderInvalid })
    .min(1, STUDIO_MESSAGES.chapterOrderInvalid)
    .max(2000, STUDIO_MESSAGES.chapterOrderInvalid),
});
export type ChapterOrderBody = z.infer<typeof chapterOrderBodySchema>;

export const studioChapterListSchema = z.object({ chapters: z.array(studioChapterSummarySchema) });

// ---------------------------------------------------------------- release tools

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** 2026-12-01T18:00, with seconds and fraction optional, with or without an offset. */
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?$/;
const releaseAt = text({ error: STUDIO_MESSAGES.releaseAtInvalid })
  .max(40, STUDIO_MESSAGES.releaseAtInvalid)
  .refine(
    (value) => z.iso.datetime({ offset: true }).safeParse(value).success || LOCAL_DATE_TIME.test(value),
    STUDIO_MESSAGES.releaseAtInvalid,
  );

/**
 * PATCH /api/books/:bookId/chapters/:chapterId/release. `releaseAt` with an offset (or Z) is that
 * instant; without one it is a wall-clock time in `timeZone` (the writer's). A scheduled chapter
 * whose time has already come is released at once.
 */
export const chapterReleaseBodySchema = z
  .object({
    status: chapterStatusSchema.optional(),
    releaseAt: releaseAt.optional(),
    timeZone: text({ error: STUDIO_MESSAGES.timeZoneInvalid })
      .max(64, STUDIO_MESSAGES.timeZoneInvalid)
      .refine(isTimeZone, STUDIO_MESSAGES.timeZoneInvalid)
      .optional(),
    silent: z.boolean().optional(),
    commentsLocked: z.boolean().optional(),
  })
  .refine(
    (b) => b.status !== undefined || b.silent !== undefined || b.commentsLocked !== undefined,
    STUDIO_MESSAGES.releaseNothingToChange,
  )
  .refine((b) => b.status !== 'scheduled' || b.releaseAt !== undefined, {
    message: STUDIO_MESSAGES.releaseAtRequired,
    path: ['releaseAt'],
  })
  .refine(
    (b) => b.releaseAt === undefined || !LOCAL_DATE_TIME.test(b.releaseAt) || b.timeZone !== undefined,
    { message: STUDIO_MESSAGES.releaseAtNeedsZone, path: ['timeZone'] },
  );
export type ChapterReleaseBody = z.infer<typeof chapterReleaseBodySchema>;

// ---------------------------------------------------------------- revisions

export const revisionSummarySchema = z.object({
  revision: z.number().int(),
  savedAt: z.string(),
  wordCount: z.number().int(),
  title: z.string(),
});
export type RevisionSummary = z.infer<typeof revisionSummarySchema>;

/** GET .../revisions: newest first. */
export const revisionListSchema = z.object({ revisions: z.array(revisionSummarySchema) });
export type RevisionList = z.infer<typeof revisionListSchema>;

/** GET .../revisions/:revision, and the answer of a restore (the new revision). */
export const revisionSchema = revisionSummarySchema.extend({ doc: storedChapterDocSchema });
export type Revision = z.infer<typeof revisionSchema>;

// ---------------------------------------------------------------- analytics

/** Aggregates only: how many, never who. */
export const chapterAnalyticsSchema = z.object({
  chapterId: z.string(),
  number: z.number().int(),
  title: z.string(),
  status: chapterStatusSchema,
  /** Distinct readers who opened the chapter in the reader (its chapter reads). */
  openedBy: z.number().int(),
  /** Distinct readers who finished it: moved on to a later chapter, or finished the book. */
  finishedBy: z.number().int(),
  /** Average of each reader's total reading seconds in this chapter (reading sessions), 0 if none. */
  averageReadingSeconds: z.number().int(),
  votes: z.number().int(),
  comments: z.number().int(),
});
export type ChapterAnalytics = z.infer<typeof chapterAnalyticsSchema>;

/** One day (UTC) of the book's series: running totals at the end of that day. */
export const analyticsDaySchema = z.object({
  date: z.string(),
  readers: z.number().int(),
  favourites: z.number().int(),
  followers: z.number().int(),
});
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;

export const bookAnalyticsSchema = z.object({
  bookId: z.string(),
  title: z.string(),
  /** In reading order; the drop-off chart is `openedBy` from the first to the last. */
  chapters: z.array(chapterAnalyticsSchema),
  book: z.object({
    /** Distinct readers who opened any chapter. */
    readers: z.number().int(),
    /** Readers with the book among their favourites. */
    favourites: z.number().int(),
    /** Readers with the book in their library (who hear of its new chapters). */
    followers: z.number().int(),
    /** Daily running totals, oldest first, from the book's first reader (at most ANALYTICS_MAX_DAYS). */
    series: z.array(analyticsDaySchema),
  }),
});
export type BookAnalytics = z.infer<typeof bookAnalyticsSchema>;
