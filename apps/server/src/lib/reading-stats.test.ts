import { describe, expect, it } from 'vitest';
import {
  type ActivitySession,
  achievementCounters,
  achievementProgress,
  bookFigures,
  buildDailyLedger,
  type Completion,
  computeStreaks,
  dailyAveragePages,
  goalEndDate,
  goalProgress,
  monthlyCounts,
  streakDayToLog,
  totalsBetween,
  weeklySeries,
  weeklyTargets,
  wordsToPages,
} from './reading-stats.js';

const read = (iso: string, wordsRead = 1000, durationSeconds = 600): ActivitySession => ({
  startedAt: new Date(iso),
  wordsRead,
  durationSeconds,
  source: 'reader',
  manualKind: null,
});
const manual = (iso: string, manualKind: 'book' | 'streak_day' | 'hour'): ActivitySession => ({
  startedAt: new Date(iso),
  wordsRead: 0,
  durationSeconds: manualKind === 'hour' ? 3600 : 0,
  source: 'manual',
  manualKind,
});
const done = (iso: string): Completion => ({ finishedAt: new Date(iso) });

const ledgerOf = (sessions: ActivitySession[], timeZone = 'UTC', completions: Completion[] = []) =>
  buildDailyLedger({ sessions, completions, timeZone });

describe('empty history', () => {
  const ledger = ledgerOf([]);
  it('answers zeros everywhere', () => {
    expect(totalsBetween(ledger)).toEqual({ books: 0, words: 0, seconds: 0, pages: 0, minutes: 0 });
    expect(computeStreaks(ledger, '2024-05-01')).toEqual({ current: 0, longest: 0 });
    expect(dailyAveragePages(ledger, '2024-05-01')).toBe(0);
    expect(monthlyCounts(ledger, 2024).every((m) => m.books === 0 && m.pages === 0)).toBe(true);
    expect(achievementProgress(ledger, '2024-05-01').some((a) => a.met)).toBe(false);
    expect(achievementCounters(ledger, '2024-05-01')).toEqual({ booksRead: 0, dayStreak: 0, hoursRead: 0 });
    expect(streakDayToLog(ledger, '2024-05-01')).toBe('2024-05-01');
  });
});

describe('pages', () => {
  it('are words / 250 rounded over the window, not per session', () => {
    expect(wordsToPages(125)).toBe(1);
    expect(wordsToPages(124)).toBe(0);
    const ledger = ledgerOf([read('2024-05-01T10:00:00Z', 100), read('2024-05-01T11:00:00Z', 100)]);
    expect(totalsBetween(ledger).pages).toBe(1); // 200 words, not 0 + 0
  });
});

