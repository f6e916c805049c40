import type { Book } from '@quire/shared';
import { languageTag } from '@quire/shared/language';
import { EPUB_MEDIA_TYPE } from '../../http/send-epub.js';
import { XmlWriter } from '../../lib/xml-writer.js';
import { coverLinks, downloadPath, isbnUrn } from './opds-book.js';
import type { BookPage, Listing, NavigationItem, NavigationTarget } from './opds.service.js';

export const NAVIGATION_TYPE = 'application/atom+xml;profile=opds-catalog;kind=navigation';
export const ACQUISITION_TYPE = 'application/atom+xml;profile=opds-catalog;kind=acquisition';
export const OPENSEARCH_TYPE = 'application/opensearchdescription+xml';

/** Where the OPDS 1.2 catalogue starts. */
export const OPDS_ROOT = '/opds';

const REL_IMAGE = 'http://opds-spec.org/image';
const REL_THUMBNAIL = 'http://opds-spec.org/image/thumbnail';
const REL_ACQUISITION = 'http://opds-spec.org/acquisition';

/** Absolute links of a feed: the site's origin and the catalogue's paths under it. */
export interface FeedContext {
  base: string;
  /** Feed update time (now). */
  updated: Date;
}

export interface FeedLink {
  rel: string;
  href: string;
  type: string;
  title?: string;
}

/** A listing's feed path (without a page) in the 1.2 catalogue; it has no popular-per-category feed. */
export function listingPath(listing: Listing): string {
  switch (listing.kind) {
    case 'catalogue':
      if (listing.category) return `${OPDS_ROOT}/categories/${encodeURIComponent(listing.category)}`;
      return `${OPDS_ROOT}/${listing.sort}`;
    case 'shelf':
      return `${OPDS_ROOT}/shelves/${listing.shelf}`;
    case 'search':
      return `${OPDS_ROOT}/search?q=${encodeURIComponent(listing.q)}`;
  }
}

const targetLink = (target: NavigationTarget) =>
  target.kind === 'categories'
    ? { path: `${OPDS_ROOT}/categories`, type: NAVIGATION_TYPE }
    : { path: listingPath(target), type: ACQUISITION_TYPE };

const ATOM_NS = 'http://www.w3.org/2005/Atom';

const addLink = (parent: XmlWriter, { rel, href, type, title }: FeedLink) =>
  parent.ele('link', title ? { rel, href, type, title } : { rel, href, type });

/** An Atom feed with its id, title, update time, author and links; `fill` adds what follows. */
function feed(
  ctx: FeedContext,
  id: string,
  title: string,
  links: FeedLink[],
  fill: (feed: XmlWriter) => void,
) {
  const doc = XmlWriter.document();
  const root = doc.ele(ATOM_NS, 'feed', {
    'xmlns:dc': 'http://purl.org/dc/terms/',
    'xmlns:opds': 'http://opds-spec.org/2010/catalog',
    'xmlns:opensearch': 'http://a9.com/-/spec/opensearch/1.1/',
  });
  root.ele('id').txt(id);
  root.ele('title').txt(title);
  root.ele('updated').txt(ctx.updated.toISOString());
  root.ele('author').ele('name').txt('Quire').up().ele('uri').txt(ctx.base);
  for (const link of links) addLink(root, link);
  fill(root);
  return doc.end();
}

/** The links every feed carries: itself, the catalogue root and the search description. */
function commonLinks(ctx: FeedContext, selfPath: string, selfType: string, upPath?: string): FeedLink[] {
  return [
    { rel: 'self', href: ctx.base + selfPath, type: selfType },
    { rel: 'start', href: ctx.base + OPDS_ROOT, type: NAVIGATION_TYPE },
    ...(upPath ? [{ rel: 'up', href: ctx.base + upPath, type: NAVIGATION_TYPE }] : []),
    { rel: 'search', href: `${ctx.base}${OPDS_ROOT}/opensearch.xml`, type: OPENSEARCH_TYPE },
  ];
}

/** A navigation feed: one entry per item; `links` adds to the common ones (the root's alternate). */
export function navigationFeed(
  ctx: FeedContext,
  {
    path,
    title,
    items,
    upPath,
    links = [],
  }: { path: string; title: string; items: NavigationItem[]; upPath?: string; links?: FeedLink[] },
): string {
  const allLinks = [...commonLinks(ctx, path, NAVIGATION_TYPE, upPath), ...links];
  return feed(ctx, ctx.base + path, title, allLinks, (root) => {
    for (const item of items) {
      const target = targetLink(item.target);
      const element = root.ele('entry');
      element.ele('title').txt(item.title);
      element.ele('id').txt(item.id);
      element.ele('updated').txt(ctx.updated.toISOString());
      element.ele('content', { type: 'text' }).txt(item.summary);
      addLink(element, { rel: item.rel, href: ctx.base + target.path, type: target.type });
    }
  });
}

