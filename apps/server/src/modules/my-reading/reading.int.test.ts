import { READING_MESSAGES } from '@quire/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, type TestUser, useTestContext } from '../../../test/helper.js';
import type { DomainEvents } from '../../events.js';
import { readingSessions, userAchievements } from '../../db/schema.js';
import { addDays, localDate } from '../../lib/local-dates.js';

let ctx: TestContext;
let ana: TestUser;
let ben: TestUser;
const unlockedEvents: DomainEvents['achievement.unlocked'][] = [];

beforeAll(async () => {
  ctx = await useTestContext();
  ctx.app.events.on('achievement.unlocked', (event) => {
    unlockedEvents.push(event);
  });
  ana = await ctx.signUp({ name: 'Ana' });
  ben = await ctx.signUp({ name: 'Ben' });
});

const log = (token: string, kind: string) =>
  ctx.request({ method: 'POST', url: '/api/reading/logs', token, payload: { kind } });
const achievements = async (token: string) =>
  (await ctx.request({ method: 'GET', url: '/api/achievements', token })).json();
const summary = async (token: string, query = '') =>
  (await ctx.request({ method: 'GET', url: `/api/stats/summary${query}`, token })).json();

describe('POST /api/reading/logs', () => {
  it('logs a book as a manual completion and unlocks Bookworm Beginner once', async () => {
    const user = await ctx.signUp();
    const res = await log(user.token, 'book');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      log: { kind: 'book', durationSeconds: 0 },
      unlocked: ['Bookworm Beginner'],
    });

    const body = await achievements(user.token);
    expect(body.counters).toEqual({ booksRead: 1, dayStreak: 0, hoursRead: 0 });
    const bookworm = body.achievements.find((a: { id: string }) => a.id === 'bookworm-beginner');
    expect(bookworm).toMatchObject({
      name: 'Bookworm Beginner',
      requirement: 1,
      progress: 1,
      unlocked: true,
    });
    expect(body.achievements.find((a: { id: string }) => a.id === 'book-explorer')).toMatchObject({
      progress: 1,
      unlocked: false,
    });

    const second = await log(user.token, 'book');
    expect(second.json().unlocked).toEqual([]);
    await new Promise((r) => setTimeout(r, 20));
    expect(unlockedEvents.filter((e) => e.userId === user.id)).toEqual([
      { userId: user.id, achievementId: 'bookworm-beginner', name: 'Bookworm Beginner' },
    ]);
    const rows = await ctx.app.db.select().from(userAchievements).where(eq(userAchievements.userId, user.id));
    expect(rows.map((r) => r.achievementId)).toEqual(['bookworm-beginner']);
  });

  it('logs reading hours as 60 minutes each and counts them as a reading day', async () => {
    const user = await ctx.signUp();
    for (let i = 0; i < 10; i++) await log(user.token, 'hour');
    const body = await achievements(user.token);
    expect(body.counters).toEqual({ booksRead: 0, dayStreak: 1, hoursRead: 10 });
    expect(body.achievements.find((a: { id: string }) => a.id === 'time-champion')).toMatchObject({
      unlocked: true,
    });
    expect((await summary(user.token)).totals.readingSeconds).toBe(36_000);
  });

  it('adds streak days that extend the current streak backwards, reaching Reading Streak at 7', async () => {
    const user = await ctx.signUp();
    const today = localDate(new Date(), 'UTC');
    const dates: string[] = [];
    for (let i = 0; i < 7; i++) dates.push((await log(user.token, 'streak_day')).json().log.date);
    expect(dates).toEqual(Array.from({ length: 7 }, (_, i) => addDays(today, -i)));
    const body = await achievements(user.token);
    expect(body.counters.dayStreak).toBe(7);
    expect(body.achievements.find((a: { id: string }) => a.id === 'reading-streak')).toMatchObject({
      progress: 7,
      unlocked: true,
    });
    expect((await summary(user.token)).streak).toEqual({ current: 7, longest: 7 });
  });

  it('dates streak days in the caller’s zone', async () => {
    const user = await ctx.signUp();
    const res = await ctx.request({
      method: 'POST',
      url: '/api/reading/logs',
      token: user.token,
      headers: { 'x-time-zone': 'Pacific/Kiritimati' },
      payload: { kind: 'streak_day' },
    });
    expect(res.json().log.date).toBe(localDate(new Date(), 'Pacific/Kiritimati'));
  });

  it('refuses an unknown kind', async () => {
    const res = await log(ana.token, 'chapter');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(READING_MESSAGES.logKindInvalid);
  });
});

