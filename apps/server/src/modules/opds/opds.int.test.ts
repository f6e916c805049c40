import { randomUUID } from 'node:crypto';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { strFromU8, unzipSync } from 'fflate';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipartFile, type TestContext, type TestUser, useTestContext } from '../../../test/helper.js';
import sharp from 'sharp';
import { epubcheck, findEpubcheck } from '../../../test/epubcheck.js';

let ctx: TestContext;
let author: TestUser;
let reader: TestUser;
let secret: string;
const HOST = 'books.example';
const BASE = `http://${HOST}`;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  isArray: (name) => ['entry', 'link', 'category'].includes(name),
});

interface Link {
  rel: string;
  href: string;
  type: string;
}
interface Entry {
  title: string;
  id: string;
  link: Link[];
  category?: { term: string }[];
  summary?: { '#text': string };
  author?: { name: string };
  'dc:identifier'?: string;
}
interface Feed {
  title: string;
  link: Link[];
  entry?: Entry[];
  'opensearch:totalResults'?: number;
}

const basic = (email: string, password: string) =>
  `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`;

/** GETs an absolute catalogue URL with Basic credentials. */
const get = (url: string, authorization = basic(reader.email, secret)) =>
  ctx.app.inject({
    method: 'GET',
    url: url.startsWith(BASE) ? url.slice(BASE.length) : url,
    headers: { host: HOST, authorization },
  });

/** Parses a feed after checking it is well-formed XML. */
function feedOf(res: LightMyRequestResponse): Feed {
  expect(res.statusCode).toBe(200);
  expect(XMLValidator.validate(res.body)).toBe(true);
  return parser.parse(res.body).feed as Feed;
}

const linkOf = (links: Link[], rel: string) => links.find((l) => l.rel === rel);
const entryNamed = (feed: Feed, title: string) => feed.entry?.find((e) => String(e.title) === title);

async function createBook(token: string, overrides: Record<string, unknown> = {}) {
  const res = await ctx.request({
    method: 'POST',
    url: '/api/upload-book',
    token,
    payload: {
      title: `Book ${randomUUID().slice(0, 8)}`,
      author: 'Ada Lindqvist',
      isbn: `isbn-${randomUUID().slice(0, 18)}`,
      category: 'Poetry',
      publicationYear: 2021,
      publisher: 'Quire Press',
      language: 'English',
      description: 'A description.',
      chapters: [{ title: 'One', content: 'First paragraph.\n\nSecond paragraph.' }],
      ...overrides,
    },
  });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; title: string };
}

/** Uploads a cover to the image host (POST /api/images); answers its address as the book form sends it. */
async function uploadCover(token: string): Promise<string> {
  const png = await sharp({
    create: { width: 300, height: 450, channels: 4, background: { r: 30, g: 90, b: 160, alpha: 0.5 } },
  })
    .png()
    .toBuffer();
  const res = await ctx.request({
    method: 'POST',
    url: '/api/images',
    token,
    ...multipartFile('cover.png', png, { contentType: 'image/png' }),
  });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json().secure_url;
}

beforeAll(async () => {
  ctx = await useTestContext();
  author = await ctx.signUp({ name: 'Ada Author' });
  reader = await ctx.signUp({ name: 'Rita Reader' });
  secret = (
    await ctx.request({
      method: 'POST',
      url: '/api/profile/app-passwords',
      token: reader.token,
      payload: { name: 'Kobo' },
    })
  ).json().secret;
});

