import { AUTH_MESSAGES } from '@quire/shared';
import { ssoButtonLabel } from '@quire/shared/messages/sso';
import { startTestProvider, type TestProvider } from '../../apps/server/test/oidc-provider';
import { expect, test } from '../fixtures';
import { SSO_PROVIDER } from '../sso';

// A real OpenID Connect provider (oidc-provider with its development login pages) for this file.
let provider: TestProvider;
test.beforeAll(async ({ baseURL }) => {
  provider = await startTestProvider(
    [{ sub: 'sso-reader', email: 'sso-reader@example.com', email_verified: true, name: 'Sso Reader' }],
    SSO_PROVIDER.port,
  );
  provider.serve(SSO_PROVIDER, [`${baseURL}/api/auth/oidc/callback`]);
});
test.afterAll(async () => {
  await provider?.close();
});

test('single sign-on: sign in at the provider, land signed in, sign out, sign in again', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('link', { name: ssoButtonLabel(SSO_PROVIDER.name) }).click();

  // The provider's development login page: any login name with any password.
  await page.locator('input[name="login"]').fill('sso-reader');
  await page.locator('input[name="password"]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText(AUTH_MESSAGES.loginSuccess)).toBeVisible();
  await page.waitForURL('**/dashboard');
  // The one-time code is gone from the address and the token is where a password sign-in puts it.
  expect(page.url()).not.toContain('sso=');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  await page.getByRole('button', { name: 'Log out' }).first().click();
  await page.waitForURL('**/auth');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // The provider remembers the sign-in and the consent: straight back, signed in.
  await page.getByRole('link', { name: ssoButtonLabel(SSO_PROVIDER.name) }).click();
  await page.waitForURL('**/dashboard');
  await expect(page.getByRole('button', { name: 'Log out' }).first()).toBeVisible();
});
