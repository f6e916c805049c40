import {
  BOOK_CATEGORIES,
  type Book,
  type BookCategory,
  type BookStatus,
  BOOKS_OUT_MESSAGES as M,
} from '@quire/shared';
import type { AuthUser } from '../../plugins/auth.js';
import type { BooksService, ListBooksParams } from '../books/books.service.js';

/** Books per page of an acquisition (1.2) or publications (2.0) feed. */
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

export const isCategory = (value: string): value is BookCategory =>
  (BOOK_CATEGORIES as readonly string[]).includes(value);

export const isShelf = (value: string): value is ShelfName => Object.hasOwn(SHELVES, value);

/** The catalogue's two orders: newest first, most liked first. */
export const CATALOGUE_SORTS = ['new', 'popular'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

/**
 * One list of books the catalogue serves, whatever the format: the whole catalogue (or one
 * category of it) in one of its orders, one of the caller's shelves, or a search.
 */
export type Listing =
  | { kind: 'catalogue'; sort: CatalogueSort; category?: BookCategory }
  | { kind: 'shelf'; shelf: ShelfName }
  | { kind: 'search'; q: string };

/** Where a navigation item leads: a list of books, or the list of categories. */
export type NavigationTarget = Listing | { kind: 'categories' };

export interface NavigationItem {
  /** A stable id (`urn:quire:opds:…`). */
  id: string;
  title: string;
  summary: string;
  /** Its link relation (`subsection`, `http://opds-spec.org/sort/new`…). */
  rel: string;
  target: NavigationTarget;
}

/** One page of a listing: its books and what paging links and counts need. */
export interface BookPage {
  title: string;
  books: Book[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

const SORT_QUERY = {
  new: { sort: 'createdAt', order: 'desc' },
  popular: { sort: 'likes', order: 'desc' },
} as const satisfies Record<CatalogueSort, Partial<ListBooksParams>>;

/** The listing's title as e-reader apps show it. */
export function listingTitle(listing: Listing): string {
  switch (listing.kind) {
    case 'catalogue':
      return listing.category ?? (listing.sort === 'new' ? M.newTitle : M.popularTitle);
    case 'shelf':
      return SHELVES[listing.shelf].title;
    case 'search':
      return M.searchTitle(listing.q);
  }
}

function listingQuery(listing: Listing): Partial<ListBooksParams> {
  switch (listing.kind) {
    case 'catalogue':
      return { ...SORT_QUERY[listing.sort], ...(listing.category ? { category: listing.category } : {}) };
    case 'shelf':
      return { ...SHELVES[listing.shelf].filter, ...SORT_QUERY.new };
    case 'search':
      return { q: listing.q };
  }
}

/**
 * The OPDS catalogue's content, the same for OPDS 1.2 (Atom) and OPDS 2.0 (JSON): its navigation
 * and pages of books, read through the books service (the same queries, policy and draft rules as
 * the app's lists: catalogue-wide feeds show published books only, the shelves are the caller's
 * own). The formats only write it out (opds.feed.ts, opds2.feed.ts).
 */
export function createOpdsService(books: Pick<BooksService, 'listBooks' | 'getBookSummary'>) {
  return {
    /** The root: New, Popular, By category, then the caller's shelves. */
    root(): NavigationItem[] {
      return [
        {
          id: 'urn:quire:opds:new',
          title: M.newTitle,
          summary: M.newSummary,
          rel: 'http://opds-spec.org/sort/new',
          target: { kind: 'catalogue', sort: 'new' },
        },
        {
          id: 'urn:quire:opds:popular',
          title: M.popularTitle,
          summary: M.popularSummary,
          rel: 'http://opds-spec.org/sort/popular',
          target: { kind: 'catalogue', sort: 'popular' },
        },
        {
          id: 'urn:quire:opds:categories',
          title: M.categoriesTitle,
          summary: M.categoriesSummary,
          rel: 'subsection',
          target: { kind: 'categories' },
        },
        ...Object.entries(SHELVES).map(([name, shelf]) => ({
          id: `urn:quire:opds:shelf:${name}`,
          title: shelf.title,
          summary: shelf.summary,
          rel: 'subsection',
          target: { kind: 'shelf', shelf: name as ShelfName } as const,
        })),
      ];
    },

    /** One item per book-form category, each leading to its newest books. */
    categories(): NavigationItem[] {
      return BOOK_CATEGORIES.map((category) => ({
        id: `urn:quire:opds:category:${category}`,
        title: category,
        summary: M.categorySummary(category),
        rel: 'subsection',
        target: { kind: 'catalogue', sort: 'new', category },
      }));
    },

    /** A page of a listing, as the caller may see it. */
    async page(user: AuthUser, listing: Listing, page: number): Promise<BookPage> {
      const params: ListBooksParams = {
        page,
        limit: OPDS_PAGE_SIZE,
        sort: 'createdAt',
        order: 'desc',
        favorites: false,
        featured: undefined,
        mine: false,
        ...listingQuery(listing),
      };
      const result = await books.listBooks(user, params);
      return {
        title: listingTitle(listing),
        books: result.books,
        page,
        pageSize: OPDS_PAGE_SIZE,
        total: result.total,
        totalPages: result.totalPages,
      };
    },

    /** One book the caller may read (404 otherwise), as a list shows it. */
    book(user: AuthUser, bookId: string): Promise<Book> {
      return books.getBookSummary(user, bookId);
    },
  };
}

export type OpdsService = ReturnType<typeof createOpdsService>;
