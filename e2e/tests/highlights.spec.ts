import { readFileSync } from 'node:fs';
import { HIGHLIGHT_MESSAGES, paragraphCommentsLabel } from '@quire/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  createUser,
  type E2EUser,
  expect,
  expectAccessible,
  signIn,
  test,
  waitForWebFonts,
} from '../fixtures';

const PARAGRAPHS = [
  'The lighthouse keeper woke before dawn, as he had every morning for thirty years.',
  'He climbed the spiral stairs and polished the great lens until it shone like a second moon.',
  'Far below, the sea was grey and patient, and the gulls had not yet begun to argue.',
];

function bookBody(owner: E2EUser, title: string, isbn: string, paragraphs: string[]) {
  return {
    title,
    author: owner.name,
    isbn,
    category: 'Fiction',
    publicationYear: 2024,
    publisher: 'Quire Press',
    language: 'English',
    description: 'A book for the highlights test.',
    chapters: [{ title: 'Dawn', content: paragraphs.join('\n\n') }],
  };
}

async function publishBook(request: APIRequestContext, owner: E2EUser, title: string) {
  const isbn = `979${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`;
  const res = await request.post('/api/upload-book', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: bookBody(owner, title, isbn, PARAGRAPHS),
  });
  expect(res.status(), await res.text()).toBe(201);
  return { id: ((await res.json()) as { _id: string })._id, isbn, title };
}

/** Selects `phrase` in the chapter with the mouse, as a reader drags across words. */
async function selectWithMouse(page: Page, phrase: string) {
  await waitForWebFonts(page);
  const box = await page.locator('.reader-text').evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(wanted) ?? -1;
      if (at === -1) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      const first = range.getBoundingClientRect();
      range.setStart(node, at + wanted.length - 1);
      range.setEnd(node, at + wanted.length);
      const last = range.getBoundingClientRect();
      return {
        x1: first.left + 1,
        y1: first.top + first.height / 2,
        x2: last.right - 1,
        y2: last.top + last.height / 2,
      };
    }
    return null;
  }, phrase);
  expect(box, `"${phrase}" is on the page`).not.toBeNull();
  await page.mouse.move(box!.x1, box!.y1);
  await page.mouse.down();
  await page.mouse.move(box!.x2, box!.y2, { steps: 8 });
  await page.mouse.up();
  await expect.poll(() => page.evaluate(() => document.getSelection()?.toString().trim())).toBe(phrase);
}

const toolbar = (page: Page) => page.getByRole('toolbar', { name: HIGHLIGHT_MESSAGES.toolbarLabel });
const mark = (page: Page, text: string) => page.locator('.reader-text mark', { hasText: text });

