import { PROFILE_MESSAGES, READING_INTERESTS } from '@quire/shared';
import { createUser, expect, expectAccessible, signIn, test } from '../fixtures';

/** The smallest valid PNG (1x1, opaque). */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);

test.describe('Profile Settings', () => {
  test('edits, saves with a request-id, and shows Update successful!', async ({ authedPage: page }) => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
    for (const interest of READING_INTERESTS)
      await expect(page.getByRole('button', { name: interest, exact: true })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Email Notifications' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Public Profile' })).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Bio').fill('I read on trains and in the bath.');
    const poetry = page.getByRole('button', { name: 'Poetry', exact: true });
    await poetry.click();
    await expect(poetry).toHaveAttribute('aria-pressed', 'true');
    const likes = page.getByRole('switch', { name: 'New Likes' });
    await likes.click();
    await expect(likes).toHaveAttribute('aria-checked', 'false');

    const saved = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/api/auth/user'));
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const request = await saved;
    expect(request.headers()['request-id']).toMatch(/^\d{13}$/);
    expect(request.postDataJSON()).toMatchObject({
      bio: 'I read on trains and in the bath.',
      readingPreferences: ['Poetry'],
      notificationSettings: { newLikes: false },
    });
    await expect(page.getByText(PROFILE_MESSAGES.updated)).toBeVisible();
    // The success toast meets AA contrast as well as the page does.
    await expectAccessible(page, { include: '[data-sonner-toaster]', toastsOpen: true });

    await page.reload();
    await expect(page.getByLabel('Bio')).toHaveValue('I read on trains and in the bath.');
    await expect(page.getByRole('button', { name: 'Poetry', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('switch', { name: 'New Likes' })).toHaveAttribute('aria-checked', 'false');
  });

  test('Cancel restores the saved values', async ({ authedPage: page }) => {
    await page.goto('/profile-customization');
    const name = page.getByLabel('Display Name');
    await expect(name).toHaveValue('Test Reader');
    await name.fill('Someone Else');
    await page.getByRole('button', { name: 'Mystery', exact: true }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(name).toHaveValue('Test Reader');
    await expect(page.getByRole('button', { name: 'Mystery', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test('the theme and the language apply to the whole app', async ({ authedPage: page }) => {
    await page.goto('/profile');
    await page.getByText('Dark', { exact: true }).click();
    await page.getByLabel('Language', { exact: true }).selectOption('fr');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(PROFILE_MESSAGES.updated)).toBeVisible();
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(html).toHaveAttribute('lang', 'fr');
    // The toast outlet is not part of this screen's palette; check the screen once it is gone.
    await expect(page.getByText(PROFILE_MESSAGES.updated)).toBeHidden();
    await expectAccessible(page);

    await page.goto('/dashboard');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(html).toHaveAttribute('lang', 'fr');
    await expectAccessible(page);
  });

  test('uploads an avatar at once, and refuses a file that is not an image', async ({ authedPage: page }) => {
    await page.goto('/profile');
    const picker = page.getByLabel('Change avatar');
    await expect(picker).toHaveAttribute('accept', 'image/*');
    await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await expect(page.getByText(PROFILE_MESSAGES.avatarUploaded)).toBeVisible();
    await expect(page.getByRole('img', { name: /avatar/ })).toHaveAttribute('src', /^\/api\/images\//);

    await picker.setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not an image'),
    });
    await expect(page.getByText(PROFILE_MESSAGES.avatarFailed)).toBeVisible();
  });

  test('Back returns to the previous page', async ({ authedPage: page }) => {
    await page.goto('/dashboard');
    await page.getByRole('link', { name: /Test Reader/ }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/dashboard/);
  });

  test('log out everywhere ends the session on this device', async ({ authedPage: page }) => {
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Log out everywhere' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log out everywhere' }).click();
    await page.waitForURL('**/auth');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});

test.describe('public profile', () => {
  test('a private profile shows only the name to other readers', async ({ page, request }) => {
    const owner = await createUser(request, 'Priya Private');
    const me = owner.token;
    const profile = await (
      await request.get('/api/auth/user', { headers: { authorization: `Bearer ${me}` } })
    ).json();
    const put = await request.put('/api/auth/user', {
      headers: { authorization: `Bearer ${me}` },
      data: {
        ...profile,
        bio: 'Secret bio',
        privacySettings: { ...profile.privacySettings, publicProfile: false },
      },
    });
    expect(put.status()).toBe(200);

    const viewer = await createUser(request, 'Vic Viewer');
    await signIn(page, viewer);
    await page.goto(`/u/${owner.id}`);
    await expect(page.getByRole('heading', { name: 'Priya Private' })).toBeVisible();
    await expect(page.getByText('This profile is private.')).toBeVisible();
    await expect(page.getByText('Secret bio')).toHaveCount(0);
    await expectAccessible(page);
  });
});
