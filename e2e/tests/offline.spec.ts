import { DEVICE_NAMES, HIGHLIGHT_MESSAGES, OFFLINE_MESSAGES } from '@quire/shared';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { createUser, type E2EUser, expect, signIn, test } from '../fixtures';

const BOOK_TITLE = 'The Lantern-Keeper of Hollow Vale';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

async function findDemoBook(request: APIRequestContext, user: E2EUser) {
  const res = await request.get('/api/books', {
    params: { q: 'Lantern-Keeper', limit: 5 },
    headers: { authorization: `Bearer ${user.token}` },
  });
  const { books } = (await res.json()) as { books: { _id: string; title: string; chapterCount: number }[] };
  const book = books.find((b) => b.title === BOOK_TITLE);
  expect(book, 'the demo catalogue has the Lantern-Keeper').toBeDefined();
  return book!;
}

const serverPosition = async (request: APIRequestContext, user: E2EUser, bookId: string) =>
  (await (
    await request.get(`/api/books/${bookId}/position`, { headers: { authorization: `Bearer ${user.token}` } })
  ).json()) as { chapter: number | null; position: number; deviceLabel: string | null };

const chapterHeading = (page: Page) => page.locator('article h1');
const scroller = (page: Page) => page.locator('[data-reader-scroller]');

/** The position waiting in the device's queue (IndexedDB), as "chapter position", or ''. */
const queuedPlace = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('quire-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('queue').objectStore('queue').getAll();
          all.onsuccess = () => {
            const item = (all.result as { kind: string; body: { chapter: number; position: number } }[]).find(
              (queued) => queued.kind === 'position',
            );
            open.result.close();
            resolve(item ? `${item.body.chapter} ${item.body.position}` : '');
          };
        };
      }),
  );

