import { HIGHLIGHT_MESSAGES, LIBRARY_TEXT } from '@quire/shared';
import type { APIRequestContext } from '@playwright/test';
import { createUser, type E2EUser, expect, expectAccessible, publishBook, signIn, test } from '../fixtures';

const TITLE = 'Rope and Weatherglass: Small Harbour Things';

const publish = (request: APIRequestContext, owner: E2EUser, title = TITLE, published = true) =>
  publishBook(request, owner, {
    title,
    published,
    description: 'Boats, weather and the people who count them.',
    chapters: [
      {
        title: 'Tide Tables',
        content:
          'Morning came grey over the harbour wall, and the ledger lay open on the table.\n\nEvery boat that left was written down, and every boat that came back.',
      },
      { title: 'The Weatherglass', content: 'The glass fell all afternoon, and nobody went out.' },
    ],
  });

const auth = (user: E2EUser) => ({ authorization: `Bearer ${user.token}` });

test.describe('a book page a reader can act on (issue: one product, finished)', () => {
  test('favourite, like, shelf, rating and a collection from the book page; keyboard highlights', async ({
    page,
    request,
  }) => {
    test.slow();
    const owner = await createUser(request, 'Ines Harbour');
    const reader = await createUser(request, 'Tomas Reader');
    const bookId = await publish(request, owner);
    const made = await request.post('/api/collections', {
      headers: auth(reader),
      data: { name: 'Sea Stories', description: '' },
    });
    expect(made.status(), await made.text()).toBe(201);

    await signIn(page, reader);
    await page.goto(`/book/${bookId}`);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    const actions = page.getByRole('region', { name: 'Your shelf and rating' });

    await actions.getByRole('button', { name: 'Add to Favorites' }).click();
    await expect(actions.getByRole('button', { name: 'Remove from Favorites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await actions.getByRole('button', { name: `Like ${TITLE} (0 likes)` }).click();
    await expect(actions.getByRole('button', { name: `Unlike ${TITLE} (1 like)` })).toBeVisible();
    await actions.getByLabel('Shelf').selectOption('Want to Read');
    await expect(page.getByText(`${TITLE} is on your Want to Read shelf`)).toBeVisible();
    await actions
      .getByRole('group', { name: 'Your Rating' })
      .getByRole('button', { name: '4 stars' })
      .click();
    await expect(
      actions.getByRole('group', { name: 'Your Rating' }).getByRole('button', { name: '4 stars' }),
    ).toHaveAttribute('aria-pressed', 'true');

    await actions.getByRole('button', { name: 'Add to collection' }).click();
    const picker = page.getByRole('dialog', { name: 'Add to collection' });
    await picker.getByRole('button', { name: `Add ${TITLE} to Sea Stories` }).click();
    await expect(picker.getByRole('button', { name: `Remove ${TITLE} from Sea Stories` })).toBeVisible();
    await expectAccessible(page, { include: 'dialog' });
    await picker.getByRole('button', { name: 'Close' }).click();
    await expect(actions.getByRole('button', { name: 'In 1 collection' })).toBeVisible();

    // The server has every choice.
    const book = (await (await request.get(`/api/books/${bookId}`, { headers: auth(reader) })).json()) as {
      favorite: boolean;
      isLiked: boolean;
      status: string | null;
      userRating: number | null;
    };
    expect(book).toMatchObject({ favorite: true, isLiked: true, status: 'Want to Read', userRating: 4 });
    const collections = (await (await request.get('/api/collections', { headers: auth(reader) })).json()) as {
      collections: { name: string; books: { id: string }[] }[];
    };
    expect(collections.collections.find((c) => c.name === 'Sea Stories')?.books.map((b) => b.id)).toEqual([
      bookId,
    ]);
    await expectAccessible(page);

    // Reading: a highlight made with the keyboard alone (Shift+arrows, Tab, Enter).
    await page.getByRole('link', { name: 'Read', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Tide Tables' })).toBeVisible();
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    const toolbar = page.getByRole('toolbar', { name: HIGHLIGHT_MESSAGES.toolbarLabel });
    await expect(toolbar).toBeVisible();
    expect((await page.evaluate(() => document.getSelection()?.toString() ?? '')).trim()).toBe(
      'Morning came',
    );
    await page.keyboard.press('Tab');
    await expect(toolbar.getByRole('button').first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(HIGHLIGHT_MESSAGES.saved)).toBeVisible();
    const mark = page.locator('.reader-text mark[role="button"]', { hasText: 'Morning came' });
    await expect(mark).toBeVisible();
    // The mark is a keyboard stop that opens its editor.
    await mark.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A panel is a place in the history: its name is in the address, Back closes it, and the
    // reader stays on its chapter.
    const readerUrl = page.url().replace(/#.*$/, '');
    await page.getByRole('button', { name: HIGHLIGHT_MESSAGES.panelOpen }).click();
    await expect(page.getByRole('dialog', { name: HIGHLIGHT_MESSAGES.panelTitle })).toBeVisible();
    await expect(page).toHaveURL(/#highlights$/);
    await page.goBack();
    await expect(page.getByRole('dialog', { name: HIGHLIGHT_MESSAGES.panelTitle })).toHaveCount(0);
    expect(page.url()).toBe(readerUrl);
    await expect(page.getByRole('heading', { name: 'Tide Tables' })).toBeVisible();
    // Forward opens it again; closing it from the page steps back over its entry.
    await page.goForward();
    await expect(page.getByRole('dialog', { name: HIGHLIGHT_MESSAGES.panelTitle })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: HIGHLIGHT_MESSAGES.panelTitle })).toHaveCount(0);
    await expect(page).toHaveURL(readerUrl);

    // A chapter chosen from the contents stays chosen (closing the contents steps back over its
    // entry first), and the arrow keys still turn chapters afterwards.
    await page.getByRole('button', { name: 'Contents' }).click();
    await expect(page).toHaveURL(/#menu$/);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /The Weatherglass/ })
      .click();
    await expect(page.getByRole('heading', { name: 'The Weatherglass' })).toBeVisible();
    await expect(page).toHaveURL(/chapter=2$/);
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('heading', { name: 'Tide Tables' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('heading', { name: 'The Weatherglass' })).toBeVisible();
    // Back leaves the reader for the book page (chapter turns replace the reader's entry).
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  });

  test('publishing a draft says it is published', async ({ page, request }) => {
    const owner = await createUser(request, 'Draft Writer');
    const id = await publish(request, owner, 'A Draft Worth Publishing', false);
    const draft = (await (await request.get(`/api/books/${id}`, { headers: auth(owner) })).json()) as {
      published: boolean;
    };
    expect(draft.published).toBe(false);
    await signIn(page, owner);
    await page.goto(`/edit/${id}`);
    await page.getByRole('button', { name: 'Save Book' }).click();
    await expect(page.getByText(LIBRARY_TEXT.published, { exact: true })).toBeVisible();
  });
});
