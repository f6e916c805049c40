import { AUTH_MESSAGES, HIGHLIGHT_MESSAGES, OFFLINE_MESSAGES } from '@quire/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { createUser, type E2EUser, expect, signIn, test, waitForWebFonts } from '../fixtures';

const PARAGRAPHS = [
  'The lighthouse keeper woke before dawn, as he had every morning for thirty years.',
  'He climbed the spiral stairs and polished the great lens until it shone like a second moon.',
  'Far below, the sea was grey and patient, and the gulls had not yet begun to argue.',
];
const QUOTE = 'polished the great lens';
const NOTE = 'Only for me: the lens is where I hid the spare key.';

async function publishBook(request: APIRequestContext, owner: E2EUser) {
  const isbn = `979${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`;
  const res = await request.post('/api/upload-book', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: {
      title: `The Shared Lamp ${Date.now()}`,
      author: owner.name,
      isbn,
      category: 'Fiction',
      publicationYear: 2024,
      publisher: 'Quire Press',
      language: 'English',
      description: 'A book for the offline queue owner test.',
      chapters: [{ title: 'Dawn', content: PARAGRAPHS.join('\n\n') }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { _id: string })._id;
}

const serverHighlights = async (request: APIRequestContext, user: E2EUser, bookId: string) =>
  (
    (await (
      await request.get(`/api/books/${bookId}/highlights`, {
        headers: { authorization: `Bearer ${user.token}` },
      })
    ).json()) as { quote: string; note: string | null }[]
  ).map((highlight) => `${highlight.quote} | ${highlight.note}`);

/** Selects `phrase` in the chapter with the mouse, as a reader drags across words. */
async function selectWithMouse(page: Page, phrase: string) {
  const box = await page.locator('.reader-text').evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(wanted) ?? -1;
      if (at === -1) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      const first = range.getBoundingClientRect();
      range.setStart(node, at + wanted.length - 1);
      range.setEnd(node, at + wanted.length);
      const last = range.getBoundingClientRect();
      return { x1: first.left + 1, y: first.top + first.height / 2, x2: last.right - 1 };
    }
    return null;
  }, phrase);
  expect(box, `"${phrase}" is on the page`).not.toBeNull();
  await page.mouse.move(box!.x1, box!.y);
  await page.mouse.down();
  await page.mouse.move(box!.x2, box!.y, { steps: 8 });
  await page.mouse.up();
  await expect.poll(() => page.evaluate(() => document.getSelection()?.toString().trim())).toBe(phrase);
}

/**
 * The highlights waiting in the device's queue (IndexedDB) as "owner | note". With `addNote`, the
 * waiting highlight's request gets that private note first: the create call carries a note
 * (`POST …/highlights` takes one), while the reader's toolbar only adds one to a highlight the
 * server already has, so the test writes it into the queued request itself.
 */
