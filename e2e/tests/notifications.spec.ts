import { UI_TEXT } from '@quire/shared';
import type { APIRequestContext } from '@playwright/test';
import { createUser, type E2EUser, expect, expectAccessible, signIn, test } from '../fixtures';

/** A's own book, created through the API as the book form would. */
async function publishBook(request: APIRequestContext, owner: E2EUser, title: string) {
  const res = await request.post('/api/upload-book', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: {
      title,
      author: owner.name,
      isbn: `979${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(0, 13),
      category: 'Fiction',
      publicationYear: 2024,
      publisher: 'Quire Press',
      language: 'English',
      description: 'A book for the notifications test.',
      chapters: [{ title: 'One', content: 'The first chapter.' }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { _id: string; title: string };
}

test.describe('notifications bell', () => {
  test('B comments on A’s book → A’s dot appears live → opening the dropdown marks it read', async ({
    browser,
    request,
  }) => {
    const ada = await createUser(request, 'Ada Owner');
    const bo = await createUser(request, 'Bo Commenter');
    const book = await publishBook(request, ada, `The Glass Orchard ${Date.now()}`);

    const adaContext = await browser.newContext();
    const boContext = await browser.newContext();
    const adaPage = await adaContext.newPage();
    const boPage = await boContext.newPage();
    try {
      await signIn(adaPage, ada);
      // The page opens its socket once it is quiet; socket.io's CONNECT answer ("40…") means the
      // server has taken it (and put it in Ada's room), however long that took on this machine.
      const socketConnected = adaPage.waitForEvent('websocket').then((socket) =>
        socket.waitForEvent('framereceived', {
          predicate: ({ payload }) => String(payload).startsWith('40'),
        }),
      );
      await adaPage.goto('/dashboard');
      const bell = adaPage.getByRole('button', { name: /^Notifications/ });
      await expect(bell).toBeVisible();
      await expect(adaPage.getByTestId('notifications-unread-dot')).toHaveCount(0);
      // Marks this document: a reload or navigation would lose it.
      await adaPage.evaluate(() => {
        (window as unknown as { __noReload: boolean }).__noReload = true;
      });
      // The socket is connected before the event it must carry.
      await socketConnected;

      await signIn(boPage, bo);
      const comment = await boPage.request.post(`/api/books/${book._id}/comment`, {
        headers: { authorization: `Bearer ${bo.token}` },
        data: { content: 'What a lovely first chapter!' },
      });
      expect(comment.status(), await comment.text()).toBeLessThan(300);

      await expect(adaPage.getByTestId('notifications-unread-dot')).toBeVisible();
      expect(await adaPage.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(
        true,
      );
      await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

      const markedRead = adaPage.waitForRequest(
        (r) => r.method() === 'PUT' && new URL(r.url()).pathname === '/api/notifications/read',
      );
      await bell.click();
      await markedRead;
      const dropdown = adaPage.getByRole('region', { name: 'Notifications' });
      await expect(dropdown.getByRole('heading', { name: 'Notifications' })).toBeVisible();
      const item = dropdown.getByRole('link', {
        name: new RegExp(`Bo Commenter commented on "${book.title}"`),
      });
      await expect(item).toBeVisible();
      await expect(item).toHaveAttribute('href', `/book/${book._id}`);
      await expect(adaPage.getByTestId('notifications-unread-dot')).toHaveCount(0);
      await expectAccessible(adaPage);

      // Read on the server too: a fresh load shows no dot.
      const listed = adaPage.waitForResponse(
        (r) => r.request().method() === 'GET' && new URL(r.url()).pathname === '/api/notifications',
      );
      await adaPage.reload();
      await listed;
      await expect(adaPage.getByRole('button', { name: /^Notifications/ })).toBeVisible();
      await expect(adaPage.getByTestId('notifications-unread-dot')).toHaveCount(0);

      // Nothing about Ada's book reaches Bo.
      await boPage.goto('/dashboard');
      await boPage.getByRole('button', { name: /^Notifications/ }).click();
      await expect(boPage.getByText(UI_TEXT.noNotifications)).toBeVisible();
    } finally {
      await adaContext.close();
      await boContext.close();
    }
  });

  test('an empty bell says No notifications', async ({ authedPage }) => {
    await authedPage.getByRole('button', { name: 'Notifications' }).click();
    await expect(authedPage.getByRole('heading', { name: 'Notifications' })).toBeVisible();
    await expect(authedPage.getByText(UI_TEXT.noNotifications)).toBeVisible();
    await expectAccessible(authedPage);
    await authedPage.keyboard.press('Escape');
    await expect(authedPage.getByRole('heading', { name: 'Notifications' })).toBeHidden();
  });
});
