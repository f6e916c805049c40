import { FONT_SIZE_DEFAULT, READER_MESSAGES } from '@quire/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { type E2EUser, expect, expectAccessible, signIn, test } from '../fixtures';

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

const scroller = (page: Page) => page.locator('[data-reader-scroller]');
const chapterHeading = (page: Page) => page.locator('article h1');
/** The block after the text: vote, comment, previous/next and 'Chapter X of N'. */
const chapterEnd = (page: Page) => page.locator('article footer');
const fontSize = (page: Page) =>
  page.locator('.reader-text').evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
const theme = (page: Page) => page.locator('[data-reader-theme]').getAttribute('data-reader-theme');

async function openReader(page: Page, bookId: string, chapter?: number) {
  await page.goto(`/book-reader?book=${bookId}${chapter ? `&chapter=${chapter}` : ''}`);
  await expect(chapterHeading(page)).toBeVisible();
}

test.describe('the chapter reader', () => {
  test('settings persist, chapters move by buttons and arrow keys, bookmark toggles', async ({
    authedPage: page,
    user,
    request,
  }) => {
    const book = await findDemoBook(request, user);
    await openReader(page, book._id);
    await expect(page).toHaveURL(new RegExp(`book=${book._id}&chapter=1`));
    await expect(page.getByText(BOOK_TITLE).first()).toBeVisible();
    await expect(page.getByText('by Maren Ashcombe')).toBeVisible();
    await expect(chapterEnd(page).getByText(`Chapter 1 of ${book.chapterCount}`)).toBeAttached();
    await expect(page.getByRole('button', { name: 'Previous Chapter' })).toBeDisabled();
    expect(await fontSize(page)).toBe(FONT_SIZE_DEFAULT);

    // Theme and font size apply at once and are saved (debounced) on the server.
    await page.getByRole('button', { name: 'Sepia theme' }).click();
    await page.getByRole('button', { name: 'Increase font size' }).click();
    await page.getByRole('button', { name: 'Increase font size' }).click();
    expect(await theme(page)).toBe('sepia');
    expect(await fontSize(page)).toBe(FONT_SIZE_DEFAULT + 2);
    await expect
      .poll(async () => {
        const res = await request.get('/api/reader/settings', {
          headers: { authorization: `Bearer ${user.token}` },
        });
        return res.json();
      })
      .toMatchObject({ theme: 'sepia', fontSize: FONT_SIZE_DEFAULT + 2 });

    await page.reload();
    await expect(chapterHeading(page)).toBeVisible();
    expect(await theme(page)).toBe('sepia');
    expect(await fontSize(page)).toBe(FONT_SIZE_DEFAULT + 2);

    // Chapters by the buttons at the end of the text...
    const firstTitle = await chapterHeading(page).textContent();
    await page.getByRole('button', { name: 'Next Chapter' }).click();
    await expect(page).toHaveURL(/chapter=2/);
    await expect(chapterHeading(page)).not.toHaveText(firstTitle ?? '');
    await expect(chapterEnd(page).getByText(`Chapter 2 of ${book.chapterCount}`)).toBeAttached();
    await page.getByRole('button', { name: 'Previous Chapter' }).click();
    await expect(page).toHaveURL(/chapter=1/);
    await expect(chapterHeading(page)).toHaveText(firstTitle ?? '');

    // ...and by the arrow keys, bounded at both ends; + and − change the size.
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(/chapter=1/);
    for (let n = 2; n <= book.chapterCount; n++) {
      await page.keyboard.press('ArrowRight');
      await expect(page).toHaveURL(new RegExp(`chapter=${n}`));
      await expect(chapterEnd(page).getByText(`Chapter ${n} of ${book.chapterCount}`)).toBeAttached();
    }
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(new RegExp(`chapter=${book.chapterCount}`));
    await expect(page.getByRole('button', { name: 'Next Chapter' })).toBeDisabled();
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(new RegExp(`chapter=${book.chapterCount - 1}`));
    await page.keyboard.press('-');
    await expect.poll(() => fontSize(page)).toBe(FONT_SIZE_DEFAULT + 1);

    // The shortcuts dialog.
    await page.keyboard.press('?');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeHidden();

    // Bookmark the current chapter: the button toggles and the server keeps one chapter.
    const bookmark = page.getByRole('button', { name: 'Bookmark this chapter' });
    await bookmark.click();
    await expect(page.getByRole('button', { name: 'Remove bookmark' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const current = book.chapterCount - 1;
    await expect
      .poll(async () => {
        const res = await request.get(`/api/books/${book._id}/position`, {
          headers: { authorization: `Bearer ${user.token}` },
        });
        return (await res.json()).bookmarkChapter;
      })
      .toBe(current);
    // The table of contents offers the way back to it from another chapter.
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(new RegExp(`chapter=${current - 1}`));
    await expect(page.getByRole('button', { name: 'Bookmark this chapter' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await page.getByRole('button', { name: 'Contents' }).first().click();
    await page.getByRole('button', { name: /Go to your bookmark/ }).click();
    await expect(page).toHaveURL(new RegExp(`chapter=${current}`));
    await page.getByRole('button', { name: 'Remove bookmark' }).click();
    await expect(page.getByRole('button', { name: 'Bookmark this chapter' })).toBeVisible();
  });

  test('votes, comments and the share link', async ({ authedPage: page, user, request, context }) => {
    const book = await findDemoBook(request, user);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openReader(page, book._id, 1);

    const vote = page.getByRole('button', { name: /^Vote/ });
    const before = Number((await vote.textContent())?.match(/\d+/)?.[0] ?? 0);
    await vote.click();
    await expect(page.getByRole('button', { name: /^Voted/ })).toHaveText(new RegExp(`${before + 1}`));

    await page.getByRole('button', { name: /^Comment \d/ }).click();
    const panel = page.getByRole('dialog', { name: 'Comments' });
    await expect(panel).toBeVisible();
    const post = panel.getByRole('button', { name: 'Comment', exact: true });
    await expect(post).toBeDisabled();
    await panel.getByLabel('Add a comment').fill('The fog as forgetting is a lovely idea.');
    await post.click();
    await expect(panel.getByText('The fog as forgetting is a lovely idea.')).toBeVisible();
    await panel.getByRole('button', { name: 'Delete', exact: true }).click();
    await panel.getByRole('button', { name: 'Delete comment' }).click();
    await expect(panel.getByText('No comments yet')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(page.getByText(READER_MESSAGES.linkCopied)).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(`/book-reader?book=${book._id}&chapter=1`);
  });

  test('a second device resumes at the same chapter and scroll position', async ({
    authedPage: page,
    user,
    request,
    browser,
  }) => {
    const book = await findDemoBook(request, user);
    await openReader(page, book._id, 3);
    // Small type makes the chapter long enough to scroll a good way into.
    await page.getByRole('button', { name: 'Increase font size' }).click();
    const height = await scroller(page).evaluate((el) => el.scrollHeight - el.clientHeight);
    const saved = page.waitForResponse((r) => {
      if (!r.url().endsWith('/position') || r.request().method() !== 'PUT') return false;
      const body = r.request().postDataJSON() as { chapter: number; position: number };
      return body.chapter === 3 && body.position > 0.2;
    });
    await scroller(page).evaluate((el, top) => el.scrollTo({ top }), Math.round(height * 0.45));
    await saved;
    const scrolledTo = await scroller(page).evaluate((el) => el.scrollTop);

    const other = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const second = await other.newPage();
    await signIn(second, user);
    await second.goto(`/book-reader?book=${book._id}`);
    await expect(second).toHaveURL(/chapter=3/);
    await expect(chapterHeading(second)).toBeVisible();
    await expect.poll(() => scroller(second).evaluate((el) => el.scrollTop)).toBeGreaterThan(scrolledTo - 40);
    expect(await scroller(second).evaluate((el) => el.scrollTop)).toBeLessThan(scrolledTo + 40);
    await other.close();
  });

  test('reading time and words read are recorded as a session when the chapter changes', async ({
    authedPage: page,
    user,
    request,
  }) => {
    const book = await findDemoBook(request, user);
    await openReader(page, book._id, 1);
    const height = await scroller(page).evaluate((el) => el.scrollHeight - el.clientHeight);
    // Read through the chapter for a few seconds.
    for (let step = 1; step <= 7; step++) {
      await scroller(page).evaluate((el, top) => el.scrollTo({ top }), Math.round((height * step) / 7));
      await page.waitForTimeout(900);
    }
    const recorded = page.waitForResponse(
      (r) => r.url().endsWith('/api/reading/sessions') && r.request().method() === 'POST',
    );
    await page.keyboard.press('ArrowRight');
    const response = await recorded;
    expect(response.status()).toBe(201);
    const session = response.request().postDataJSON() as Record<string, unknown>;
    expect(session).toMatchObject({ bookId: book._id, chapterNumber: 1 });
    expect(session.activeSeconds).toBeGreaterThanOrEqual(5);
    expect(session.wordsRead).toBeGreaterThan(0);
    expect(Date.parse(String(session.endedAt))).toBeGreaterThan(Date.parse(String(session.startedAt)));
  });

  test('passes axe in every theme, contrast included', async ({ authedPage: page, user, request }) => {
    const book = await findDemoBook(request, user);
    await openReader(page, book._id, 1);
    for (const name of ['Light', 'Sepia', 'Dark']) {
      await page.getByRole('button', { name: `${name} theme` }).click();
      await expect(page.locator('[data-reader-theme]')).toHaveAttribute(
        'data-reader-theme',
        name.toLowerCase(),
      );
      await expect(page.locator('aside').getByRole('button').first()).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'More' }).click();
      await expect(page.getByRole('dialog', { name: 'Reader settings' })).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
    }
  });

  test('a suggested book opens after Confirm; without a book the picker shows', async ({
    authedPage: page,
    user,
    request,
  }) => {
    const book = await findDemoBook(request, user);
    await openReader(page, book._id, 1);
    const suggestion = page.locator('aside').getByRole('button', { name: / by / }).first();
    const label = (await suggestion.getAttribute('aria-label')) ?? '';
    const [title, author] = label.split(' by ');
    await suggestion.click();
    const dialog = page.getByRole('dialog', { name: `Do you want to read "${title}" by ${author}?` });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await suggestion.click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText(title!).first()).toBeVisible();
    await expect(page).not.toHaveURL(new RegExp(book._id));

    await page.goto('/book-reader');
    await expect(page.getByRole('heading', { name: 'What would you like to read?' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Continue reading' })).toBeVisible();
    await expectAccessible(page);
  });
});
