import { readFile } from 'node:fs/promises';
import { IMPORT_TITLE_MAX_LENGTH, DATA_TRANSFER_MESSAGES as M } from '@quire/shared';
import { expect, expectAccessible, test } from '../fixtures';

const HEADER =
  'Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Owned Copies';

/** One demo catalogue book (by its title, no ISBN), one book read elsewhere, one row without a title. */
const GOODREADS_CSV = [
  HEADER,
  '1,The Quiet at Gull Point,Hester Lyle,"Lyle, Hester",,"=""""","=""""",4,4.00,,,,,,2024/05/02,2024/05/01,,,read,"Lovely, ""quiet"" book.",,,1,0',
  '2,Kafka on the Shore,Haruki Murakami,"Murakami, Haruki",,"=""""","=""""",5,4.14,,,505,,,2024/06/01,2024/05/20,,,read,,,,1,0',
  '3,,Nobody,,,"=""""","=""""",0,0,,,,,,,,,,to-read,,,,0,0',
].join('\r\n');

test.describe('Your data (profile screen)', () => {
  test('imports a Goodreads CSV and shows the summary with the rows it could not read', async ({
    authedPage: page,
  }) => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: M.sectionTitle })).toBeVisible();
    await page.getByTestId('import-csv-input').setInputFiles({
      name: 'goodreads_library_export.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(GOODREADS_CSV),
    });
    await expect(page.getByText(M.importDone)).toBeVisible();
    await expect(page.getByText(M.matched(1))).toBeVisible();
    await expect(page.getByText(M.outside(1))).toBeVisible();
    await expect(page.getByText(M.skipped(0))).toBeVisible();
    await expect(page.getByRole('list', { name: M.rowErrorsTitle })).toHaveText(M.rowError(4, M.rowNoTitle));
    await expectAccessible(page);

    await page.goto('/reading-progress');
    await expect(page.getByText(M.outsidePages(505))).toBeVisible();
  });

  test('after a reload, shows how the latest import ended (from its job), dismissible', async ({
    authedPage: page,
  }) => {
    await page.goto('/profile');
    await page.getByTestId('import-csv-input').setInputFiles({
      name: 'goodreads_library_export.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(GOODREADS_CSV),
    });
    await expect(page.getByText(M.importDone)).toBeVisible();

    // The page forgets its answer; the server's job still says how the import ended.
    await page.reload();
    await expect(page.getByText(M.importDone)).toBeVisible();
    for (const line of [M.matched(1), M.outside(1), M.skipped(0), M.rowErrorsCount(1)])
      await expect(page.getByText(line)).toBeVisible();
    await expect(page.getByText('goodreads_library_export.csv')).toBeVisible();
    await expectAccessible(page);

    // Dismissed by keyboard, it is gone for good; the keyboard goes back to Choose CSV file.
    await page.getByRole('button', { name: M.dismissImport }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(M.importDone)).toHaveCount(0);
    // (The file input is named like the button it stands behind.)
    const choose = page.locator('button', { hasText: M.chooseFile });
    await expect(choose).toBeFocused();
    await page.reload();
    await expect(page.getByRole('heading', { name: M.sectionTitle })).toBeVisible();
    await expect(choose).toBeVisible();
    await expect(page.getByText(M.importDone)).toHaveCount(0);
  });

  test('after a reload, shows the refusal of an import that failed', async ({ authedPage: page }) => {
    await page.goto('/profile');
    const longTitle = [HEADER, `1,${'T'.repeat(100 * 1024)},Someone,,,,,0,0,,,,,,,,,,read,,,,0,0`].join(
      '\r\n',
    );
    await page.getByTestId('import-csv-input').setInputFiles({
      name: 'long-title.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(longTitle),
    });
    const refusal = M.fieldTooLong(2, 'Title', IMPORT_TITLE_MAX_LENGTH);
    await expect(page.getByRole('alert').filter({ hasText: refusal })).toBeVisible();
    await page.reload();
    await expect(page.getByText(refusal)).toBeVisible();
    await expect(page.getByText('long-title.csv')).toBeVisible();
    await expectAccessible(page);
  });

  test('downloads the Goodreads CSV and everything', async ({ authedPage: page }) => {
    await page.goto('/profile');
    const csvDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: M.exportCsv }).click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toBe('goodreads_library_export.csv');
    expect((await readFile((await csv.path())!, 'utf8')).split('\r\n')[0]).toBe(HEADER);

    const zipDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: M.exportAll }).click();
    const zip = await zipDownload;
    expect(zip.suggestedFilename()).toMatch(/^quire-export-\d{4}-\d{2}-\d{2}\.zip$/);
    const bytes = await readFile((await zip.path())!);
    // A zip file starts with PK\x03\x04.
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    await expect(page.getByText(`${M.downloadDone}: ${zip.suggestedFilename()}`)).toBeVisible();
  });
});
