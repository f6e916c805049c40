import { BOOKS_OUT_MESSAGES as M } from '@quire/shared';
import { expect, expectAccessible, test } from '../fixtures';

const basic = (email: string, secret: string) =>
  `Basic ${Buffer.from(`${email}:${secret}`).toString('base64')}`;

test.describe('E-reader apps (OPDS) on the profile screen', () => {
  test('creates an app password shown once, lists it, and revokes it', async ({
    authedPage: page,
    user,
    request,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/profile');
    const section = page.getByRole('region', { name: M.sectionTitle });
    await expect(section).toBeVisible();
    await expect(section.getByRole('textbox', { name: M.catalogueUrlLabel })).toHaveValue(`${baseURL}/opds`);
    await expect(section.getByText(M.empty)).toBeVisible();

    // A blank device name is refused with the contract's message.
    await section.getByRole('button', { name: M.createButton }).click();
    await expect(section.getByText(M.appPasswordNameRequired)).toBeVisible();

    await section.getByRole('textbox', { name: M.deviceNameLabel }).fill('Kobo Clara');
    await section.getByRole('button', { name: M.createButton }).click();
    const panel = section.getByRole('region', { name: `${M.newPasswordLabel}: Kobo Clara` });
    await expect(panel).toBeVisible();
    await expect(panel.getByText(M.newPasswordHint)).toBeVisible();
    const secret = (await panel.getByTestId('app-password-secret').textContent()) ?? '';
    expect(secret).toMatch(/^([a-z2-7]{4}-){12}[a-z2-7]{4}$/);

    await panel.getByRole('button', { name: `${M.copy} ${M.newPasswordLabel.toLowerCase()}` }).click();
    await expect(
      panel.getByRole('button', { name: `${M.copied} ${M.newPasswordLabel.toLowerCase()}` }),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);

    const list = section.getByRole('list', { name: M.listTitle });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByText('Kobo Clara')).toBeVisible();
    await expect(list.getByText(M.neverUsed)).toBeVisible();
    await expectAccessible(page, { include: 'section' });

    // The e-reader signs in with the e-mail and the app password.
    const catalogue = await request.get('/opds', { headers: { authorization: basic(user.email, secret) } });
    expect(catalogue.status()).toBe(200);

    await panel.getByRole('button', { name: M.done }).click();
    await expect(panel).toBeHidden();
    await expect(section.getByText(secret)).toHaveCount(0);
    await page.reload();
    await expect(list.getByText(/^Last used /)).toBeVisible();

    await list.getByRole('button', { name: M.revokeLabel('Kobo Clara') }).click();
    const dialog = page.getByRole('dialog', { name: M.revokeTitle });
    await expect(dialog.getByText(M.revokeBody('Kobo Clara'))).toBeVisible();
    await dialog.getByRole('button', { name: M.revoke }).click();
    await expect(page.getByText(M.appPasswordRevoked)).toBeVisible();
    await expect(section.getByText(M.empty)).toBeVisible();

    const after = await request.get('/opds', { headers: { authorization: basic(user.email, secret) } });
    expect(after.status()).toBe(401);
  });
});
