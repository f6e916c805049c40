import { randomUUID } from 'node:crypto';
import { READER_WORDS_PER_MINUTE } from '@quire/shared/constants/reader';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, type TestUser, useTestContext } from '../../../test/helper.js';
import { books, chapters } from '../../db/schema.js';

let ctx: TestContext;
let bookId: string;

beforeAll(async () => {
  ctx = await useTestContext();
  const [book] = await ctx.app.db
    .insert(books)
    .values({
      title: 'Speed test book',
      author: 'Test Author',
      isbn: `978${Date.now().toString().slice(-10)}`,
      category: 'Fiction',
      chapterCount: 1,
      wordCount: 20_000,
    })
    .returning();
  bookId = book!.id;
  await ctx.app.db.insert(chapters).values({
    bookId,
    number: 1,
    title: 'One',
    content: Array.from({ length: 20_000 }, () => 'word').join(' '),
    wordCount: 20_000,
  });
});

let clock = Date.now() - 11 * 60 * 60_000;

/** Records one reader session through the reader's own route: `wordsRead` in `activeMinutes` of reading. */
async function readFor(user: TestUser, activeMinutes: number, wordsRead: number, idleMinutes = 0) {
  const startedAt = new Date(clock);
  const endedAt = new Date(clock + (activeMinutes + idleMinutes) * 60_000);
  clock = endedAt.getTime() + 60_000;
  const res = await ctx.request({
    method: 'POST',
    url: '/api/reading/sessions',
    token: user.token,
    payload: {
      id: randomUUID(),
      bookId,
      chapterNumber: 1,
      startedAt: startedAt.toISOString(),
      endedAt: endedAt.toISOString(),
      activeSeconds: Math.round(activeMinutes * 60),
      wordsRead,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
}

const speedOf = async (user: TestUser) => {
  const res = await ctx.request({ method: 'GET', url: '/api/reading/speed', token: user.token });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('GET /api/reading/speed', () => {
  it('answers the default speed until there is enough reading', async () => {
    const user = await ctx.signUp();
    expect(await speedOf(user)).toEqual({
      wordsPerMinute: READER_WORDS_PER_MINUTE,
      measured: false,
      sessions: 0,
      minutes: 0,
    });
    // Four sessions of 10 minutes at 300 wpm: one session short of a measurement.
    for (let i = 0; i < 4; i++) await readFor(user, 10, 3000);
    expect(await speedOf(user)).toEqual({
      wordsPerMinute: READER_WORDS_PER_MINUTE,
      measured: false,
      sessions: 4,
      minutes: 40,
    });
    await readFor(user, 10, 3000);
    expect(await speedOf(user)).toEqual({ wordsPerMinute: 300, measured: true, sessions: 5, minutes: 50 });
  });

  it('needs enough minutes, not only enough sessions', async () => {
    const user = await ctx.signUp();
    for (let i = 0; i < 6; i++) await readFor(user, 2, 600);
    expect(await speedOf(user)).toMatchObject({ measured: false, sessions: 6, minutes: 12 });
  });

  it('is not moved by idle time, skimming or very short sessions', async () => {
    const user = await ctx.signUp();
    // Steady reading at 200, 210, 220, 230, 240 wpm, with idle time left out of the active seconds.
    for (const wpm of [200, 210, 220, 230, 240]) await readFor(user, 10, wpm * 10, 30);
    // Skimming (flicking through 18 000 words in 10 minutes) and a page left open (20 words in 30 minutes).
    await readFor(user, 10, 18_000);
    await readFor(user, 30, 20);
    // Too short to say anything, whatever its speed.
    await readFor(user, 0.5, 400);
    expect(await speedOf(user)).toEqual({ wordsPerMinute: 220, measured: true, sessions: 5, minutes: 50 });
    // A couple of fast but plausible sessions shift the median only a little.
    await readFor(user, 10, 7000);
    await readFor(user, 10, 7000);
    expect((await speedOf(user)).wordsPerMinute).toBe(230);
  });

  it("is the caller's own: another reader's sessions do not count", async () => {
    const fast = await ctx.signUp();
    const other = await ctx.signUp();
    for (let i = 0; i < 5; i++) await readFor(fast, 10, 5000);
    expect((await speedOf(fast)).wordsPerMinute).toBe(500);
    expect(await speedOf(other)).toMatchObject({ wordsPerMinute: READER_WORDS_PER_MINUTE, measured: false });
    expect((await ctx.request({ method: 'GET', url: '/api/reading/speed' })).statusCode).toBe(401);
  });
});
