import path from 'node:path';
import { IMPORT_MESSAGES } from '@quire/shared';
import { expect, expectAccessible, test } from '../fixtures';

const fixtures = path.resolve(import.meta.dirname, '../../apps/server/test/fixtures/books');

test.describe('Import books', () => {
  test('imports an EPUB and a Markdown file at once, then reads a chapter of the draft', async ({
    authedPage: page,
  }) => {
    await page.goto('/book-library');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: IMPORT_MESSAGES.dialogTitle });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, { include: 'dialog' });

    await dialog
      .getByLabel('Choose files to import')
      .setInputFiles([
        path.join(fixtures, 'lantern-keeper.epub3.epub'),
        path.join(fixtures, 'salt-and-cedar.md'),
      ]);

    const epub = dialog.getByRole('listitem', { name: 'lantern-keeper.epub3.epub' });
    const markdown = dialog.getByRole('listitem', { name: 'salt-and-cedar.md' });
    await expect(epub.getByText('“The Lantern Keeper”')).toBeVisible();
    await expect(epub.getByText('3 chapters', { exact: false })).toBeVisible();
    await expect(markdown.getByText('“Salt and Cedar”')).toBeVisible();
    await expect(markdown.getByRole('link', { name: 'Review draft Salt and Cedar' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'imported as the draft' })).toHaveText(
      'salt-and-cedar.md imported as the draft “Salt and Cedar”',
    );
    await expectAccessible(page, { include: 'dialog' });

    // The draft is in My books, marked as a draft.
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page
      .getByRole('link', { name: 'My books' })
      .or(page.getByRole('button', { name: 'My books' }))
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'The Lantern Keeper' }).first()).toBeVisible();

    // Read it: its second chapter, with the imported emphasis as emphasis.
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.getByRole('link', { name: 'Read The Lantern Keeper' }).click();
    await expect(page.getByRole('heading', { name: 'The Storm' })).toBeVisible();
    await expect(page.locator('[data-paragraph="1"] em').first()).toHaveText('Keep the light');
    await page
      .getByRole('button', { name: /Next Chapter/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'The Ship' })).toBeVisible();
    await expect(page.locator('[data-paragraph="1"] strong')).toHaveText('It was not enough.');
    await expect(page.locator('footer').getByText('Chapter 2 of 3')).toBeVisible();
  });

  test('shows why a file was refused', async ({ authedPage: page }) => {
    await page.goto('/book-upload');
    await page.getByRole('button', { name: 'Import from a file' }).click();
    const dialog = page.getByRole('dialog', { name: IMPORT_MESSAGES.dialogTitle });
    await dialog.getByLabel('Choose files to import').setInputFiles([
      { name: 'broken.epub', mimeType: 'application/epub+zip', buffer: Buffer.from('not a zip at all') },
      { name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') },
    ]);
    await expect(dialog.getByRole('listitem', { name: 'broken.epub' })).toContainText(IMPORT_MESSAGES.notZip);
    await expect(dialog.getByRole('listitem', { name: 'notes.pdf' })).toContainText(
      IMPORT_MESSAGES.unsupportedType,
    );
  });
});