describe('GET and DELETE /api/reading/logs', () => {
  it('lists the caller’s recent logs newest first and removes one', async () => {
    const first = (await log(ana.token, 'book')).json().log;
    const second = (await log(ana.token, 'hour')).json().log;
    const list = (await ctx.request({ method: 'GET', url: '/api/reading/logs', token: ana.token })).json();
    expect(list.logs.slice(0, 2).map((l: { id: string }) => l.id)).toEqual([second.id, first.id]);

    const res = await ctx.request({
      method: 'DELETE',
      url: `/api/reading/logs/${second.id}`,
      token: ana.token,
    });
    expect(res.statusCode).toBe(200);
    const after = (await ctx.request({ method: 'GET', url: '/api/reading/logs', token: ana.token })).json();
    expect(after.logs.map((l: { id: string }) => l.id)).not.toContain(second.id);
  });

  it("answers 404 for another user's log and keeps it", async () => {
    const mine = (await log(ana.token, 'hour')).json().log;
    const res = await ctx.request({
      method: 'DELETE',
      url: `/api/reading/logs/${mine.id}`,
      token: ben.token,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(READING_MESSAGES.logNotFound);
    expect(
      await ctx.app.db.select().from(readingSessions).where(eq(readingSessions.id, mine.id)),
    ).toHaveLength(1);
    const bens = (await ctx.request({ method: 'GET', url: '/api/reading/logs', token: ben.token })).json();
    expect(bens.logs).toEqual([]);
  });

  it('never removes reader sessions through the logs route', async () => {
    const now = new Date();
    const [session] = await ctx.app.db
      .insert(readingSessions)
      .values({ userId: ana.id, startedAt: now, endedAt: now, durationSeconds: 60, wordsRead: 300 })
      .returning();
    const res = await ctx.request({
      method: 'DELETE',
      url: `/api/reading/logs/${session!.id}`,
      token: ana.token,
    });
    expect(res.statusCode).toBe(404);
    expect(
      await ctx.app.db
        .select()
        .from(readingSessions)
        .where(and(eq(readingSessions.id, session!.id), eq(readingSessions.userId, ana.id))),
    ).toHaveLength(1);
  });
});

describe('GET /api/stats/summary', () => {
  it('answers zeros and the default yearly goal for a new reader', async () => {
    const user = await ctx.signUp();
    const body = await summary(user.token, '?year=2024&weeks=4');
    expect(body).toMatchObject({
      timeZone: 'UTC',
      totals: { pagesRead: 0, readingSeconds: 0, booksCompleted: 0, readingDays: 0 },
      dailyAveragePages: 0,
      streak: { current: 0, longest: 0 },
      year: 2024,
      yearlyGoal: {
        target: 52,
        goalId: null,
        total: 0,
        percent: 0,
        startDate: null,
        endDate: null,
        pace: null,
      },
    });
    expect(body.monthly).toHaveLength(12);
    expect(body.weekly).toHaveLength(4);
  });

  it('computes pages, time, books, streak and the yearly goal from real activity', async () => {
    const user = await ctx.signUp();
    const now = new Date();
    const yesterday = new Date(now.getTime() - 86_400_000);
    await ctx.app.db.insert(readingSessions).values([
      { userId: user.id, startedAt: yesterday, endedAt: yesterday, durationSeconds: 1800, wordsRead: 5000 },
      { userId: user.id, startedAt: now, endedAt: now, durationSeconds: 1200, wordsRead: 2500 },
      { userId: user.id, startedAt: now, endedAt: now, durationSeconds: 0, wordsRead: 0 },
    ]);
    await log(user.token, 'book');
    const year = Number(localDate(now, 'UTC').slice(0, 4));
    const goal = (
      await ctx.request({
        method: 'POST',
        url: '/api/goals',
        token: user.token,
        payload: { type: 'books', target: 12, timeframe: 'yearly', startDate: `${year}-01-01` },
      })
    ).json();

    const body = await summary(user.token);
    expect(body.totals).toEqual({ pagesRead: 30, readingSeconds: 3000, booksCompleted: 1, readingDays: 2 });
    expect(body.streak).toEqual({ current: 2, longest: 2 });
    expect(body.dailyAveragePages).toBe(15);
    expect(body.yearlyGoal).toMatchObject({
      target: 12,
      goalId: goal.id,
      total: 1,
      percent: 8.3,
      startDate: `${year}-01-01`,
      endDate: `${year}-12-31`,
    });
    // An even pace over the goal's own year: 12 × the days so far ÷ the days of the year.
    const today = localDate(now, 'UTC');
    const daysSoFar = (Date.parse(today) - Date.parse(`${year}-01-01`)) / 86_400_000 + 1;
    const expected = (12 * daysSoFar) / (year % 4 === 0 ? 366 : 365);
    expect(body.yearlyGoal.pace).toEqual({
      current: 1,
      expected: Math.round(expected * 10) / 10,
      ahead: Math.round(1 - expected),
    });
    const thisWeek = body.weekly.at(-1);
    expect(thisWeek.actual.books).toBe(1);
    expect(thisWeek.target.books).toBeCloseTo((12 * 7) / (year % 4 === 0 ? 366 : 365), 1);
  });

  it('measures pace over the goal’s own dates: a yearly goal set today is on pace, not weeks behind', async () => {
    const reader = await ctx.signUp();
    const today = localDate(new Date(), 'UTC');
    const made = await ctx.request({
      method: 'POST',
      url: '/api/goals',
      token: reader.token,
      payload: { type: 'books', target: 52, timeframe: 'yearly', startDate: today },
    });
    expect(made.statusCode, made.body).toBe(201);
    const body = await summary(reader.token);
    expect(body.yearlyGoal.startDate).toBe(today);
    expect(body.yearlyGoal.pace).toEqual({ current: 0, expected: 0.1, ahead: 0 });
  });

  it("never counts another user's activity", async () => {
    const body = await summary(ben.token);
    expect(body.totals.booksCompleted).toBe(0);
  });
});
