import { xmlDocument, xmlString } from '../../lib/xml-document.js';

const ATOM_NS = 'http://www.w3.org/2005/Atom';
export const ATOM_MEDIA_TYPE = 'application/atom+xml';

export interface AtomEntry {
  id: string;
  title: string;
  /** The reader's page of the entry (absolute). */
  link: string;
  published: Date;
  updated: Date;
  summary: string;
  author: string;
}

export interface AtomFeed {
  id: string;
  title: string;
  subtitle?: string;
  /** The feed's own address (absolute). */
  self: string;
  /** The page the feed is about (absolute). */
  alternate: string;
  author: string;
  /** When the feed last changed: its newest entry's update, else `fallbackUpdated`. */
  fallbackUpdated: Date;
  entries: AtomEntry[];
}

/**
 * An Atom 1.0 document (RFC 4287) of released chapters (decision 060), built with the XML
 * helper, which escapes every value and drops the characters XML forbids.
 */
export function atomFeed(feed: AtomFeed): string {
  const doc = xmlDocument();
  const root = doc.ele(ATOM_NS, 'feed');
  root.ele('id').txt(feed.id);
  root.ele('title').txt(feed.title);
  if (feed.subtitle) root.ele('subtitle').txt(feed.subtitle);
  const newest = feed.entries.reduce(
    (latest, entry) => (entry.updated > latest ? entry.updated : latest),
    feed.entries.length > 0 ? new Date(0) : feed.fallbackUpdated,
  );
  root.ele('updated').txt(newest.toISOString());
  root.ele('author').ele('name').txt(feed.author);
  root.ele('link', { rel: 'self', type: ATOM_MEDIA_TYPE, href: feed.self });
  root.ele('link', { rel: 'alternate', type: 'text/html', href: feed.alternate });
  root.ele('generator').txt('Quire');
  for (const entry of feed.entries) {
    const item = root.ele('entry');
    item.ele('id').txt(entry.id);
    item.ele('title').txt(entry.title);
    item.ele('link', { rel: 'alternate', type: 'text/html', href: entry.link });
    item.ele('published').txt(entry.published.toISOString());
    item.ele('updated').txt(entry.updated.toISOString());
    item.ele('author').ele('name').txt(entry.author);
    item.ele('summary', { type: 'text' }).txt(entry.summary);
  }
  return xmlString(doc, 'indented');
}
