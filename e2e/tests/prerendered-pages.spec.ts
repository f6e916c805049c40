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

  test.describe('before the code has arrived', () => {
    /**
     * Holds the pages' code (every script but the small start script) until `release` is called,
     * as a slow connection would: until then the prerendered buttons have no handlers.
     */
    async function holdCode(page: import('@playwright/test').Page) {
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/static\/js\/(?!start-)[^/]+\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      return release;
    }

    test('a switch to Create Account clicked on the sign-in screen is not lost', async ({ page }) => {
      const errors = collectErrors(page);
      const release = await holdCode(page);
      await page.goto('/auth', { waitUntil: 'domcontentloaded' });
      await page.getByLabel('Email').fill('early@example.com');
      await page.getByRole('button', { name: "Don't have an account? Sign Up" }).click();
      await expect(page.getByRole('heading', { name: 'Welcome Back!' })).toBeVisible();
      release();
      await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
      await expect(page.getByLabel('Name')).toBeVisible();
      // Switching clears the fields.
      await expect(page.getByLabel('Email')).toHaveValue('');
      await page.getByRole('button', { name: 'Already have an account? Sign In' }).click();
      await expect(page.getByRole('heading', { name: 'Welcome Back!' })).toBeVisible();
      expect(errors).toEqual([]);
    });

    test('what is typed, the password toggle and Sign In are kept until the code is in', async ({
      page,
      user,
    }) => {
      const release = await holdCode(page);
      await page.goto('/auth', { waitUntil: 'domcontentloaded' });
      await page.getByLabel('Email').fill(user.email);
      await page.getByLabel('Password', { exact: true }).fill(user.password);
      await page.getByRole('button', { name: 'Show password' }).click();
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      // Nothing has gone anywhere: no address with the password in it.
      expect(page.url()).not.toContain('password');
      release();
      await expect(page.getByRole('button', { name: 'Hide password' })).toBeVisible();
      await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
      await page.waitForURL('**/dashboard');
    });

    test('a sign-in sent with Enter before the code is in is sent once it is, never as a plain form', async ({
      page,
      user,
    }) => {
      const release = await holdCode(page);
      await page.goto('/auth', { waitUntil: 'domcontentloaded' });
      await page.getByLabel('Email').fill(user.email);
      await page.getByLabel('Password', { exact: true }).fill(user.password);
      await page.getByLabel('Password', { exact: true }).press('Enter');
      await page.waitForTimeout(200);
      expect(page.url()).not.toContain('password');
      release();
      await page.waitForURL('**/dashboard');
    });

    test('the landing page menu opened before the code is in opens', async ({ page }) => {
      const errors = collectErrors(page);
      const release = await holdCode(page);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      await page.getByRole('button', { name: 'Open menu' }).click();
      release();
      await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
      expect(errors).toEqual([]);
    });
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
