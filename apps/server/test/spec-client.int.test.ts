import { VALIDATION } from '@quire/shared';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, useTestContext } from './helper.js';

/**
 * The spec's own client (spec §7), hosted on another origin, against our API: every call with the
 * payload encoding the spec names (JSON; multipart with chapters as JSON text; avatar multipart;
 * the request-id header), preflights included, and every field the spec says the client reads.
 */
const ORIGIN = 'https://spec-client.example';
const PUBLIC_URL = 'https://api.quire.example';

let ctx: TestContext;
let token = '';
let bookId = '';

/** A request as the browser sends it from the other origin. */
const call = (options: Parameters<TestContext['request']>[0]) =>
  ctx.request({
    ...options,
    token: options.token ?? (token || undefined),
    headers: { origin: ORIGIN, ...options.headers },
  });

const preflight = (method: string, url: string, headers: string) =>
  ctx.app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin: ORIGIN,
      'access-control-request-method': method,
      'access-control-request-headers': headers,
    },
  });

const expectCorsAllowed = (res: { headers: Record<string, unknown> }) => {
  expect(res.headers['access-control-allow-origin']).toBe(ORIGIN);
  expect(res.headers['access-control-allow-credentials']).toBe('true');
};

/** A multipart body built by hand: text fields, then optional file parts. */
function multipart(
  fields: Record<string, string>,
  files: { name: string; filename: string; type: string; data: Buffer }[] = [],
) {
  const boundary = `----specclient${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const file of files)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const png = (width = 300, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .png()
    .toBuffer();

const chapters = [
  { title: 'One', content: 'The first chapter. '.repeat(200) },
  { title: 'Two', content: 'The second chapter. '.repeat(200) },
];

beforeAll(async () => {
  ctx = await useTestContext({
    CORS_ORIGINS: `${ORIGIN}, http://localhost:5173`,
    PUBLIC_URL: `${PUBLIC_URL}/`,
  });
});