const queuedHighlights = (page: Page, addNote?: string) =>
  page.evaluate(
    (note) =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('quire-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('queue', 'readwrite');
          const store = tx.objectStore('queue');
          const all = store.getAll();
          const found: string[] = [];
          all.onsuccess = () => {
            type Item = { kind: string; ownerId?: string; body: { note?: string | null } };
            for (const item of all.result as Item[]) {
              if (item.kind !== 'highlight') continue;
              if (note) {
                item.body.note = note;
                store.put(item);
              }
              found.push(`${item.ownerId} | ${item.body.note ?? null}`);
            }
          };
          tx.oncomplete = () => {
            open.result.close();
            resolve(found);
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    addNote,
  );

async function logOut(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await page.waitForURL('**/auth');
}

async function signInWithForm(page: Page, user: E2EUser) {
  await expect(page.getByRole('heading', { name: AUTH_MESSAGES.welcomeBack })).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page
    .locator('form')
    .getByRole('button', { name: /sign in/i })
    .click();
  await page.waitForURL('**/dashboard');
}

/** An author's published book and two readers who will share one browser. */
async function twoReadersAndABook(request: APIRequestContext) {
  const author = await createUser(request, 'Mara Quill');
  const alice = await createUser(request, 'Alice Offline');
  const bruno = await createUser(request, 'Bruno Next');
  return { author, alice, bruno, bookId: await publishBook(request, author) };
}

test.describe('writes made offline belong to the user who made them', () => {
  test("a highlight with a private note waits for its owner: the next user on the browser never gets it, the owner's next sign-in sends it", async ({
    browser,
    request,
  }) => {
    const { alice, bruno, bookId } = await twoReadersAndABook(request);
    const reader = `/book-reader?book=${bookId}&chapter=1`;
    const context = await browser.newContext();
    const page = await context.newPage();

    await signIn(page, alice);
    await page.goto('/dashboard');
    // The service worker serves the app while the connection is gone (Alice signs out offline).
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.goto(reader);
    await expect(page.locator('[data-paragraph="1"]')).toHaveText(PARAGRAPHS[1]!);
    // The web fonts come after the first screen; offline they would not come at all.
    await waitForWebFonts(page);

    await context.setOffline(true);
    await selectWithMouse(page, QUOTE);
    await page
      .getByRole('toolbar', { name: HIGHLIGHT_MESSAGES.toolbarLabel })
      .getByRole('button', { name: 'Highlight blue' })
      .click();
    await expect(page.getByText(HIGHLIGHT_MESSAGES.savedOffline)).toBeVisible();
    await expect.poll(() => queuedHighlights(page, NOTE)).toEqual([`${alice.id} | ${NOTE}`]);

    // Alice signs out while still offline: her highlight stays on the device, and she is told so.
    await logOut(page);
    await expect(page.getByText(OFFLINE_MESSAGES.signedOutWithWaiting(1), { exact: false })).toBeVisible();

    // The connection is back and Bruno signs in on the same browser, then opens the same book.
    await context.setOffline(false);
    await signInWithForm(page, bruno);
    await expect(page.getByText(AUTH_MESSAGES.loginSuccess)).toBeVisible();
    await page.goto(reader);
    await expect(page.locator('[data-paragraph="1"]')).toHaveText(PARAGRAPHS[1]!);
    // The queue runs as the app starts: give it the time a send takes.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);

    expect(await serverHighlights(request, bruno, bookId)).toEqual([]);
    await expect(page.locator('.reader-text mark')).toHaveCount(0);
    await expect(page.getByText(NOTE)).toHaveCount(0);
    // Held for Alice: not sent, not deleted.
    expect(await queuedHighlights(page)).toEqual([`${alice.id} | ${NOTE}`]);
    expect(await serverHighlights(request, alice, bookId)).toEqual([]);

    // Alice signs in again on this browser: her highlight, with its note, reaches the server as hers.
    await logOut(page);
    await signInWithForm(page, alice);
    await expect.poll(() => serverHighlights(request, alice, bookId)).toEqual([`${QUOTE} | ${NOTE}`]);
    await expect.poll(() => queuedHighlights(page)).toEqual([]);
    expect(await serverHighlights(request, bruno, bookId)).toEqual([]);
    await context.close();
  });
});

test.describe('downloads belong to the user who made them', () => {
  test('the next user on the browser does not see the last one’s downloads; the owner finds them again', async ({
    browser,
    request,
  }) => {
    const { author, alice, bruno, bookId } = await twoReadersAndABook(request);
    const title = (
      (await (
        await request.get(`/api/books/${bookId}`, {
          headers: { authorization: `Bearer ${author.token}` },
        })
      ).json()) as { title: string }
    ).title;
    const context = await browser.newContext();
    const page = await context.newPage();

    await signIn(page, alice);
    // Opening the book puts it on Alice's shelf, which she downloads.
    await page.goto(`/book-reader?book=${bookId}&chapter=1`);
    await expect(page.locator('[data-paragraph="1"]')).toHaveText(PARAGRAPHS[1]!);
    await page.goto('/bookshelf');
    await page.getByRole('button', { name: OFFLINE_MESSAGES.downloadShelf }).click();
    await expect(page.getByText(OFFLINE_MESSAGES.shelfDownloaded(1))).toBeVisible();
    await page.goto('/downloads');
    await expect(page.getByText(title, { exact: true })).toBeVisible();

    await logOut(page);
    await signInWithForm(page, bruno);
    await page.goto('/downloads');
    await expect(page.getByText('Nothing downloaded yet')).toBeVisible();
    await expect(page.getByText(title, { exact: true })).toHaveCount(0);

    await logOut(page);
    await signInWithForm(page, alice);
    await page.goto('/downloads');
    await expect(page.getByText(title, { exact: true })).toBeVisible();
    await context.close();
  });
});
