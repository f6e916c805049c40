import { FONT_SIZE_MAX, FONT_SIZE_MIN } from '@quire/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { type E2EUser, expect, expectAccessible, test } from '../fixtures';

/*
 * The reader by keyboard alone: after the address is typed, every step is a key press.
 */

const BOOK_TITLE = 'The Lantern-Keeper of Hollow Vale';

async function findDemoBook(request: APIRequestContext, user: E2EUser) {
  const res = await request.get('/api/books', {
    params: { q: 'Lantern-Keeper', limit: 5 },
    headers: { authorization: `Bearer ${user.token}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { books } = (await res.json()) as { books: { _id: string; title: string; chapterCount: number }[] };
  const book = books.find((b) => b.title === BOOK_TITLE);
  expect(book, 'the demo catalogue has the Lantern-Keeper').toBeDefined();
  return book!;
}

const auth = (user: E2EUser) => ({ authorization: `Bearer ${user.token}` });
const scroller = (page: Page) => page.locator('[data-reader-scroller]');
const chapterHeading = (page: Page) => page.locator('article h1');
const fontSize = (page: Page) =>
  page.locator('.reader-text').evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
const scrollTop = (page: Page) => scroller(page).evaluate((el) => el.scrollTop);
const atEnd = (page: Page) =>
  scroller(page).evaluate((el) => el.scrollTop + el.clientHeight >= el.scrollHeight - 2);
const percentComplete = async (page: Page) =>
  Number(await page.getByRole('progressbar', { name: 'Book progress' }).getAttribute('aria-valuenow'));

/** The accessible name of what has the keyboard focus (a labelled control, or its text). */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return '';
    return (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
  });

/** Presses Tab (or Shift+Tab) until the focus is on a control named `name`, if it is not there yet. */
async function tabTo(page: Page, name: string | RegExp, { backwards = false, limit = 40 } = {}) {
  const matches = (current: string) => (typeof name === 'string' ? current === name : name.test(current));
  for (let n = 0; n < limit && !matches(await focusedName(page)); n++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  expect(await focusedName(page), `Tab reaches “${name}”`).toMatch(
    typeof name === 'string' ? new RegExp(`^${name}$`) : name,
  );
}

/** Tabs to a panel's button, opens it with Enter and closes it with `close`: the focus comes back. */
async function openAndClosePanel(
  page: Page,
  opener: string | RegExp,
  dialogName: string,
  { close, backwards = false }: { close: 'Escape' | 'Close'; backwards?: boolean },
) {
  await tabTo(page, opener, { backwards });
  const button = page.locator(':focus');
  const openerHandle = await button.elementHandle();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  // The focus moved into the panel.
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  if (close === 'Escape') {
    await page.keyboard.press('Escape');
  } else {
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Enter');
  }
  await expect(dialog).toBeHidden();
  await expect.poll(() => openerHandle?.evaluate((el) => el === document.activeElement)).toBe(true);
}

test.describe('the reader by keyboard', () => {
  test('reads a chapter to its end, moves on, opens and closes every panel, and sizes the text', async ({
    authedPage: page,
    user,
    request,
  }) => {
    const book = await findDemoBook(request, user);
    const saved = await request.put('/api/reader/settings', {
      // The largest text: the chapter takes several screens to read.
      data: { fontSize: FONT_SIZE_MAX },
      headers: auth(user),
    });
    expect(saved.ok(), await saved.text()).toBe(true);

    await page.goto(`/book-reader?book=${book._id}&chapter=1`);
    await expect(chapterHeading(page)).toBeVisible();
    expect(await fontSize(page)).toBe(FONT_SIZE_MAX);

    // On opening, the focus is in the text: PageDown, Space and the arrow keys scroll it at once.
    await expect(scroller(page)).toBeFocused();
    await expectAccessible(page);
    const start = await percentComplete(page);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => scrollTop(page)).toBeGreaterThan(0);
    const afterArrow = await scrollTop(page);
    await page.keyboard.press('PageDown');
    await expect.poll(() => scrollTop(page)).toBeGreaterThan(afterArrow + 300);
    await page.keyboard.press('PageUp');
    await expect.poll(() => scrollTop(page)).toBeLessThan(afterArrow + 50);
    await page.keyboard.press('Space');
    await expect.poll(() => scrollTop(page)).toBeGreaterThan(afterArrow + 300);

    // Read on to the end of the chapter, a page at a time.
    for (let n = 0; n < 200 && !(await atEnd(page)); n++) {
      await page.keyboard.press(n % 2 === 0 ? 'PageDown' : 'Space');
      await page.waitForTimeout(30);
    }
    await expect.poll(() => atEnd(page)).toBe(true);
    await expect.poll(() => percentComplete(page)).toBeGreaterThan(start);
    // The position followed the reading and is saved: chapter 1, at (or near) its end.
    await expect
      .poll(async () => {
        const res = await request.get(`/api/books/${book._id}/position`, { headers: auth(user) });
        const body = (await res.json()) as { chapter: number; position: number };
        return body.chapter === 1 ? body.position : -1;
      })
      .toBeGreaterThan(0.9);

    // The next chapter by keyboard: its heading takes the focus, and the keys scroll it.
    const firstTitle = await chapterHeading(page).textContent();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/chapter=2/);
    await expect(chapterHeading(page)).not.toHaveText(firstTitle ?? '');
    await expect(chapterHeading(page)).toBeFocused();
    await expect.poll(() => scrollTop(page)).toBe(0);
    await page.keyboard.press('PageDown');
    await expect.poll(() => scrollTop(page)).toBeGreaterThan(0);

    // Every panel gives the focus back to the button that opened it: back from the heading to the
    // header's Contents, on to More, then on into the end of the chapter for its comments.
    await openAndClosePanel(page, 'Contents', 'Contents', { close: 'Escape', backwards: true });
    await openAndClosePanel(page, 'More', 'Reader settings', { close: 'Close' });
    await openAndClosePanel(page, /^Comment\s*\d/, 'Comments', { close: 'Escape' });
    await openAndClosePanel(page, /^Comment\s*\d/, 'Comments', { close: 'Close' });

    // The shortcuts dialog opens from the text with ?, and closing it puts the focus back in the text.
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(/chapter=1/);
    await expect(chapterHeading(page)).toBeFocused();
    await page.keyboard.press('?');
    const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(shortcuts).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(shortcuts).toBeHidden();
    await expect(chapterHeading(page)).toBeFocused();

    // Quick presses are never dropped: twelve of − take 24 down to 12 (the least), then four of +
    // from 12 give 16, and 16 is what is saved.
    for (let n = 0; n < FONT_SIZE_MAX - FONT_SIZE_MIN; n++) await page.keyboard.press('-');
    await expect.poll(() => fontSize(page)).toBe(FONT_SIZE_MIN);
    // Four presses faster than the page renders (all in one task, as presses queued up behind a
    // busy main thread arrive): each must build on the one before, not on the last render.
    await page.evaluate(() => {
      const target = document.activeElement ?? document.body;
      for (let n = 0; n < 4; n++) {
        target.dispatchEvent(new KeyboardEvent('keydown', { key: '+', bubbles: true, cancelable: true }));
      }
    });
    await expect.poll(() => fontSize(page)).toBe(FONT_SIZE_MIN + 4);
    // The same with the buttons: four quick presses of Enter up, four down.
    await tabTo(page, 'Increase font size', { backwards: true });
    for (let n = 0; n < 4; n++) await page.keyboard.press('Enter');
    await expect.poll(() => fontSize(page)).toBe(FONT_SIZE_MIN + 8);
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'Decrease font size' })).toBeFocused();
    for (let n = 0; n < 4; n++) await page.keyboard.press('Enter');
    await expect.poll(() => fontSize(page)).toBe(FONT_SIZE_MIN + 4);
    await expect
      .poll(async () => {
        const res = await request.get('/api/reader/settings', { headers: auth(user) });
        return ((await res.json()) as { fontSize: number }).fontSize;
      })
      .toBe(FONT_SIZE_MIN + 4);
    await page.reload();
    await expect(chapterHeading(page)).toBeVisible();
    expect(await fontSize(page)).toBe(FONT_SIZE_MIN + 4);

    // From the text, Tab reaches the reading controls in the order they are shown: leave, size,
    // theme, then the tools.
    await expect(scroller(page)).toBeFocused();
    const order: string[] = [];
    for (let n = 0; n < 13; n++) {
      await page.keyboard.press('Tab');
      order.push(await focusedName(page));
    }
    const expected = [
      'Back',
      'Decrease font size',
      'Increase font size',
      'Light theme',
      'Sepia theme',
      'Dark theme',
      'Listen',
      'Contents',
      'Notes & Highlights',
      'Bookmark this chapter',
      'Share',
      'More',
    ];
    expect(order.filter((name) => expected.includes(name))).toEqual(expected);
  });
});

test('the reader over the home screen: focus in the text, the keys scroll, no axe finding, Escape closes', async ({
  authedPage: page,
}) => {
  // A featured cover (reached by the keyboard focus), Enter, then Confirm.
  const cover = page.getByRole('button', { name: /^Read .+ by .+$/ }).first();
  const label = (await cover.getAttribute('aria-label')) ?? '';
  const [, bookTitle] = /^Read (.+) by (.+)$/.exec(label) ?? [];
  await cover.focus();
  await page.keyboard.press('Enter');
  await tabTo(page, 'Confirm');
  await page.keyboard.press('Enter');

  const reader = page.getByRole('dialog', { name: bookTitle });
  await expect(reader.locator('article h1')).toBeVisible();
  await expect(scroller(page)).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('PageDown');
  await expect.poll(() => scrollTop(page)).toBeGreaterThan(0);

  // A panel over the overlay closes first and gives the focus back; a second Escape leaves.
  await page.keyboard.press('?');
  const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(shortcuts).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(shortcuts).toBeHidden();
  await expect(reader).toBeVisible();
  await expect(scroller(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(reader).toBeHidden();
});
