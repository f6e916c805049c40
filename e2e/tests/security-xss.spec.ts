import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { createUser, type E2EUser, expect, expectAccessible, signIn, test } from '../fixtures';

/**
 * Stored XSS: every text field a reader can write (names, bios, titles, authors, descriptions,
 * chapters, comments, notes, tags, collections) is filled with script payloads, then the screens
 * that show them are opened in Chromium. No payload may run: no dialog opens and the flag every
 * payload would set stays unset. The payloads show as plain text, and the Content-Security-Policy
 * header is on HTML and API answers.
 */

/** Each payload would set window.__xss (or open a dialog) if it ever ran. */
const PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1;alert(1)">',
  '"><svg onload="window.__xss=1">',
  "'><iframe srcdoc='<script>parent.__xss=1</script>'>",
  '<a href="javascript:window.__xss=1">click me</a>',
  'javascript:window.__xss=1//',
  '<details open ontoggle="window.__xss=1">',
  '{{constructor.constructor("window.__xss=1")()}}',
  '" autofocus onfocus="window.__xss=1" x="',
];
const SHORT = '<img src=x onerror=alert(1)>';
const all = PAYLOADS.join(' ');

async function api(request: APIRequestContext, user: E2EUser, method: string, url: string, data?: unknown) {
  const res = await request.fetch(url, {
    method,
    headers: { authorization: `Bearer ${user.token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
  return res.json();
}

function profile(user: E2EUser, name: string, bio: string) {
  return {
    name,
    email: user.email,
    bio,
    avatar: null,
    readingPreferences: [SHORT],
    notificationSettings: {
      emailNotifications: true,
      newComments: true,
      newLikes: true,
      newRatings: true,
      newChapters: true,
      achievementAlerts: true,
    },
    privacySettings: { publicProfile: true, showReadingActivity: true, showBookshelf: true },
    theme: 'light',
    language: 'en',
  };
}

/** Elements a payload would create if it were rendered as HTML rather than text. */
const INJECTED =
  'img[src="x"], [onerror], [onload], [ontoggle], [onfocus], iframe[srcdoc], a[href^="javascript:" i], script:not([src])';

/**
 * Fails if any payload ran (a dialog opened or the flag was set) or was rendered as markup at all
 * (the CSP would block most of it; escaping must not rely on that).
 */
async function expectNoScriptRan(page: Page, dialogs: string[], where: string) {
  await page.waitForTimeout(300);
  await expect(page.locator(INJECTED), `markup from payloads on ${where}`).toHaveCount(0);
  expect(dialogs, `dialogs on ${where}`).toEqual([]);
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss),
    `flag on ${where}`,
  ).toBeUndefined();
}

test.describe('stored XSS', () => {
  test('payloads in every text field render as text and never run', async ({ page, request }) => {
    test.slow();
    const marker = `xss${randomUUID().slice(0, 8)}`;
    const author = await createUser(request, `${PAYLOADS[1]}`.slice(0, 100));
    const commenter = await createUser(request, `${PAYLOADS[2]}`.slice(0, 100));
    await api(request, author, 'PUT', '/api/auth/user', profile(author, PAYLOADS[0]!, all));

    const isbn = `978${String(Date.now()).slice(-10)}`;
    const book = await api(request, author, 'POST', '/api/upload-book', {
      title: `${marker} ${PAYLOADS[1]}`,
      author: PAYLOADS[2],
      isbn,
      category: 'Fiction',
      genre: SHORT,
      publisher: PAYLOADS[3],
      description: all,
      chapters: [
        { title: PAYLOADS[0], content: `${all}\n\n${all}` },
        { title: PAYLOADS[4], content: all },
      ],
    });
    const bookId = book._id as string;
    // A cover URL that is a script is refused outright.
    const badCover = await request.put(`/api/upload-book/${bookId}`, {
      headers: { authorization: `Bearer ${author.token}` },
      data: { ...book, coverImage: 'javascript:window.__xss=1', chapters: book.chapters },
    });
    expect(badCover.status()).toBe(400);

    await api(request, author, 'PUT', `/api/books/${bookId}`, {
      notes: all,
      tags: PAYLOADS.filter((p) => p.length <= 40).concat(SHORT),
      status: 'Reading',
      progress: 10,
    });
    await api(request, author, 'POST', `/api/books/${bookId}/favorite`);
    await api(request, author, 'PUT', `/api/books/${bookId}/position`, { chapter: 1, position: 0.2 });
    await api(request, author, 'POST', '/api/collections', {
      name: PAYLOADS[1],
      description: all.slice(0, 500),
    });
    for (const payload of PAYLOADS.slice(0, 4))
      await api(request, commenter, 'POST', `/api/books/${bookId}/comment`, { content: payload });
    await api(request, commenter, 'POST', `/api/books/${bookId}/chapters/1/comments`, { content: all });

    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await signIn(page, author);

    // Library: the card, then the details modal (title, author, notes, tags, comments).
    await page.goto(`/book-library?q=${marker}`);
    await expect(page.getByText(marker).first()).toBeVisible();
    await expectNoScriptRan(page, dialogs, 'library');
    await page
      .getByRole('button', { name: new RegExp(`Details of ${marker}`) })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByText(PAYLOADS[0]!).first()).toBeAttached();
    await expectNoScriptRan(page, dialogs, 'book details');
    await expectAccessible(page, { include: 'dialog' });

    const screens = [
      `/book-reader?book=${bookId}&chapter=1`,
      `/book-reader?book=${bookId}&chapter=2`,
      '/profile',
      `/u/${author.id}`,
      '/dashboard',
      '/bookshelf',
      '/book-management',
      '/reading-progress',
      '/reading-history',
    ];
    for (const screen of screens) {
      await page.goto(screen);
      await page.waitForLoadState('networkidle');
      await expectNoScriptRan(page, dialogs, screen);
    }
    // The reader shows the chapter text literally.
    await page.goto(`/book-reader?book=${bookId}&chapter=1`);
    await expect(page.getByText('<script>window.__xss=1</script>').first()).toBeVisible();
    await expectNoScriptRan(page, dialogs, 'reader text');

    // The commenter sees the author's name and the notification it caused.
    await signIn(page, commenter);
    await page.goto(`/u/${author.id}`);
    await expect(page.getByText(PAYLOADS[0]!).first()).toBeVisible();
    await expectNoScriptRan(page, dialogs, 'public profile (other reader)');
    await signIn(page, author);
    await page.goto('/dashboard');
    await page.waitForLoadState('networkidle');
    await expectNoScriptRan(page, dialogs, 'dashboard with notifications');
  });

  test('sends a Content-Security-Policy on HTML and API answers', async ({ request }) => {
    for (const url of ['/', '/auth', '/book-library', '/api/health', '/api/books/popular']) {
      const res = await request.get(url);
      const csp = res.headers()['content-security-policy'];
      expect(csp, url).toBeDefined();
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain("'unsafe-eval'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(res.headers()['x-content-type-options']).toBe('nosniff');
    }
  });
});
