/**
 * The stats engine: pure functions from a user's activity to the numbers every "My reading"
 * screen shows. No clock and no database here — callers pass `today` (a local date) and rows.
 *
 * Definitions (docs in the module's report and DESIGN.md):
 * - Activity is bucketed by the local date of its start instant in the user's current zone.
 * - Pages = words read / 250, rounded, over whatever window is asked for (not per session).
 * - Words read in a book = the larger of what its reader sessions recorded and the words before
 *   the reader's place in it (all of them once it is Completed): a finished book has all its pages
 *   read. What the place adds beyond the sessions is dated when the book was last read or finished.
 * - Time = the active seconds of reader sessions (idle time is never recorded) + manual hour logs.
 * - A reading day is a local date with a reader session that read something (words or active
 *   seconds), or a manual 'streak_day' or 'hour' log. A manual 'book' log is a completion only.
 * - Books completed = library entries marked Completed (dated by finished_at) + manual 'book' logs
 *   + books read outside the app (imported; dated by their date read, in the totals only when
 *   undated). Their pages count in the lifetime pages only, never in a day (decision 025).
 * - Current streak = consecutive reading days ending today, or ending yesterday when today has no
 *   reading yet (the streak is still alive until the day is over). Longest = the longest such run.
 * - Daily average pages = pages read / days from the first reading day through today.
 */
import {
  ACHIEVEMENTS,
  bookPages,
  goalEndDate,
  type GoalType,
  type ReadingMetrics,
  type WeeklyPoint,
  wordsToPages,
} from '@quire/shared';
import {
  addDays,
  dayNumber,
  fromDayNumber,
  localDate,
  monthLabel,
  parseDate,
  shortDateLabel,
  startOfWeek,
} from './local-dates.js';

export interface ActivitySession {
  startedAt: Date;
  durationSeconds: number;
  wordsRead: number;
  source: 'reader' | 'manual';
  manualKind: string | null;
  /** How many rows this stands for when sessions arrive pre-summed (default 1). */
  count?: number;
}

export interface Completion {
  finishedAt: Date;
}

/** A book read outside the app: its local date read (null when unknown) and pages. */
export interface OutsideRead {
  dateRead: string | null;
  pages: number | null;
}

/**
 * The ledger day of outside books with no date read: before every real day, so lifetime totals
 * count them and no year, month, week or goal window does.
 */
export const UNDATED_DAY = '0001-01-01';

export interface DayTotals {
  words: number;
  seconds: number;
  books: number;
  /** Counts toward streaks. */
  reading: boolean;
}

/** Local date → that day's totals. */
export type DailyLedger = Map<string, DayTotals>;

export { bookPages, goalEndDate, wordsToPages };
const round1 = (n: number): number => Math.round(n * 10) / 10;
const floor1 = (n: number): number => Math.floor(n * 10 + 1e-9) / 10;

/** One book in the caller's library, as the per-book figures and the page credit need it. */
export interface BookActivity {
  wordCount: number;
  /** Percent through the book, 0..100. */
  progress: number;
  completed: boolean;
  /** Words the reader sessions in this book recorded. */
  sessionWords: number;
  /** When the book was finished, or last read, or started (null when never). */
  at: Date | null;
}

/** The per-book figures every screen shows: pages read of total and the page the reader is on. */
export interface BookFigures {
  totalPages: number;
  wordsRead: number;
  pagesRead: number;
  currentPage: number;
  percent: number;
}

const clampPercent = (progress: number) => Math.min(100, Math.max(0, Math.round(progress)));

/** Words read in one book: the larger of its sessions and its place (every word once Completed). */
export function bookWordsRead(
  book: Pick<BookActivity, 'wordCount' | 'progress' | 'completed' | 'sessionWords'>,
) {
  const total = Math.max(0, book.wordCount);
  const byPlace = book.completed
    ? total
    : Math.round((Math.min(100, Math.max(0, book.progress)) / 100) * total);
  return Math.min(total, Math.max(byPlace, Math.max(0, book.sessionWords)));
}

export function bookFigures(
  book: Pick<BookActivity, 'wordCount' | 'progress' | 'completed' | 'sessionWords'>,
): BookFigures {
  const totalPages = bookPages(book.wordCount);
  const wordsRead = bookWordsRead(book);
  const pagesRead = book.completed ? totalPages : Math.min(totalPages, wordsToPages(wordsRead));
  // The page the reader is on: the pages read, and page 1 of a book opened but under a page in.
  const currentPage = totalPages === 0 ? 0 : Math.min(totalPages, Math.max(1, pagesRead));
  return {
    totalPages,
    wordsRead,
    pagesRead,
    currentPage,
    percent: book.completed ? 100 : clampPercent(book.progress),
  };
}

