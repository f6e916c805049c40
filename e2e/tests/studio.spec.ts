import { BOOK_FORM_MESSAGES, NOTIFICATION_MESSAGES, STUDIO_MESSAGES } from '@quire/shared';
import type { Locator, Page } from '@playwright/test';
import { createUser, expect, publishBook, signIn, test } from '../fixtures';

/** A 1×1 PNG, as a screenshot pasted from the clipboard would be. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Pastes into the focused editor what a clipboard holds: HTML, or an image file. */
async function paste(page: Page, what: { html?: string; png?: Buffer }) {
  await page.evaluate(
    ({ html, png }) => {
      const data = new DataTransfer();
      if (html) data.setData('text/html', html);
      if (png) {
        const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
        data.items.add(new File([bytes], 'pasted.png', { type: 'image/png' }));
      }
      document.activeElement?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    },
    { html: what.html, png: what.png?.toString('base64') },
  );
}

/** Puts the caret at the end of an editor's text, as a click after its last word would. */
async function caretAtEnd(editor: Locator) {
  await editor.click();
  await editor.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    range.collapse(false);
    const selection = window.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
  });
  await editor.press('End');
}

const chapterEditor = (page: Page, number: number) => page.getByLabel(`Chapter ${number} content`);
const saved = (page: Page, number: number) =>
  page
    .locator('li', { has: chapterEditor(page, number) })
    .getByRole('status')
    .getByText(/^Saved at/);

