import { randomUUID } from 'node:crypto';
import { XMLParser } from 'fast-xml-parser';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipartFile, type TestContext, type TestUser, useTestContext } from '../../../test/helper.js';
import {
  OPDSAuthenticationDoc,
  OPDSFeed,
  OPDSPublication,
  parseWithReadium,
} from '../../../test/readium-opds.js';

let ctx: TestContext;
let author: TestUser;
let reader: TestUser;
let secret: string;
const HOST = 'books.example';
const BASE = `http://${HOST}`;
const OPDS2 = 'application/opds+json';
const AUTH_TYPE = 'application/opds-authentication+json';

/** A response's media type, without its parameters (JSON goes out as `; charset=utf-8`). */
const mediaType = (res: LightMyRequestResponse) => String(res.headers['content-type']).split(';')[0];

const basic = (email: string, password: string) =>
  `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`;

/** GETs an absolute catalogue URL with Basic credentials (none when `authorization` is null). */
const get = (url: string, authorization: string | null = basic(reader.email, secret)) =>
  ctx.app.inject({
    method: 'GET',
    url: url.startsWith(BASE) ? url.slice(BASE.length) : url,
    headers: { host: HOST, ...(authorization ? { authorization } : {}) },
  });

interface Link {
  href: string;
  type?: string;
  rel?: string;
  title?: string;
  templated?: boolean;
}
interface Publication {
  metadata: { title: string; identifier: string; author: string; language: string };
  links: Link[];
  images: Link[];
}
interface Feed {
  metadata: { title: string; numberOfItems?: number; itemsPerPage?: number; currentPage?: number };
  links: Link[];
  navigation?: Link[];
  publications?: Publication[];
  facets?: { metadata: { title: string }; links: Link[] }[];
}

/** A 200 OPDS 2.0 feed, parsed by Readium's model without errors. */
function feedOf(res: LightMyRequestResponse): Feed {
  expect(res.statusCode, res.body).toBe(200);
  expect(mediaType(res)).toBe(OPDS2);
  const json = res.json();
  parseWithReadium(json, OPDSFeed);
  return json as Feed;
}

const linkOf = (links: Link[], rel: string) => links.find((l) => l.rel === rel);
const titlesOf = (feed: Feed) => (feed.publications ?? []).map((p) => p.metadata.title);
const publicationNamed = (feed: Feed, title: string) =>
  feed.publications?.find((p) => p.metadata.title === title);

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

async function uploadCover(token: string): Promise<string> {
  const png = await sharp({ create: { width: 200, height: 300, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  const res = await ctx.request({
    method: 'POST',
    url: '/api/images',
    token,
    ...multipartFile('cover.png', png, { contentType: 'image/png' }),
  });
  return res.json().secure_url;
}

/** Fetches an image link: a 200 whose bytes are what its type says. */
async function expectImage(link: Link) {
  expect(['image/jpeg', 'image/png', 'image/gif']).toContain(link.type);
  const res = await get(link.href);
  expect(res.statusCode, link.href).toBe(200);
  expect(res.headers['content-type'], link.href).toBe(link.type);
  expect(`image/${(await sharp(res.rawPayload).metadata()).format}`).toBe(link.type);
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
      payload: { name: 'Thorium' },
    })
  ).json().secret;
});

