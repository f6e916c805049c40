import path from 'node:path';
import { FILE_WORK_MESSAGES, IMPORT_MESSAGES } from '@quire/shared';
import { expect, expectAccessible, test } from '../fixtures';

const fixtures = path.resolve(import.meta.dirname, '../../apps/server/test/fixtures/books');

test.describe('Import jobs after a reload', () => {
  test('a finished import and a refused one are listed by the server after the page reloads', async ({
    authedPage: page,
  }) => {
    await page.goto('/book-library');
    const openDialog = async () => {
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: IMPORT_MESSAGES.dialogTitle });
      await expect(dialog).toBeVisible();
      return dialog;
    };

    let dialog = await openDialog();
    await dialog.getByLabel('Choose files to import').setInputFiles(path.join(fixtures, 'salt-and-cedar.md'));
    await expect(
      dialog.getByRole('listitem', { name: 'salt-and-cedar.md' }).getByRole('link', {
        name: 'Review draft Salt and Cedar',
      }),
    ).toBeVisible();
    await dialog.getByLabel('Choose files to import').setInputFiles({
      name: 'broken.epub',
      mimeType: 'application/epub+zip',
      buffer: Buffer.from('not a zip at all'),
    });
    await expect(dialog.getByRole('listitem', { name: 'broken.epub' })).toContainText(IMPORT_MESSAGES.notZip);

    // The page forgets its own list; the server still knows how each file ended.
    await page.reload();
    dialog = await openDialog();
    const recent = dialog.getByRole('region', { name: FILE_WORK_MESSAGES.recentImports });
    const imported = recent.getByRole('listitem', { name: 'salt-and-cedar.md' });
    await expect(imported).toContainText('“Salt and Cedar”');
    await expect(imported.getByRole('link', { name: 'Review draft Salt and Cedar' })).toBeVisible();
    const refused = recent.getByRole('listitem', { name: 'broken.epub' });
    await expect(refused).toContainText(IMPORT_MESSAGES.notZip);
    await expectAccessible(page, { include: 'dialog' });

    // Dismissed, it is gone for good (also after another reload); the keyboard stays in the list.
    await refused.getByRole('button', { name: FILE_WORK_MESSAGES.dismiss('broken.epub') }).click();
    await expect(refused).toHaveCount(0);
    await expect(
      imported.getByRole('button', { name: FILE_WORK_MESSAGES.dismiss('salt-and-cedar.md') }),
    ).toBeFocused();
    await page.reload();
    dialog = await openDialog();
    await expect(dialog.getByRole('listitem', { name: 'salt-and-cedar.md' })).toBeVisible();
    await expect(dialog.getByRole('listitem', { name: 'broken.epub' })).toHaveCount(0);

    // Review draft opens the draft's form.
    await dialog.getByRole('link', { name: 'Review draft Salt and Cedar' }).click();
    await expect(page).toHaveURL(/\/edit\//);
  });
});
