import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/**
 * The first script of a signed-in page asks for the page's first data while the app's code
 * downloads (src/boot.ts, decision 046). Each such request must be one the app then makes: the
 * app takes its answer instead of asking again. A request it never takes would be a wasted
 * request (its path or query drifted from the app's own), caught here.
 */
async function earlyRequests(page: Page) {
  return page.evaluate(() => {
    const urls = (name: string) =>
      performance.getEntriesByName(name).map((mark) => (mark as PerformanceMark).detail as string);
    return { asked: urls('quire:early-request'), taken: urls('quire:early-taken') };
  });
}

/**
 * The token is in place before the first page of the test loads: no other page of the app (the
 * sign-in screen checking a token set under it) makes requests that could be counted here.
 */
async function signInBeforeAnyPage(page: Page, token: string) {
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
}

/** Waits until the app has taken every early answer; resolves with what was asked for early. */
async function everyEarlyRequestTaken(page: Page): Promise<string[]> {
  await expect
    .poll(async () => {
      const { asked, taken } = await earlyRequests(page);
      return asked.length > 0 && asked.every((url) => taken.includes(url));
    })
    .toBe(true);
  return (await earlyRequests(page)).asked;
}

/** Every request the page made to the API, path and query, in order. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && request.method() === 'GET') calls.push(url.pathname + url.search);
  });
  return calls;
}

test.describe('early requests of the signed-in pages', () => {
  test('the library takes every answer its first script asked for, and asks for none twice', async ({
    page,
    user,
  }) => {
    await signInBeforeAnyPage(page, user.token);
    const calls = apiCalls(page);
    await page.goto('/book-library');
    await expect(page.getByRole('heading', { name: 'Library', level: 1 })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();

    const asked = await everyEarlyRequestTaken(page);
    expect(asked).toEqual(
      expect.arrayContaining([
        '/api/auth/check-status?key=quire',
        '/api/auth/user',
        '/api/books?page=1&limit=8&sort=createdAt&order=desc',
      ]),
    );
    for (const url of asked)
      expect(
        calls.filter((call) => call === url),
        url,
      ).toHaveLength(1);
  });

  test('the dashboard, where readers land, takes every answer its first script asked for', async ({
    page,
    user,
  }) => {
    await signInBeforeAnyPage(page, user.token);
    const calls = apiCalls(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Featured Stories' })).toBeVisible();
    const asked = await everyEarlyRequestTaken(page);
    expect(asked).toEqual(
      expect.arrayContaining(['/api/books?limit=12&featured=true', '/api/reading/continue?limit=8']),
    );
    for (const url of asked)
      expect(
        calls.filter((call) => call === url),
        url,
      ).toHaveLength(1);
  });

  test('the reader takes every answer its first script asked for, the chapter among them', async ({
    page,
    user,
    request,
  }) => {
    const { books } = (await (
      await request.get('/api/books?limit=1', { headers: { authorization: `Bearer ${user.token}` } })
    ).json()) as { books: { _id: string }[] };
    const bookId = books[0]!._id;
    await signInBeforeAnyPage(page, user.token);
    // A first visit: the first script gives this browser its device id and asks for its place too.
    const calls = apiCalls(page);
    await page.goto(`/book-reader?book=${bookId}&chapter=1`);
    await expect(page.locator('[data-paragraph="0"]')).toBeVisible();

    const asked = await everyEarlyRequestTaken(page);
    expect(asked).toEqual(
      expect.arrayContaining([
        `/api/books/${bookId}/chapters`,
        `/api/books/${bookId}/chapters/1`,
        '/api/reader/settings',
        expect.stringMatching(new RegExp(`^/api/books/${bookId}/position\\?deviceId=`)),
      ]),
    );
    for (const url of asked)
      expect(
        calls.filter((call) => call === url),
        url,
      ).toHaveLength(1);
  });
});