/** Words a book's place adds beyond its sessions, dated: part of the pages read. */
export function placeCredits(books: readonly BookActivity[]): { at: Date; words: number }[] {
  const credits: { at: Date; words: number }[] = [];
  for (const book of books) {
    const extra = bookWordsRead(book) - Math.max(0, book.sessionWords);
    if (extra > 0 && book.at) credits.push({ at: book.at, words: extra });
  }
  return credits;
}

/** Buckets sessions, completions, manual logs and place credits into local days of `timeZone`. */
export function buildDailyLedger(input: {
  sessions: readonly ActivitySession[];
  completions: readonly Completion[];
  books?: readonly BookActivity[];
  outside?: readonly OutsideRead[];
  timeZone: string;
}): DailyLedger {
  const ledger: DailyLedger = new Map();
  const dayOf = (date: string): DayTotals => {
    let totals = ledger.get(date);
    if (!totals) {
      totals = { words: 0, seconds: 0, books: 0, reading: false };
      ledger.set(date, totals);
    }
    return totals;
  };

  for (const session of input.sessions) {
    const day = dayOf(localDate(session.startedAt, input.timeZone));
    const words = Math.max(0, session.wordsRead);
    const seconds = Math.max(0, session.durationSeconds);
    day.words += words;
    day.seconds += seconds;
    if (session.source === 'manual') {
      if (session.manualKind === 'book') day.books += session.count ?? 1;
      else day.reading = true;
    } else if (words > 0 || seconds > 0) {
      day.reading = true;
    }
  }
  for (const completion of input.completions) {
    dayOf(localDate(completion.finishedAt, input.timeZone)).books += 1;
  }
  for (const credit of placeCredits(input.books ?? [])) {
    dayOf(localDate(credit.at, input.timeZone)).words += credit.words;
  }
  // A date read is already a local calendar date: no zone conversion.
  for (const read of input.outside ?? []) dayOf(read.dateRead ?? UNDATED_DAY).books += 1;
  return ledger;
}

export interface WindowTotals {
  books: number;
  words: number;
  seconds: number;
  pages: number;
  minutes: number;
}

/** Totals of the days from `from` to `to`, both included (either may be omitted). */
export function totalsBetween(ledger: DailyLedger, from?: string, to?: string): WindowTotals {
  let books = 0;
  let words = 0;
  let seconds = 0;
  for (const [date, day] of ledger) {
    if (from && date < from) continue;
    if (to && date > to) continue;
    books += day.books;
    words += day.words;
    seconds += day.seconds;
  }
  return { books, words, seconds, pages: wordsToPages(words), minutes: Math.floor(seconds / 60) };
}

export function readingDays(ledger: DailyLedger): string[] {
  return [...ledger.entries()]
    .filter(([, day]) => day.reading)
    .map(([date]) => date)
    .sort();
}

export function computeStreaks(ledger: DailyLedger, today: string): { current: number; longest: number } {
  const days = new Set(readingDays(ledger).map(dayNumber));
  let longest = 0;
  for (const n of days) {
    if (days.has(n - 1)) continue; // not the start of a run
    let length = 1;
    while (days.has(n + length)) length += 1;
    longest = Math.max(longest, length);
  }
  const todayN = dayNumber(today);
  let end = days.has(todayN) ? todayN : days.has(todayN - 1) ? todayN - 1 : null;
  let current = 0;
  while (end !== null && days.has(end)) {
    current += 1;
    end -= 1;
  }
  return { current, longest };
}

/**
 * Which local day an "Add Streak Day" log should count for so that it extends the streak:
 * today when today has no reading yet, else the day before the current streak starts.
 */
export function streakDayToLog(ledger: DailyLedger, today: string): string {
  const todayIsReading = ledger.get(today)?.reading === true;
  if (!todayIsReading) return today;
  const { current } = computeStreaks(ledger, today);
  return addDays(today, -current);
}

export function dailyAveragePages(ledger: DailyLedger, today: string): number {
  const days = readingDays(ledger).filter((d) => d <= today);
  if (days.length === 0) return 0;
  const span = dayNumber(today) - dayNumber(days[0]!) + 1;
  return round1(totalsBetween(ledger, undefined, today).pages / span);
}

export function monthlyCounts(
  ledger: DailyLedger,
  year: number,
): { month: number; label: string; books: number; pages: number }[] {
  const words = new Array<number>(12).fill(0);
  const books = new Array<number>(12).fill(0);
  for (const [date, day] of ledger) {
    const parts = parseDate(date);
    if (parts.year !== year) continue;
    words[parts.month - 1]! += day.words;
    books[parts.month - 1]! += day.books;
  }
  return books.map((count, i) => ({
    month: i + 1,
    label: monthLabel(i + 1),
    books: count,
    pages: wordsToPages(words[i]!),
  }));
}

