import { READING_MESSAGES, VALIDATION } from '@quire/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, type TestUser, useTestContext } from '../../../test/helper.js';
import { books, goals, libraryEntries, readingSessions, users } from '../../db/schema.js';
import { localDate } from '../../lib/local-dates.js';

let ctx: TestContext;
let ana: TestUser;
let ben: TestUser;

beforeAll(async () => {
  ctx = await useTestContext();
  ana = await ctx.signUp({ name: 'Ana' });
  ben = await ctx.signUp({ name: 'Ben' });
});

const today = () => localDate(new Date(), 'UTC');

const createGoal = (token: string, payload: object) =>
  ctx.request({ method: 'POST', url: '/api/goals', token, payload });

describe('POST /api/goals', () => {
  it('creates a goal with its end date derived from the timeframe', async () => {
    const res = await createGoal(ana.token, {
      type: 'books',
      target: 52,
      timeframe: 'yearly',
      startDate: '2024-01-01',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      type: 'books',
      target: 52,
      timeframe: 'yearly',
      startDate: '2024-01-01',
      endDate: '2024-12-31',
      current: 0,
      percent: 0,
      status: 'in-progress',
    });
  });

  it.each([
    [
      { type: 'chapters', target: 5, timeframe: 'weekly', startDate: '2024-01-01' },
      READING_MESSAGES.goalTypeInvalid,
    ],
    [
      { type: 'books', target: 0, timeframe: 'weekly', startDate: '2024-01-01' },
      READING_MESSAGES.goalTargetInvalid,
    ],
    [
      { type: 'books', target: 2.5, timeframe: 'weekly', startDate: '2024-01-01' },
      READING_MESSAGES.goalTargetInvalid,
    ],
    [
      { type: 'books', target: 5, timeframe: 'daily', startDate: '2024-01-01' },
      READING_MESSAGES.goalTimeframeInvalid,
    ],
    [
      { type: 'books', target: 5, timeframe: 'weekly', startDate: '2024-02-30' },
      READING_MESSAGES.goalStartDateInvalid,
    ],
    [{ type: 'books', target: 5, timeframe: 'weekly' }, READING_MESSAGES.goalStartDateInvalid],
  ])('answers 400 for %j', async (payload, message) => {
    const res = await createGoal(ana.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('needs a signed-in caller', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/goals' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/goals', () => {
  it('measures each goal from activity inside its window only', async () => {
    const user = await ctx.signUp();
    const start = today();
    const weekly = (
      await createGoal(user.token, { type: 'pages', target: 100, timeframe: 'weekly', startDate: start })
    ).json();
    await createGoal(user.token, { type: 'time', target: 30, timeframe: 'monthly', startDate: start });
    await createGoal(user.token, { type: 'books', target: 2, timeframe: 'yearly', startDate: start });

    const now = new Date();
    const longAgo = new Date(now.getTime() - 400 * 86_400_000);
    await ctx.app.db.insert(readingSessions).values([
      { userId: user.id, startedAt: now, endedAt: now, durationSeconds: 1200, wordsRead: 12_500 },
      { userId: user.id, startedAt: now, endedAt: now, durationSeconds: 700, wordsRead: 12_500 },
      // Outside every window: must not count.
      { userId: user.id, startedAt: longAgo, endedAt: longAgo, durationSeconds: 9000, wordsRead: 99_000 },
    ]);
    await ctx.request({
      method: 'POST',
      url: '/api/reading/logs',
      token: user.token,
      payload: { kind: 'book' },
    });

    const res = await ctx.request({ method: 'GET', url: '/api/goals', token: user.token });
    expect(res.statusCode).toBe(200);
    const byType = Object.fromEntries(res.json().goals.map((g: { type: string }) => [g.type, g]));
    expect(byType.pages).toMatchObject({ id: weekly.id, current: 100, percent: 100, status: 'completed' });
    expect(byType.time).toMatchObject({ current: 31, percent: 103, status: 'completed' });
    expect(byType.books).toMatchObject({ current: 1, percent: 50, status: 'in-progress' });
  });

  it("never lists another user's goals", async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/goals', token: ben.token });
    expect(res.json().goals).toEqual([]);
  });

  it('counts books marked Completed in the library', async () => {
    const user = await ctx.signUp();
    await createGoal(user.token, { type: 'books', target: 1, timeframe: 'weekly', startDate: today() });
    const [book] = await ctx.app.db
      .insert(books)
      .values({ title: 'Done', author: 'A', isbn: '9780000000001' })
      .returning();
    await ctx.app.db.insert(libraryEntries).values({
      userId: user.id,
      bookId: book!.id,
      status: 'Completed',
      finishedAt: new Date(),
      progress: 100,
    });
    const res = await ctx.request({ method: 'GET', url: '/api/goals', token: user.token });
    expect(res.json().goals[0]).toMatchObject({ current: 1, status: 'completed' });
  });
});

describe('PUT /api/goals/:id', () => {
  it('changes a goal and re-derives the end date', async () => {
    const goal = (
      await createGoal(ana.token, {
        type: 'pages',
        target: 500,
        timeframe: 'weekly',
        startDate: '2024-03-04',
      })
    ).json();
    const res = await ctx.request({
      method: 'PUT',
      url: `/api/goals/${goal.id}`,
      token: ana.token,
      payload: { target: 800, timeframe: 'monthly' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: goal.id,
      type: 'pages',
      target: 800,
      timeframe: 'monthly',
      startDate: '2024-03-04',
      endDate: '2024-04-03',
    });
  });

  it("answers 404 for another user's goal and leaves it unchanged", async () => {
    const goal = (
      await createGoal(ana.token, { type: 'time', target: 30, timeframe: 'weekly', startDate: '2024-03-04' })
    ).json();
    const res = await ctx.request({
      method: 'PUT',
      url: `/api/goals/${goal.id}`,
      token: ben.token,
      payload: { target: 1 },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(READING_MESSAGES.goalNotFound);
    const [row] = await ctx.app.db.select().from(goals).where(eq(goals.id, goal.id));
    expect(row!.target).toBe(30);
  });

  it('validates the change', async () => {
    const goal = (
      await createGoal(ana.token, { type: 'time', target: 30, timeframe: 'weekly', startDate: '2024-03-04' })
    ).json();
    const res = await ctx.request({
      method: 'PUT',
      url: `/api/goals/${goal.id}`,
      token: ana.token,
      payload: { target: -3 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(READING_MESSAGES.goalTargetInvalid);
  });
});

describe('DELETE /api/goals/:id', () => {
  it("answers 404 for another user's goal and keeps it", async () => {
    const goal = (
      await createGoal(ana.token, { type: 'books', target: 3, timeframe: 'monthly', startDate: '2024-03-01' })
    ).json();
    const res = await ctx.request({ method: 'DELETE', url: `/api/goals/${goal.id}`, token: ben.token });
    expect(res.statusCode).toBe(404);
    expect(await ctx.app.db.select().from(goals).where(eq(goals.id, goal.id))).toHaveLength(1);
  });

  it('deletes the caller’s goal', async () => {
    const goal = (
      await createGoal(ana.token, { type: 'books', target: 3, timeframe: 'monthly', startDate: '2024-03-01' })
    ).json();
    const res = await ctx.request({ method: 'DELETE', url: `/api/goals/${goal.id}`, token: ana.token });
    expect(res.statusCode).toBe(200);
    expect(await ctx.app.db.select().from(goals).where(eq(goals.id, goal.id))).toHaveLength(0);
    const again = await ctx.request({ method: 'DELETE', url: `/api/goals/${goal.id}`, token: ana.token });
    expect(again.statusCode).toBe(404);
  });
});

describe('time zone', () => {
  it('stores the zone the browser sends when it differs, and ignores invalid ones', async () => {
    const user = await ctx.signUp();
    await ctx.request({
      method: 'GET',
      url: '/api/goals',
      token: user.token,
      headers: { 'x-time-zone': 'Asia/Tokyo' },
    });
    const zoneOf = async () =>
      (await ctx.app.db.select({ tz: users.timeZone }).from(users).where(eq(users.id, user.id)))[0]!.tz;
    expect(await zoneOf()).toBe('Asia/Tokyo');
    await ctx.request({ method: 'GET', url: '/api/goals?tz=Europe%2FBerlin', token: user.token });
    expect(await zoneOf()).toBe('Europe/Berlin');
    await ctx.request({
      method: 'GET',
      url: '/api/goals',
      token: user.token,
      headers: { 'x-time-zone': 'Not/AZone' },
    });
    expect(await zoneOf()).toBe('Europe/Berlin');
  });
});

describe('goal dates', () => {
  it.each(['0000-01-01', '0001-01-01', '0099-12-31', '1899-12-31', '2201-01-01', '9999-12-31'])(
    'refuses a start date outside 1900-01-01..2200-12-31 (%s) with 400 and a clear message',
    async (startDate) => {
      const res = await createGoal(ana.token, { type: 'books', target: 1, timeframe: 'weekly', startDate });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(VALIDATION.goalDateRange);
    },
  );

  it.each([
    ['1900-01-01', 'weekly', '1900-01-07'],
    ['1900-02-01', 'monthly', '1900-02-28'],
    ['2200-12-31', 'yearly', '2201-12-30'],
    ['2200-12-31', 'weekly', '2201-01-06'],
  ])('accepts %s (%s) and ends it on %s', async (startDate, timeframe, endDate) => {
    const res = await createGoal(ana.token, { type: 'books', target: 1, timeframe, startDate });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ startDate, endDate });
  });

  it('refuses an out-of-range date on update too', async () => {
    const goal = (
      await createGoal(ana.token, { type: 'books', target: 1, timeframe: 'weekly', startDate: '2024-01-01' })
    ).json();
    const res = await ctx.request({
      method: 'PUT',
      url: `/api/goals/${goal.id}`,
      token: ana.token,
      payload: { startDate: '0050-06-01' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(VALIDATION.goalDateRange);
  });
});
