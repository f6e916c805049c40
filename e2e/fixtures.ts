import { randomUUID } from 'node:crypto';
import { AxeBuilder } from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

export interface E2EUser {
  id: string;
  name: string;
  email: string;
  password: string;
  token: string;
}

/** Registers and signs in a fresh user through the API. */
export async function createUser(request: APIRequestContext, name = 'Test Reader'): Promise<E2EUser> {
  const email = `e2e-${randomUUID().slice(0, 12)}@example.com`;
  const password = 'reading-is-fun';
  const registered = await request.post('/api/auth/register', { data: { name, email, password } });
  expect(registered.status(), await registered.text()).toBe(201);
  const login = await request.post('/api/auth/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  const body = (await login.json()) as { token: string; user: { id: string } };
  return { id: body.user.id, name, email, password, token: body.token };
}

/** A book written by `owner` through the API (published unless said otherwise); its id. */
export async function publishBook(
  request: APIRequestContext,
  owner: E2EUser,
  book: {
    title: string;
    chapters: { title: string; content: string }[];
    description?: string;
    published?: boolean;
  },
): Promise<string> {
  const res = await request.post('/api/upload-book', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: {
      title: book.title,
      author: owner.name,
      isbn: `979${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`,
      category: 'Fiction',
      publicationYear: 2024,
      publisher: 'Quire Press',
      language: 'English',
      description: book.description ?? `A book for the ${book.title} test.`,
      chapters: book.chapters,
      published: book.published ?? true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { _id: string })._id;
}

/** Puts the user's token where the web app keeps it, as a sign-in would. */
export async function signIn(page: Page, user: E2EUser) {
  await page.goto('/auth');
  await page.evaluate((token) => localStorage.setItem('token', token), user.token);
}

/**
 * Waits until the web fonts have replaced their stand-ins (they load after the first screen,
 * decision 045): for a test that measures where words are before it points at them.
 */
export async function waitForWebFonts(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await document.fonts.ready;
        let loaded = false;
        document.fonts.forEach((face) => {
          if (face.family.replace(/"/g, '') === 'Literata Variable' && face.status === 'loaded')
            loaded = true;
        });
        return loaded;
      }),
    )
    .toBe(true);
}

/** Fails on any axe violation, of any impact, on the current page. */
export async function expectAccessible(
  page: Page,
  options: { include?: string; disableRules?: string[]; toastsOpen?: boolean } = {},
) {
  // A toast that slides in while axe reads the page is measured halfway through its fade: unless
  // the check is of the toasts themselves (`toastsOpen`, once they are in), wait them out here.
  if (!options.toastsOpen) await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  // Colours measured halfway through a fade-in or a colour transition (a theme change, a link
  // becoming the current one) are not the colours a reader sees: while axe reads the page, every
  // transition and animation is at its end. (Waiting for them does not work everywhere: parts
  // skipped by `content-visibility: auto` do not run their transitions until they are on screen.)
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('*, *::before, *::after { transition: none !important; animation: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    (window as { __axeSettled?: CSSStyleSheet }).__axeSettled = sheet;
  });
  let builder = new AxeBuilder({ page });
  if (options.include) builder = builder.include(options.include);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const results = await builder.analyze().finally(() =>
    page.evaluate(() => {
      const settled = (window as { __axeSettled?: CSSStyleSheet }).__axeSettled;
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== settled);
    }),
  );
  const report = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(report, `accessibility violations on ${page.url()}`).toEqual([]);
}

export const test = base.extend<{ user: E2EUser; authedPage: Page }>({
  user: async ({ request }, use) => {
    await use(await createUser(request));
  },
  /** A page already signed in as `user`, opened on /dashboard. */
  authedPage: async ({ page, user }, use) => {
    await signIn(page, user);
    await page.goto('/dashboard');
    await use(page);
  },
});

export { expect };