export interface GoalWindow {
  type: GoalType;
  target: number;
  startDate: string;
  endDate: string;
}

const metricOf = (totals: WindowTotals, type: GoalType): number =>
  type === 'books' ? totals.books : type === 'pages' ? totals.pages : totals.minutes;

export function goalProgress(
  goal: GoalWindow,
  ledger: DailyLedger,
): { current: number; percent: number; status: 'in-progress' | 'completed' } {
  const current = metricOf(totalsBetween(ledger, goal.startDate, goal.endDate), goal.type);
  return {
    current,
    percent: goal.target > 0 ? Math.round((current / goal.target) * 100) : 0,
    status: current >= goal.target ? 'completed' : 'in-progress',
  };
}

/** Days from one local date to another, both counted ("2026-01-01" to itself is 1). */
const daysThrough = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * A running goal against an even pace over its own window: what it has so far, what an even pace
 * would have by the end of today, and the difference rounded (positive: ahead). Null outside the
 * window and once the goal is reached.
 */
export function goalPace(
  goal: GoalWindow,
  ledger: DailyLedger,
  today: string,
): { current: number; expected: number; ahead: number } | null {
  if (today < goal.startDate || today > goal.endDate) return null;
  const { current } = goalProgress(goal, ledger);
  if (current >= goal.target) return null;
  const expected =
    (goal.target * daysThrough(goal.startDate, today)) / daysThrough(goal.startDate, goal.endDate);
  return { current, expected: Math.round(expected * 10) / 10, ahead: Math.round(current - expected) };
}

const METRIC_OF_TYPE = { books: 'books', pages: 'pages', time: 'minutes' } as const;

/**
 * What the goals ask of one week: each goal spreads its target evenly over the days of its
 * window, and a week's target is the sum over its seven days (null when no goal of a type
 * covers any of them).
 */
export function weeklyTargets(goals: readonly GoalWindow[], weekStart: string): WeeklyPoint['target'] {
  const target: WeeklyPoint['target'] = { books: null, pages: null, minutes: null };
  const weekFrom = dayNumber(weekStart);
  const weekTo = weekFrom + 6;
  for (const goal of goals) {
    const from = dayNumber(goal.startDate);
    const to = dayNumber(goal.endDate);
    const overlap = Math.min(to, weekTo) - Math.max(from, weekFrom) + 1;
    if (overlap <= 0) continue;
    const key = METRIC_OF_TYPE[goal.type];
    target[key] = (target[key] ?? 0) + (goal.target * overlap) / (to - from + 1);
  }
  for (const key of ['books', 'pages', 'minutes'] as const) {
    const value = target[key];
    if (value !== null) target[key] = round1(value);
  }
  return target;
}

/** The last `weeks` Monday-to-Sunday weeks up to the one holding today, oldest first. */
export function weeklySeries(
  ledger: DailyLedger,
  goals: readonly GoalWindow[],
  today: string,
  weeks: number,
): WeeklyPoint[] {
  const thisWeek = dayNumber(startOfWeek(today));
  const points: WeeklyPoint[] = [];
  for (let i = weeks - 1; i >= 0; i--) {
    const weekStart = fromDayNumber(thisWeek - 7 * i);
    const totals = totalsBetween(ledger, weekStart, addDays(weekStart, 6));
    const actual: ReadingMetrics = { books: totals.books, pages: totals.pages, minutes: totals.minutes };
    points.push({
      weekStart,
      label: shortDateLabel(weekStart),
      actual,
      target: weeklyTargets(goals, weekStart),
    });
  }
  return points;
}

export interface AchievementProgress {
  id: string;
  progress: number;
  met: boolean;
}

/** Books read, longest streak and hours read against the five achievements of spec §9. */
export function achievementProgress(ledger: DailyLedger, today: string): AchievementProgress[] {
  const totals = totalsBetween(ledger);
  const { longest } = computeStreaks(ledger, today);
  const hours = floor1(totals.seconds / 3600);
  return ACHIEVEMENTS.map((a) => {
    const progress = a.type === 'books' ? totals.books : a.type === 'streak' ? longest : hours;
    return { id: a.id, progress, met: progress >= a.requirement };
  });
}

export function achievementCounters(ledger: DailyLedger, today: string) {
  const totals = totalsBetween(ledger);
  return {
    booksRead: totals.books,
    dayStreak: computeStreaks(ledger, today).current,
    hoursRead: floor1(totals.seconds / 3600),
  };
}

/** What the stats screens say about books read outside the app. */
export function outsideReading(outside: readonly OutsideRead[], year: number) {
  const prefix = `${year}-`;
  return {
    books: outside.length,
    booksThisYear: outside.filter((read) => read.dateRead?.startsWith(prefix)).length,
    pages: outside.reduce((sum, read) => sum + Math.max(0, read.pages ?? 0), 0),
  };
}