const pageHref = (ctx: FeedContext, path: string, page: number) =>
  `${ctx.base}${path}${path.includes('?') ? '&' : '?'}page=${page}`;

function addBookEntry(parent: XmlWriter, ctx: FeedContext, book: Book) {
  const covers = coverLinks(ctx.base, book);
  const isbn = isbnUrn(book);
  const entry = parent.ele('entry');
  entry.ele('title').txt(book.title);
  entry.ele('id').txt(`urn:uuid:${book.id}`);
  entry.ele('updated').txt(new Date(book.updatedAt).toISOString());
  entry.ele('author').ele('name').txt(book.author);
  if (isbn) entry.ele('dc:identifier').txt(isbn);
  entry.ele('dc:language').txt(languageTag(book.language));
  if (book.publicationYear) entry.ele('dc:issued').txt(String(book.publicationYear).padStart(4, '0'));
  if (book.publisher) entry.ele('dc:publisher').txt(book.publisher);
  entry.ele('category', { term: book.category, label: book.category });
  if (book.genre && book.genre !== book.category)
    entry.ele('category', { term: book.genre, label: book.genre });
  if (book.description) entry.ele('summary', { type: 'text' }).txt(book.description);
  if (covers) {
    addLink(entry, { rel: REL_IMAGE, href: covers.cover, type: 'image/jpeg' });
    addLink(entry, { rel: REL_THUMBNAIL, href: covers.thumbnail, type: 'image/jpeg' });
  }
  addLink(entry, { rel: REL_ACQUISITION, href: ctx.base + downloadPath(book.id), type: EPUB_MEDIA_TYPE });
}

/** A page of books, with first/previous/next/last links and OpenSearch counts. */
export function acquisitionFeed(
  ctx: FeedContext,
  { listing, page, upPath = OPDS_ROOT }: { listing: Listing; page: BookPage; upPath?: string },
): string {
  const path = listingPath(listing);
  const { totalPages } = page;
  const links: FeedLink[] = [
    ...commonLinks(ctx, path, ACQUISITION_TYPE, upPath).map((l) =>
      l.rel === 'self' ? { ...l, href: pageHref(ctx, path, page.page) } : l,
    ),
    { rel: 'first', href: pageHref(ctx, path, 1), type: ACQUISITION_TYPE },
    ...(page.page > 1
      ? [
          {
            rel: 'previous',
            href: pageHref(ctx, path, Math.min(page.page - 1, Math.max(totalPages, 1))),
            type: ACQUISITION_TYPE,
          },
        ]
      : []),
    ...(page.page < totalPages
      ? [{ rel: 'next', href: pageHref(ctx, path, page.page + 1), type: ACQUISITION_TYPE }]
      : []),
    { rel: 'last', href: pageHref(ctx, path, Math.max(totalPages, 1)), type: ACQUISITION_TYPE },
  ];
  return feed(ctx, ctx.base + path, page.title, links, (root) => {
    root.ele('opensearch:totalResults').txt(String(page.total));
    root.ele('opensearch:itemsPerPage').txt(String(page.pageSize));
    root.ele('opensearch:startIndex').txt(String((page.page - 1) * page.pageSize + 1));
    for (const book of page.books) addBookEntry(root, ctx, book);
  });
}

/** The OpenSearch description e-reader apps read to search the catalogue. */
export function openSearchDescription(ctx: FeedContext, names: { shortName: string; description: string }) {
  const doc = XmlWriter.document();
  const root = doc.ele('http://a9.com/-/spec/opensearch/1.1/', 'OpenSearchDescription');
  root.ele('ShortName').txt(names.shortName);
  root.ele('Description').txt(names.description);
  root.ele('InputEncoding').txt('UTF-8');
  root.ele('OutputEncoding').txt('UTF-8');
  const template = `${ctx.base}${OPDS_ROOT}/search?q={searchTerms}`;
  root.ele('Url', { type: ACQUISITION_TYPE, template });
  root.ele('Url', { type: 'application/atom+xml', template });
  return doc.end();
}
