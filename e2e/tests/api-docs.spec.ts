import { expect, test } from '../fixtures';

// The API's documentation, from the bundled server that `npm start` runs: its viewer's own pages
// and scripts are found beside the package they come from, and the viewer reads the document.
test('the API documentation opens in the browser with its operations', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Quire API/ })).toBeVisible();
  await expect(page.getByText('/api/books/popular', { exact: true }).first()).toBeVisible();
  expect(failed).toEqual([]);
});
