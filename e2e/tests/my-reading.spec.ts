import { UI_TEXT, WORDS_PER_PAGE } from '@quire/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { type E2EUser, expect, expectAccessible, test } from '../fixtures';

const BOOK_TITLE = 'The Lantern-Keeper of Hollow Vale';

const auth = (user: E2EUser) => ({ authorization: `Bearer ${user.token}` });

async function findDemoBook(request: APIRequestContext, user: E2EUser) {
  const res = await request.get('/api/books', {
    params: { q: 'Lantern-Keeper', limit: 5 },
    headers: auth(user),
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { books } = (await res.json()) as { books: { _id: string; title: string }[] };
  const book = books.find((b) => b.title === BOOK_TITLE);
  expect(book, 'the demo catalogue has the Lantern-Keeper').toBeDefined();
  return book!;
}

/**
 * Waits for toasts to leave before an axe check: sonner's rich success colours measure about
 * 4.3:1 (reported to the web foundation); this spec checks the screens themselves.
 */
async function expectScreenAccessible(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await expectAccessible(page);
}

/** The big number of a counter or stat tile, found by its label. */
const tileValue = (page: Page, label: string) => page.locator(`[data-stat="${label}"]`);

test.describe('My reading', () => {
  test('creates, edits and deletes a goal', async ({ authedPage: page }) => {
    await page.goto('/reading-goals');
    await expect(page.getByRole('heading', { name: 'Reading Goals', level: 1 })).toBeVisible();
    await expect(page.getByText('No goals yet')).toBeVisible();
    await expectScreenAccessible(page);

    // The form opens with New Goal and closes with X and with Cancel, creating nothing.
    await page.getByRole('button', { name: 'New Goal' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create New Goal' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(/end/i)).toHaveCount(0);
    await expectScreenAccessible(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'New Goal' }).first().click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('No goals yet')).toBeVisible();

    await page.getByRole('button', { name: 'New Goal' }).first().click();
    await dialog.getByLabel('Type').selectOption('pages');
    await dialog.getByLabel('Target').fill('300');
    await dialog.getByLabel('Timeframe').selectOption('weekly');
    await dialog.getByRole('button', { name: 'Create Goal' }).click();
    await expect(dialog).toBeHidden();

    const card = page.getByRole('article', { name: /weekly Goal/ });
    await expect(card.getByRole('heading', { name: 'weekly Goal' })).toBeVisible();
    await expect(card.getByText('300 pages', { exact: true })).toBeVisible();
    await expect(card.getByText('0%')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Progress Tracking' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recent Achievements' })).toBeVisible();

    await card.getByRole('button', { name: 'Edit weekly Goal' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Goal' });
    await expect(edit.getByLabel('Target')).toHaveValue('300');
    await edit.getByLabel('Target').fill('450');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    await expect(card.getByText('450 pages', { exact: true })).toBeVisible();

    await page.reload();
    await expect(page.getByText('450 pages', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Delete weekly Goal' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this goal?' });
    await confirm.getByRole('button', { name: 'Delete Goal' }).click();
    await expect(page.getByText('No goals yet')).toBeVisible();
    await page.reload();
    await expect(page.getByText('No goals yet')).toBeVisible();
  });

  test('creates, fills, edits and deletes a collection, and moves a book on the board', async ({
    authedPage: page,
  }) => {
    await page.goto('/book-management');
    await expect(page.getByRole('heading', { name: 'Book Management', level: 1 })).toBeVisible();
    await expect(page.getByText('No collections yet')).toBeVisible();
    await expectScreenAccessible(page);

    // A blank name does nothing and says nothing.
    await page.getByRole('button', { name: 'New Collection' }).click();
    const form = page.getByRole('form', { name: 'New Collection' });
    await form.getByLabel('Name').fill('    ');
    await form.getByRole('button', { name: 'Create Collection' }).click();
    await expect(form).toBeVisible();
    await expect(form.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText('No collections yet')).toBeVisible();
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toBeHidden();

    await page.getByRole('button', { name: 'New Collection' }).click();
    await form.getByLabel('Name').fill('  Weekend Reads ');
    await form.getByLabel('Description (optional)').fill('Short and cosy');
    await form.getByRole('button', { name: 'Create Collection' }).click();
    await expect(form).toBeHidden();
    const card = page.getByRole('article', { name: 'Weekend Reads' });
    await expect(card.getByText('0 books')).toBeVisible();
    await expect(card.getByText('Short and cosy')).toBeVisible();

    // Add a book with the picker.
    await card.getByRole('button', { name: 'Add Books' }).click();
    const picker = page.getByRole('dialog', { name: 'Add Books to Weekend Reads' });
    await picker.getByLabel('Search books by title or author').fill('Lantern');
    await picker.getByRole('button', { name: `Add ${BOOK_TITLE}` }).click();
    await expect(picker.getByText('Added')).toBeVisible();
    await expectScreenAccessible(page);
    await picker.getByRole('button', { name: 'Close' }).click();
    await expect(card.getByText('1 book', { exact: true })).toBeVisible();
    await expect(card.getByText(BOOK_TITLE)).toBeVisible();

    // Rename and describe.
    await card.getByRole('button', { name: 'Edit Weekend Reads' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Collection' });
    await edit.getByLabel('Name').fill('Weekend Escapes');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    const renamed = page.getByRole('article', { name: 'Weekend Escapes' });
    await expect(renamed).toBeVisible();

    await renamed.getByRole('button', { name: `Remove ${BOOK_TITLE} from Weekend Escapes` }).click();
    await expect(renamed.getByText('0 books')).toBeVisible();

    await renamed.getByRole('button', { name: 'Delete Weekend Escapes' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this collection?' })
      .getByRole('button', { name: 'Delete Collection' })
      .click();
    await expect(page.getByText('No collections yet')).toBeVisible();

    // The status board: add a book to Want to Read, then move it with the keyboard.
    const board = page.getByRole('region', { name: 'Reading Status' });
    await board.getByRole('button', { name: 'Add to Want to Read', exact: true }).click();
    const boardPicker = page.getByRole('dialog', { name: 'Add to Want to Read' });
    await boardPicker.getByLabel('Search books by title or author').fill('Lantern');
    await boardPicker.getByRole('button', { name: `Add ${BOOK_TITLE}` }).click();
    await expect(boardPicker.getByText('Added')).toBeVisible();
    await boardPicker.getByRole('button', { name: 'Close' }).click();
    const wantToRead = board.getByRole('region', { name: 'Want to Read' });
    await expect(wantToRead.getByRole('article', { name: BOOK_TITLE })).toBeVisible();

    await wantToRead.getByRole('button', { name: `Move ${BOOK_TITLE} to Currently Reading` }).focus();
    await page.keyboard.press('Enter');
    const reading = board.getByRole('region', { name: 'Currently Reading' });
    await expect(reading.getByRole('article', { name: BOOK_TITLE })).toBeVisible();
    await expect(wantToRead.getByRole('article', { name: BOOK_TITLE })).toHaveCount(0);
    await page.reload();
    await expect(reading.getByRole('article', { name: BOOK_TITLE })).toBeVisible();

    // The bookshelf shows it too.
    await page.getByRole('link', { name: 'View Bookshelf' }).click();
    await expect(page).toHaveURL(/\/bookshelf$/);
    await expect(page.getByRole('heading', { name: 'Personal Bookshelf' })).toBeVisible();
    await expect(page.getByText(BOOK_TITLE)).toBeVisible();
    await page.getByRole('button', { name: 'Fantasy' }).click();
    await expect(page.getByText(BOOK_TITLE)).toBeVisible();
    await page.getByRole('button', { name: 'Favorites' }).click();
    await expect(page.getByText('No favorites yet')).toBeVisible();
    await expectScreenAccessible(page);
  });

  test('logging a book outside the app counts it and unlocks Bookworm Beginner', async ({
    authedPage: page,
  }) => {
    await page.goto('/achievements');
    await expect(page.getByRole('heading', { name: 'Achievements', level: 1 })).toBeVisible();
    await expect(tileValue(page, 'Books Read')).toHaveText('0');
    const bookworm = page.getByRole('article', { name: 'Bookworm Beginner' });
    await expect(bookworm.getByText(UI_TEXT.unlocked)).toHaveCount(0);
    await expect(bookworm.getByText('0 / 1 books')).toBeVisible();

    await page.getByRole('button', { name: 'Add Book' }).click();
    await expect(tileValue(page, 'Books Read')).toHaveText('1');
    await expect(bookworm.getByText(UI_TEXT.unlocked)).toBeVisible();
    await expect(page.getByRole('article', { name: 'Book Explorer' }).getByText('1 / 5 books')).toBeVisible();
    await expect(page.getByText('Book finished')).toBeVisible();
    await expectScreenAccessible(page);

    await page.getByRole('button', { name: 'Add Reading Hour' }).click();
    await expect(tileValue(page, 'Hours Read')).toHaveText('1');
    await expect(tileValue(page, 'Day Streak')).toHaveText('1');
    await page.getByRole('button', { name: 'Add Streak Day' }).click();
    await expect(tileValue(page, 'Day Streak')).toHaveText('2');

    // It persists, and a log can be removed again (the achievement, once earned, stays).
    await page.reload();
    await expect(tileValue(page, 'Books Read')).toHaveText('1');
    await page.getByRole('button', { name: /^Remove book finished/ }).click();
    await expect(tileValue(page, 'Books Read')).toHaveText('0');
    await expect(bookworm.getByText(UI_TEXT.unlocked)).toBeVisible();

    // The goals screen shows the real achievement.
    await page.goto('/reading-goals');
    const recent = page.getByRole('region', { name: 'Recent Achievements' });
    await expect(
      recent.getByRole('article', { name: 'Bookworm Beginner' }).getByText(UI_TEXT.unlocked),
    ).toBeVisible();
  });

  test('two chapters read in the reader show up on every reading screen', async ({
    authedPage: page,
    user,
    request,
  }) => {
    const book = await findDemoBook(request, user);
    const chaptersRes = await request.get(`/api/books/${book._id}/chapters`, { headers: auth(user) });
    const { chapters } = (await chaptersRes.json()) as {
      chapters: { chapterNumber: number; wordCount: number }[];
    };
    const now = Date.now();
    let words = 0;
    for (const [i, chapter] of chapters.slice(0, 2).entries()) {
      const startedAt = new Date(now - (20 - i * 8) * 60_000);
      const endedAt = new Date(startedAt.getTime() + 6 * 60_000);
      const res = await request.post('/api/reading/sessions', {
        headers: auth(user),
        data: {
          bookId: book._id,
          chapterNumber: chapter.chapterNumber,
          startedAt: startedAt.toISOString(),
          endedAt: endedAt.toISOString(),
          activeSeconds: 300,
          wordsRead: chapter.wordCount,
        },
      });
      expect(res.ok(), await res.text()).toBe(true);
      words += chapter.wordCount;
    }
    const position = await request.put(`/api/books/${book._id}/position`, {
      headers: auth(user),
      data: { chapter: 3, position: 0 },
    });
    expect(position.ok(), await position.text()).toBe(true);
    const pages = Math.round(words / WORDS_PER_PAGE);

    await page.goto('/reading-progress');
    await expect(page.getByRole('heading', { name: 'Reading Progress', level: 1 })).toBeVisible();
    const current = page.getByRole('region', { name: 'Currently Reading' });
    await expect(current.getByText(BOOK_TITLE)).toBeVisible();
    // Pages read, said as Reading History says them (one figure on both screens).
    const pagesRead = current.getByText(/^\d+ of \d+ pages?$/);
    await expect(pagesRead).toBeVisible();
    const pagesText = (await pagesRead.textContent()) ?? '';
    await expect(current.getByText('Last read Today')).toBeVisible();
    await expect(tileValue(page, 'Total Pages')).toHaveText(String(pages));
    await expect(tileValue(page, 'Reading Time')).toHaveText('10 min');
    await expect(tileValue(page, 'Streak')).toContainText('1');
    await expectScreenAccessible(page);

    await page.goto('/reading-history');
    const row = page.getByRole('listitem').filter({ hasText: BOOK_TITLE });
    await expect(row.getByText('In Progress').first()).toBeVisible();
    await expect(row.getByText('10 min')).toBeVisible();
    await expect(row.getByText(pagesText, { exact: true })).toBeVisible();
    await page.getByLabel('Search by title or author').fill('no such book');
    await expect(page.getByText('No books match')).toBeVisible();
    await page.getByLabel('Search by title or author').fill('lantern');
    await expect(row).toBeVisible();
    await page.getByLabel('Status').selectOption('completed');
    await expect(page.getByText('No books match')).toBeVisible();
    await page.getByLabel('Status').selectOption('in-progress');
    await expect(row).toBeVisible();
    await page.getByRole('button', { name: /Newest First/ }).click();
    await expect(page.getByRole('button', { name: /Oldest First/ })).toBeVisible();
    await expectScreenAccessible(page);

    await page.goto('/achievements');
    await expect(tileValue(page, 'Day Streak')).toHaveText('1');
    await expect(tileValue(page, 'Hours Read')).toHaveText('0.1');
  });
});
