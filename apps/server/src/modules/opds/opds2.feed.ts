import { BOOK_CATEGORIES, type Book, BOOKS_OUT_MESSAGES as M } from '@quire/shared';
import { languageTag } from '@quire/shared/language';
import { EPUB_MEDIA_TYPE } from '../../http/send-epub.js';
import { coverLinks, downloadPath, isbnUrn } from './opds-book.js';
import { NAVIGATION_TYPE, OPDS_ROOT } from './opds.feed.js';
import type { BookPage, CatalogueSort, Listing, NavigationItem, NavigationTarget } from './opds.service.js';

/**
 * The OPDS 2.0 catalogue's documents (JSON): navigation and publications feeds, one publication,
 * and the Authentication Document (Authentication for OPDS 1.0). The same content as the 1.2
 * catalogue (opds.service.ts), written as OPDS 2.0; every link is absolute.
 */

/** Where the OPDS 2.0 catalogue starts, beside the 1.2 one at /opds. */
export const OPDS2_ROOT = `${OPDS_ROOT}/v2`;
export const OPDS2_TYPE = 'application/opds+json';
export const OPDS2_PUBLICATION_TYPE = 'application/opds-publication+json';
export const AUTH_DOCUMENT_TYPE = 'application/opds-authentication+json';
export const AUTH_DOCUMENT_PATH = `${OPDS2_ROOT}/auth.json`;
/** The cover of a book that has none of ours: OPDS 2.0 wants an image for every publication. */
export const PLACEHOLDER_COVER_PATH = `${OPDS2_ROOT}/cover.jpg`;
export const REL_AUTH_DOCUMENT = 'http://opds-spec.org/auth/document';

const REL_ACQUISITION = 'http://opds-spec.org/acquisition';
const BASIC_AUTH = 'http://opds-spec.org/auth/basic';

export interface Opds2Context {
  /** The site's absolute origin (PUBLIC_URL or the request's). */
  base: string;
}

export interface Opds2Link {
  href: string;
  type?: string;
  rel?: string;
  title?: string;
  templated?: boolean;
}

const link = (ctx: Opds2Context, path: string, fields: Omit<Opds2Link, 'href'> = {}): Opds2Link => ({
  ...fields,
  href: ctx.base + path,
});

/** A listing's feed path (without a page) in the 2.0 catalogue. */
export function listingPath2(listing: Listing): string {
  switch (listing.kind) {
    case 'catalogue': {
      if (!listing.category) return `${OPDS2_ROOT}/${listing.sort}`;
      const path = `${OPDS2_ROOT}/categories/${encodeURIComponent(listing.category)}`;
      return listing.sort === 'new' ? path : `${path}?sort=${listing.sort}`;
    }
    case 'shelf':
      return `${OPDS2_ROOT}/shelves/${listing.shelf}`;
    case 'search':
      return `${OPDS2_ROOT}/search?query=${encodeURIComponent(listing.q)}`;
  }
}

const targetPath = (target: NavigationTarget) =>
  target.kind === 'categories' ? `${OPDS2_ROOT}/categories` : listingPath2(target);

const pagePath = (path: string, page: number) => `${path}${path.includes('?') ? '&' : '?'}page=${page}`;

/** The links every feed carries: itself, the root, the search template and the Authentication Document. */
function commonLinks(ctx: Opds2Context, selfPath: string, upPath?: string): Opds2Link[] {
  return [
    link(ctx, selfPath, { rel: 'self', type: OPDS2_TYPE }),
    link(ctx, OPDS2_ROOT, { rel: 'start', type: OPDS2_TYPE }),
    ...(upPath ? [link(ctx, upPath, { rel: 'up', type: OPDS2_TYPE })] : []),
    link(ctx, `${OPDS2_ROOT}/search{?query}`, { rel: 'search', type: OPDS2_TYPE, templated: true }),
    link(ctx, AUTH_DOCUMENT_PATH, { rel: REL_AUTH_DOCUMENT, type: AUTH_DOCUMENT_TYPE }),
  ];
}

/** A navigation feed; `links` adds to the common ones (the root's alternate, the 1.2 catalogue). */
export function navigationFeed2(
  ctx: Opds2Context,
  {
    path,
    title,
    items,
    upPath,
    links = [],
  }: { path: string; title: string; items: NavigationItem[]; upPath?: string; links?: Opds2Link[] },
) {
  return {
    metadata: { title },
    links: [...commonLinks(ctx, path, upPath), ...links],
    navigation: items.map((item) =>
      link(ctx, targetPath(item.target), { title: item.title, type: OPDS2_TYPE, rel: item.rel }),
    ),
  };
}

