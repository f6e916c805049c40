import { z } from 'zod';
import { outsideReadingSchema } from './data-transfer.js';
import { text } from './common.js';
import { ACHIEVEMENTS, BOOK_STATUSES, GOAL_TIMEFRAMES, GOAL_TYPES, SHELF_CHIPS } from '../constants.js';
import { VALIDATION } from '../messages.js';
import { READING_MESSAGES } from '../messages/reading.js';

/**
 * "My reading": goals, stats, progress, history, achievements, manual logs, collections,
 * the status board and the bookshelf. Every route answers only the caller's own data.
 */

/** A calendar date, YYYY-MM-DD. */
export const isoDateSchema = z.iso.date();

/** Goal dates are accepted in this range only (ISO dates compare as text). */
export const GOAL_DATE_MIN = '1900-01-01';
export const GOAL_DATE_MAX = '2200-12-31';

// ---------------------------------------------------------------- goals

export const goalTypeSchema = z.enum(GOAL_TYPES, { error: READING_MESSAGES.goalTypeInvalid });
export const goalTimeframeSchema = z.enum(GOAL_TIMEFRAMES, { error: READING_MESSAGES.goalTimeframeInvalid });
export type GoalType = z.infer<typeof goalTypeSchema>;
export type GoalTimeframe = z.infer<typeof goalTimeframeSchema>;

export const goalInputSchema = z.object({
  type: goalTypeSchema,
  target: z.coerce
    .number({ error: READING_MESSAGES.goalTargetInvalid })
    .int(READING_MESSAGES.goalTargetInvalid)
    .min(1, READING_MESSAGES.goalTargetInvalid)
    .max(1_000_000, READING_MESSAGES.goalTargetInvalid),
  timeframe: goalTimeframeSchema,
  startDate: z.iso
    .date({ error: READING_MESSAGES.goalStartDateInvalid })
    .refine((date) => date >= GOAL_DATE_MIN && date <= GOAL_DATE_MAX, VALIDATION.goalDateRange),
});
export type GoalInput = z.infer<typeof goalInputSchema>;

/** PUT /api/goals/:id — any subset; the end date follows the (new) start date and timeframe. */
export const goalUpdateSchema = goalInputSchema.partial();
export type GoalUpdate = z.infer<typeof goalUpdateSchema>;

export const goalSchema = z.object({
  id: z.string(),
  type: goalTypeSchema,
  target: z.number().int(),
  timeframe: goalTimeframeSchema,
  startDate: z.string(),
  /** Derived: the last day of the timeframe that starts on startDate. */
  endDate: z.string(),
  /** Books completed, pages read or minutes read between startDate and endDate (local days). */
  current: z.number(),
  /** current / target × 100, rounded; not capped. */
  percent: z.number().int(),
  status: z.enum(['in-progress', 'completed']),
  createdAt: z.string(),
});
export type Goal = z.infer<typeof goalSchema>;
export const goalListResponseSchema = z.object({ goals: z.array(goalSchema) });
export type GoalListResponse = z.infer<typeof goalListResponseSchema>;

// ---------------------------------------------------------------- stats

export const statsSummaryQuerySchema = z.object({
  year: z.coerce.number().int().min(1970).max(9999).optional(),
  weeks: z.coerce.number().int().min(1).max(52).default(8),
});

const metricsSchema = z.object({ books: z.number(), pages: z.number(), minutes: z.number() });
export type ReadingMetrics = z.infer<typeof metricsSchema>;

export const weeklyPointSchema = z.object({
  /** Monday of the week, local date. */
  weekStart: z.string(),
  /** Short label for charts, e.g. 'Mar 4'. */
  label: z.string(),
  actual: metricsSchema,
  /** What the caller's goals ask of that week, per metric (null where no goal of that type covers it). */
  target: z.object({
    books: z.number().nullable(),
    pages: z.number().nullable(),
    minutes: z.number().nullable(),
  }),
});
export type WeeklyPoint = z.infer<typeof weeklyPointSchema>;

export const monthlyCountSchema = z.object({
  month: z.number().int().min(1).max(12),
  label: z.string(),
  books: z.number().int(),
  pages: z.number().int(),
});