test.describe('highlights, notes and paragraph comments', () => {
  test('highlight and annotate, reload, survive the author’s edit, export Markdown', async ({
    browser,
    request,
  }) => {
    const author = await createUser(request, 'Mara Quill');
    const reader = await createUser(request, 'Reader Ruth');
    const book = await publishBook(request, author, `The Keeper ${Date.now()}`);

    const context = await browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    await signIn(page, reader);
    await page.goto(`/book-reader?book=${book.id}&chapter=1`);
    await expect(page.locator('[data-paragraph="1"]')).toHaveText(PARAGRAPHS[1]!);

    // Select, highlight green.
    await selectWithMouse(page, 'polished the great lens');
    await toolbar(page).getByRole('button', { name: 'Highlight green' }).click();
    await expect(mark(page, 'polished the great lens')).toHaveAttribute('data-color', 'green');
    // The paragraph's text is unchanged by the mark.
    await expect(page.locator('[data-paragraph="1"]')).toHaveText(PARAGRAPHS[1]!);

    // Click it: annotate.
    await mark(page, 'polished the great lens').click();
    const popover = page.getByRole('dialog', { name: HIGHLIGHT_MESSAGES.popoverLabel });
    await popover.getByLabel(HIGHLIGHT_MESSAGES.noteLabel).fill('Like a second moon over the bay.');
    await popover.getByRole('button', { name: HIGHLIGHT_MESSAGES.saveNote }).click();
    await expect(popover).toBeHidden();

    // Reload: it is still there, with its note.
    await page.reload();
    await expect(mark(page, 'polished the great lens')).toHaveAttribute('data-color', 'green');
    await expect(mark(page, 'polished the great lens')).toHaveAttribute(
      'title',
      /Like a second moon over the bay\./,
    );
    await page.getByRole('button', { name: 'Notes & Highlights' }).click();
    const panel = page.getByRole('dialog', { name: HIGHLIGHT_MESSAGES.panelTitle });
    await expect(panel.getByText('polished the great lens', { exact: true })).toBeVisible();
    await expect(panel.getByText('Like a second moon over the bay.')).toBeVisible();

    // The Markdown export holds the quote and the note.
    const download = page.waitForEvent('download');
    await panel.getByRole('button', { name: HIGHLIGHT_MESSAGES.exportMarkdown }).click();
    const file = await download;
    const markdown = readFileSync(await file.path(), 'utf8');
    expect(markdown).toContain(`# ${book.title}`);
    expect(markdown).toContain('> polished the great lens');
    expect(markdown).toContain('Like a second moon over the bay.');
    await page.keyboard.press('Escape');

    // The author adds a paragraph before it and rewords another sentence.
    const edited = [
      'A storm had passed in the night.',
      ...PARAGRAPHS.map((p) => p.replace('He climbed', 'Slowly, he climbed')),
    ];
    const res = await request.put(`/api/upload-book/${book.id}`, {
      headers: { authorization: `Bearer ${author.token}` },
      data: bookBody(author, book.title, book.isbn, edited),
    });
    expect(res.status(), await res.text()).toBe(200);

    // Reopened, the highlight is on the same words, now in the third paragraph.
    await page.goto(`/book-reader?book=${book.id}&chapter=1`);
    await expect(page.locator('[data-paragraph="2"] mark')).toHaveText('polished the great lens');
    await expect(page.locator('[data-paragraph="2"]')).toHaveText(edited[2]!);

    // The book page lists it, and its link goes back to the exact place, the highlight focused.
    await page.goto(`/book/${book.id}`);
    const section = page.getByRole('region', { name: /Your notes & highlights/ });
    await expect(section.getByText('Like a second moon over the bay.')).toBeVisible();
    await expectAccessible(page);
    await section.getByRole('link', { name: HIGHLIGHT_MESSAGES.jumpTo }).click();
    await expect(page).toHaveURL(/paragraph=2/);
    await expect(page.locator('[data-paragraph="2"] mark')).toBeFocused();
    await context.close();
  });

  test('another reader comments on a paragraph; the author is notified; axe passes in every theme', async ({
    browser,
    request,
  }) => {
    // Nine accessibility passes (three themes, with and without the panel and the thread).
    test.slow();
    const author = await createUser(request, 'Ines Vale');
    const reader = await createUser(request, 'Tomas Reed');
    const book = await publishBook(request, author, `Crossing ${Date.now()}`);
    // A highlight already there, for the accessibility checks with marks on the page.
    const quote = 'the gulls had not yet begun to argue';
    const start = PARAGRAPHS[2]!.indexOf(quote);
    await request.post(`/api/books/${book.id}/chapters/1/highlights`, {
      headers: { authorization: `Bearer ${reader.token}` },
      data: { paragraph: 2, start, end: start + quote.length, quote, color: 'pink', note: 'Noisy birds.' },
    });

    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, reader);
    await page.goto(`/book-reader?book=${book.id}&chapter=1`);
    await expect(mark(page, quote)).toBeVisible();

    // Select a passage, Comment: the paragraph's thread opens in a side sheet.
    await selectWithMouse(page, 'spiral stairs');
    await toolbar(page).getByRole('button', { name: 'Comment' }).click();
    const thread = page.getByRole('dialog', { name: HIGHLIGHT_MESSAGES.paragraphThreadTitle });
    await expect(thread.getByText(PARAGRAPHS[1]!)).toBeVisible();
    await thread
      .getByPlaceholder(HIGHLIGHT_MESSAGES.paragraphCommentPlaceholder)
      .fill('Those stairs must be steep.');
    await thread.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(thread.getByText('Those stairs must be steep.')).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    // The count beside the paragraph opens the same thread.
    const count = page.getByRole('button', { name: paragraphCommentsLabel(1) });
    await count.focus();
    await expect(count).toHaveText('1');
    await count.press('Enter');
    await expect(thread.getByText('Those stairs must be steep.')).toBeVisible();
    await page.keyboard.press('Escape');

    // The author is told, as for any comment.
    await expect
      .poll(async () => {
        const res = await request.get('/api/notifications', {
          headers: { authorization: `Bearer ${author.token}` },
        });
        return ((await res.json()) as { notifications: { message: string }[] }).notifications.map(
          (n) => n.message,
        );
      })
      .toContain(`Tomas Reed commented on "${book.title}"`);

    // Axe, with the highlights on the page and the panel open, in the three themes.
    for (const name of ['Light', 'Sepia', 'Dark']) {
      await page.getByRole('button', { name: `${name} theme` }).click();
      await expect(page.locator('[data-reader-theme]')).toHaveAttribute(
        'data-reader-theme',
        name.toLowerCase(),
      );
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Notes & Highlights' }).click();
      await expect(
        page.getByRole('dialog', { name: HIGHLIGHT_MESSAGES.panelTitle }).getByText('Noisy birds.'),
      ).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await count.click();
      await expect(thread).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
    }
    await context.close();
  });
  test('a highlight made offline waits on the device, shows at once and reaches the server when the connection returns', async ({
    browser,
    request,
  }) => {
    const author = await createUser(request, 'Mara Quill');
    const reader = await createUser(request, 'Reader Otto');
    const book = await publishBook(request, author, `The Keeper ${Date.now()}`);
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, reader);
    await page.goto(`/book-reader?book=${book.id}&chapter=1`);
    await expect(page.locator('[data-paragraph="1"]')).toHaveText(PARAGRAPHS[1]!);
    const serverHighlights = async () =>
      (await (
        await request.get(`/api/books/${book.id}/highlights`, {
          headers: { authorization: `Bearer ${reader.token}` },
        })
      ).json()) as { quote: string; color: string }[];
    // The web fonts come after the first screen; offline they would not come at all. Nor would the
    // toolbar's and the popover's code, which the page loads once it is idle: wait for both.
    await waitForWebFonts(page);
    await expect
      .poll(() =>
        page.evaluate(() =>
          ['selection-toolbar', 'highlight-popover'].every((chunk) =>
            performance.getEntriesByType('resource').some((entry) => entry.name.includes(`/${chunk}-`)),
          ),
        ),
      )
      .toBe(true);

    await context.setOffline(true);
    await selectWithMouse(page, 'polished the great lens');
    await toolbar(page).getByRole('button', { name: 'Highlight blue' }).click();
    await expect(page.getByText(HIGHLIGHT_MESSAGES.savedOffline)).toBeVisible();
    await expect(mark(page, 'polished the great lens')).toHaveAttribute('data-color', 'blue');
    await expect(mark(page, 'polished the great lens')).toHaveAttribute('data-highlight-id', /^offline-/);
    // Not changeable until the server has it: the popover says why.
    await mark(page, 'polished the great lens').click();
    const popover = page.getByRole('dialog', { name: HIGHLIGHT_MESSAGES.popoverLabel });
    await expect(popover.getByText(HIGHLIGHT_MESSAGES.waitingToSync)).toBeVisible();
    await expect(popover.getByRole('button', { name: HIGHLIGHT_MESSAGES.remove })).toBeDisabled();
    await popover.getByRole('button', { name: HIGHLIGHT_MESSAGES.close }).click();
    expect(await serverHighlights()).toEqual([]);

    await context.setOffline(false);
    await expect
      .poll(async () =>
        (await serverHighlights()).map((highlight) => `${highlight.quote} ${highlight.color}`),
      )
      .toEqual(['polished the great lens blue']);
    // The local copy gives way to the server's.
    await expect(mark(page, 'polished the great lens')).not.toHaveAttribute('data-highlight-id', /^offline-/);
    await context.close();
  });
});
