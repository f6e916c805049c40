import {
  ACHIEVEMENTS,
  type AchievementsResponse,
  DEFAULT_YEARLY_BOOK_GOAL,
  type ManualLogCreatedResponse,
  type ManualLogKind,
  type ManualLogListResponse,
  READING_MESSAGES,
  type StatsSummary,
} from '@quire/shared';
import { notFound } from '../../errors.js';
import type { EventBus } from '../../events.js';
import type { GoalRow, GoalsRepository } from './goals.repository.js';
import {
  canonicalTimeZone,
  isValidTimeZone,
  localDate,
  parseDate,
  zonedTimeToInstant,
} from '../../lib/local-dates.js';
import { presentManualLog } from './reading.presenter.js';
import type { ReadingRepository } from './reading.repository.js';
import {
  achievementCounters,
  achievementProgress,
  buildDailyLedger,
  computeStreaks,
  type DailyLedger,
  dailyAveragePages,
  type GoalWindow,
  goalPace,
  monthlyCounts,
  outsideReading,
  readingDays,
  streakDayToLog,
  totalsBetween,
  weeklySeries,
} from '../../lib/reading-stats.js';

export interface ReadingServiceDeps {
  reading: ReadingRepository;
  goals: GoalsRepository;
  events: EventBus;
  now?: () => Date;
}

const MANUAL_LOG_SECONDS: Record<ManualLogKind, number> = { book: 0, streak_day: 0, hour: 3600 };
const RECENT_LOGS = 20;

export const goalWindow = (row: GoalRow): GoalWindow => ({
  type: row.type,
  target: row.target,
  startDate: row.startDate,
  endDate: row.endDate,
});

