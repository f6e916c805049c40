import { randomUUID } from 'node:crypto';
import { bookPages } from '@quire/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, type TestUser, useTestContext } from '../../../test/helper.js';
import { books, chapters } from '../../db/schema.js';

/**
 * One reader's activity read through every stats endpoint: the pages, total pages, time and
 * books finished agree on every screen (summary, progress, history, achievements, public
 * profile, status board).
 */
let ctx: TestContext;
let reader: TestUser;
let bookId: string;

const CHAPTER_WORDS = [408, 408];
const TOTAL_WORDS = 816;
// The reader's tracker caps words by reading speed: sessions record fewer words than the text.
const SESSIONS = [
  { chapterNumber: 1, activeSeconds: 400, wordsRead: 300 },
  { chapterNumber: 2, activeSeconds: 130, wordsRead: 300 },
];
const SECONDS = 530;

const text = (count: number) => Array.from({ length: count }, () => 'word').join(' ');

beforeAll(async () => {
  ctx = await useTestContext();
  reader = await ctx.signUp({ name: 'Stat Reader' });
  const [book] = await ctx.app.db
    .insert(books)
    .values({
      title: `Two Chapters ${randomUUID().slice(0, 6)}`,
      author: 'Test Author',
      isbn: `978${Math.floor(Math.random() * 1e10)
        .toString()
        .padStart(10, '0')}`,
      category: 'Fiction',
      chapterCount: CHAPTER_WORDS.length,
      wordCount: TOTAL_WORDS,
    })
    .returning();
  bookId = book!.id;
  await ctx.app.db.insert(chapters).values(
    CHAPTER_WORDS.map((count, i) => ({
      bookId,
      number: i + 1,
      title: `Chapter ${i + 1}`,
      content: text(count),
      wordCount: count,
    })),
  );
});

const get = async (url: string) => {
  const res = await ctx.request({ method: 'GET', url, token: reader.token });
  expect(res.statusCode, url).toBe(200);
  return res.json();
};

const send = async (method: 'PUT' | 'POST', url: string, payload: object) => {
  const res = await ctx.request({ method, url, token: reader.token, payload });
  expect(res.statusCode, url).toBeLessThan(300);
  return res.json();
};

async function recordSession(index: number) {
  const end = Date.now() - (SESSIONS.length - index) * 60_000;
  await send('POST', '/api/reading/sessions', {
    bookId,
    ...SESSIONS[index]!,
    startedAt: new Date(end - 10 * 60_000).toISOString(),
    endedAt: new Date(end).toISOString(),
  });
}

/** Every figure of the book and of the reader, read from each endpoint that shows it. */
async function readEverywhere() {
  const [summary, progress, history, achievements, profile, board] = await Promise.all([
    get('/api/stats/summary'),
    get('/api/reading/progress'),
    get('/api/reading/history'),
    get('/api/achievements'),
    get(`/api/users/${reader.id}`),
    get('/api/library/status-board'),
  ]);
  const historyItem = history.books.find((b: { id: string }) => b.id === bookId);
  const progressItem = progress.books.find((b: { id: string }) => b.id === bookId);
  const boardItem = [...board.reading, ...board.completed].find((b: { id: string }) => b.id === bookId);
  return { summary, progressItem, historyItem, achievements, profile, boardItem };
}

describe('one stats definition read by every endpoint', () => {
  it('agrees halfway through the book', async () => {
    await send('PUT', `/api/books/${bookId}/position`, { chapter: 1, position: 0 });
    await recordSession(0);
    await send('PUT', `/api/books/${bookId}/position`, { chapter: 1, position: 1 });

    const { summary, progressItem, historyItem, profile, boardItem } = await readEverywhere();
    // Half of 816 words: 408 words, 2 pages of 3.
    const pages = 2;
    const total = bookPages(TOTAL_WORDS);
    expect(total).toBe(3);
    expect(historyItem).toMatchObject({
      status: 'in-progress',
      pagesRead: pages,
      totalPages: total,
      percent: 50,
    });
    expect(progressItem).toMatchObject({
      currentPage: pages,
      pagesRead: pages,
      totalPages: total,
      percent: 50,
    });
    expect(boardItem).toMatchObject({ status: 'Reading', progress: 50 });
    expect(summary.totals.pagesRead).toBe(pages);
    expect(profile.readingActivity).toMatchObject({ pagesRead: pages, booksCompleted: 0, booksReading: 1 });
    expect(historyItem.timeSpentSeconds).toBe(400);
    expect(summary.totals.readingSeconds).toBe(400);
  });

  it('agrees once the book is finished', async () => {
    await send('PUT', `/api/books/${bookId}/position`, { chapter: 2, position: 0 });
    await recordSession(1);
    await send('PUT', `/api/books/${bookId}/position`, { chapter: 2, position: 1 });

    const { summary, progressItem, historyItem, achievements, profile, boardItem } = await readEverywhere();
    const total = bookPages(TOTAL_WORDS);
    // Pages read: every page of the finished book, on every screen.
    expect(historyItem).toMatchObject({
      status: 'completed',
      pagesRead: total,
      totalPages: total,
      percent: 100,
      timeSpentSeconds: SECONDS,
    });
    expect(progressItem).toBeUndefined();
    expect(boardItem).toMatchObject({ status: 'Completed', progress: 100 });
    expect(summary.totals).toEqual({
      pagesRead: total,
      readingSeconds: SECONDS,
      booksCompleted: 1,
      readingDays: 1,
    });
    expect(summary.monthly.reduce((sum: number, m: { pages: number }) => sum + m.pages, 0)).toBe(total);
    expect(profile.readingActivity).toEqual({
      booksCompleted: 1,
      booksReading: 0,
      pagesRead: total,
      minutesRead: Math.floor(SECONDS / 60),
    });
    expect(achievements.counters).toMatchObject({
      booksRead: 1,
      hoursRead: Math.floor((SECONDS / 3600) * 10) / 10,
    });
  });
});
