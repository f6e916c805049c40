import { readFile } from 'node:fs/promises';
import { DATA_TRANSFER_MESSAGES as M } from '@quire/shared';
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