export const statsSummarySchema = z.object({
  timeZone: z.string(),
  /** The caller's local date now. */
  today: z.string(),
  totals: z.object({
    /** Σ words read / 250, rounded. */
    pagesRead: z.number().int(),
    readingSeconds: z.number().int(),
    booksCompleted: z.number().int(),
    /** Local days with any reading. */
    readingDays: z.number().int(),
  }),
  /** Pages read per day from the first reading day through today, one decimal. */
  dailyAveragePages: z.number(),
  streak: z.object({ current: z.number().int(), longest: z.number().int() }),
  year: z.number().int(),
  monthly: z.array(monthlyCountSchema),
  yearlyGoal: z.object({
    /** The caller's yearly books goal covering that year, else the default 52. */
    target: z.number().int(),
    goalId: z.string().nullable(),
    /** Σ monthly book counts of the year. */
    total: z.number().int(),
    /** total / target × 100, one decimal. */
    percent: z.number(),
    /** The goal's own window (null for the default goal, which is the calendar year). */
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
    /**
     * How the goal runs against an even pace over its own window, measured in it: books read in
     * the window so far, books an even pace would have by today, and the difference rounded
     * (positive: ahead). Null without a goal the reader set, outside its window, or once reached.
     */
    pace: z.object({ current: z.number().int(), expected: z.number(), ahead: z.number().int() }).nullable(),
  }),
  weekly: z.array(weeklyPointSchema),
  /** Books read outside the app (imported from Goodreads or StoryGraph), already in the counts above. */
  outside: outsideReadingSchema,
});
export type StatsSummary = z.infer<typeof statsSummarySchema>;

// ---------------------------------------------------------------- progress & history

export const currentlyReadingItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  author: z.string(),
  coverImage: z.string().nullable(),
  /** The page the reader is on (1 once opened); pagesRead is what every screen shows as read. */
  currentPage: z.number().int(),
  pagesRead: z.number().int(),
  totalPages: z.number().int(),
  percent: z.number().int(),
  startDate: z.string().nullable(),
  lastRead: z.string().nullable(),
});
export type CurrentlyReadingItem = z.infer<typeof currentlyReadingItemSchema>;
export const readingProgressResponseSchema = z.object({ books: z.array(currentlyReadingItemSchema) });
export type ReadingProgressResponse = z.infer<typeof readingProgressResponseSchema>;

export const HISTORY_STATUS_FILTERS = ['all', 'completed', 'in-progress'] as const;
export const HISTORY_ORDERS = ['newest', 'oldest'] as const;

export const historyQuerySchema = z.object({
  q: text().trim().max(200).optional(),
  status: z.enum(HISTORY_STATUS_FILTERS).default('all'),
  order: z.enum(HISTORY_ORDERS).default('newest'),
});
export type HistoryQuery = z.input<typeof historyQuerySchema>;

export const historyItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  author: z.string(),
  coverImage: z.string().nullable(),
  status: z.enum(['completed', 'in-progress']),
  /** Percent of the book, 0..100. */
  percent: z.number().int(),
  pagesRead: z.number().int(),
  totalPages: z.number().int(),
  dateCompleted: z.string().nullable(),
  timeSpentSeconds: z.number().int(),
  rating: z.number().int().min(1).max(5).nullable(),
  lastRead: z.string().nullable(),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;
export const historyResponseSchema = z.object({ books: z.array(historyItemSchema) });
export type HistoryResponse = z.infer<typeof historyResponseSchema>;

// ---------------------------------------------------------------- achievements & manual logs

export const achievementIdSchema = z.enum(ACHIEVEMENTS.map((a) => a.id) as [string, ...string[]]);

export const achievementSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  requirement: z.number(),
  type: z.enum(['books', 'streak', 'time']),
  /** Books completed, longest streak in days, or hours read (one decimal). */
  progress: z.number(),
  unlocked: z.boolean(),
  unlockedAt: z.string().nullable(),
});
export type Achievement = z.infer<typeof achievementSchema>;

export const achievementsResponseSchema = z.object({
  counters: z.object({
    booksRead: z.number().int(),
    dayStreak: z.number().int(),
    /** Hours read, one decimal. */
    hoursRead: z.number(),
  }),
  achievements: z.array(achievementSchema),
});
export type AchievementsResponse = z.infer<typeof achievementsResponseSchema>;

export const MANUAL_LOG_KINDS = ['book', 'streak_day', 'hour'] as const;
export type ManualLogKind = (typeof MANUAL_LOG_KINDS)[number];

