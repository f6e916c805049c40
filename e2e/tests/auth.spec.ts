import { AUTH_MESSAGES, VALIDATION } from '@quire/shared';
import { createUser, expect, expectAccessible, test } from '../fixtures';

test.describe('sign-up, sign-in and sign-out', () => {
  test('register → sign in → dashboard → reload stays signed in → log out', async ({ page }) => {
    const email = `flow-${Date.now()}@example.com`;
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: AUTH_MESSAGES.welcomeBack })).toBeVisible();
    await expectAccessible(page);

    await page.getByText(AUTH_MESSAGES.switchToRegister).click();
    await page.getByLabel('Name').fill('Flow Reader');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('secret-words');
    await page
      .locator('form')
      .getByRole('button', { name: /sign up|create account/i })
      .click();
    await expect(page.getByText(AUTH_MESSAGES.registerSuccess)).toBeVisible();
    await expect(page.getByRole('heading', { name: AUTH_MESSAGES.welcomeBack })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('');

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('secret-words');
    await page
      .locator('form')
      .getByRole('button', { name: /sign in/i })
      .click();
    await expect(page.getByText(AUTH_MESSAGES.loginSuccess)).toBeVisible();
    await page.waitForURL('**/dashboard');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

    await page.reload();
    await expect(page).toHaveURL(/\/dashboard/);
    await expect(page.getByRole('button', { name: 'Log out' }).first()).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Log out' }).first().click();
    await page.waitForURL('**/auth');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto('/dashboard');
    await page.waitForURL('**/auth');
  });

  test('shows every validation message and sends nothing when a check fails', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/auth/login') || r.url().includes('/api/auth/register')) calls.push(r.url());
    });
    await page.goto('/auth');
    const submit = page.locator('form').getByRole('button', { name: /sign in/i });
    await submit.click();
    await expect(page.getByText(VALIDATION.emailRequired)).toBeVisible();
    await expect(page.getByText(VALIDATION.passwordRequired)).toBeVisible();

    await page.getByLabel('Email').fill('not-an-email');
    await expect(page.getByText(VALIDATION.emailRequired)).toBeHidden();
    await page.getByLabel('Password', { exact: true }).fill('123');
    await submit.click();
    await expect(page.getByText(VALIDATION.emailInvalid)).toBeVisible();
    await expect(page.getByText(VALIDATION.passwordTooShort)).toBeVisible();

    await page.getByText(AUTH_MESSAGES.switchToRegister).click();
    await expect(page.getByText(VALIDATION.emailInvalid)).toBeHidden();
    await page
      .locator('form')
      .getByRole('button', { name: /sign up|create account/i })
      .click();
    await expect(page.getByText(VALIDATION.nameRequired)).toBeVisible();
    expect(calls).toEqual([]);
    await expectAccessible(page);
  });

  test('a wrong password shows the server message', async ({ page, request }) => {
    const user = await createUser(request);
    await page.goto('/auth');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('definitely-wrong');
    await page
      .locator('form')
      .getByRole('button', { name: /sign in/i })
      .click();
    await expect(page.getByText(AUTH_MESSAGES.invalidCredentials)).toBeVisible();
  });

  test('unknown paths and signed-out protected routes go to /auth', async ({ page }) => {
    await page.goto('/no/such/page');
    await page.waitForURL('**/auth');
    await page.goto('/reading-goals');
    await page.waitForURL('**/auth');
  });
});

test('the landing page has every section and its buttons lead to /auth', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Popular This Week' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  await expect(page.getByText(/no credit card/i).first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Get Started' }).first().click();
  await page.waitForURL('**/auth');
});

test.describe('a dark system setting', () => {
  test.use({ colorScheme: 'dark' });
  test('the landing page and sign-in follow it, with no axe finding', async ({ page }) => {
    for (const path of ['/', '/auth']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expectAccessible(page);
    }
  });
});