describe('streaks', () => {
  it('count consecutive local days and stay current until the day after the last reading ends', () => {
    const ledger = ledgerOf([
      read('2024-05-01T09:00:00Z'),
      read('2024-05-02T09:00:00Z'),
      read('2024-05-03T09:00:00Z'),
      read('2024-05-05T09:00:00Z'),
      read('2024-05-06T09:00:00Z'),
    ]);
    expect(computeStreaks(ledger, '2024-05-06')).toEqual({ current: 2, longest: 3 });
    expect(computeStreaks(ledger, '2024-05-07')).toEqual({ current: 2, longest: 3 });
    expect(computeStreaks(ledger, '2024-05-08')).toEqual({ current: 0, longest: 3 });
  });

  it('split at local midnight: 23:30 and 00:15 are two days in the zone', () => {
    // 23:30 and 00:15 New York time are 03:30 and 04:15 UTC on one UTC day.
    const sessions = [read('2024-05-02T03:30:00Z'), read('2024-05-02T04:15:00Z')];
    expect(computeStreaks(ledgerOf(sessions, 'America/New_York'), '2024-05-02')).toEqual({
      current: 2,
      longest: 2,
    });
    expect(computeStreaks(ledgerOf(sessions, 'UTC'), '2024-05-02')).toEqual({ current: 1, longest: 1 });
  });

  it('count a reading that starts before midnight on the day it starts', () => {
    const ledger = ledgerOf([read('2024-05-01T23:50:00Z', 2000, 1800)]);
    expect([...ledger.keys()]).toEqual(['2024-05-01']);
  });

  it('survive a DST change (a 23-hour day)', () => {
    // New York springs forward on 2024-03-10. Late-evening readings each day around it.
    const sessions = [
      read('2024-03-09T04:45:00Z'), // 03-08 23:45 EST
      read('2024-03-10T04:45:00Z'), // 03-09 23:45 EST
      read('2024-03-11T03:45:00Z'), // 03-10 23:45 EDT
      read('2024-03-11T04:15:00Z'), // 03-11 00:15 EDT
    ];
    const ledger = ledgerOf(sessions, 'America/New_York');
    expect([...ledger.keys()].sort()).toEqual(['2024-03-08', '2024-03-09', '2024-03-10', '2024-03-11']);
    expect(computeStreaks(ledger, '2024-03-11')).toEqual({ current: 4, longest: 4 });
  });

  it('follow the zone the user is in now when they move (a time-zone change)', () => {
    // Read at 21:00 in New York on three evenings (01:00 UTC the next day), then moved to Tokyo.
    const sessions = [
      read('2024-05-02T01:00:00Z'),
      read('2024-05-03T01:00:00Z'),
      read('2024-05-04T01:00:00Z'),
    ];
    const inNewYork = ledgerOf(sessions, 'America/New_York');
    expect([...inNewYork.keys()]).toEqual(['2024-05-01', '2024-05-02', '2024-05-03']);
    expect(computeStreaks(inNewYork, '2024-05-03').current).toBe(3);
    // The same instants are mornings in Tokyo: the days move, the streak stays unbroken.
    const inTokyo = ledgerOf(sessions, 'Asia/Tokyo');
    expect([...inTokyo.keys()]).toEqual(['2024-05-02', '2024-05-03', '2024-05-04']);
    expect(computeStreaks(inTokyo, '2024-05-04')).toEqual({ current: 3, longest: 3 });
    // A reading just after landing (Tokyo morning of 05-05) continues it.
    const continued = ledgerOf([...sessions, read('2024-05-05T00:30:00Z')], 'Asia/Tokyo');
    expect(computeStreaks(continued, '2024-05-05').current).toBe(4);
  });

  it('ignore reader sessions that read nothing, and manual book logs', () => {
    const ledger = ledgerOf([read('2024-05-01T10:00:00Z', 0, 0), manual('2024-05-02T10:00:00Z', 'book')]);
    expect(computeStreaks(ledger, '2024-05-02')).toEqual({ current: 0, longest: 0 });
  });

  it('count manual streak days and reading hours', () => {
    const ledger = ledgerOf([
      manual('2024-05-01T12:00:00Z', 'streak_day'),
      manual('2024-05-02T12:00:00Z', 'hour'),
    ]);
    expect(computeStreaks(ledger, '2024-05-02')).toEqual({ current: 2, longest: 2 });
  });
});

describe('streakDayToLog', () => {
  it('logs today when today has no reading yet', () => {
    const ledger = ledgerOf([read('2024-05-01T10:00:00Z')]);
    expect(streakDayToLog(ledger, '2024-05-02')).toBe('2024-05-02');
  });

  it('logs the day before the current streak starts when today is already counted', () => {
    const ledger = ledgerOf([read('2024-05-04T10:00:00Z'), read('2024-05-05T10:00:00Z')]);
    expect(streakDayToLog(ledger, '2024-05-05')).toBe('2024-05-03');
    const extended = ledgerOf([
      read('2024-05-04T10:00:00Z'),
      read('2024-05-05T10:00:00Z'),
      manual('2024-05-03T12:00:00Z', 'streak_day'),
    ]);
    expect(computeStreaks(extended, '2024-05-05').current).toBe(3);
  });
});

