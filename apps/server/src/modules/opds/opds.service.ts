import { BOOK_CATEGORIES, type BookCategory, type BookStatus, BOOKS_OUT_MESSAGES as M } from '@quire/shared';
import type { AuthUser } from '../../plugins/auth.js';
import type { BooksService, ListBooksParams } from '../books/books.service.js';
import {
  ACQUISITION_TYPE,
  acquisitionFeed,
  type FeedContext,
  NAVIGATION_TYPE,
  type NavigationEntry,
  navigationFeed,
  openSearchDescription,
} from './opds.feed.js';

/** Books per page of an acquisition feed. */
export const OPDS_PAGE_SIZE = 20;

/** The caller's shelves: their own library, never anyone else's (drafts of their own may show). */
export const SHELVES = {
  reading: { title: M.readingTitle, summary: M.readingSummary, filter: { status: 'Reading' as BookStatus } },
  'want-to-read': {
    title: M.wantToReadTitle,
    summary: M.wantToReadSummary,
    filter: { status: 'Want to Read' as BookStatus },
  },
  favourites: { title: M.favouritesTitle, summary: M.favouritesSummary, filter: { favorites: true } },
} as const;
export type ShelfName = keyof typeof SHELVES;

/** A category's path segment: its name, URL-encoded ("Non-Fiction", "Self-Help"). */
const categoryPath = (category: string) => `/opds/categories/${encodeURIComponent(category)}`;

export const isCategory = (value: string): value is BookCategory =>
  (BOOK_CATEGORIES as readonly string[]).includes(value);

/**
 * The OPDS 1.2 catalogue: navigation feeds and pages of books, read through the books service's
 * list (the same queries, policy and draft rules as the app's lists: catalogue-wide feeds show
 * published books only, the shelves are the caller's own).
 */
export function createOpdsService(books: Pick<BooksService, 'listBooks'>) {
  async function page(user: AuthUser, query: Partial<ListBooksParams>, pageNumber: number) {
    const params: ListBooksParams = {
      page: pageNumber,
      limit: OPDS_PAGE_SIZE,
      sort: 'createdAt',
      order: 'desc',
      favorites: false,
      featured: undefined,
      mine: false,
      ...query,
    };
    const result = await books.listBooks(user, params);
    return { books: result.books, total: result.total, totalPages: result.totalPages };
  }

  const paging = (path: string, pageNumber: number, result: { total: number; totalPages: number }) => ({
    path,
    page: pageNumber,
    pageSize: OPDS_PAGE_SIZE,
    total: result.total,
    totalPages: result.totalPages,
  });

  return {
    root(ctx: FeedContext): string {
      const entries: NavigationEntry[] = [
        {
          id: 'urn:quire:opds:new',
          title: M.newTitle,
          summary: M.newSummary,
          href: '/opds/new',
          rel: 'http://opds-spec.org/sort/new',
          type: ACQUISITION_TYPE,
        },
        {
          id: 'urn:quire:opds:popular',
          title: M.popularTitle,
          summary: M.popularSummary,
          href: '/opds/popular',
          rel: 'http://opds-spec.org/sort/popular',
          type: ACQUISITION_TYPE,
        },
        {
          id: 'urn:quire:opds:categories',
          title: M.categoriesTitle,
          summary: M.categoriesSummary,
          href: '/opds/categories',
          rel: 'subsection',
          type: NAVIGATION_TYPE,
        },
        ...Object.entries(SHELVES).map(([name, shelf]) => ({
          id: `urn:quire:opds:shelf:${name}`,
          title: shelf.title,
          summary: shelf.summary,
          href: `/opds/shelves/${name}`,
          rel: 'subsection',
          type: ACQUISITION_TYPE,
        })),
      ];
      return navigationFeed(ctx, { path: '/opds', title: M.catalogueTitle, entries });
    },

    categories(ctx: FeedContext): string {
      const entries = BOOK_CATEGORIES.map((category) => ({
        id: `urn:quire:opds:category:${category}`,
        title: category,
        summary: M.categorySummary(category),
        href: categoryPath(category),
        rel: 'subsection',
        type: ACQUISITION_TYPE,
      }));
      return navigationFeed(ctx, {
        path: '/opds/categories',
        title: M.categoriesTitle,
        entries,
        upPath: '/opds',
      });
    },

    async newest(ctx: FeedContext, user: AuthUser, pageNumber: number) {
      const result = await page(user, { sort: 'createdAt', order: 'desc' }, pageNumber);
      return acquisitionFeed(ctx, {
        title: M.newTitle,
        books: result.books,
        paging: paging('/opds/new', pageNumber, result),
      });
    },

    async popular(ctx: FeedContext, user: AuthUser, pageNumber: number) {
      const result = await page(user, { sort: 'likes', order: 'desc' }, pageNumber);
      return acquisitionFeed(ctx, {
        title: M.popularTitle,
        books: result.books,
        paging: paging('/opds/popular', pageNumber, result),
      });
    },

    async category(ctx: FeedContext, user: AuthUser, category: BookCategory, pageNumber: number) {
      const result = await page(user, { category }, pageNumber);
      return acquisitionFeed(ctx, {
        title: category,
        books: result.books,
        paging: paging(categoryPath(category), pageNumber, result),
        upPath: '/opds/categories',
      });
    },

    async shelf(ctx: FeedContext, user: AuthUser, name: ShelfName, pageNumber: number) {
      const shelf = SHELVES[name];
      const result = await page(user, { ...shelf.filter, sort: 'createdAt', order: 'desc' }, pageNumber);
      return acquisitionFeed(ctx, {
        title: shelf.title,
        books: result.books,
        paging: paging(`/opds/shelves/${name}`, pageNumber, result),
      });
    },

    async search(ctx: FeedContext, user: AuthUser, q: string, pageNumber: number) {
      const result = await page(user, { q }, pageNumber);
      return acquisitionFeed(ctx, {
        title: M.searchTitle(q),
        books: result.books,
        paging: paging(`/opds/search?q=${encodeURIComponent(q)}`, pageNumber, result),
      });
    },

    openSearch(ctx: FeedContext): string {
      return openSearchDescription(ctx, { shortName: M.searchShortName, description: M.searchDescription });
    },
  };
}

export type OpdsService = ReturnType<typeof createOpdsService>;