describe('the OPDS 2.0 catalogue', () => {
  it('is checked by a Readium parse that does fail on a broken feed', () => {
    const feed = { metadata: { title: 'T' }, links: [{ rel: 'self', href: 'http://x/' }], navigation: [] };
    expect(parseWithReadium(feed, OPDSFeed).Metadata.Title).toBe('T');
    expect(() => parseWithReadium({ ...feed, metadata: {} }, OPDSFeed)).toThrow(/Title is not set/);
    expect(() => parseWithReadium({ ...feed, navigations: [] }, OPDSFeed)).toThrow(
      /unknown OPDSFeed: navigations/,
    );
    const publication = { metadata: { title: 'P' }, links: [{ rel: 'self', href: 'http://x/p' }] };
    expect(() => parseWithReadium({ ...feed, publications: [publication] }, OPDSFeed)).toThrow(
      /Image\[s\] is not set/,
    );
  });

  it('starts at a navigation root that Readium parses, linked both ways with the OPDS 1.2 root', async () => {
    const root = feedOf(await get('/opds/v2'));
    expect(root.metadata.title).toBe('Quire');
    expect(root.navigation?.map((l) => l.title)).toEqual([
      'New',
      'Popular',
      'By category',
      'Reading',
      'Want to Read',
      'Favorites',
    ]);
    for (const link of root.navigation!) expect(link.type).toBe(OPDS2);
    expect(linkOf(root.links, 'self')).toEqual({ rel: 'self', href: `${BASE}/opds/v2`, type: OPDS2 });
    expect(linkOf(root.links, 'search')).toEqual({
      rel: 'search',
      href: `${BASE}/opds/v2/search{?query}`,
      type: OPDS2,
      templated: true,
    });
    expect(linkOf(root.links, 'http://opds-spec.org/auth/document')?.href).toBe(`${BASE}/opds/v2/auth.json`);
    const atom = linkOf(root.links, 'alternate')!;
    expect(atom).toEqual({
      rel: 'alternate',
      href: `${BASE}/opds`,
      type: 'application/atom+xml;profile=opds-catalog;kind=navigation',
    });

    // And back: the 1.2 root names the 2.0 one as its alternate.
    const atomRoot = await get(atom.href);
    const links = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(atomRoot.body)
      .feed.link as Link[];
    expect(links.find((l) => l.rel === 'alternate')).toEqual({
      rel: 'alternate',
      href: `${BASE}/opds/v2`,
      type: OPDS2,
    });

    const categories = feedOf(await get(root.navigation!.find((l) => l.title === 'By category')!.href));
    expect(categories.navigation).toHaveLength(12);
    expect(linkOf(categories.links, 'up')?.href).toBe(`${BASE}/opds/v2`);
  });

  it('pages publications with counts and first, previous, next and last links; each publication has its ISBN, JPEG covers and a download', async () => {
    const cover = await uploadCover(author.token);
    await createBook(author.token, {
      title: 'History with cover',
      category: 'History',
      isbn: '9780306406157',
      coverImage: cover,
    });
    for (let i = 0; i < 22; i++)
      await createBook(author.token, { title: `History ${i}`, category: 'History' });

    const root = feedOf(await get('/opds/v2'));
    const categories = feedOf(await get(root.navigation!.find((l) => l.title === 'By category')!.href));
    const history = categories.navigation!.find((l) => l.title === 'History')!;
    const first = feedOf(await get(history.href));
    expect(first.metadata).toEqual({ title: 'History', numberOfItems: 23, itemsPerPage: 20, currentPage: 1 });
    expect(first.publications).toHaveLength(20);
    expect(linkOf(first.links, 'previous')).toBeUndefined();
    expect(linkOf(first.links, 'first')?.href).toBe(`${BASE}/opds/v2/categories/History?page=1`);
    expect(linkOf(first.links, 'last')?.href).toBe(`${BASE}/opds/v2/categories/History?page=2`);
    expect(linkOf(first.links, 'up')?.href).toBe(`${BASE}/opds/v2/categories`);
    const next = linkOf(first.links, 'next')!;
    expect(next).toEqual({ rel: 'next', href: `${BASE}/opds/v2/categories/History?page=2`, type: OPDS2 });

    const second = feedOf(await get(next.href));
    expect(second.metadata.currentPage).toBe(2);
    expect(second.publications).toHaveLength(3);
    expect(linkOf(second.links, 'next')).toBeUndefined();
    expect(linkOf(second.links, 'previous')?.href).toBe(`${BASE}/opds/v2/categories/History?page=1`);
    const all = [...titlesOf(first), ...titlesOf(second)];
    expect(new Set(all).size).toBe(23);

    const withCover = [...first.publications!, ...second.publications!].find(
      (p) => p.metadata.title === 'History with cover',
    )!;
    expect(withCover.metadata).toMatchObject({
      '@type': 'http://schema.org/Book',
      identifier: 'urn:isbn:9780306406157',
      author: 'Ada Lindqvist',
      language: 'en',
      publisher: 'Quire Press',
      subject: [{ name: 'History' }],
    });
    const id = cover.split('/').pop();
    expect(withCover.images).toEqual([
      { href: `${BASE}/api/images/${id}?format=jpeg`, type: 'image/jpeg' },
      { href: `${BASE}/api/images/${id}/thumb?format=jpeg`, type: 'image/jpeg' },
    ]);
    for (const image of withCover.images) await expectImage(image);

    // A book without a cover of ours still has an image (OPDS 2.0 wants one): a plain cover.
    const plain = first.publications!.find((p) => p.metadata.title !== 'History with cover')!;
    expect(plain.metadata.identifier).toMatch(/^urn:uuid:/);
    expect(plain.images).toEqual([{ href: `${BASE}/opds/v2/cover.jpg`, type: 'image/jpeg' }]);
    await expectImage(plain.images[0]!);

    // The publication's self link answers it alone; the acquisition link downloads the EPUB.
    const self = linkOf(withCover.links, 'self')!;
    expect(self.type).toBe('application/opds-publication+json');
    const alone = await get(self.href);
    expect(mediaType(alone)).toBe('application/opds-publication+json');
    expect(parseWithReadium(alone.json(), OPDSPublication).Metadata.Title).toBe('History with cover');
    const acquisition = linkOf(withCover.links, 'http://opds-spec.org/acquisition')!;
    expect(acquisition.type).toBe('application/epub+zip');
    const download = await get(acquisition.href);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/epub+zip');
  });

  it('searches through the templated search link', async () => {
    await createBook(author.token, { title: '東京の夜 — a night', author: 'Ōno Rin' });
    const root = feedOf(await get('/opds/v2'));
    const template = linkOf(root.links, 'search')!.href;
    const results = feedOf(await get(template.replace('{?query}', `?query=${encodeURIComponent('東京')}`)));
    expect(titlesOf(results)).toEqual(['東京の夜 — a night']);
    expect(results.metadata.title).toBe('Search: 東京');
    const nothing = feedOf(await get(template.replace('{?query}', '?query=zzzz-nothing')));
    expect(nothing.publications).toEqual([]);
    expect(nothing.metadata.numberOfItems).toBe(0);
  });

  it('offers sort and category facets on catalogue feeds, the current choice marked self', async () => {
    const liked = await createBook(author.token, { title: 'Much liked drama', category: 'Drama' });
    await createBook(author.token, { title: 'Newer drama', category: 'Drama' });
    await ctx.request({ method: 'POST', url: `/api/books/${liked.id}/like`, token: reader.token });

    const newest = feedOf(await get('/opds/v2/new'));
    const [sort, category] = newest.facets!;
    expect(sort!.metadata.title).toBe('Sort by');
    expect(sort!.links.map((l) => [l.title, l.rel])).toEqual([
      ['New', 'self'],
      ['Popular', undefined],
    ]);
    expect(category!.metadata.title).toBe('Category');
    expect(category!.links).toHaveLength(13);
    expect(category!.links[0]).toMatchObject({ title: 'All categories', rel: 'self' });

    const drama = feedOf(await get(category!.links.find((l) => l.title === 'Drama')!.href));
    expect(titlesOf(drama).slice(0, 2)).toEqual(['Newer drama', 'Much liked drama']);
    const dramaSort = drama.facets![0]!;
    const popularDrama = feedOf(await get(dramaSort.links.find((l) => l.title === 'Popular')!.href));
    expect(linkOf(popularDrama.links, 'self')?.href).toBe(
      `${BASE}/opds/v2/categories/Drama?sort=popular&page=1`,
    );
    expect(titlesOf(popularDrama)[0]).toBe('Much liked drama');
    expect(popularDrama.facets![0]!.links.find((l) => l.rel === 'self')?.title).toBe('Popular');
    expect(popularDrama.facets![1]!.links.find((l) => l.rel === 'self')?.title).toBe('Drama');
    // Shelves and searches have no facets.
    expect(feedOf(await get('/opds/v2/shelves/reading')).facets).toBeUndefined();
  });

  it('serves its Authentication Document without credentials, and answers it with 401 under the 1.2 catalogue’s sign-in rules', async () => {
    const res = await get('/opds/v2/auth.json', null);
    expect(res.statusCode).toBe(200);
    expect(mediaType(res)).toBe(AUTH_TYPE);
    const document = res.json();
    expect(document).toEqual({
      id: `${BASE}/opds/v2/auth.json`,
      title: 'Quire',
      description: expect.stringContaining('app password'),
      authentication: [
        { type: 'http://opds-spec.org/auth/basic', labels: { login: 'E-mail', password: 'App password' } },
      ],
    });
    const parsed = parseWithReadium(document, OPDSAuthenticationDoc);
    expect(parsed.Authentication[0].Type).toBe('http://opds-spec.org/auth/basic');

    const expectChallenge = (challenge: LightMyRequestResponse) => {
      expect(challenge.statusCode).toBe(401);
      expect(mediaType(challenge)).toBe(AUTH_TYPE);
      expect(challenge.headers['www-authenticate']).toBe('Basic realm="Quire"');
      expect(challenge.headers.link).toBe(
        `<${BASE}/opds/v2/auth.json>; rel="http://opds-spec.org/auth/document"; type="${AUTH_TYPE}"`,
      );
      expect(challenge.json()).toEqual(document);
    };
    expectChallenge(await get('/opds/v2', null));
    expectChallenge(await get('/opds/v2/new', basic(reader.email, 'not the password')));
    // Someone else's e-mail with this reader's app password is no good either.
    expectChallenge(await get('/opds/v2/new', basic(author.email, secret)));
    // The account password works too, as in 1.2.
    expect((await get('/opds/v2', basic(reader.email, reader.password))).statusCode).toBe(200);

    const created = await ctx.request({
      method: 'POST',
      url: '/api/profile/app-passwords',
      token: reader.token,
      payload: { name: 'Old tablet' },
    });
    const { secret: old, appPassword } = created.json();
    expect((await get('/opds/v2/popular', basic(reader.email, old))).statusCode).toBe(200);
    await ctx.request({
      method: 'DELETE',
      url: `/api/profile/app-passwords/${appPassword.id}`,
      token: reader.token,
    });
    expectChallenge(await get('/opds/v2/popular', basic(reader.email, old)));
  });

  it('never shows drafts or other readers’ shelves; unknown categories, shelves and books are 404', async () => {
    const draft = await createBook(author.token, { title: 'Secret draft 2', published: false });
    for (const path of ['/opds/v2/new', '/opds/v2/popular', '/opds/v2/search?query=Secret'])
      expect(titlesOf(feedOf(await get(path)))).not.toContain('Secret draft 2');
    expect((await get(`/opds/v2/books/${draft.id}`)).statusCode).toBe(404);
    expect((await get(`/opds/v2/books/${randomUUID()}`)).statusCode).toBe(404);
    expect((await get('/opds/v2/shelves/nope')).statusCode).toBe(404);
    expect((await get('/opds/v2/categories/Cooking')).statusCode).toBe(404);
    expect((await get('/opds/v2/categories/Drama?sort=oldest')).statusCode).toBe(400);

    await ctx.request({
      method: 'PUT',
      url: `/api/library/${draft.id}/status`,
      token: author.token,
      payload: { status: 'Reading' },
    });
    const mine = basic(author.email, author.password);
    expect(titlesOf(feedOf(await get('/opds/v2/shelves/reading', mine)))).toEqual(['Secret draft 2']);
    expect(titlesOf(feedOf(await get('/opds/v2/shelves/reading')))).toEqual([]);
    expect(publicationNamed(feedOf(await get('/opds/v2/new', mine)), 'Secret draft 2')).toBeUndefined();
  });
});