/** The root's alternate link to the 1.2 catalogue's root. */
export const atomRootLink = (ctx: Opds2Context): Opds2Link =>
  link(ctx, OPDS_ROOT, { rel: 'alternate', type: NAVIGATION_TYPE });

/** One book as an OPDS 2.0 publication: metadata, its self and acquisition links, its covers. */
export function publication2(ctx: Opds2Context, book: Book) {
  const covers = coverLinks(ctx.base, book);
  const subjects = [...new Set([book.category, book.genre].filter((s): s is string => Boolean(s)))];
  return {
    metadata: {
      '@type': 'http://schema.org/Book',
      title: book.title,
      author: book.author,
      // The ISBN when the book has a real one; its own id otherwise.
      identifier: isbnUrn(book) ?? `urn:uuid:${book.id}`,
      language: languageTag(book.language),
      modified: new Date(book.updatedAt).toISOString(),
      ...(book.publisher ? { publisher: book.publisher } : {}),
      ...(book.description ? { description: book.description } : {}),
      ...(book.pages > 0 ? { numberOfPages: book.pages } : {}),
      subject: subjects.map((name) => ({ name })),
    },
    links: [
      link(ctx, `${OPDS2_ROOT}/books/${book.id}`, { rel: 'self', type: OPDS2_PUBLICATION_TYPE }),
      link(ctx, downloadPath(book.id), { rel: REL_ACQUISITION, type: EPUB_MEDIA_TYPE }),
    ],
    images: covers
      ? [
          { href: covers.cover, type: 'image/jpeg' },
          { href: covers.thumbnail, type: 'image/jpeg' },
        ]
      : [link(ctx, PLACEHOLDER_COVER_PATH, { type: 'image/jpeg' })],
  };
}

/**
 * The facets of a catalogue listing: its order (New, Popular) and its category (all, or one), each
 * link keeping the other choice; the current choice is marked `self`.
 */
function catalogueFacets(ctx: Opds2Context, listing: Extract<Listing, { kind: 'catalogue' }>) {
  const facetLink = (title: string, target: Listing, current: boolean) =>
    link(ctx, listingPath2(target), { title, type: OPDS2_TYPE, ...(current ? { rel: 'self' } : {}) });
  const sorts: [CatalogueSort, string][] = [
    ['new', M.newTitle],
    ['popular', M.popularTitle],
  ];
  return [
    {
      metadata: { title: M.sortFacetTitle },
      links: sorts.map(([sort, title]) => facetLink(title, { ...listing, sort }, sort === listing.sort)),
    },
    {
      metadata: { title: M.categoryFacetTitle },
      links: [
        facetLink(M.allCategoriesTitle, { kind: 'catalogue', sort: listing.sort }, !listing.category),
        ...BOOK_CATEGORIES.map((category) =>
          facetLink(
            category,
            { kind: 'catalogue', sort: listing.sort, category },
            category === listing.category,
          ),
        ),
      ],
    },
  ];
}

/** A page of publications with its counts, first/previous/next/last links and (catalogue) facets. */
export function publicationsFeed2(
  ctx: Opds2Context,
  { listing, page, upPath = OPDS2_ROOT }: { listing: Listing; page: BookPage; upPath?: string },
) {
  const path = listingPath2(listing);
  const lastPage = Math.max(page.totalPages, 1);
  const pageLink = (rel: string, number: number) =>
    link(ctx, pagePath(path, number), { rel, type: OPDS2_TYPE });
  return {
    metadata: {
      title: page.title,
      numberOfItems: page.total,
      itemsPerPage: page.pageSize,
      currentPage: page.page,
    },
    links: [
      ...commonLinks(ctx, pagePath(path, page.page), upPath),
      pageLink('first', 1),
      ...(page.page > 1 ? [pageLink('previous', Math.min(page.page - 1, lastPage))] : []),
      ...(page.page < page.totalPages ? [pageLink('next', page.page + 1)] : []),
      pageLink('last', lastPage),
    ],
    ...(listing.kind === 'catalogue' ? { facets: catalogueFacets(ctx, listing) } : {}),
    publications: page.books.map((book) => publication2(ctx, book)),
  };
}

/**
 * The Authentication Document (Authentication for OPDS 1.0): HTTP Basic with the account e-mail
 * and an app password (or the account password), as the 1.2 catalogue takes them.
 */
export function authenticationDocument(ctx: Opds2Context) {
  return {
    id: ctx.base + AUTH_DOCUMENT_PATH,
    title: M.catalogueTitle,
    description: M.authDescription,
    authentication: [
      { type: BASIC_AUTH, labels: { login: M.authLoginLabel, password: M.authPasswordLabel } },
    ],
  };
}
