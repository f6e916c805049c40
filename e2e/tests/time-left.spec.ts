import { randomUUID } from 'node:crypto';
import { TIME_LEFT_MESSAGES } from '@quire/shared/messages/time-left';
import type { APIRequestContext } from '@playwright/test';
import { type E2EUser, expect, test } from '../fixtures';

const words = (count: number) =>
  Array.from({ length: count }, (_, i) => (i % 60 === 59 ? 'word.\n\n' : 'word')).join(' ');

async function createBook(request: APIRequestContext, user: E2EUser) {
  const res = await request.post('/api/upload-book', {
    headers: { authorization: `Bearer ${user.token}` },
    data: {
      title: `Timed Book ${randomUUID().slice(0, 6)}`,
      author: 'Tess Timer',
      isbn: `979${Date.now().toString().slice(-10)}`,
      publisher: 'Clock Press',
      description: 'Two chapters of known length.',
      chapters: [
        { title: 'Long', content: words(3000) },
        { title: 'Short', content: words(1000) },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { _id: string };
}

test('time left uses the default speed, then the reader’s own; Reading Progress shows the speed', async ({
  authedPage: page,
  user,
  request,
}) => {
  const book = await createBook(request, user);
  const timeLeft = page.locator('[data-time-left]');

  // 3000 words in the chapter and 1000 after it, at 250 words a minute.
  await page.goto(`/book-reader?book=${book._id}&chapter=1`);
  await expect(page.getByRole('heading', { name: 'Long' })).toBeVisible();
  await expect(timeLeft).toHaveText('about 12 min left in chapter · 16 min in book');

  await page.goto('/reading-progress');
  await expect(page.getByText('Your reading speed: 250 words per minute')).toBeVisible();
  await expect(page.getByText(TIME_LEFT_MESSAGES.speedFallback)).toBeVisible();

  // Five sessions of 10 active minutes at 300 words a minute make a measured speed.
  let start = Date.now() - 2 * 60 * 60_000;
  for (let i = 0; i < 5; i++) {
    const res = await request.post('/api/reading/sessions', {
      headers: { authorization: `Bearer ${user.token}` },
      data: {
        bookId: book._id,
        chapterNumber: 1,
        startedAt: new Date(start).toISOString(),
        endedAt: new Date(start + 12 * 60_000).toISOString(),
        activeSeconds: 600,
        wordsRead: 3000,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    start += 15 * 60_000;
  }

  await page.reload();
  await expect(page.getByText('Your reading speed: 300 words per minute')).toBeVisible();
  await expect(page.getByText(TIME_LEFT_MESSAGES.speedFallback)).toHaveCount(0);

  await page.goto(`/book-reader?book=${book._id}&chapter=1`);
  await expect(page.getByRole('heading', { name: 'Long' })).toBeVisible();
  await expect(timeLeft).toHaveText('about 10 min left in chapter · 13 min in book');

  // The last chapter has no "in book" part.
  await page.goto(`/book-reader?book=${book._id}&chapter=2`);
  await expect(page.getByRole('heading', { name: 'Short' })).toBeVisible();
  await expect(timeLeft).toHaveText('about 3 min left in chapter');
});
