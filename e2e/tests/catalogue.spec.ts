import { UI_TEXT } from '@quire/shared';
import { expect, expectAccessible, test } from '../fixtures';

const LEDGER = 'The Honest Ledger: Money Lessons for Small Business Owners';

test.describe('Knowledge Pool', () => {
  test('search, category chips, views, featured books, favourites and the detail modal', async ({
    authedPage: page,
  }) => {
    await page.goto('/all-books');
    await expect(page.getByRole('heading', { name: 'Knowledge Pool', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Featured Books' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^All Books \(\d+\)$/ })).toBeVisible();
    const chips = page.getByRole('group', { name: 'Categories' });
    for (const chip of ['All', 'Finance', 'Biography', 'Business', 'Self-Help', 'Fiction']) {
      await expect(chips.getByRole('button', { name: chip, exact: true })).toBeVisible();
    }
    await expect(chips.getByRole('button', { name: 'All', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectAccessible(page);

    // Search by title or author (debounced, kept in the URL).
    const search = page.getByPlaceholder('Search by title or author');
    await search.fill('ledger');
    await expect(page).toHaveURL(/q=ledger/);
    await expect(page.getByRole('heading', { name: 'All Books (1)' })).toBeVisible();
    await search.fill('Osei-Brandt');
    await expect(page).toHaveURL(/q=Osei-Brandt/);
    await expect(page.getByRole('heading', { name: 'All Books (1)' })).toBeVisible();
    await search.fill('');
    await expect(page).not.toHaveURL(/q=/);

    // Finance is a genre: the chip finds the finance book; chips combine with the search.
    await chips.getByRole('button', { name: 'Finance' }).click();
    await expect(page).toHaveURL(/category=Finance/);
    // Each chip says what it shows, with its count.
    await expect(
      page.getByText(/^Finance — Business books about money and investing · \d+ books?$/),
    ).toBeVisible();
    const allBooks = page.getByRole('region', { name: /^All Books/ });
    await expect(allBooks.getByRole('heading', { name: LEDGER })).toBeVisible();
    await chips.getByRole('button', { name: 'Fiction', exact: true }).click();
    await expect(allBooks.getByRole('heading', { name: LEDGER })).toHaveCount(0);
    await search.fill('zzzz-nothing-matches');
    await expect(page).toHaveURL(/q=zzzz-nothing-matches/);
    await expect(page.getByText(UI_TEXT.noBooksFound, { exact: true })).toBeVisible();
    await expect(page.getByText(UI_TEXT.tryAdjusting)).toBeVisible();
    await page.getByRole('button', { name: 'Show all books' }).click();
    await expect(page).not.toHaveURL(/category=|q=/);

    // Grid or list, remembered in the URL.
    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page).toHaveURL(/view=list/);
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Grid view' }).click();

    // The heart keeps a favourite on the server.
    await search.fill('ledger');
    await expect(page).toHaveURL(/q=ledger/);
    const ledgerCard = allBooks
      .locator('article')
      .filter({ has: page.getByRole('heading', { name: LEDGER }) });
    await ledgerCard.getByRole('button', { name: `Add to Favorites: ${LEDGER}` }).click();
    await expect(
      ledgerCard.getByRole('button', { name: `Remove from Favorites: ${LEDGER}` }),
    ).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(ledgerCard.getByRole('button', { name: `Remove from Favorites: ${LEDGER}` })).toBeVisible();

    // Read Now: the detail modal with rating, reviews, category, year, pages and the actions.
    await ledgerCard.getByRole('button', { name: `Read Now: ${LEDGER}` }).click();
    const detail = page.getByRole('dialog', { name: LEDGER });
    await expect(detail.getByText('by Daniel Osei-Brandt')).toBeVisible();
    for (const term of ['Reviews', 'Category', 'Published', 'Pages']) {
      await expect(detail.getByText(term, { exact: true })).toBeVisible();
    }
    await expect(detail.getByRole('img', { name: /^(Rated .+ out of 5|Not rated)$/ })).toBeVisible();
    await expectAccessible(page);
    await detail.getByRole('button', { name: 'Remove from Favorites' }).click();
    await expect(detail.getByRole('button', { name: 'Add to Favorites' })).toBeVisible();
    await detail.getByRole('button', { name: 'Close' }).click();
    await expect(detail).toBeHidden();
    await expect(ledgerCard.getByRole('button', { name: `Add to Favorites: ${LEDGER}` })).toBeVisible();

    // Start Reading opens the full-screen reader.
    await ledgerCard.getByRole('button', { name: `Read Now: ${LEDGER}` }).click();
    await detail.getByRole('button', { name: 'Start Reading' }).click();
    const reader = page.getByRole('dialog', { name: LEDGER });
    await expect(reader.locator('article h1')).toBeVisible();
    await reader.getByRole('button', { name: 'Close' }).first().click();
    await expect(reader).toBeHidden();
  });

  test('loads more books as the list grows', async ({ authedPage: page }) => {
    await page.goto('/all-books');
    const heading = page.getByRole('heading', { name: /^All Books \(\d+\)$/ });
    const total = Number(/\((\d+)\)/.exec((await heading.textContent()) ?? '')?.[1]);
    const allBooks = page.getByRole('region', { name: /^All Books/ });
    await expect(allBooks.getByText(`of ${total}`)).toBeVisible();
    // Scrolling to the end (or the Load more button) brings every book in, page by page.
    // Scrolling the button into view may load the next page by itself and take the button away
    // (the last page has none), so a click that finds no button is not a failure.
    for (let round = 0; round < 20; round++) {
      const more = allBooks.getByRole('button', { name: 'Load more' });
      if (!(await more.isVisible())) break;
      await more.click({ timeout: 5_000 }).catch(() => undefined);
    }
    await expect(allBooks.getByText(`Showing ${total} of ${total}`)).toBeVisible();
    await expect(allBooks.getByRole('button', { name: /^Read Now:/ })).toHaveCount(total);
  });
});