export const manualLogInputSchema = z.object({
  kind: z.enum(MANUAL_LOG_KINDS, { error: READING_MESSAGES.logKindInvalid }),
});
export type ManualLogInput = z.infer<typeof manualLogInputSchema>;

export const manualLogSchema = z.object({
  id: z.string(),
  kind: z.enum(MANUAL_LOG_KINDS),
  /** The local day the log counts for. */
  date: z.string(),
  /** Seconds of reading it adds (3600 for an hour, else 0). */
  durationSeconds: z.number().int(),
  createdAt: z.string(),
});
export type ManualLog = z.infer<typeof manualLogSchema>;
export const manualLogListResponseSchema = z.object({ logs: z.array(manualLogSchema) });
export type ManualLogListResponse = z.infer<typeof manualLogListResponseSchema>;
export const manualLogCreatedResponseSchema = z.object({
  log: manualLogSchema,
  /** Achievements this log unlocked (names), for a celebratory toast. */
  unlocked: z.array(z.string()),
});
export type ManualLogCreatedResponse = z.infer<typeof manualLogCreatedResponseSchema>;

// ---------------------------------------------------------------- collections

export const collectionInputSchema = z.object({
  name: text({ error: READING_MESSAGES.collectionNameRequired })
    .trim()
    .min(1, READING_MESSAGES.collectionNameRequired)
    .max(100, READING_MESSAGES.collectionNameTooLong),
  description: text().trim().max(500, READING_MESSAGES.collectionDescriptionTooLong).default(''),
});
export type CollectionInput = z.input<typeof collectionInputSchema>;
export const collectionUpdateSchema = z.object({
  name: collectionInputSchema.shape.name.optional(),
  description: text().trim().max(500, READING_MESSAGES.collectionDescriptionTooLong).optional(),
});
export type CollectionUpdate = z.infer<typeof collectionUpdateSchema>;

export const collectionBookSchema = z.object({
  id: z.string(),
  title: z.string(),
  author: z.string(),
  cover: z.string().nullable(),
});
export type CollectionBook = z.infer<typeof collectionBookSchema>;

export const collectionSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  bookCount: z.number().int(),
  books: z.array(collectionBookSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Collection = z.infer<typeof collectionSchema>;
export const collectionListResponseSchema = z.object({ collections: z.array(collectionSchema) });
export type CollectionListResponse = z.infer<typeof collectionListResponseSchema>;
export const addCollectionBookSchema = z.object({ bookId: z.uuid({ error: 'Choose a book to add' }) });
export const collectionBookParamsSchema = z.object({ id: z.uuid(), bookId: z.uuid() });

// ---------------------------------------------------------------- status board & shelf

export const statusBoardItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  author: z.string(),
  coverImage: z.string().nullable(),
  status: z.enum(BOOK_STATUSES),
  /** Percent 0..100. */
  progress: z.number().int(),
  rating: z.number().int().min(1).max(5).nullable(),
});
export type StatusBoardItem = z.infer<typeof statusBoardItemSchema>;

export const statusBoardSchema = z.object({
  reading: z.array(statusBoardItemSchema),
  wantToRead: z.array(statusBoardItemSchema),
  completed: z.array(statusBoardItemSchema),
});
export type StatusBoard = z.infer<typeof statusBoardSchema>;

export const setStatusBodySchema = z.object({
  status: z.enum(BOOK_STATUSES, { error: READING_MESSAGES.statusInvalid }),
});
export type SetStatusBody = z.infer<typeof setStatusBodySchema>;
export const bookIdParamsSchema = z.object({ bookId: z.uuid() });

export const shelfQuerySchema = z.object({ chip: z.enum(SHELF_CHIPS).default('All Books') });
export type ShelfChip = (typeof SHELF_CHIPS)[number];

export const shelfBookSchema = z.object({
  id: z.string(),
  title: z.string(),
  author: z.string(),
  cover: z.string().nullable(),
  category: z.string(),
  genre: z.string().nullable(),
  status: z.enum(BOOK_STATUSES).nullable(),
  favorite: z.boolean(),
  progress: z.number().int(),
});
export type ShelfBook = z.infer<typeof shelfBookSchema>;
export const shelfResponseSchema = z.object({ books: z.array(shelfBookSchema) });
export type ShelfResponse = z.infer<typeof shelfResponseSchema>;