async function controlledByServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test.describe('installable app', () => {
  test('serves a manifest with icons and runs an active service worker', async ({
    authedPage: page,
    request,
  }) => {
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = await request.get('/manifest.webmanifest');
    expect(manifest.headers()['content-type']).toContain('application/manifest+json');
    const body = await manifest.json();
    expect(body).toMatchObject({
      short_name: 'Quire',
      display: 'standalone',
      start_url: '/dashboard',
      scope: '/',
    });
    const sizes = body.icons.map(
      (icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`,
    );
    expect(sizes).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of body.icons as { src: string }[]) {
      const res = await request.get(icon.src);
      expect(res.status(), icon.src).toBe(200);
      expect(res.headers()['content-type']).toBe('image/png');
    }
    const worker = await request.get('/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['cache-control']).toBe('no-cache');
    expect(worker.headers()['content-type']).toContain('javascript');

    await controlledByServiceWorker(page);
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state))
      .toBe('activated');
  });
});

test.describe('reading offline', () => {
  test('a downloaded book reads offline and its new place reaches the server when the connection returns', async ({
    authedPage: page,
    user,
    request,
    context,
  }) => {
    const book = await findDemoBook(request, user);
    await controlledByServiceWorker(page);
    await page.goto(`/book/${book._id}`);
    await page.getByRole('button', { name: OFFLINE_MESSAGES.downloadForOffline }).click();
    await expect(page.getByText(OFFLINE_MESSAGES.downloadDone(BOOK_TITLE))).toBeVisible();
    await expect(page.getByText(new RegExp(`^${OFFLINE_MESSAGES.downloaded} · `))).toBeVisible();

    await page.getByRole('link', { name: 'Downloads' }).first().click();
    await expect(
      page.getByRole('heading', { level: 1, name: OFFLINE_MESSAGES.downloadsHeading }),
    ).toBeVisible();
    await expect(page.getByText(BOOK_TITLE, { exact: true })).toBeVisible();
    await expect(
      page.getByText(OFFLINE_MESSAGES.downloadChapters(book.chapterCount), { exact: false }),
    ).toBeVisible();
    await expect(page.getByTestId('downloads-usage')).toContainText('used by downloads');

    await page.goto(`/book-reader?book=${book._id}&chapter=1`);
    await expect(chapterHeading(page)).toBeVisible();
    const firstTitle = await chapterHeading(page).textContent();
    // A highlight made online (from the keyboard) is kept with the download.
    const toolbar = page.getByRole('toolbar', { name: HIGHLIGHT_MESSAGES.toolbarLabel });
    // The highlights layer comes with the chapter's text: press until it answers.
    await expect(async () => {
      await page.evaluate(() => document.getSelection()?.removeAllRanges());
      await page.keyboard.press('Shift+ArrowRight');
      await expect(toolbar).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.locator('.reader-text mark').first()).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(chapterHeading(page)).toHaveText(firstTitle ?? '');
    await expect(page.locator('.reader-text mark').first()).toBeVisible();
    await page.getByRole('button', { name: 'Next Chapter' }).click();
    await expect(page).toHaveURL(/chapter=2/);
    await expect(chapterHeading(page)).not.toHaveText(firstTitle ?? '');
    await scroller(page).evaluate((el) => {
      el.scrollTop = (el.scrollHeight - el.clientHeight) / 2;
    });
    // The new place waits on the device.
    await expect.poll(() => queuedPlace(page)).toMatch(/^2 0\.[2-9]/);
    // Everything else says it needs a connection, and the shell says changes are waiting.
    await page.goto('/book-library');
    await expect(page.getByText(OFFLINE_MESSAGES.offlineTitle)).toBeVisible();
    // The header still knows who is signed in (the user as last seen on this device).
    await expect(page.getByRole('banner').getByRole('link', { name: user.name })).toBeVisible();
    await expect(page.getByText(/You're offline · \d+ changes? waiting to sync/)).toBeVisible();
    expect((await serverPosition(request, user, book._id)).chapter).not.toBe(2);

    await context.setOffline(false);
    await expect
      .poll(async () => {
        const saved = await serverPosition(request, user, book._id);
        return `${saved.chapter} ${saved.position > 0.2} ${saved.deviceLabel}`;
      })
      .toBe('2 true computer');
    expect(await queuedPlace(page)).toBe('');
    await expect(page.getByText(/You're offline/)).toHaveCount(0);
  });

  test('a place saved as the page closes offline is kept and sent later', async ({
    authedPage: page,
    user,
    request,
    context,
  }) => {
    const book = await findDemoBook(request, user);
    await controlledByServiceWorker(page);
    await page.goto(`/book/${book._id}`);
    await page.getByRole('button', { name: OFFLINE_MESSAGES.downloadForOffline }).click();
    await expect(page.getByText(new RegExp(`^${OFFLINE_MESSAGES.downloaded} · `))).toBeVisible();
    await page.goto(`/book-reader?book=${book._id}&chapter=3`);
    await expect(chapterHeading(page)).toBeVisible();
    await expect.poll(async () => (await serverPosition(request, user, book._id)).chapter).toBe(3);

    await context.setOffline(true);
    await scroller(page).evaluate((el) => {
      el.scrollTop = (el.scrollHeight - el.clientHeight) * 0.6;
    });
    // The reader measures the scroll on the next frames; then the page closes at once.
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))),
        ),
    );
    await page.goto('/downloads');
    await expect(
      page.getByRole('heading', { level: 1, name: OFFLINE_MESSAGES.downloadsHeading }),
    ).toBeVisible();

    await context.setOffline(false);
    await expect
      .poll(async () => {
        const saved = await serverPosition(request, user, book._id);
        return `${saved.chapter} ${saved.position > 0.3}`;
      })
      .toBe('3 true');
  });

  test('a whole shelf downloads at once and shows in Downloads, where it can be removed', async ({
    authedPage: page,
    user,
    request,
  }) => {
    const book = await findDemoBook(request, user);
    // Opening a book puts it on the reader's shelf.
    await page.goto(`/book-reader?book=${book._id}&chapter=1`);
    await expect(chapterHeading(page)).toBeVisible();
    await page.goto('/bookshelf');
    await page.getByRole('button', { name: OFFLINE_MESSAGES.downloadShelf }).click();
    await expect(page.getByText(OFFLINE_MESSAGES.shelfDownloaded(1))).toBeVisible();
    await page.goto('/downloads');
    await expect(page.getByText(BOOK_TITLE, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: OFFLINE_MESSAGES.removeDownloadLabel(BOOK_TITLE) }).click();
    await expect(page.getByText('Nothing downloaded yet')).toBeVisible();
    await expect(page.getByText(BOOK_TITLE, { exact: true })).toHaveCount(0);
  });

  test('a book that is not downloaded says it needs a connection', async ({
    authedPage: page,
    user,
    request,
    context,
  }) => {
    const book = await findDemoBook(request, user);
    await controlledByServiceWorker(page);
    await context.setOffline(true);
    await page.goto(`/book-reader?book=${book._id}&chapter=1`);
    await expect(page.getByText(OFFLINE_MESSAGES.notDownloaded)).toBeVisible();
    await context.setOffline(false);
  });
});

async function deviceContext(browser: Browser, user: E2EUser, phone: boolean) {
  const context: BrowserContext = await browser.newContext(
    phone ? { userAgent: IPHONE_UA, viewport: { width: 390, height: 844 }, hasTouch: true } : {},
  );
  const page = await context.newPage();
  await signIn(page, user);
  return { context, page };
}

test.describe('position sync across devices', () => {
  test('another device’s newer place is offered; staying keeps it until the reader moves, jumping goes there', async ({
    browser,
    request,
  }) => {
    const user = await createUser(request, 'Two Devices');
    const book = await findDemoBook(request, user);
    const computer = await deviceContext(browser, user, false);
    const phone = await deviceContext(browser, user, true);
    const expectServer = (chapter: number, deviceLabel: string) =>
      expect
        .poll(async () => {
          const saved = await serverPosition(request, user, book._id);
          return `${saved.chapter} ${saved.deviceLabel}`;
        })
        .toBe(`${chapter} ${deviceLabel}`);

    // The computer reads chapter 1; then the phone reads chapter 3.
    await computer.page.goto(`/book-reader?book=${book._id}&chapter=1`);
    await expect(chapterHeading(computer.page)).toBeVisible();
    await expectServer(1, 'computer');
    await phone.page.goto(`/book-reader?book=${book._id}&chapter=3`);
    await expect(chapterHeading(phone.page)).toBeVisible();
    await expectServer(3, 'phone');

    // Back on the computer: it opens where it was and asks.
    await computer.page.goto(`/book-reader?book=${book._id}`);
    const question = OFFLINE_MESSAGES.continueFrom(3, DEVICE_NAMES.phone, 'just now');
    await expect(computer.page.getByText(question)).toBeVisible();
    await expect(computer.page).toHaveURL(/chapter=1/);
    await computer.page.getByRole('button', { name: OFFLINE_MESSAGES.continueStay }).click();
    await expect(computer.page.getByText(question)).toHaveCount(0);
    expect(await serverPosition(request, user, book._id)).toMatchObject({ chapter: 3, deviceLabel: 'phone' });
    // Moving on from here is the reader's choice: now the computer's place is saved.
    await computer.page.getByRole('button', { name: 'Next Chapter' }).click();
    await expect(computer.page).toHaveURL(/chapter=2/);
    await expectServer(2, 'computer');

    // The phone, asked in turn about the computer's chapter 2, stays and reads on to chapter 4;
    // the computer is asked again and jumps there.
    await phone.page.goto(`/book-reader?book=${book._id}&chapter=3`);
    await phone.page
      .getByText(OFFLINE_MESSAGES.continueFrom(2, DEVICE_NAMES.computer, 'just now'))
      .waitFor({ state: 'visible' });
    await phone.page.getByRole('button', { name: OFFLINE_MESSAGES.continueStay }).click();
    await phone.page.getByRole('button', { name: 'Next Chapter' }).click();
    await expect(phone.page).toHaveURL(/chapter=4/);
    await expectServer(4, 'phone');
    await computer.page.goto(`/book-reader?book=${book._id}`);
    const again = OFFLINE_MESSAGES.continueFrom(4, DEVICE_NAMES.phone, 'just now');
    await expect(computer.page.getByText(again)).toBeVisible();
    await expect(computer.page).toHaveURL(/chapter=2/);
    await computer.page.getByRole('button', { name: OFFLINE_MESSAGES.continueJump(4) }).click();
    await expect(computer.page).toHaveURL(/chapter=4/);
    await expect(computer.page.getByText(again)).toHaveCount(0);
    await expectServer(4, 'computer');

    await computer.context.close();
    await phone.context.close();
  });
});
