import { randomUUID } from 'node:crypto';
import { COMFORT_MESSAGES } from '@quire/shared/messages/comfort';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { type E2EUser, expect, expectAccessible, signIn, test } from '../fixtures';

async function createBook(request: APIRequestContext, user: E2EUser) {
  const paragraph =
    'The lantern swung in the wind and the keeper counted the boats coming home across the bay, one by one, until the last of them was in.';
  const res = await request.post('/api/upload-book', {
    headers: { authorization: `Bearer ${user.token}` },
    data: {
      title: `Comfort Book ${randomUUID().slice(0, 6)}`,
      author: 'Ruth Ruler',
      isbn: `979${Date.now().toString().slice(-10)}`,
      publisher: 'Easy Press',
      description: 'A chapter to read comfortably.',
      chapters: [{ title: 'Harbour', content: Array.from({ length: 12 }, () => paragraph).join('\n\n') }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { _id: string };
}

const text = (page: Page) => page.locator('.reader-text');
const paragraphGap = (page: Page) =>
  page.locator('.reader-text [data-paragraph="0"]').evaluate((el) => getComputedStyle(el).marginBottom);
const textStyle = (page: Page) =>
  text(page).evaluate((el) => ({
    font: getComputedStyle(el).fontFamily,
    hyphens: getComputedStyle(el).hyphens,
  }));

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('tab', { name: 'Display' }).click();
  return page.getByRole('dialog', { name: 'Reader settings' });
}

async function openBook(page: Page, bookId: string) {
  await page.goto(`/book-reader?book=${bookId}&chapter=1`);
  await expect(page.getByRole('heading', { name: 'Harbour' })).toBeVisible();
}

async function secondDevice(browser: Browser, user: E2EUser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, user);
  return { context, page };
}

test.describe('reading comfort', () => {
  test('comfort settings persist across reload and devices; a device-only override stays on its device', async ({
    authedPage: page,
    user,
    request,
    browser,
    baseURL,
  }) => {
    const book = await createBook(request, user);
    await openBook(page, book._id);
    expect((await textStyle(page)).font).toContain('Literata');

    let settings = await openSettings(page);
    await settings.getByText('Dyslexic', { exact: true }).click();
    await settings.getByText('Relaxed', { exact: true }).click();
    await settings.getByRole('switch', { name: COMFORT_MESSAGES.hyphenate }).click();
    await settings.getByRole('switch', { name: COMFORT_MESSAGES.ruler }).click();
    await expect(settings.getByRole('switch', { name: COMFORT_MESSAGES.ruler })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expectAccessible(page);
    await settings.getByRole('button', { name: 'Close' }).click();

    // Applied at once: the dyslexia face (its files fetched now), wide paragraph gaps, hyphens, the ruler band.
    await expect.poll(async () => (await textStyle(page)).font).toContain('OpenDyslexic');
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px OpenDyslexic'))).toBe(true);
    expect((await textStyle(page)).hyphens).toBe('auto');
    expect(await paragraphGap(page)).toBe(`${18 * 1.6}px`);
    const ruler = page.locator('[data-reading-ruler]');
    await expect(ruler).toBeVisible();
    const before = await ruler.boundingBox();
    await page.locator('[data-reader-scroller]').focus();
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await expect.poll(async () => (await ruler.boundingBox())!.y).toBeGreaterThan(before!.y + 40);

    // Saved for the account (debounced), so a reload keeps them.
    await expect
      .poll(async () =>
        (
          await request.get('/api/reader/settings', { headers: { authorization: `Bearer ${user.token}` } })
        ).json(),
      )
      .toMatchObject({ fontFamily: 'dyslexic', paragraphSpacing: 'relaxed', hyphenate: true, ruler: true });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Harbour' })).toBeVisible();
    await expect.poll(async () => (await textStyle(page)).font).toContain('OpenDyslexic');
    expect(await paragraphGap(page)).toBe(`${18 * 1.6}px`);
    await expect(ruler).toBeVisible();

    // Only on this device: a dark theme and compact paragraphs here, never sent to the account.
    settings = await openSettings(page);
    await settings.getByRole('switch', { name: COMFORT_MESSAGES.deviceOnly }).click();
    await settings.getByRole('button', { name: 'Dark theme' }).click();
    await settings.getByText('Compact', { exact: true }).click();
    await settings.getByRole('button', { name: 'Close' }).click();
    await expect(page.locator('[data-reader-theme]')).toHaveAttribute('data-reader-theme', 'dark');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Harbour' })).toBeVisible();
    await expect(page.locator('[data-reader-theme]')).toHaveAttribute('data-reader-theme', 'dark');
    expect(await paragraphGap(page)).toBe(`${18 * 0.5}px`);
    expect(
      await (
        await request.get('/api/reader/settings', { headers: { authorization: `Bearer ${user.token}` } })
      ).json(),
    ).toMatchObject({ theme: 'light', paragraphSpacing: 'relaxed' });

    // Another device of the same reader: the synced settings, not this device's override.
    const other = await secondDevice(browser, user, baseURL);
    await openBook(other.page, book._id);
    await expect.poll(async () => (await textStyle(other.page)).font).toContain('OpenDyslexic');
    await expect(other.page.locator('[data-reader-theme]')).toHaveAttribute('data-reader-theme', 'light');
    expect(await paragraphGap(other.page)).toBe(`${18 * 1.6}px`);
    await expect(other.page.locator('[data-reading-ruler]')).toBeVisible();
    await other.context.close();

    // Turning the override off brings this device back to the synced settings.
    settings = await openSettings(page);
    await settings.getByRole('switch', { name: COMFORT_MESSAGES.deviceOnly }).click();
    await settings.getByRole('button', { name: 'Close' }).click();
    await expect(page.locator('[data-reader-theme]')).toHaveAttribute('data-reader-theme', 'light');
    expect(await paragraphGap(page)).toBe(`${18 * 1.6}px`);
  });
});
