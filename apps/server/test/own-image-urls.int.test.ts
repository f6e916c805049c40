import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { books } from '../src/db/schema.js';
import { multipartFile, type TestContext, type TestUser, useTestContext } from './helper.js';

/**
 * With PUBLIC_URL set, a separately hosted client is given absolute image addresses and sends
 * them back as they are: a cover saved as `${PUBLIC_URL}/api/images/<id>` is still our own image
 * (thumbnail, OPDS image links, the EPUB's cover), whether the book form came as JSON or as
 * multipart.
 */
const PUBLIC_URL = 'https://api.quire.example';

let ctx: TestContext;
let author: TestUser;

/** A multipart book form as the spec's client sends it: text fields, chapters as JSON text. */
function multipartForm(fields: Record<string, string>) {
  const boundary = `----quireform${Date.now()}`;
  const body = Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('');
  return {
    payload: Buffer.from(`${body}--${boundary}--\r\n`),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const bookFields = (title: string, isbn: string, coverImage: string) => ({
  title,
  author: 'Ada Lindqvist',
  isbn,
  category: 'Poetry',
  publicationYear: '2020',
  coverImage,
  chapters: JSON.stringify([{ title: 'One', content: 'Some text.' }]),
});

async function uploadCover(): Promise<string> {
  const png = await sharp({ create: { width: 240, height: 360, channels: 3, background: '#884422' } })
    .png()
    .toBuffer();
  const res = await ctx.request({
    method: 'POST',
    url: '/api/images',
    token: author.token,
    ...multipartFile('cover.png', png, { contentType: 'image/png' }),
  });
  expect(res.statusCode).toBe(201);
  return res.json().secure_url;
}

const storedCover = async (id: string) =>
  (await ctx.app.db.select({ cover: books.coverImage }).from(books).where(eq(books.id, id)))[0]?.cover;

/** GETs one of our absolute URLs through the app, with Basic credentials for the catalogue. */
const getAbsolute = (url: string, authorization: string) => {
  expect(url.startsWith(PUBLIC_URL)).toBe(true);
  return ctx.app.inject({ method: 'GET', url: url.slice(PUBLIC_URL.length), headers: { authorization } });
};

beforeAll(async () => {
  ctx = await useTestContext({ PUBLIC_URL });
  author = await ctx.signUp({ name: 'Ada Author' });
});

describe('our own absolute image URLs', () => {
  it('treat a cover sent as PUBLIC_URL + /api/images/<id> in a multipart form as our own image everywhere', async () => {
    const cover = await uploadCover();
    expect(cover.startsWith(`${PUBLIC_URL}/api/images/`)).toBe(true);
    const id = cover.slice(`${PUBLIC_URL}/api/images/`.length);

    const created = await ctx.request({
      method: 'POST',
      url: '/api/upload-book',
      token: author.token,
      ...multipartForm(bookFields('Absolute cover', '9780306406157', cover)),
    });
    expect(created.statusCode, created.body).toBe(201);
    const bookId = created.json()._id as string;
    // Stored as our own (relative) address; answered absolute again.
    expect(await storedCover(bookId)).toBe(`/api/images/${id}`);

    const detail = (
      await ctx.request({ method: 'GET', url: `/api/books/${bookId}`, token: author.token })
    ).json();
    expect(detail.coverImage).toBe(cover);
    // The thumbnail is the image host's small rendition, not the full cover again.
    expect(detail.coverThumb).toBe(`${cover}/thumb`);

    // OPDS 1.2 and 2.0 link its JPEG renditions, which answer JPEGs.
    const authorization = `Basic ${Buffer.from(`${author.email}:${author.password}`).toString('base64')}`;
    const atom = (await getAbsolute(`${PUBLIC_URL}/opds/new`, authorization)).body;
    expect(atom).toContain(`href="${PUBLIC_URL}/api/images/${id}?format=jpeg"`);
    expect(atom).toContain(`href="${PUBLIC_URL}/api/images/${id}/thumb?format=jpeg"`);
    const publication = (await getAbsolute(`${PUBLIC_URL}/opds/v2/books/${bookId}`, authorization)).json();
    expect(publication.images.map((i: { href: string }) => i.href)).toEqual([
      `${PUBLIC_URL}/api/images/${id}?format=jpeg`,
      `${PUBLIC_URL}/api/images/${id}/thumb?format=jpeg`,
    ]);
    for (const image of publication.images) {
      const res = await getAbsolute(image.href, authorization);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
    }

    // The EPUB carries it as its cover.
    const epub = await ctx.request({
      method: 'GET',
      url: `/api/books/${bookId}/export.epub`,
      token: author.token,
    });
    expect(epub.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(epub.rawPayload));
    expect(files['OEBPS/images/cover.jpg']).toBeDefined();
    expect(strFromU8(files['OEBPS/content.opf']!)).toContain('properties="cover-image"');
  });

  it('store an absolute own thumbnail address relative from JSON too, and leave look-alikes elsewhere alone', async () => {
    const cover = await uploadCover();
    const id = cover.slice(`${PUBLIC_URL}/api/images/`.length);
    const created = await ctx.request({
      method: 'POST',
      url: '/api/upload-book',
      token: author.token,
      payload: { ...bookFields('JSON cover', 'JSON-COVER-1', `${cover}/thumb`), chapters: [] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const bookId = created.json()._id as string;
    expect(await storedCover(bookId)).toBe(`/api/images/${id}/thumb`);

    // The same path on another host is not ours: kept as sent, never linked as our image.
    const elsewhere = `https://api.quire.example.evil.test/api/images/${id}`;
    const edited = await ctx.request({
      method: 'PUT',
      url: `/api/upload-book/${bookId}`,
      token: author.token,
      ...multipartForm(bookFields('JSON cover', 'JSON-COVER-1', elsewhere)),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await storedCover(bookId)).toBe(elsewhere);
    const detail = (
      await ctx.request({ method: 'GET', url: `/api/books/${bookId}`, token: author.token })
    ).json();
    expect(detail.coverThumb).toBe(elsewhere);
  });
});