/** Stats, achievements and manual logs of the caller, computed in the caller's time zone. */
export function createReadingService({ reading, goals, events, now = () => new Date() }: ReadingServiceDeps) {
  async function activityFor(userId: string, timeZone: string) {
    const [sessions, completions, books, outside] = await Promise.all([
      reading.loadSessions(userId),
      reading.loadCompletions(userId),
      reading.loadBooks(userId),
      reading.loadOutsideReads(userId),
    ]);
    return { ledger: buildDailyLedger({ sessions, completions, books, outside, timeZone }), outside };
  }

  async function ledgerFor(userId: string, timeZone: string): Promise<DailyLedger> {
    return (await activityFor(userId, timeZone)).ledger;
  }

  /** Records newly met achievements once and announces each; answers their names. */
  async function syncAchievementsWith(userId: string, ledger: DailyLedger, today: string): Promise<string[]> {
    const met = achievementProgress(ledger, today)
      .filter((a) => a.met)
      .map((a) => a.id);
    const recorded = new Set((await reading.listAchievements(userId)).map((a) => a.achievementId));
    const fresh = await reading.recordAchievements(
      userId,
      met.filter((id) => !recorded.has(id)),
    );
    const names: string[] = [];
    for (const achievementId of fresh) {
      const name = ACHIEVEMENTS.find((a) => a.id === achievementId)!.name;
      names.push(name);
      events.emit('achievement.unlocked', { userId, achievementId, name });
    }
    return names;
  }

  return {
    ledgerFor,
    now,

    /**
     * The zone to compute in: the one the browser sent when valid (stored when it changed),
     * else the stored one.
     */
    async timeZoneFor(userId: string, requested: string | undefined): Promise<string> {
      const stored = canonicalTimeZone((await reading.findTimeZone(userId)) ?? 'UTC') ?? 'UTC';
      // Compared by canonical name: another spelling of the same zone is not a change to store.
      const wanted = canonicalTimeZone(requested);
      if (wanted && wanted !== stored) {
        await reading.saveTimeZone(userId, wanted);
        return wanted;
      }
      return stored;
    },

    today(timeZone: string): string {
      return localDate(now(), timeZone);
    },

    async summary(
      userId: string,
      timeZone: string,
      query: { year?: number; weeks: number },
    ): Promise<StatsSummary> {
      const [{ ledger, outside: outsideReads }, goalRows] = await Promise.all([
        activityFor(userId, timeZone),
        goals.listForUser(userId),
      ]);
      const today = localDate(now(), timeZone);
      const year = query.year ?? parseDate(today).year;
      const outside = outsideReading(outsideReads, year);
      const totals = totalsBetween(ledger);
      const monthly = monthlyCounts(ledger, year);
      const total = monthly.reduce((sum, m) => sum + m.books, 0);

      // The yearly books goal covering that year: the one running today if any, else the latest.
      const yearFrom = `${year}-01-01`;
      const yearTo = `${year}-12-31`;
      const yearly = goalRows
        .filter(
          (g) =>
            g.type === 'books' && g.timeframe === 'yearly' && g.startDate <= yearTo && g.endDate >= yearFrom,
        )
        .sort((a, b) => {
          const aNow = a.startDate <= today && a.endDate >= today ? 1 : 0;
          const bNow = b.startDate <= today && b.endDate >= today ? 1 : 0;
          return bNow - aNow || b.startDate.localeCompare(a.startDate);
        })[0];
      const target = yearly?.target ?? DEFAULT_YEARLY_BOOK_GOAL;

      return {
        timeZone,
        today,
        totals: {
          pagesRead: totals.pages + outside.pages,
          readingSeconds: totals.seconds,
          booksCompleted: totals.books,
          readingDays: readingDays(ledger).length,
        },
        dailyAveragePages: dailyAveragePages(ledger, today),
        streak: computeStreaks(ledger, today),
        year,
        monthly,
        yearlyGoal: {
          target,
          goalId: yearly?.id ?? null,
          total,
          percent: Math.round((total / target) * 1000) / 10,
          startDate: yearly?.startDate ?? null,
          endDate: yearly?.endDate ?? null,
          pace: yearly ? goalPace(goalWindow(yearly), ledger, today) : null,
        },
        weekly: weeklySeries(ledger, goalRows.map(goalWindow), today, query.weeks),
        outside,
      };
    },

    async achievements(userId: string, timeZone: string): Promise<AchievementsResponse> {
      const ledger = await ledgerFor(userId, timeZone);
      const today = localDate(now(), timeZone);
      await syncAchievementsWith(userId, ledger, today);
      const recorded = new Map(
        (await reading.listAchievements(userId)).map((a) => [a.achievementId, a.unlockedAt]),
      );
      const progress = new Map(achievementProgress(ledger, today).map((a) => [a.id, a]));
      return {
        counters: achievementCounters(ledger, today),
        achievements: ACHIEVEMENTS.map((a) => {
          const unlockedAt = recorded.get(a.id) ?? null;
          return {
            id: a.id,
            name: a.name,
            description: a.description,
            requirement: a.requirement,
            type: a.type,
            progress: progress.get(a.id)!.progress,
            // Once earned, kept: removing a log later does not take an achievement away.
            unlocked: unlockedAt !== null,
            unlockedAt: unlockedAt ? unlockedAt.toISOString() : null,
          };
        }),
      };
    },

    /**
     * Lifetime totals of one user in their stored zone, for the public profile: the same books,
     * pages and time as the stats summary.
     */
    async lifetimeTotals(userId: string): Promise<{ books: number; pages: number; minutes: number }> {
      const timeZone = (await reading.findTimeZone(userId)) ?? 'UTC';
      const { ledger, outside } = await activityFor(userId, isValidTimeZone(timeZone) ? timeZone : 'UTC');
      const totals = totalsBetween(ledger);
      const outsidePages = outsideReading(outside, 0).pages;
      return { books: totals.books, pages: totals.pages + outsidePages, minutes: totals.minutes };
    },

    /** Checks the caller's achievements after activity recorded elsewhere (reader, status board). */
    async syncAchievements(userId: string): Promise<string[]> {
      const timeZone = (await reading.findTimeZone(userId)) ?? 'UTC';
      const zone = isValidTimeZone(timeZone) ? timeZone : 'UTC';
      return syncAchievementsWith(userId, await ledgerFor(userId, zone), localDate(now(), zone));
    },

    async createManualLog(
      userId: string,
      timeZone: string,
      kind: ManualLogKind,
    ): Promise<ManualLogCreatedResponse> {
      const at = now();
      let loggedAt = at;
      if (kind === 'streak_day') {
        const today = localDate(at, timeZone);
        const day = streakDayToLog(await ledgerFor(userId, timeZone), today);
        // A past day is logged at its local noon, which falls on that day in the zone.
        if (day !== today) loggedAt = zonedTimeToInstant(day, 12, timeZone);
      }
      const row = await reading.insertManualLog(userId, {
        kind,
        at: loggedAt,
        durationSeconds: MANUAL_LOG_SECONDS[kind],
      });
      const unlocked = await syncAchievementsWith(
        userId,
        await ledgerFor(userId, timeZone),
        localDate(at, timeZone),
      );
      return { log: presentManualLog(row, timeZone), unlocked };
    },

    async listManualLogs(userId: string, timeZone: string): Promise<ManualLogListResponse> {
      const rows = await reading.listManualLogs(userId, RECENT_LOGS);
      return { logs: rows.map((row) => presentManualLog(row, timeZone)) };
    },

    async deleteManualLog(userId: string, id: string): Promise<void> {
      if (!(await reading.deleteManualLog(userId, id))) throw notFound(READING_MESSAGES.logNotFound);
    },
  };
}

export type ReadingService = ReturnType<typeof createReadingService>;
