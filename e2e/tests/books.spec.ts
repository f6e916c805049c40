import { randomInt } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import {
  BOOK_FORM_MESSAGES,
  BOOK_MESSAGES,
  LIBRARY_TEXT,
  UI_TEXT,
  VALIDATION,
  confirmReadingText,
} from '@quire/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { createUser, type E2EUser, expect, expectAccessible, signIn, test } from '../fixtures';

/** A unique, well-formed ISBN-13 (the server checks the format and that it is not taken). */
const uniqueIsbn = () => `979${String(randomInt(0, 10 ** 10)).padStart(10, '0')}`;

/** A real 24×36 PNG (the image host checks content, not the name). */
function pngCover(): Buffer {
  const width = 24;
  const height = 36;
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) rows.set([150 + y, 60 + x, 40], y * (width * 3 + 1) + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function createBookThroughApi(request: APIRequestContext, user: E2EUser, title: string) {
  const res = await request.post('/api/upload-book', {
    headers: { authorization: `Bearer ${user.token}` },
    data: {
      title,
      author: 'Api Author',
      isbn: uniqueIsbn(),
      publisher: 'Api Press',
      description: 'Made by the test.',
      chapters: [{ title: 'Only', content: 'One chapter of text.' }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { _id: string };
}

const searchBox = (page: Page) => page.getByPlaceholder('Search books...');
const card = (page: Page, title: string) =>
  page.locator('article').filter({ has: page.getByRole('heading', { name: title }) });

test.describe('books: form, library, details, reading, editing', () => {
  test('create a book with a cover and two chapters, find it, rate, comment, note, tag, read, edit and delete it', async ({
    authedPage: page,
    user,
    request,
  }) => {
    test.slow();
    const stamp = randomInt(100_000, 999_999);
    const title = `The Tidewater Almanac ${stamp}`;
    const author = `Ines Marlowe ${stamp}`;

    // ---- The book form: defaults, checks and messages of spec §4, §5.
    await page.goto('/book-upload');
    await expect(page.getByRole('heading', { name: 'Upload', exact: true })).toBeVisible();
    await expect(page.getByLabel('Category')).toHaveValue('Fiction');
    await expect(page.getByLabel('Publication year')).toHaveValue(String(new Date().getFullYear()));
    await expect(page.getByLabel('Language')).toHaveValue('English');
    await expect(page.getByRole('heading', { name: 'Chapter 1', exact: true })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Remove chapter 1' }).click();
    await expect(page.getByText(VALIDATION.cannotRemoveLastChapter)).toBeVisible();

    await page.getByRole('button', { name: 'Save Book' }).click();
    await expect(page.getByText(VALIDATION.bookRequiredFields)).toBeVisible();

    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page.getByRole('textbox', { name: 'Author', exact: true }).fill(author);
    await page.getByRole('textbox', { name: 'ISBN', exact: true }).fill(uniqueIsbn());
    await page.getByRole('textbox', { name: 'Publisher', exact: true }).fill('Harbour Lights Press');
    await page
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('A year of tides, told one month at a time.');
    await page.getByRole('button', { name: 'Save Book' }).click();
    await expect(page.getByText(VALIDATION.chaptersIncomplete)).toBeVisible();

    // A file that is not an image is refused before anything is sent.
    const fileInput = page.locator('input[type="file"]');
    await fileInput.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await expect(page.getByText(VALIDATION.coverInvalidType)).toBeVisible();

    await fileInput.setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: pngCover() });
    await expect(page.getByRole('button', { name: 'Remove cover' })).toBeVisible();
    await expect(page.getByRole('img', { name: `Cover of ${title}` })).toHaveAttribute(
      'src',
      /\/api\/images\//,
    );

    await page.getByLabel('Chapter 1 title').fill('January: Low Water');
    await page.getByLabel('Chapter 1 content').fill('The harbour empties.\n\nGulls walk the mud.');
    await page.getByRole('button', { name: 'Add Chapter' }).click();
    await expect(page.getByLabel('Chapter 2 title')).toBeFocused();
    await page.getByLabel('Chapter 2 title').fill('February: Spring Tides');
    await page.getByLabel('Chapter 2 content').fill('The moon pulls the water high over the quay.');

    await page.getByRole('button', { name: 'Save Book' }).click();
    await expect(page.getByText(BOOK_FORM_MESSAGES.created)).toBeVisible();
    // After a create the form starts again.
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('');
    await expect(page.getByLabel('Chapter 2 title')).toHaveCount(0);

    // ---- The library: search (debounced, in the URL), filters, sort, order, pagination.
    await page.goto('/book-library');
    await expect(page.getByRole('heading', { name: 'Library', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Details of/ }).first()).toBeVisible();
    await expectAccessible(page);

    await searchBox(page).fill(`Almanac ${stamp}`);
    await expect(page).toHaveURL(new RegExp(`q=Almanac(\\+|%20)${stamp}`));
    const myCard = card(page, title);
    await expect(myCard).toBeVisible();
    await expect(myCard.getByText(author)).toBeVisible();
    // A book not started shows no progress bar.
    await expect(myCard.getByText(/% complete/)).toHaveCount(0);
    await expect(myCard.getByRole('button', { name: `Delete ${title}` })).toBeVisible();
    await expect(myCard.locator('img')).toHaveAttribute('loading', 'eager');

    // Authors do not like their own book (decision 018); the favourite toggles at once.
    await expect(myCard.getByRole('button', { name: new RegExp(`^Like ${title}`) })).toHaveCount(0);
    await myCard.getByRole('button', { name: `Add to Favorites: ${title}` }).click();
    await expect(myCard.getByRole('button', { name: `Remove from Favorites: ${title}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Filter Books: Favorites Only keeps it, Reading hides it (it has no status yet), Reset clears.
    await page.getByRole('button', { name: 'Filters' }).click();
    const filters = page.getByRole('dialog', { name: 'Filter Books' });
    await expect(filters.getByRole('button', { name: 'Want to Read' })).toBeVisible();
    await filters.getByRole('switch', { name: 'Favorites Only' }).click();
    await expectAccessible(page);
    await filters.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(/favorites=true/);
    await expect(myCard).toBeVisible();

    await page.getByRole('button', { name: /^Filters/ }).click();
    await filters.getByRole('button', { name: 'Reading' }).click();
    await filters.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(/status=Reading/);
    await expect(page.getByText(UI_TEXT.libraryEmpty)).toBeVisible();

    await page.getByRole('button', { name: /^Filters/ }).click();
    await filters.getByRole('button', { name: 'Reset Filters' }).click();
    await expect(page).not.toHaveURL(/status=|favorites=/);
    await expect(myCard).toBeVisible();

    // Clear the search: all of My Library (here the caller's own books), eight to a page.
    for (let n = 1; n <= 8; n++) await createBookThroughApi(request, user, `Shelf Filler ${n}`);
    await searchBox(page).fill('');
    await expect(page).not.toHaveURL(/q=/);
    await expect(page.getByRole('button', { name: /^Details of/ })).toHaveCount(8);
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await pagination.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(pagination.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    // A new sort field goes back to page 1; the order toggles; Back restores the previous view.
    await page.getByLabel('Sort by').selectOption('title');
    await expect(page).toHaveURL(/sort=title/);
    await expect(page).not.toHaveURL(/page=/);
    // Read the ascending page from its response: the previous page stays on screen while it loads.
    const ascending = page.waitForResponse(
      (r) =>
        r.url().includes('/api/books?') && r.url().includes('sort=title') && r.url().includes('order=asc'),
    );
    await page.getByRole('button', { name: /^Descending order/ }).click();
    await expect(page).toHaveURL(/order=asc/);
    const ascendingBooks = ((await (await ascending).json()) as { books: { title: string }[] }).books;
    const firstTitle = ascendingBooks[0]?.title ?? '';
    await expect(page.locator('article h3').first()).toHaveText(firstTitle);
    await page.goBack();
    await expect(page).not.toHaveURL(/order=asc/);
    await page.reload();
    await expect(page).toHaveURL(/sort=title/);
    await expect(page.locator('article h3').first()).not.toHaveText(firstTitle ?? '');

    // ---- Book Details: rating, comments, notes, tags.
    await page.goto(`/book-library?q=${encodeURIComponent(title)}`);
    await myCard.getByRole('button', { name: `Details of ${title}` }).click();
    const details = page.getByRole('dialog', { name: title });
    await expect(details.getByText(`by ${author}`)).toBeVisible();
    // Authors do not rate their own book (decision 018).
    await expect(details.getByRole('heading', { name: 'Your Rating' })).toHaveCount(0);

    await expect(details.getByRole('heading', { name: 'Comments (0)' })).toBeVisible();
    const comment = details.getByRole('button', { name: 'Comment', exact: true });
    await expect(comment).toBeDisabled();
    await details.getByLabel('Write a comment').fill('   ');
    await expect(comment).toBeDisabled();
    await details.getByLabel('Write a comment').fill('The February chapter is my favourite.');
    await comment.click();
    // The box empties once the comment is saved; until then its text matches as well.
    await expect(details.getByLabel('Write a comment')).toHaveValue('');
    await expect(details.getByText('The February chapter is my favourite.')).toBeVisible();
    await expect(details.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();

    const note = 'Read again in October.';
    await details.getByLabel('Notes').fill(note);
    await expect(details.getByText(`${note.length} / 10,000 characters`)).toBeVisible();
    await expect(details.getByText(LIBRARY_TEXT.notesSaved)).toBeVisible();

    await details.getByLabel('New tag').fill('   ');
    await expect(details.getByRole('button', { name: 'Add', exact: true })).toBeDisabled();
    await details.getByLabel('New tag').fill('  coastal  ');
    await details.getByRole('button', { name: 'Add', exact: true }).click();
    await details.getByLabel('New tag').fill('winter');
    await details.getByLabel('New tag').press('Enter');
    const tags = details.getByRole('list', { name: 'Tags' });
    await expect(tags.getByText('coastal', { exact: true })).toBeVisible();
    await details.getByRole('button', { name: 'Remove tag winter' }).click();
    await expect(tags.getByText('winter')).toHaveCount(0);
    await expectAccessible(page);

    // Everything was saved on the server.
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await page.reload();
    await myCard.getByRole('button', { name: `Details of ${title}` }).click();
    await expect(details.getByLabel('Notes')).toHaveValue(note);
    await expect(tags.getByText('coastal', { exact: true })).toBeVisible();

    // ---- Read Book → 'Reading: {title}' → Back to Details.
    await details.getByRole('button', { name: 'Read Book' }).click();
    const reader = page.getByRole('dialog', { name: LIBRARY_TEXT.readingTitle(title) });
    await expect(reader).toBeVisible();
    await expect(reader.getByRole('heading', { name: 'January: Low Water' })).toBeVisible();
    await expect(reader.getByText('Chapter 1 of 2').first()).toBeAttached();
    await reader.getByRole('button', { name: 'Next Chapter' }).click();
    await expect(reader.getByRole('heading', { name: 'February: Spring Tides' })).toBeVisible();
    await reader.getByRole('button', { name: LIBRARY_TEXT.backToDetails }).first().click();
    await expect(reader).toBeHidden();
    await expect(details.getByText(`by ${author}`)).toBeVisible();

    // ---- Edit (owner only): the form is filled from the server, saves and refills.
    await details.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/edit\//);
    await expect(page.getByRole('heading', { name: 'Edit Book' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
    await expect(page.getByLabel('Chapter 2 title')).toHaveValue('February: Spring Tides');
    await expect(page.getByRole('img', { name: `Cover of ${title}` })).toBeVisible();
    await expectAccessible(page);
    const newTitle = `${title} (Revised)`;
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(newTitle);
    await page.getByRole('button', { name: 'Save Book' }).click();
    await expect(page.getByText(BOOK_FORM_MESSAGES.updated)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(newTitle);

    // ---- Delete, with a confirmation.
    await page.goto(`/book-library?q=${encodeURIComponent(String(stamp))}`);
    const revised = card(page, newTitle);
    await revised.getByRole('button', { name: `Delete ${newTitle}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete “${newTitle}”?` });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(revised).toBeVisible();
    await revised.getByRole('button', { name: `Delete ${newTitle}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(BOOK_MESSAGES.deleted)).toBeVisible();
    await expect(page.getByText(UI_TEXT.libraryEmpty)).toBeVisible();
  });

  test('Add Book creates a draft with its status; the form warns before leaving unsaved changes', async ({
    authedPage: page,
  }) => {
    const stamp = randomInt(100_000, 999_999);
    const title = `Quick Shelf ${stamp}`;
    await page.goto('/book-library');
    await page.getByRole('button', { name: 'Add Book' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Book' });
    await expect(dialog.getByRole('link', { name: 'Open full form' })).toHaveAttribute(
      'href',
      '/book-upload',
    );
    await dialog.getByRole('button', { name: 'Add Book' }).click();
    await expect(dialog.getByText(VALIDATION.bookRequiredFields)).toBeVisible();
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Author').fill('Quick Author');
    await dialog.getByLabel('ISBN').fill(uniqueIsbn());
    await dialog.getByLabel('Status').selectOption('Reading');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Add Book' }).click();
    await expect(page.getByText(BOOK_MESSAGES.draftSaved)).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.goto(`/book-library?status=Reading&q=${stamp}`);
    await expect(card(page, title)).toBeVisible();

    // Unsaved changes: leaving asks first; Cancel stays, Leave goes.
    await page.goto('/book-upload');
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Half a thought');
    await page.getByRole('link', { name: 'Library' }).first().click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(leave.getByText(LIBRARY_TEXT.unsavedChanges)).toBeVisible();
    await leave.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/book-upload$/);
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Half a thought');
    await page.getByRole('link', { name: 'Library' }).first().click();
    await leave.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/book-library$/);
  });

  test('only the owner may edit or delete a book; others see why', async ({ page, request }) => {
    const owner = await createUser(request, 'Owner');
    const reader = await createUser(request, 'Other Reader');
    const stamp = randomInt(100_000, 999_999);
    const title = `Private Margins ${stamp}`;
    const book = await createBookThroughApi(request, owner, title);
    // My Library lists the reader's own books: they favourite this one first.
    const favourite = await request.post(`/api/books/${book._id}/favorite`, {
      headers: { authorization: `Bearer ${reader.token}` },
    });
    expect(favourite.status()).toBe(200);

    await signIn(page, reader);
    await page.goto(`/book-library?q=${stamp}`);
    const theirs = card(page, title);
    await expect(theirs).toBeVisible();
    await expect(theirs.getByRole('button', { name: `Delete ${title}` })).toHaveCount(0);
    await theirs.getByRole('button', { name: `Details of ${title}` }).click();
    await expect(page.getByRole('dialog', { name: title }).getByRole('link', { name: 'Edit' })).toHaveCount(
      0,
    );

    await page.goto(`/edit/${book._id}`);
    await expect(page.getByText(LIBRARY_TEXT.notOwner)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Book' })).toHaveCount(0);

    await page.goto('/edit/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText(BOOK_FORM_MESSAGES.loadFailed)).toBeVisible();
  });

  test('home: featured stories, confirm reading, genres, header search and the favourites tab', async ({
    authedPage: page,
  }) => {
    await expect(page.getByRole('heading', { name: 'Featured Stories' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start Reading' })).toBeVisible();
    const hero = page.getByRole('region', { name: 'Stories worth staying up for' });
    await expect(hero.getByRole('link', { name: 'Start Writing' })).toHaveAttribute('href', '/book-upload');
    await expect(page.getByRole('heading', { name: 'Trending Now' })).toBeVisible();
    await expect(
      page
        .getByRole('button', { name: 'Join Challenge' })
        .or(page.getByRole('link', { name: 'Join Challenge' })),
    ).toBeVisible();
    const fiction = page.getByRole('link', { name: /^Fiction \d+ books?$/ });
    await expect(fiction).toBeVisible();
    await expectAccessible(page);

    // A featured cover asks first; Confirm opens the full-screen reader.
    const firstCover = page.getByRole('button', { name: /^Read .+ by .+$/ }).first();
    const label = (await firstCover.getAttribute('aria-label')) ?? '';
    const [, bookTitle, bookAuthor] = /^Read (.+) by (.+)$/.exec(label) ?? [];
    await firstCover.click();
    const confirm = page.getByRole('dialog', { name: confirmReadingText(bookTitle, bookAuthor) });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await firstCover.click();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    const reader = page.getByRole('dialog', { name: bookTitle });
    await expect(reader.locator('article h1')).toBeVisible();
    await reader.getByRole('button', { name: 'Close' }).first().click();
    await expect(reader).toBeHidden();

    // View All and the genre tiles open the Knowledge Pool.
    await page.getByRole('link', { name: 'View All' }).click();
    await expect(page).toHaveURL(/\/all-books$/);
    await page.goBack();
    await fiction.click();
    await expect(page).toHaveURL(/\/all-books\?category=Fiction/);
    await expect(page.getByRole('button', { name: 'Fiction', pressed: true })).toBeVisible();

    // The header search opens the library filtered by the words.
    await page.goto('/dashboard');
    await page.getByRole('searchbox', { name: 'Search' }).fill('Ledger');
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(page).toHaveURL(/\/book-library\?q=Ledger/);
    await expect(page.getByPlaceholder('Search books...')).toHaveValue('Ledger');
    const ledger = card(page, 'The Honest Ledger: Money Lessons for Small Business Owners');
    await expect(ledger).toBeVisible();
    await ledger.getByRole('button', { name: /^Add to Favorites/ }).click();
    await expect(ledger.getByRole('button', { name: /^Remove from Favorites/ })).toBeVisible();

    await page.goto('/dashboard?tab=favorite');
    await expect(page.getByRole('heading', { name: 'Favorites', level: 1 })).toBeVisible();
    await expect(card(page, 'The Honest Ledger: Money Lessons for Small Business Owners')).toBeVisible();
    await expectAccessible(page);
  });
});
