import { expect, test } from '../fixtures';

/** Console errors and uncaught exceptions of a page (a hydration mismatch is reported as one). */
function collectErrors(page: import('@playwright/test').Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('prerendered pages', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the landing page and the sign-in screen arrive as finished HTML', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveTitle('Quire — discover stories worth staying up for');
      await expect(
        page.getByRole('heading', { name: 'Discover stories worth staying up for.' }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Popular This Week' })).toBeAttached();

      await page.getByRole('link', { name: 'Browse the full library' }).click();
      await page.waitForURL('**/auth');
      await expect(page).toHaveTitle('Sign in · Quire');
      await expect(page.getByRole('heading', { name: 'Welcome Back!' })).toBeVisible();
      await expect(page.getByLabel('Email')).toBeVisible();
    });
  });

  test('the landing page hydrates without a mismatch and loads no signed-in code', async ({ page }) => {
    const errors = collectErrors(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    // The menu button only works once React has taken the page over.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    // The Popular This Week strip is asked for after hydration: its loading state ends.
    await expect(page.getByText('Loading popular books')).toHaveCount(0);
    expect(scripts.filter((script) => /\/(?:vendor|session|app|ui)-[\w-]+\.js$/.test(script))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the sign-in screen hydrates without a mismatch and switches modes', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/auth');
    await page.getByRole('button', { name: "Don't have an account? Sign Up" }).click();
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    await expect(page.getByLabel('Name')).toBeVisible();
    await page.getByRole('button', { name: 'Already have an account? Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome Back!' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
