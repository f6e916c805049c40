import type { Book } from '@quire/shared';
import { languageTag } from '@quire/shared/language';
import { EPUB_MEDIA_TYPE } from '../epub/epub.writer.js';
import { xmlText } from '../epub/xml-text.js';

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

const link = ({ rel, href, type, title }: FeedLink) =>
  `<link rel="${xmlText(rel)}" href="${xmlText(href)}" type="${xmlText(type)}"${title ? ` title="${xmlText(title)}"` : ''}/>`;

function feed(
  ctx: FeedContext,
  id: string,
  title: string,
  links: FeedLink[],
  body: string[],
  extra: string[] = [],
) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/terms/" xmlns:opds="http://opds-spec.org/2010/catalog" xmlns:opensearch="http://a9.com/-/spec/opensearch/1.1/">
  <id>${xmlText(id)}</id>
  <title>${xmlText(title)}</title>
  <updated>${ctx.updated.toISOString()}</updated>
  <author><name>Quire</name><uri>${xmlText(ctx.base)}</uri></author>
  ${[...links.map(link), ...extra].join('\n  ')}
${body.join('\n')}
</feed>
`;
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
  const body = entries.map(
    (entry) => `  <entry>
    <title>${xmlText(entry.title)}</title>
    <id>${xmlText(entry.id)}</id>
    <updated>${ctx.updated.toISOString()}</updated>
    <content type="text">${xmlText(entry.summary)}</content>
    ${link({ rel: entry.rel, href: ctx.base + entry.href, type: entry.type })}
  </entry>`,
  );
  return feed(ctx, ctx.base + path, title, commonLinks(ctx, path, NAVIGATION_TYPE, upPath), body);
}

const pageHref = (ctx: FeedContext, path: string, page: number) =>
  `${ctx.base}${path}${path.includes('?') ? '&' : '?'}page=${page}`;

/** Own images (`/api/images/…`, WebP) become absolute links; covers hosted elsewhere are left out. */
const ownImage = (ctx: FeedContext, url: string | null) =>
  url?.startsWith('/api/images/') ? ctx.base + url : undefined;

function bookEntry(ctx: FeedContext, book: Book): string {
  const cover = ownImage(ctx, book.coverImage);
  const thumb = ownImage(ctx, book.coverThumb ?? null);
  const lines = [
    `<title>${xmlText(book.title)}</title>`,
    `<id>urn:uuid:${xmlText(book.id)}</id>`,
    `<updated>${new Date(book.updatedAt).toISOString()}</updated>`,
    `<author><name>${xmlText(book.author)}</name></author>`,
    `<dc:language>${xmlText(languageTag(book.language))}</dc:language>`,
    book.publicationYear ? `<dc:issued>${String(book.publicationYear).padStart(4, '0')}</dc:issued>` : '',
    book.publisher ? `<dc:publisher>${xmlText(book.publisher)}</dc:publisher>` : '',
    `<category term="${xmlText(book.category)}" label="${xmlText(book.category)}"/>`,
    book.genre && book.genre !== book.category
      ? `<category term="${xmlText(book.genre)}" label="${xmlText(book.genre)}"/>`
      : '',
    book.description ? `<summary type="text">${xmlText(book.description)}</summary>` : '',
    cover ? link({ rel: REL_IMAGE, href: cover, type: 'image/webp' }) : '',
    thumb ? link({ rel: REL_THUMBNAIL, href: thumb, type: 'image/webp' }) : '',
    link({
      rel: REL_ACQUISITION,
      href: `${ctx.base}/opds/books/${book.id}/download.epub`,
      type: EPUB_MEDIA_TYPE,
    }),
  ].filter(Boolean);
  return `  <entry>\n    ${lines.join('\n    ')}\n  </entry>`;
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
  const counts = [
    `<opensearch:totalResults>${paging.total}</opensearch:totalResults>`,
    `<opensearch:itemsPerPage>${paging.pageSize}</opensearch:itemsPerPage>`,
    `<opensearch:startIndex>${(page - 1) * paging.pageSize + 1}</opensearch:startIndex>`,
  ];
  return feed(
    ctx,
    ctx.base + path,
    title,
    links,
    books.map((book) => bookEntry(ctx, book)),
    counts,
  );
}

/** The OpenSearch description e-reader apps read to search the catalogue. */
export function openSearchDescription(ctx: FeedContext, names: { shortName: string; description: string }) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">
  <ShortName>${xmlText(names.shortName)}</ShortName>
  <Description>${xmlText(names.description)}</Description>
  <InputEncoding>UTF-8</InputEncoding>
  <OutputEncoding>UTF-8</OutputEncoding>
  <Url type="${ACQUISITION_TYPE}" template="${xmlText(ctx.base)}/opds/search?q={searchTerms}"/>
  <Url type="application/atom+xml" template="${xmlText(ctx.base)}/opds/search?q={searchTerms}"/>
</OpenSearchDescription>
`;
}