test.describe("the writer's studio", () => {
  test('a chapter written with formatting, a table and a pasted image is autosaved, a pasted document keeps its structure, and an older revision comes back', async ({
    page,
    request,
  }) => {
    test.slow();
    const writer = await createUser(request, 'Wren Writer');
    const bookId = await publishBook(request, writer, {
      title: `Tide Tables ${Date.now()}`,
      chapters: [
        { title: 'Low Water', content: 'The harbour empties.' },
        { title: 'High Water', content: 'The moon pulls.' },
      ],
    });
    await signIn(page, writer);
    await page.goto(`/edit/${bookId}`);

    // Typed with Markdown shortcuts and the toolbar.
    const first = chapterEditor(page, 1);
    await caretAtEnd(first);
    await page.keyboard.press('Enter');
    await page.keyboard.type('## The Storm');
    await page.keyboard.press('Enter');
    await page.keyboard.type('The **sea** rose over the quay.');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Insert table' }).first().click();
    await page.keyboard.type('Month');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Height');
    await page.keyboard.press('Control+End');
    await paste(page, { png: PNG });
    const figure = first.locator('figure img[src^="/api/images/"]');
    await expect(figure).toBeVisible();
    await page.getByLabel('Image description (alt text)').fill('The quay under water');
    await expect(saved(page, 1)).toBeVisible();

    // Everything is there after a reload: nothing was sent with Save Book.
    await page.reload();
    await expect(first.getByRole('heading', { level: 2, name: 'The Storm' })).toBeVisible();
    await expect(first.locator('strong', { hasText: 'sea' })).toBeVisible();
    await expect(first.locator('th', { hasText: 'Month' })).toBeVisible();
    await expect(first.locator('th', { hasText: 'Height' })).toBeVisible();
    await expect(first.getByRole('img', { name: 'The quay under water' })).toBeVisible();

    // A word processor's HTML becomes the document's own headings, marks and lists.
    const second = chapterEditor(page, 2);
    await caretAtEnd(second);
    await page.keyboard.press('Enter');
    await paste(page, {
      html: `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{margin:0}</style></head><body>
        <h1>Spring Tides</h1><p class=MsoNormal>The <b>biggest</b> tides of the year.<o:p></o:p></p>
        <p class=MsoListParagraphCxSpFirst style='mso-list:l0 level1 lfo1'><span style='mso-list:Ignore'>·<span>&nbsp;</span></span>March<o:p></o:p></p>
        <p class=MsoListParagraphCxSpLast style='mso-list:l0 level1 lfo1'><span style='mso-list:Ignore'>·<span>&nbsp;</span></span>September<o:p></o:p></p></body></html>`,
    });
    await expect(second.getByRole('heading', { level: 2, name: 'Spring Tides' })).toBeVisible();
    await expect(second.locator('strong', { hasText: 'biggest' })).toBeVisible();
    await expect(second.getByRole('listitem')).toHaveText(['March', 'September']);
    await expect(second).not.toContainText('mso');
    await expect(saved(page, 2)).toBeVisible();

    // The history of chapter 1: the version before this session comes back.
    await page.locator('li', { has: first }).getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'Revision history' });
    await expect(history.getByText('The Storm').first()).toBeVisible();
    await history.getByRole('button', { name: 'Restore this version' }).click();
    await expect(history).toBeHidden();
    await expect(first).toContainText('The harbour empties.');
    await expect(first.getByRole('heading', { name: 'The Storm' })).toHaveCount(0);
    await page.reload();
    await expect(chapterEditor(page, 1)).toContainText('The harbour empties.');
    await expect(chapterEditor(page, 1).getByRole('heading', { name: 'The Storm' })).toHaveCount(0);

    // Reordered by keyboard and saved with the form: the order is the book's.
    await page.getByRole('button', { name: 'Move chapter 2 up' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Chapter 1 title')).toHaveValue('High Water');
    await expect(page.getByRole('button', { name: 'Move chapter 1 down' })).toBeFocused();
    await page.getByRole('button', { name: 'Save Book' }).click();
    await expect(page.getByText(BOOK_FORM_MESSAGES.updated)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Chapter 1 title')).toHaveValue('High Water');
    await expect(chapterEditor(page, 1).getByRole('heading', { name: 'Spring Tides' })).toBeVisible();
    await expect(chapterEditor(page, 2)).toContainText('The harbour empties.');
  });

  test('a chapter scheduled a minute ahead reaches readers (and their notifications) only then; comments lock; analytics count the reading', async ({
    browser,
    request,
  }) => {
    test.slow();
    const writer = await createUser(request, 'Ines Author');
    const reader = await createUser(request, 'Otto Reader');
    const title = `Harbour Lights ${Date.now()}`;
    const bookId = await publishBook(request, writer, {
      title,
      chapters: [
        { title: 'Arrival', content: 'The ferry comes in at dusk.' },
        { title: 'The Lamp', content: 'Someone lights the lamp at the end of the pier.' },
      ],
    });
    const readerAuth = { authorization: `Bearer ${reader.token}` };
    // The reader keeps the book among their favourites: new chapters are announced to them.
    const favourite = await request.post(`/api/books/${bookId}/favorite`, { headers: readerAuth });
    expect(favourite.ok()).toBe(true);

    const writerContext = await browser.newContext();
    const readerContext = await browser.newContext();
    const writerPage = await writerContext.newPage();
    const readerPage = await readerContext.newPage();
    try {
      await signIn(writerPage, writer);
      await writerPage.goto(`/edit/${bookId}`);
      const lampCard = writerPage.locator('li', { has: chapterEditor(writerPage, 2) });
      const releaseSelect = lampCard.getByLabel('Release', { exact: true });

      // Chapter 2 back to a draft: the reader's book has one chapter.
      await releaseSelect.selectOption('draft');
      await expect(lampCard.getByText('Draft', { exact: true })).toBeVisible();
      await signIn(readerPage, reader);
      await readerPage.goto(`/book-reader?book=${bookId}&chapter=1`);
      await expect(readerPage.locator('article footer').getByText('Chapter 1 of 1')).toBeAttached();

      // Scheduled a minute ahead, in the writer's zone (the browser's): time enough for the checks
      // before it on a busy machine.
      await releaseSelect.selectOption('scheduled');
      const at = await writerPage.evaluate(() => {
        const date = new Date(Date.now() + 60_000);
        const pad = (value: number) => String(value).padStart(2, '0');
        return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
      });
      await lampCard.getByLabel(/^Release at/).fill(at);
      await lampCard.getByRole('button', { name: 'Schedule' }).click();
      await expect(lampCard.getByText(/^Scheduled for/)).toBeVisible();

      // Not yet: still one chapter, and no notification.
      await readerPage.reload();
      await expect(readerPage.locator('article footer').getByText('Chapter 1 of 1')).toBeAttached();
      const notice = NOTIFICATION_MESSAGES.newChapter(title, 'The Lamp');
      const notifications = async () => {
        const answer = await request.get('/api/notifications', { headers: readerAuth });
        return ((await answer.json()) as { notifications: { message: string }[] }).notifications.map(
          (item) => item.message,
        );
      };
      expect(await notifications()).not.toContain(notice);

      // Comments on chapter 1 are locked: a reader's comment is refused with the reason.
      const arrivalCard = writerPage.locator('li', { has: chapterEditor(writerPage, 1) });
      await arrivalCard.getByLabel('Lock comments').check();
      await expect(arrivalCard.getByLabel('Lock comments')).toBeChecked();
      // Stored (not only ticked) before the reader tries.
      await expect(writerPage.getByText('Comments locked', { exact: true })).toBeVisible();
      const refused = await request.post(`/api/books/${bookId}/chapters/1/comments`, {
        headers: readerAuth,
        data: { content: 'Lovely!' },
      });
      expect(refused.status()).toBe(403);
      expect(((await refused.json()) as { message: string }).message).toBe(STUDIO_MESSAGES.commentsLocked);

      // Then: the chapter appears for the reader, with its notification.
      await expect
        .poll(
          async () => {
            await readerPage.reload();
            // The footer as rendered after the reload (one chapter or two), then which it says.
            const footer = readerPage.locator('article footer');
            await footer
              .getByText(/Chapter 1 of \d/)
              .first()
              .waitFor({ timeout: 20_000 });
            return footer.getByText('Chapter 1 of 2').count();
          },
          { timeout: 120_000, intervals: [5_000] },
        )
        .toBe(1);
      await expect.poll(notifications, { timeout: 20_000 }).toContain(notice);

      // The analytics count the reading the reader just did (recorded as the reader page reports
      // it, which may trail the page by a moment on a busy machine).
      const writerAuth = { authorization: `Bearer ${writer.token}` };
      await expect
        .poll(async () => {
          const answer = await request.get(`/api/books/${bookId}/analytics`, { headers: writerAuth });
          return ((await answer.json()) as { chapters: { openedBy: number }[] }).chapters[0]?.openedBy;
        })
        .toBe(1);
      await writerPage.goto(`/edit/${bookId}/analytics`);
      await expect(writerPage.getByRole('heading', { name: 'Chapter analytics' })).toBeVisible();
      const arrivalRow = writerPage.getByRole('row', { name: /Arrival/ });
      // Cells: #, Status, Opened, Finished, ... (the title is the row's header). Opened, the
      // reading recorded above; Finished depends on when the reader page reports reaching the
      // end of the then-last chapter, which a busy machine may not do before the release.
      await expect(arrivalRow.getByRole('cell').nth(2)).toHaveText('1');
    } finally {
      await writerContext.close();
      await readerContext.close();
    }
  });
});
