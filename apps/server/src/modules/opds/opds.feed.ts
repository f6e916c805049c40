import type { Book } from '@quire/shared';
import { isOwnImageUrl } from '@quire/shared/domain';
import { languageTag } from '@quire/shared/language';
import { EPUB_MEDIA_TYPE } from '../../http/send-epub.js';
import { type XmlBuilder, xmlDocument, xmlString } from '../../lib/xml-document.js';

export const NAVIGATION_TYPE = 'application/atom+xml;profile=opds-catalog;kind=navigation';
export const ACQUISITION_TYPE = 'application/atom+xml;profile=opds-catalog;kind=acquisition';
export const OPENSEARCH_TYPE = 'application/opensearchdescription+xml';

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

export interface NavigationEntry {
  id: string;
  title: string;
  summary: string;
  href: string;
  rel: string;
  type: string;
}

export interface Paging {
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
  /** The feed's path without a page (`/opds/new`, `/opds/search?q=…`). */
  path: string;
}

const ATOM_NS = 'http://www.w3.org/2005/Atom';

const addLink = (parent: XmlBuilder, { rel, href, type, title }: FeedLink) =>
  parent.ele('link', title ? { rel, href, type, title } : { rel, href, type });

/** An Atom feed with its id, title, update time, author and links; `fill` adds what follows. */
function feed(
  ctx: FeedContext,
  id: string,
  title: string,
  links: FeedLink[],
  fill: (feed: XmlBuilder) => void,
) {
  const doc = xmlDocument();
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
  return xmlString(doc, 'indented');
}

/** The links every feed carries: itself, the catalogue root and the search description. */
function commonLinks(ctx: FeedContext, selfPath: string, selfType: string, upPath?: string): FeedLink[] {
  return [
    { rel: 'self', href: ctx.base + selfPath, type: selfType },
    { rel: 'start', href: `${ctx.base}/opds`, type: NAVIGATION_TYPE },
    ...(upPath ? [{ rel: 'up', href: ctx.base + upPath, type: NAVIGATION_TYPE }] : []),
    { rel: 'search', href: `${ctx.base}/opds/opensearch.xml`, type: OPENSEARCH_TYPE },
  ];
}

export function navigationFeed(
  ctx: FeedContext,
  {
    path,
    title,
    entries,
    upPath,
  }: { path: string; title: string; entries: NavigationEntry[]; upPath?: string },
): string {
  return feed(ctx, ctx.base + path, title, commonLinks(ctx, path, NAVIGATION_TYPE, upPath), (root) => {
    for (const entry of entries) {
      const element = root.ele('entry');
      element.ele('title').txt(entry.title);
      element.ele('id').txt(entry.id);
      element.ele('updated').txt(ctx.updated.toISOString());
      element.ele('content', { type: 'text' }).txt(entry.summary);
      addLink(element, { rel: entry.rel, href: ctx.base + entry.href, type: entry.type });
    }
  });
}

const pageHref = (ctx: FeedContext, path: string, page: number) =>
  `${ctx.base}${path}${path.includes('?') ? '&' : '?'}page=${page}`;

/** Own images (WebP, from the image host) become absolute links; covers hosted elsewhere are left out. */
const ownImage = (ctx: FeedContext, url: string | null) =>
  url && isOwnImageUrl(url) ? ctx.base + url : undefined;

function addBookEntry(parent: XmlBuilder, ctx: FeedContext, book: Book) {
  const cover = ownImage(ctx, book.coverImage);
  const thumb = ownImage(ctx, book.coverThumb ?? null);
  const entry = parent.ele('entry');
  entry.ele('title').txt(book.title);
  entry.ele('id').txt(`urn:uuid:${book.id}`);
  entry.ele('updated').txt(new Date(book.updatedAt).toISOString());
  entry.ele('author').ele('name').txt(book.author);
  entry.ele('dc:language').txt(languageTag(book.language));
  if (book.publicationYear) entry.ele('dc:issued').txt(String(book.publicationYear).padStart(4, '0'));
  if (book.publisher) entry.ele('dc:publisher').txt(book.publisher);
  entry.ele('category', { term: book.category, label: book.category });
  if (book.genre && book.genre !== book.category)
    entry.ele('category', { term: book.genre, label: book.genre });
  if (book.description) entry.ele('summary', { type: 'text' }).txt(book.description);
  if (cover) addLink(entry, { rel: REL_IMAGE, href: cover, type: 'image/webp' });
  if (thumb) addLink(entry, { rel: REL_THUMBNAIL, href: thumb, type: 'image/webp' });
  addLink(entry, {
    rel: REL_ACQUISITION,
    href: `${ctx.base}/opds/books/${book.id}/download.epub`,
    type: EPUB_MEDIA_TYPE,
  });
}

/** A page of books, with first/previous/next/last links and OpenSearch counts. */
export function acquisitionFeed(
  ctx: FeedContext,
  {
    title,
    books,
    paging,
    upPath = '/opds',
  }: { title: string; books: Book[]; paging: Paging; upPath?: string },
): string {
  const { page, totalPages, path } = paging;
  const links: FeedLink[] = [
    ...commonLinks(ctx, path, ACQUISITION_TYPE, upPath).map((l) =>
      l.rel === 'self' ? { ...l, href: pageHref(ctx, path, page) } : l,
    ),
    { rel: 'first', href: pageHref(ctx, path, 1), type: ACQUISITION_TYPE },
    ...(page > 1
      ? [
          {
            rel: 'previous',
            href: pageHref(ctx, path, Math.min(page - 1, Math.max(totalPages, 1))),
            type: ACQUISITION_TYPE,
          },
        ]
      : []),
    ...(page < totalPages
      ? [{ rel: 'next', href: pageHref(ctx, path, page + 1), type: ACQUISITION_TYPE }]
      : []),
    { rel: 'last', href: pageHref(ctx, path, Math.max(totalPages, 1)), type: ACQUISITION_TYPE },
  ];
  return feed(ctx, ctx.base + path, title, links, (root) => {
    root.ele('opensearch:totalResults').txt(String(paging.total));
    root.ele('opensearch:itemsPerPage').txt(String(paging.pageSize));
    root.ele('opensearch:startIndex').txt(String((page - 1) * paging.pageSize + 1));
    for (const book of books) addBookEntry(root, ctx, book);
  });
}

/** The OpenSearch description e-reader apps read to search the catalogue. */
export function openSearchDescription(ctx: FeedContext, names: { shortName: string; description: string }) {
  const doc = xmlDocument();
  const root = doc.ele('http://a9.com/-/spec/opensearch/1.1/', 'OpenSearchDescription');
  root.ele('ShortName').txt(names.shortName);
  root.ele('Description').txt(names.description);
  root.ele('InputEncoding').txt('UTF-8');
  root.ele('OutputEncoding').txt('UTF-8');
  const template = `${ctx.base}/opds/search?q={searchTerms}`;
  root.ele('Url', { type: ACQUISITION_TYPE, template });
  root.ele('Url', { type: 'application/atom+xml', template });
  return xmlString(doc, 'indented');
}