describe('the OPDS catalogue', () => {
  it('walks from /opds through a navigation feed to an acquisition feed and downloads a valid EPUB with an app password', async () => {
    const book = await createBook(author.token, { title: 'Drama & <Tears>', category: 'Drama' });
    const root = await get('/opds');
    expect(root.headers['content-type']).toBe('application/atom+xml;profile=opds-catalog;kind=navigation');
    const rootFeed = feedOf(root);
    expect(rootFeed.entry?.map((e) => String(e.title))).toEqual([
      'New',
      'Popular',
      'By category',
      'Reading',
      'Want to Read',
      'Favorites',
    ]);
    expect(linkOf(rootFeed.link, 'search')).toEqual({
      rel: 'search',
      href: `${BASE}/opds/opensearch.xml`,
      type: 'application/opensearchdescription+xml',
    });

    const byCategory = entryNamed(rootFeed, 'By category')!.link[0]!;
    const categories = feedOf(await get(byCategory.href));
    expect(categories.entry).toHaveLength(12);
    const drama = entryNamed(categories, 'Drama')!.link[0]!;
    expect(drama.type).toBe('application/atom+xml;profile=opds-catalog;kind=acquisition');

    const dramaRes = await get(drama.href);
    expect(dramaRes.headers['content-type']).toBe(
      'application/atom+xml;profile=opds-catalog;kind=acquisition',
    );
    const dramaFeed = feedOf(dramaRes);
    const entry = entryNamed(dramaFeed, 'Drama & <Tears>')!;
    expect(entry.id).toBe(`urn:uuid:${book.id}`);
    expect(entry.author?.name).toBe('Ada Lindqvist');
    expect(entry.category?.[0]?.term).toBe('Drama');
    const acquisition = linkOf(entry.link, 'http://opds-spec.org/acquisition')!;
    expect(acquisition).toEqual({
      rel: 'http://opds-spec.org/acquisition',
      href: `${BASE}/opds/books/${book.id}/download.epub`,
      type: 'application/epub+zip',
    });

    const download = await get(acquisition.href);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/epub+zip');
    const files = unzipSync(new Uint8Array(download.rawPayload));
    expect(strFromU8(files.mimetype!)).toBe('application/epub+zip');
    expect(strFromU8(files['OEBPS/content.opf']!)).toContain(
      '<dc:title>Drama &amp; &lt;Tears&gt;</dc:title>',
    );
    const command = await findEpubcheck();
    if (command) expect((await epubcheck(command, download.rawPayload)).clean).toBe(true);
    else if (process.env.CI) throw new Error('epubcheck is not installed (apt-get install epubcheck)');

    const detail = await ctx.request({ method: 'GET', url: `/api/books/${book.id}`, token: author.token });
    expect(detail.json().downloads).toBe(1);
  }, 300_000);

  it('links JPEG covers and thumbnails from our image host, and every image link answers a JPEG', async () => {
    const uploaded = await uploadCover(author.token);
    await createBook(author.token, { title: 'With cover', coverImage: uploaded });
    // A cover saved as its thumbnail's address is still the same image.
    await createBook(author.token, { title: 'With thumb cover', coverImage: `${uploaded}/thumb` });
    // A cover hosted elsewhere is left out: its format is unknown and the catalogue never fetches it.
    await createBook(author.token, { title: 'Foreign cover', coverImage: 'https://covers.example/x.webp' });
    const feed = feedOf(await get('/opds/new'));
    const id = uploaded.split('/').pop();
    for (const title of ['With cover', 'With thumb cover']) {
      const entry = entryNamed(feed, title)!;
      expect(linkOf(entry.link, 'http://opds-spec.org/image')).toEqual({
        rel: 'http://opds-spec.org/image',
        href: `${BASE}/api/images/${id}?format=jpeg`,
        type: 'image/jpeg',
      });
      expect(linkOf(entry.link, 'http://opds-spec.org/image/thumbnail')).toEqual({
        rel: 'http://opds-spec.org/image/thumbnail',
        href: `${BASE}/api/images/${id}/thumb?format=jpeg`,
        type: 'image/jpeg',
      });
    }
    expect(entryNamed(feed, 'Foreign cover')!.link.map((l) => l.rel)).toEqual([
      'http://opds-spec.org/acquisition',
    ]);

    // OPDS 1.2 §5.2.2: every image link of every feed page is a JPEG or a PNG, as it says.
    const imageLinks = (feed.entry ?? []).flatMap((e) =>
      e.link.filter((l) => l.rel.startsWith('http://opds-spec.org/image')),
    );
    expect(imageLinks.length).toBeGreaterThanOrEqual(4);
    for (const link of imageLinks) {
      expect(['image/jpeg', 'image/png']).toContain(link.type);
      const image = await get(link.href);
      expect(image.statusCode, link.href).toBe(200);
      expect(image.headers['content-type'], link.href).toBe(link.type);
      const meta = await sharp(image.rawPayload).metadata();
      expect(meta.format).toBe(link.type === 'image/jpeg' ? 'jpeg' : 'png');
    }
  });

  it('identifies books by their ISBN (dc:identifier urn:isbn) when they have a real one', async () => {
    await createBook(author.token, { title: 'ISBN-13 book', isbn: '978-0-306-40615-7' });
    await createBook(author.token, { title: 'ISBN-10 book', isbn: '0-8044-2957-X' });
    await createBook(author.token, { title: 'Placeholder ISBN book', isbn: 'IMPORT-1234' });
    const feed = feedOf(await get('/opds/new'));
    const identifier = (title: string) => entryNamed(feed, title)?.['dc:identifier'];
    expect(identifier('ISBN-13 book')).toBe('urn:isbn:9780306406157');
    // An ISBN-10 is given as its ISBN-13.
    expect(identifier('ISBN-10 book')).toBe('urn:isbn:9780804429573');
    expect(identifier('Placeholder ISBN book')).toBeUndefined();
    expect(entryNamed(feed, 'Placeholder ISBN book')!.id).toMatch(/^urn:uuid:/);
  });

  it('answers 401 with a Basic challenge without credentials, with a wrong password and with a revoked app password', async () => {
    const none = await ctx.app.inject({ method: 'GET', url: '/opds', headers: { host: HOST } });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Basic realm="Quire"');

    const wrong = await get('/opds', basic(reader.email, 'not the password'));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['www-authenticate']).toBe('Basic realm="Quire"');
    expect(wrong.json()).toEqual({ message: 'Invalid email or password', code: 'UNAUTHORIZED' });

    // Someone else's e-mail with this reader's app password is no good either.
    expect((await get('/opds', basic(author.email, secret))).statusCode).toBe(401);
    // The account password works too.
    expect((await get('/opds', basic(reader.email, reader.password))).statusCode).toBe(200);

    const created = await ctx.request({
      method: 'POST',
      url: '/api/profile/app-passwords',
      token: reader.token,
      payload: { name: 'Old phone' },
    });
    const { secret: old, appPassword } = created.json();
    expect((await get('/opds/new', basic(reader.email, old))).statusCode).toBe(200);
    await ctx.request({
      method: 'DELETE',
      url: `/api/profile/app-passwords/${appPassword.id}`,
      token: reader.token,
    });
    const revoked = await get('/opds/new', basic(reader.email, old));
    expect(revoked.statusCode).toBe(401);
    expect(revoked.headers['www-authenticate']).toBe('Basic realm="Quire"');
    expect(
      (await get(`/opds/books/${randomUUID()}/download.epub`, basic(reader.email, old))).statusCode,
    ).toBe(401);
  });

  it('never shows drafts or other readers’ shelves; the caller’s shelves are their own', async () => {
    const draft = await createBook(author.token, { title: 'Secret draft', published: false });
    const shelved = await createBook(author.token, { title: 'Shelved by the author' });
    await ctx.request({
      method: 'PUT',
      url: `/api/library/${shelved.id}/status`,
      token: author.token,
      payload: { status: 'Want to Read' },
    });
    const favourite = await createBook(author.token, { title: 'Rita likes this' });
    await ctx.request({ method: 'POST', url: `/api/books/${favourite.id}/favorite`, token: reader.token });
    await ctx.request({
      method: 'PUT',
      url: `/api/library/${favourite.id}/status`,
      token: reader.token,
      payload: { status: 'Reading' },
    });

    const titles = async (path: string) => (feedOf(await get(path)).entry ?? []).map((e) => String(e.title));
    for (const path of ['/opds/new', '/opds/popular', '/opds/categories/Poetry', '/opds/search?q=Secret'])
      expect(await titles(path)).not.toContain('Secret draft');
    expect(await titles('/opds/shelves/want-to-read')).toEqual([]);
    expect(await titles('/opds/shelves/reading')).toEqual(['Rita likes this']);
    expect(await titles('/opds/shelves/favourites')).toEqual(['Rita likes this']);
    const forbidden = await get(`/opds/books/${draft.id}/download.epub`);
    expect(forbidden.statusCode).toBe(404);
    expect(forbidden.json()).toEqual({ message: 'Book not found', code: 'NOT_FOUND' });

    // The author's own draft shows on their own shelf only, and downloads for them.
    await ctx.request({
      method: 'PUT',
      url: `/api/library/${draft.id}/status`,
      token: author.token,
      payload: { status: 'Reading' },
    });
    const mine = basic(author.email, author.password);
    expect(
      (feedOf(await get('/opds/shelves/reading', mine)).entry ?? []).map((e) => String(e.title)),
    ).toEqual(['Secret draft']);
    expect((feedOf(await get('/opds/new', mine)).entry ?? []).map((e) => String(e.title))).not.toContain(
      'Secret draft',
    );
    expect((await get(`/opds/books/${draft.id}/download.epub`, mine)).statusCode).toBe(200);
    expect((await get('/opds/shelves/nope')).statusCode).toBe(404);
    expect((await get('/opds/categories/Cooking')).statusCode).toBe(404);
  });

  it('pages acquisition feeds with first, previous, next and last links', async () => {
    for (let i = 0; i < 23; i++)
      await createBook(author.token, { title: `History ${i}`, category: 'History' });
    const first = feedOf(await get('/opds/categories/History'));
    expect(first['opensearch:totalResults']).toBe(23);
    expect(first.entry).toHaveLength(20);
    expect(linkOf(first.link, 'previous')).toBeUndefined();
    expect(linkOf(first.link, 'first')?.href).toBe(`${BASE}/opds/categories/History?page=1`);
    expect(linkOf(first.link, 'last')?.href).toBe(`${BASE}/opds/categories/History?page=2`);
    const next = linkOf(first.link, 'next')!;
    expect(next.href).toBe(`${BASE}/opds/categories/History?page=2`);

    const second = feedOf(await get(next.href));
    expect(second.entry).toHaveLength(3);
    expect(linkOf(second.link, 'next')).toBeUndefined();
    expect(linkOf(second.link, 'previous')?.href).toBe(`${BASE}/opds/categories/History?page=1`);
    const all = [...first.entry!, ...second.entry!].map((e) => String(e.title));
    expect(new Set(all).size).toBe(23);
  });

  it('searches through the OpenSearch description', async () => {
    await createBook(author.token, { title: '東京の夜 — a night', author: 'Ōno Rin' });
    const description = await ctx.app.inject({
      method: 'GET',
      url: '/opds/opensearch.xml',
      headers: { host: HOST },
    });
    expect(description.headers['content-type']).toBe('application/opensearchdescription+xml');
    expect(XMLValidator.validate(description.body)).toBe(true);
    const urls = parser.parse(description.body).OpenSearchDescription.Url;
    const template = (Array.isArray(urls) ? urls : [urls]).find(
      (u: { type: string }) => u.type === 'application/atom+xml;profile=opds-catalog;kind=acquisition',
    ).template as string;
    expect(template).toBe(`${BASE}/opds/search?q={searchTerms}`);

    const results = feedOf(await get(template.replace('{searchTerms}', encodeURIComponent('東京'))));
    expect(results.entry?.map((e) => String(e.title))).toEqual(['東京の夜 — a night']);
    expect(String(results.title)).toBe('Search: 東京');
    const byAuthor = feedOf(await get(template.replace('{searchTerms}', encodeURIComponent('ōno'))));
    expect(byAuthor.entry).toHaveLength(1);
    const nothing = feedOf(await get(template.replace('{searchTerms}', 'zzzz-nothing')));
    expect(nothing.entry).toBeUndefined();
  });
});
