import { FONT_SIZE_DEFAULT, HIGHLIGHT_MESSAGES, READER_MESSAGES } from '@quire/shared';
import { type ChapterDoc, chapterDocSchema, textBlocks } from '@quire/shared/chapter-doc';
import type { APIRequestContext, Page } from '@playwright/test';
import { type E2EUser, expect, expectAccessible, signIn, test, waitForWebFonts } from '../fixtures';

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

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);

/** A chapter with a table, a figure, notes, nested lists and verse (decision 049). */
function documentChapter(src: string): ChapterDoc {
  const text = (value: string) => ({ type: 'text', text: value });
  const p = (id: string, ...content: object[]) => ({ type: 'paragraph', attrs: { id }, content });
  const cell = (type: 'tableHeader' | 'tableCell', id: string, value: string) => ({
    type,
    attrs: { id, colspan: 1, rowspan: 1 },
    content: [p(`${id}p`, text(value))],
  });
  const row = (...content: object[]) => ({ type: 'tableRow', content });
  return chapterDocSchema.parse({
    type: 'doc',
    content: [
      p(
        'p1',
        text('The harbour had silted for a century'),
        {
          type: 'footnoteReference',
          attrs: { note: 'n1', label: '1' },
        },
        text(' before the surveyors came.'),
      ),
      {
        type: 'table',
        attrs: { id: 't1' },
        content: [
          row(
            ...['Port', 'Days out', 'Cargo', 'Harbourmaster', 'Depth at low water'].map((v, i) =>
              cell('tableHeader', `h${i}`, v),
            ),
          ),
          row(
            ...['Arden', '12', 'Salt cod and rope', 'Mr. Hale', '3.2 m'].map((v, i) =>
              cell('tableCell', `r${i}`, v),
            ),
          ),
        ],
      },
      {
        type: 'bulletList',
        attrs: { id: 'ul' },
        content: [
          { type: 'listItem', attrs: { id: 'li1' }, content: [p('li1p', text('A lead line'))] },
          {
            type: 'listItem',
            attrs: { id: 'li2' },
            content: [
              p('li2p', text('Rope:')),
              {
                type: 'orderedList',
                attrs: { id: 'ol', start: 1 },
                content: [{ type: 'listItem', attrs: { id: 'li3' }, content: [p('li3p', text('manila'))] }],
              },
            ],
          },
        ],
      },
      {
        type: 'figure',
        attrs: { id: 'f1', src, alt: 'A map of the coast', width: 320, height: 180 },
        content: [text('The coast in 1820')],
      },
      { type: 'horizontalRule', attrs: { id: 'hr' } },
      {
        type: 'verse',
        attrs: { id: 'v1' },
        content: [text('Out past the point,'), { type: 'hardBreak' }, text('the channel remembers.')],
      },
      {
        type: 'footnote',
        attrs: { id: 'n1', label: '1' },
        content: [p('n1p', text('The charts are in the museum at Wick.'))],
      },
    ],
  });
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

  test('a chapter document keeps every block’s text, scrolls its table on a phone, opens notes and figures, and takes highlights in a table cell', async ({
    authedPage: page,
    user,
    request,
  }) => {
    const headers = { authorization: `Bearer ${user.token}` };
    const image = await request.post('/api/images', {
      headers,
      multipart: { file: { name: 'map.png', mimeType: 'image/png', buffer: PNG_1X1 } },
    });
    expect(image.status(), await image.text()).toBe(201);
    const doc = documentChapter(((await image.json()) as { secure_url: string }).secure_url);
    const created = await request.post('/api/upload-book', {
      headers,
      data: {
        title: `The Pilots of Arden ${Date.now()}`,
        author: user.name,
        isbn: `979${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`,
        category: 'Fiction',
        publicationYear: 2024,
        chapters: [{ title: 'The Channel', doc }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const bookId = ((await created.json()) as { _id: string })._id;
    const cellBlock = textBlocks(doc).findIndex((block) => block.text === 'Salt cod and rope');
    const comment = await request.post(`/api/books/${bookId}/chapters/1/comments`, {
      headers,
      data: { content: 'Salt cod, again.', anchor: { paragraph: cellBlock, quote: 'Salt cod' } },
    });
    expect(comment.status(), await comment.text()).toBe(201);

    await page.setViewportSize({ width: 390, height: 844 });
    await openReader(page, bookId, 1);
    // Every text block is one [data-paragraph] whose text is exactly the block's.
    const shown = await page.locator('.reader-text [data-paragraph]').evaluateAll((elements) =>
      elements
        .map((element) => [Number((element as HTMLElement).dataset.paragraph), element.textContent] as const)
        .sort((a, b) => a[0] - b[0])
        .map(([, text]) => text),
    );
    expect(shown).toEqual(textBlocks(doc).map((block) => block.text));
    // The table scrolls sideways inside the page, by keyboard too.
    const table = page.getByRole('region', { name: 'Table' });
    await expect(table).toHaveAttribute('tabindex', '0');
    expect(await table.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(
      await page.locator('.reader-text').evaluate((element) => element.scrollWidth <= element.clientWidth),
    ).toBe(true);

    // A note opens over the page; Escape closes only the note and gives the focus back to its mark.
    const noteMark = page.getByRole('button', { name: 'Note 1' });
    await noteMark.click();
    const note = page.getByRole('dialog', { name: 'Note 1' });
    await expect(note).toContainText('The charts are in the museum at Wick.');
    await page.keyboard.press('Escape');
    await expect(note).toBeHidden();
    await expect(noteMark).toBeFocused();
    await expect(page.locator('article h1')).toBeVisible();

    // The figure opens larger in a modal dialog; Escape closes it.
    await page.getByRole('button', { name: 'Enlarge image: A map of the coast' }).click();
    const zoom = page.getByRole('dialog', { name: 'Image: A map of the coast' });
    await expect(zoom).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(zoom).toBeHidden();

    // A highlight made in a table cell is drawn there.
    await page.setViewportSize({ width: 1280, height: 800 });
    await waitForWebFonts(page);
    const cell = page.locator('td p', { hasText: 'Salt cod and rope' });
    await cell.scrollIntoViewIfNeeded();
    const box = await cell.evaluate((element) => {
      const range = document.createRange();
      const node = element.firstChild!;
      range.setStart(node, 0);
      range.setEnd(node, 1);
      const first = range.getBoundingClientRect();
      range.setStart(node, 7);
      range.setEnd(node, 8);
      const last = range.getBoundingClientRect();
      return { x1: first.left + 1, y: first.top + first.height / 2, x2: last.right - 1 };
    });
    await page.mouse.move(box.x1, box.y);
    await page.mouse.down();
    await page.mouse.move(box.x2, box.y, { steps: 8 });
    await page.mouse.up();
    await page
      .getByRole('toolbar', { name: HIGHLIGHT_MESSAGES.toolbarLabel })
      .getByRole('button', { name: 'Highlight green' })
      .click();
    await expect(page.locator('td mark', { hasText: 'Salt cod' })).toHaveAttribute('data-color', 'green');
    await expect(cell).toHaveText('Salt cod and rope');
    // The cell's comment count sits level with the cell's text, not at the top of the chapter.
    const count = page.locator(`[data-paragraph-comments="${cellBlock}"]`);
    await expect
      .poll(async () => Math.abs((await count.boundingBox())!.y - (await cell.boundingBox())!.y))
      .toBeLessThan(2);
    await expectAccessible(page);
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