describe('books completed', () => {
  it('count library completions and manual book logs by local day', () => {
    const ledger = ledgerOf(
      [manual('2024-02-01T12:00:00Z', 'book')],
      'Asia/Tokyo',
      [done('2024-01-31T16:00:00Z'), done('2024-03-15T10:00:00Z')], // the first is Feb 1 in Tokyo
    );
    const months = monthlyCounts(ledger, 2024);
    expect(months.map((m) => m.books)).toEqual([0, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(months[1]).toMatchObject({ month: 2, label: 'Feb' });
    expect(monthlyCounts(ledger, 2023).every((m) => m.books === 0)).toBe(true);
  });

  it('put completions at the month boundary in the local month', () => {
    // 2024-03-31 23:30 in Berlin (CEST) is 21:30 UTC; 2024-04-01 00:30 in Berlin is 22:30 UTC on 03-31.
    const ledger = ledgerOf([], 'Europe/Berlin', [
      done('2024-03-31T21:30:00Z'),
      done('2024-03-31T22:30:00Z'),
    ]);
    const months = monthlyCounts(ledger, 2024);
    expect(months[2]!.books).toBe(1);
    expect(months[3]!.books).toBe(1);
  });
});

describe('daily average', () => {
  it('spreads pages over the days since the first reading day', () => {
    const ledger = ledgerOf([read('2024-05-01T10:00:00Z', 2500), read('2024-05-03T10:00:00Z', 5000)]);
    // 30 pages over 5 days (05-01..05-05)
    expect(dailyAveragePages(ledger, '2024-05-05')).toBe(6);
    expect(dailyAveragePages(ledger, '2024-05-03')).toBe(10);
  });
});

describe('goals', () => {
  it('derive the end date from the timeframe', () => {
    expect(goalEndDate('2024-03-04', 'weekly')).toBe('2024-03-10');
    expect(goalEndDate('2024-02-01', 'monthly')).toBe('2024-02-29');
    expect(goalEndDate('2024-01-31', 'monthly')).toBe('2024-02-28');
    expect(goalEndDate('2024-01-01', 'yearly')).toBe('2024-12-31');
  });

  it('measure activity inside the window only, in local days', () => {
    const ledger = ledgerOf(
      [
        read('2024-03-03T23:30:00Z', 25_000, 3600), // Sunday UTC: outside the week
        read('2024-03-04T08:00:00Z', 12_500, 1800),
        read('2024-03-10T22:00:00Z', 12_500, 1830), // Sunday evening: inside
        read('2024-03-11T00:30:00Z', 12_500, 600), // next Monday: outside
      ],
      'UTC',
      [done('2024-03-05T12:00:00Z')],
    );
    const week = { startDate: '2024-03-04', endDate: '2024-03-10' };
    expect(goalProgress({ ...week, type: 'pages', target: 200 }, ledger)).toEqual({
      current: 100,
      percent: 50,
      status: 'in-progress',
    });
    expect(goalProgress({ ...week, type: 'time', target: 60 }, ledger)).toEqual({
      current: 60,
      percent: 100,
      status: 'completed',
    });
    expect(goalProgress({ ...week, type: 'books', target: 3 }, ledger)).toEqual({
      current: 1,
      percent: 33,
      status: 'in-progress',
    });
  });

  it('does not cap the percentage', () => {
    const ledger = ledgerOf([], 'UTC', [done('2024-03-05T12:00:00Z'), done('2024-03-06T12:00:00Z')]);
    expect(
      goalProgress({ type: 'books', target: 1, startDate: '2024-03-04', endDate: '2024-03-10' }, ledger)
        .percent,
    ).toBe(200);
  });
});

describe('weekly series', () => {
  it('has Monday-based weeks, oldest first, ending with the current week', () => {
    const ledger = ledgerOf([read('2024-03-10T10:00:00Z', 2500), read('2024-03-11T10:00:00Z', 5000)]);
    const series = weeklySeries(ledger, [], '2024-03-13', 3);
    expect(series.map((p) => p.weekStart)).toEqual(['2024-02-26', '2024-03-04', '2024-03-11']);
    expect(series.map((p) => p.label)).toEqual(['Feb 26', 'Mar 4', 'Mar 11']);
    expect(series.map((p) => p.actual.pages)).toEqual([0, 10, 20]);
    expect(series[2]!.target).toEqual({ books: null, pages: null, minutes: null });
  });

  it('spreads goal targets over their days', () => {
    const weekly = { type: 'pages' as const, target: 70, startDate: '2024-03-04', endDate: '2024-03-10' };
    const monthly = { type: 'time' as const, target: 310, startDate: '2024-03-01', endDate: '2024-03-31' };
    expect(weeklyTargets([weekly, monthly], '2024-03-04')).toEqual({ books: null, pages: 70, minutes: 70 });
    // A weekly goal from Wednesday covers five days of this week and two of the next.
    const fromWednesday = { ...weekly, startDate: '2024-03-06', endDate: '2024-03-12' };
    expect(weeklyTargets([fromWednesday], '2024-03-04').pages).toBe(50);
    expect(weeklyTargets([fromWednesday], '2024-03-11').pages).toBe(20);
    expect(weeklyTargets([fromWednesday], '2024-03-18').pages).toBeNull();
  });
});

describe('achievements', () => {
  it('unlock at the thresholds of spec §9', () => {
    const sessions = [
      ...Array.from({ length: 7 }, (_, i) => read(`2024-05-0${i + 1}T10:00:00Z`, 1000, 3600)),
      ...Array.from({ length: 3 }, () => manual('2024-05-07T12:00:00Z', 'hour')),
      manual('2024-05-07T12:00:00Z', 'book'),
    ];
    const progress = achievementProgress(ledgerOf(sessions), '2024-05-07');
    expect(Object.fromEntries(progress.map((a) => [a.id, [a.progress, a.met]]))).toEqual({
      'bookworm-beginner': [1, true],
      'book-explorer': [1, false],
      'reading-master': [1, false],
      'reading-streak': [7, true],
      'time-champion': [10, true],
    });
  });

  it('count hours to one decimal, rounded down', () => {
    const ledger = ledgerOf([read('2024-05-01T10:00:00Z', 0, 5399)]);
    expect(achievementCounters(ledger, '2024-05-01').hoursRead).toBe(1.4);
  });
});

describe('goal end dates at the edges of the accepted range', () => {
  it.each([
    ['1900-01-01', 'weekly', '1900-01-07'],
    ['1900-01-31', 'monthly', '1900-02-27'],
    ['1900-02-28', 'yearly', '1901-02-27'],
    ['2000-02-29', 'yearly', '2001-02-27'],
    ['2200-12-31', 'monthly', '2201-01-30'],
    ['2200-12-31', 'yearly', '2201-12-30'],
  ] as const)('%s %s ends on %s', (start, timeframe, end) => {
    expect(goalEndDate(start, timeframe)).toBe(end);
  });
});

describe('per-book figures', () => {
  const book = { wordCount: 816, progress: 0, completed: false, sessionWords: 0 };

  it('counts every page of a finished book, whatever the sessions recorded', () => {
    expect(bookFigures({ ...book, completed: true, progress: 100, sessionWords: 600 })).toEqual({
      totalPages: 3,
      wordsRead: 816,
      pagesRead: 3,
      currentPage: 3,
      percent: 100,
    });
  });

  it('takes the larger of the place and the sessions, and puts an opened book on page 1', () => {
    expect(bookFigures({ ...book, progress: 50, sessionWords: 300 })).toMatchObject({
      pagesRead: 2,
      currentPage: 2,
    });
    expect(bookFigures({ ...book, progress: 10, sessionWords: 700 })).toMatchObject({
      pagesRead: 3,
      percent: 10,
    });
    expect(bookFigures({ ...book, progress: 1 })).toMatchObject({ pagesRead: 0, currentPage: 1 });
    expect(bookFigures({ ...book, wordCount: 0 })).toMatchObject({ totalPages: 0, currentPage: 0 });
  });

  it('credits the words a place adds beyond the sessions to the pages read, on its day', () => {
    const at = new Date('2024-03-05T10:00:00Z');
    const ledger = buildDailyLedger({
      sessions: [{ startedAt: at, durationSeconds: 530, wordsRead: 600, source: 'reader', manualKind: null }],
      completions: [{ finishedAt: at }],
      books: [{ ...book, completed: true, progress: 100, sessionWords: 600, at }],
      timeZone: 'UTC',
    });
    expect(totalsBetween(ledger)).toMatchObject({ words: 816, pages: 3, books: 1, seconds: 530 });
  });
});

describe('books read outside the app', () => {
  it('count on their date read, undated ones only in lifetime totals, pages apart', async () => {
    const { buildDailyLedger, monthlyCounts, outsideReading, totalsBetween } = await import(
      './reading-stats.js'
    );
    const outside = [
      { dateRead: '2024-02-10', pages: 300 },
      { dateRead: '2023-12-31', pages: null },
      { dateRead: null, pages: 120 },
    ];
    const ledger = buildDailyLedger({
      sessions: [],
      completions: [],
      outside,
      timeZone: 'Pacific/Kiritimati',
    });
    expect(totalsBetween(ledger).books).toBe(3);
    expect(totalsBetween(ledger, '2024-01-01', '2024-12-31').books).toBe(1);
    expect(monthlyCounts(ledger, 2024)[1]?.books).toBe(1);
    expect(totalsBetween(ledger).pages).toBe(0);
    expect(outsideReading(outside, 2024)).toEqual({ books: 3, booksThisYear: 1, pages: 420 });
  });
});
