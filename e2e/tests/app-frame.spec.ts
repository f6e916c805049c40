import { ALL_BOOKS_CATEGORIES, DASHBOARD_CARD_TARGETS, DASHBOARD_CATEGORY_CARDS } from '@quire/shared';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures';

const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** A featured book of the demo catalogue (never one another test makes and deletes meanwhile). */
async function firstBook(page: Page, token: string): Promise<{ _id: string; title: string }> {
  const response = await page.request.get('/api/books?limit=1&featured=true', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  const { books } = (await response.json()) as { books: { _id: string; title: string }[] };
  expect(books.length).toBeGreaterThan(0);
  return books[0]!;
}

/** The header every framed screen has: the search box, the bell and the profile link. */
async function expectHeader(page: Page, screenHasSearch = false) {
  const header = page.getByRole('banner');
  // On a phone the library's own search stands in for the header's (one search field, not two).
  if (screenHasSearch) {
    await expect(header.getByPlaceholder('Search stories, authors, genres...')).toBeHidden();
    await expect(page.getByRole('main').getByPlaceholder('Search books...')).toBeVisible();
  } else await expect(header.getByPlaceholder('Search stories, authors, genres...')).toBeVisible();
  await expect(header.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  await expect(header.locator('a[href="/profile"]')).toBeVisible();
}

/** The navigation: the sidebar on desktop; the menu button and the tab bar on phones. */
async function expectNavigation(page: Page, size: (typeof SIZES)[number]['name']) {
  if (size === 'desktop') {
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'MY READING' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  } else {
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Main' });
    await expect(tabs).toBeVisible();
    for (const label of ['Home', 'Library', 'Reading', 'Profile']) {
      await expect(tabs.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
  }
}

/** Opens a path inside the running app (its router follows the history), without a reload. */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
}

/** Shows the page in a theme as a saved preference would (lib/appearance.ts puts it on <html>). */
async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((value) => {
    const html = document.documentElement;
    html.dataset.theme = value;
    html.classList.toggle('dark', value === 'dark');
    html.style.colorScheme = value;
  }, theme);
}

test.describe('App frame', () => {
  for (const size of SIZES) {
    test(`every protected screen has the same header and navigation (${size.name})`, async ({
      authedPage: page,
      user,
    }) => {
      test.slow();
      await page.setViewportSize({ width: size.width, height: size.height });
      const book = await firstBook(page, user.token);
      const routes: { path: string; heading: RegExp | string; current?: string }[] = [
        { path: '/dashboard', heading: /./, current: 'Home' },
        { path: '/dashboard?tab=categories', heading: 'Book Categories', current: 'Category' },
        { path: '/dashboard?tab=library', heading: 'My Library', current: 'My Library' },
        { path: '/dashboard?tab=upload', heading: 'Upload', current: 'Upload' },
        { path: '/dashboard?tab=favorite', heading: 'Favorites', current: 'Favorite' },
        { path: '/profile', heading: 'Profile Settings', current: 'Setting' },
        { path: '/profile-customization', heading: 'Profile Settings', current: 'Setting' },
        { path: `/u/${user.id}`, heading: user.name },
        { path: '/reading-goals', heading: 'Reading Goals', current: 'Goals' },
        { path: '/reading-progress', heading: 'Reading Progress', current: 'Progress' },
        { path: '/reading-history', heading: 'Reading History', current: 'History' },
        { path: '/achievements', heading: 'Achievements', current: 'Achievements' },
        { path: '/book-management', heading: 'Book Management', current: 'Book Management' },
        { path: '/bookshelf', heading: 'Bookshelf', current: 'Book Management' },
        { path: '/book-upload', heading: /./, current: 'Upload' },
        { path: `/edit/${book._id}`, heading: /./, current: 'Upload' },
        { path: '/all-books', heading: 'Knowledge Pool', current: 'Category' },
        { path: '/book-library', heading: 'Library', current: 'My Library' },
        { path: `/book/${book._id}`, heading: book.title, current: 'My Library' },
        { path: '/help', heading: 'Help', current: 'Help' },
      ];
      const left = new Map<string, number>();
      for (const [index, route] of routes.entries()) {
        await test.step(route.path, async () => {
          // The first screen loads; the others open inside the app, as a click would.
          if (index === 0) await page.goto(route.path);
          else await openInApp(page, route.path);
          await expect(page.getByRole('heading', { level: 1, name: route.heading }).first()).toBeVisible();
          // One frame: every screen's content starts at the same place (its first box in <main>).
          left.set(
            route.path,
            await page.evaluate(() => {
              const boxes = Array.from(document.querySelector('main')?.children ?? [])
                .map((child) => child.getBoundingClientRect())
                .filter((box) => box.width > 0);
              return Math.round(boxes[0]?.left ?? -1);
            }),
          );
          // No axe finding: the desktop walk checks every screen in the light theme, the phone
          // walk in the dark one, so over the two walks each screen is checked in both themes
          // (contrast) and at both sizes (layout), at half the time of both themes at each size.
          if (size.name === 'phone') await setTheme(page, 'dark');
          await expectAccessible(page);
          if (size.name === 'phone') await setTheme(page, 'light');
          await expectHeader(
            page,
            size.name === 'phone' && ['/book-library', '/dashboard?tab=library'].includes(route.path),
          );
          await expectNavigation(page, size.name);
          if (size.name === 'desktop' && route.current) {
            const sidebar = page.locator('aside');
            await expect(sidebar.locator('[aria-current="page"]')).toHaveCount(1);
            await expect(sidebar.locator('[aria-current="page"]')).toHaveAccessibleName(route.current);
          }
          if (size.name === 'phone' && route.path === '/book-library') {
            // The library's toolbar takes two rows on a phone (search and Filters; the order and
            // the actions), so the books start high enough to see two of them.
            const main = page.getByRole('main');
            const tops = await Promise.all(
              [
                main.getByPlaceholder('Search books...'),
                main.getByRole('button', { name: 'Filters' }),
                main.getByLabel('Sort by'),
                main.getByRole('button', { name: 'Import', exact: true }),
                main.getByRole('button', { name: 'Add Book' }),
              ].map(async (control) => Math.round((await control.boundingBox())!.y)),
            );
            expect(new Set(tops).size, JSON.stringify(tops)).toBeLessThanOrEqual(2);
          }
          if (size.name === 'phone') {
            // Nothing is wider than the screen.
            const overflow = await page.evaluate(
              () => document.documentElement.scrollWidth - window.innerWidth,
            );
            expect(overflow, `horizontal overflow on ${route.path}`).toBeLessThanOrEqual(0);
          }
        });
      }

      expect([...new Set(left.values())], JSON.stringify(Object.fromEntries(left))).toHaveLength(1);

      // The reader keeps its own chrome: no app header, no tab bar.
      await page.goto(`/book-reader?book=${book._id}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByPlaceholder('Search stories, authors, genres...')).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    });
  }

  test('the phone menu opens as a drawer with MENU and a close button; the tab bar marks the place', async ({
    authedPage: page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/reading-history');
    const tabs = page.getByRole('navigation', { name: 'Main' });
    await expect(tabs.getByRole('link', { name: 'Reading' })).toHaveAttribute('aria-current', 'page');
    await tabs.getByRole('link', { name: 'Library' }).click();
    await expect(page).toHaveURL(/\/book-library$/);
    await expect(tabs.getByRole('link', { name: 'Library' })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'MENU' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'My Library' })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page);
    await menu.getByRole('link', { name: 'Goals' }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Reading Goals' })).toBeVisible();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
  });

  test('no dead ends: category cards, Knowledge Pool chips, a cover and Help land somewhere real', async ({
    authedPage: page,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 1280, height: 800 });
    const sidebar = page.getByRole('navigation', { name: 'Dashboard' });

    // Each dashboard category card opens the Knowledge Pool filtered to its category.
    for (const card of DASHBOARD_CATEGORY_CARDS) {
      await test.step(`card ${card}`, async () => {
        await page.goto('/dashboard');
        await sidebar.getByRole('link', { name: 'Category' }).click();
        await expect(page.getByRole('heading', { name: 'Book Categories', level: 1 })).toBeVisible();
        await page.getByRole('link', { name: new RegExp(`^${card.replace('/', '\\/')}`) }).click();
        const filter = DASHBOARD_CARD_TARGETS[card].filter;
        await expect(page).toHaveURL(new RegExp(`/all-books\\?category=${encodeURIComponent(filter)}$`));
        await expect(page.getByRole('heading', { name: 'Knowledge Pool', level: 1 })).toBeVisible();
        await expect(
          page.getByRole('group', { name: 'Categories' }).getByRole('button', { name: filter, exact: true }),
        ).toHaveAttribute('aria-pressed', 'true');
        await expect(page.getByRole('heading', { name: /^All Books \([1-9]\d*\)$/ })).toBeVisible();
        await expect(sidebar.getByRole('link', { name: 'Category' })).toHaveAttribute('aria-current', 'page');
      });
    }

    // Each Knowledge Pool chip filters to books that exist.
    await page.goto('/all-books');
    const chips = page.getByRole('group', { name: 'Categories' });
    for (const chip of ALL_BOOKS_CATEGORIES) {
      await test.step(`chip ${chip}`, async () => {
        await chips.getByRole('button', { name: chip, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`category=${encodeURIComponent(chip)}`));
        await expect(page.getByRole('heading', { name: /^All Books \([1-9]\d*\)$/ })).toBeVisible();
      });
    }

    // A cover opens the book: the library's details link to the book's own page.
    await page.goto('/book-library');
    const details = page.getByRole('button', { name: /^Details of / }).first();
    const title = ((await details.getAttribute('aria-label')) ?? '').replace(/^Details of /, '');
    await details.click();
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.getByRole('link', { name: 'Open book page' }).click();
    await expect(page).toHaveURL(/\/book\/[^/]+$/);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Chapters', level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Comments \(\d+\)$/, level: 2 })).toBeVisible();
    await expect(page.getByRole('link', { name: /^(Read|Continue reading)$/ })).toHaveAttribute(
      'href',
      /\/book-reader\?book=/,
    );
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/book-library/);

    // Help explains the reader's keys, the stats and publishing.
    const aside = page.locator('aside');
    await aside.getByRole('link', { name: 'Help' }).click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.getByRole('heading', { name: 'Help', level: 1 })).toBeVisible();
    for (const heading of [
      'Keyboard shortcuts in the reader',
      'How reading stats are counted',
      'How to publish a book',
    ]) {
      await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
    }
    await expect(page.getByText('pages = words / 250')).toBeVisible();
    await expect(aside.getByRole('link', { name: 'Help' })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page);
  });
});