describe('the spec client on another origin (spec §7)', () => {
  const email = `spec-client-${Date.now()}@example.com`;
  const password = 'correct horse battery';

  it('is refused by origins not listed', async () => {
    const res = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'POST' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('registers and signs in with JSON (preflight first)', async () => {
    const pre = await preflight('POST', '/api/auth/login', 'content-type');
    expect(pre.statusCode).toBe(204);
    expectCorsAllowed(pre);
    expect(String(pre.headers['access-control-allow-methods'])).toContain('POST');

    const registered = await call({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Spec Client', email, password },
    });
    expect([200, 201]).toContain(registered.statusCode);
    expectCorsAllowed(registered);

    const login = await call({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    expect([200, 201]).toContain(login.statusCode);
    token = login.json().token;
    expect(typeof token).toBe('string');
  });

  it('checks the session with key, bearer header, JSON content type and credentials', async () => {
    const pre = await preflight('GET', '/api/auth/check-status?key=anything', 'authorization, content-type');
    expectCorsAllowed(pre);
    expect(String(pre.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    const res = await call({
      method: 'GET',
      url: '/api/auth/check-status?key=anything',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().isAuthenticated).toBe(true);
  });

  it('reads the user and saves the whole profile with a request-id header', async () => {
    const me = await call({ method: 'GET', url: '/api/auth/user' });
    expect(me.statusCode).toBe(200);
    const user = me.json();
    for (const field of [
      'name',
      'email',
      'bio',
      'avatar',
      'role',
      'readingPreferences',
      'notificationSettings',
      'privacySettings',
      'theme',
      'language',
    ])
      expect(user, field).toHaveProperty(field);

    const pre = await preflight('PUT', '/api/auth/user', 'authorization, content-type, x-request-id');
    expectCorsAllowed(pre);
    expect(String(pre.headers['access-control-allow-headers']).toLowerCase()).toContain('x-request-id');
    const saved = await call({
      method: 'PUT',
      url: '/api/auth/user',
      headers: { 'x-request-id': String(Date.now()) },
      payload: { ...user, bio: 'Saved from elsewhere', readingPreferences: ['Poetry'] },
    });
    expect(saved.statusCode).toBe(200);
  });

  it('uploads an avatar and gets its bytes back as { contentType, data }', async () => {
    const res = await call({
      method: 'POST',
      url: '/api/auth/user/avatar',
      ...multipart({}, [{ name: 'avatar', filename: 'me.png', type: 'image/png', data: await png() }]),
    });
    expect(res.statusCode).toBe(200);
    const { avatar, avatarUrl } = res.json();
    expect(avatar.contentType).toMatch(/^image\//);
    expect(Array.isArray(avatar.data)).toBe(true);
    const picture = await sharp(Buffer.from(avatar.data)).metadata();
    expect(picture.width).toBe(picture.height);
    expect(res.body.length).toBeLessThan(20_000);
    // URLs are absolute under PUBLIC_URL, and the image may be shown by the other origin.
    expect(avatarUrl.startsWith(`${PUBLIC_URL}/api/images/`)).toBe(true);
    const image = await ctx.request({ method: 'GET', url: avatarUrl.slice(PUBLIC_URL.length) });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const me = (await call({ method: 'GET', url: '/api/auth/user' })).json();
    expect(me.avatar).toBe(avatarUrl);
  });

  it('uploads a cover to the image host and reads secure_url', async () => {
    const res = await call({
      method: 'POST',
      url: '/api/images',
      ...multipart({ upload_preset: 'quire', folder: 'book-covers', timestamp: String(Date.now()) }, [
        { name: 'file', filename: 'cover.png', type: 'image/png', data: await png(200, 300) },
      ]),
    });
    expect([200, 201]).toContain(res.statusCode);
    expect(res.json().secure_url.startsWith(`${PUBLIC_URL}/api/images/`)).toBe(true);
  });

  it('creates a book: multipart with every field except chapters, plus chapters as JSON text', async () => {
    const res = await call({
      method: 'POST',
      url: '/api/upload-book',
      ...multipart({
        title: 'A Spec Book',
        author: 'Spec Author',
        description: 'Written by the spec client',
        isbn: 'SPEC-0001',
        category: 'Poetry',
        publicationYear: '2001',
        publisher: 'Spec Press',
        language: 'English',
        chapters: JSON.stringify(chapters),
      }),
    });
    expect([200, 201]).toContain(res.statusCode);
    const book = res.json();
    bookId = book._id;
    expect(book).toMatchObject({
      title: 'A Spec Book',
      isbn: 'SPEC-0001',
      publishYear: 2001,
      reviews: 0,
      ratings: [],
    });
  });

  it('lists books with page, limit, sort and order, and plain', async () => {
    const res = await call({ method: 'GET', url: '/api/books?page=1&limit=8&sort=createdAt&order=desc' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(typeof body.totalPages).toBe('number');
    const book = body.books.find((b: { _id: string }) => b._id === bookId);
    for (const field of [
      '_id',
      'title',
      'author',
      'category',
      'rating',
      'reviews',
      'coverImage',
      'description',
      'publishYear',
      'pages',
      'featured',
      'likes',
      'favorites',
      'ratings',
    ])
      expect(book, field).toHaveProperty(field);
    expect(book.pages).toBe(Math.round((2 * 200 * 3) / 250));
    const plain = await call({ method: 'GET', url: '/api/books' });
    expect(plain.statusCode).toBe(200);
    expect(Array.isArray(plain.json().books ?? plain.json())).toBe(true);
  });

  it('loads a book for editing and resends every loaded field as multipart', async () => {
    const loaded = await call({ method: 'GET', url: `/api/books/${bookId}` });
    expect(loaded.statusCode).toBe(200);
    const book = loaded.json();
    // The edit form appends every field it loaded (objects and lists as text), chapters as JSON.
    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries(book)) {
      if (key === 'chapters') continue;
      fields[key] =
        value === null ? 'null' : typeof value === 'object' ? JSON.stringify(value) : String(value);
    }
    for (let i = 0; fields && Object.keys(fields).length < 60; i++) fields[`extra${i}`] = 'x';
    fields.title = 'A Spec Book, edited';
    fields.chapters = JSON.stringify(
      book.chapters.map((c: { _id: string; title: string; content: string }) => ({
        _id: c._id,
        title: c.title,
        content: c.content,
      })),
    );
    const res = await call({ method: 'PUT', url: `/api/upload-book/${bookId}`, ...multipart(fields) });
    expect(res.statusCode).toBe(200);
    expect(res.json().title).toBe('A Spec Book, edited');
  });

  it('updates notes and tags, likes, favourites, rates, comments and marks notifications read', async () => {
    // Authors do not like or rate their own book (decision 018): a second reader of the spec
    // client does it.
    const authorToken = token;
    token = (await ctx.signUp()).token;
    try {
      const notes = await call({
        method: 'PUT',
        url: `/api/books/${bookId}`,
        payload: { notes: 'Mine', tags: ['spec'] },
      });
      expect(notes.statusCode).toBe(200);
      const like = await call({ method: 'POST', url: `/api/books/${bookId}/like` });
      expect(like.statusCode).toBe(200);
      const favorite = await call({ method: 'POST', url: `/api/books/${bookId}/favorite` });
      expect(favorite.statusCode).toBe(200);
      const rate = await call({ method: 'POST', url: `/api/books/${bookId}/rate`, payload: { rating: 4 } });
      expect(rate.statusCode).toBe(200);
      const comment = await call({
        method: 'POST',
        url: `/api/books/${bookId}/comment`,
        payload: { content: 'Lovely' },
      });
      expect([200, 201]).toContain(comment.statusCode);
      expect(comment.json().content ?? comment.json().comment?.content).toBe('Lovely');
      expect((await call({ method: 'GET', url: `/api/books/${bookId}/comments` })).statusCode).toBe(200);

      const detail = (await call({ method: 'GET', url: `/api/books/${bookId}` })).json();
      const me = (await call({ method: 'GET', url: '/api/auth/user' })).json();
      expect(detail).toMatchObject({
        notes: 'Mine',
        tags: ['spec'],
        isLiked: true,
        favorite: true,
        likes: 1,
        favorites: 1,
        reviews: 1,
        ratings: [{ userId: me.id, rating: 4 }],
        rating: { averageRating: 4, totalRatings: 1 },
      });

      const read = await call({ method: 'PUT', url: '/api/notifications/read' });
      expect(read.statusCode).toBe(200);
    } finally {
      token = authorToken;
    }
  });

  it('deletes the book', async () => {
    const pre = await preflight('DELETE', `/api/books/${bookId}`, 'authorization');
    expectCorsAllowed(pre);
    const res = await call({ method: 'DELETE', url: `/api/books/${bookId}` });
    expect(res.statusCode).toBe(200);
  });

  it('answers errors to the other origin too, with the spec messages', async () => {
    const res = await call({
      method: 'POST',
      url: '/api/auth/register',
      token: '',
      payload: { name: 'x', password },
    });
    expect(res.statusCode).toBe(400);
    expectCorsAllowed(res);
    expect(res.json().message).toBe(VALIDATION.emailRequired);
  });
});
