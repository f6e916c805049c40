import { BOOK_FORM_MESSAGES, BOOK_MESSAGES, SERVER_MESSAGES, VALIDATION } from '@quire/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeBook, makeUser } from '../../../test/factories.js';
import { type TestContext, type TestUser, useTestContext } from '../../../test/helper.js';
import { books, chapters, comments, likes } from '../../db/schema.js';

let ctx: TestContext;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
const published: { bookId: string; chapterNumber: number; title: string }[] = [];

let isbnCounter = 0;
/** A distinct, well-formed ISBN-13 per call. */
const nextIsbn = () => `978${String(1_000_000 + ++isbnCounter).padStart(10, '0')}`;

const bookPayload = (overrides: Record<string, unknown> = {}) => ({
  title: 'The Quiet Orchard',
  author: 'Ada Lindqvist',
  isbn: nextIsbn(),
  category: 'Fiction',
  publicationYear: 2020,
  publisher: 'Quire Press',
  language: 'English',
  description: 'Apples and secrets.',
  chapters: [
    { title: 'Blossom', content: 'One two three four five.' },
    { title: 'Harvest', content: 'Six   seven\neight\tnine.' },
  ],
  ...overrides,
});

/** The owner's book from the full form (`bookPayload`); answers the save's answer. */
const createBook = async (overrides: Record<string, unknown> = {}) =>
  (await makeBook(ctx, owner, bookPayload(overrides))).detail;

/** Builds a multipart body by hand (fields as text, optional file parts). */
function multipart(
  fields: Record<string, string>,
  files: { name: string; filename: string; type: string; data: Buffer }[] = [],
) {
  const boundary = `----quire${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const textFields = (overrides: Record<string, unknown> = {}) =>
  Object.fromEntries(
    Object.entries(bookPayload(overrides)).map(([k, v]) => [
      k,
      typeof v === 'string' ? v : JSON.stringify(v),
    ]),
  ) as Record<string, string>;

beforeAll(async () => {
  ctx = await useTestContext();
  owner = await makeUser(ctx, { name: 'Owner' });
  other = await makeUser(ctx, { name: 'Other' });
  admin = await makeUser(ctx, { name: 'Admin', role: 'admin' });
  ctx.app.events.on('chapter.published', (p) => {
    published.push(p);
  });
});

describe('POST /api/upload-book', () => {
  it('creates a book from JSON, owned by the caller, with chapters numbered 1..N', async () => {
    const res = await ctx.request({
      method: 'POST',
      url: '/api/upload-book',
      token: owner.token,
      payload: bookPayload({ title: '  Trimmed Title  ' }),
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe(BOOK_FORM_MESSAGES.created);
    expect(body).toMatchObject({
      title: 'Trimmed Title',
      author: 'Ada Lindqvist',
      ownerId: owner.id,
      canEdit: true,
      chapterCount: 2,
      wordCount: 9,
      pages: 1,
      likes: 0,
      favorites: 0,
      rating: { averageRating: 0, totalRatings: 0 },
      status: null,
      favorite: false,
      isLiked: false,
      userRating: null,
      notes: '',
      tags: [],
      coverImage: null,
      coverThumb: null,
      isCompleted: false,
    });
    expect(body._id).toBe(body.id);
    expect(
      body.chapters.map((c: { chapterNumber: number; title: string; wordCount: number }) => [
        c.chapterNumber,
        c.title,
        c.wordCount,
      ]),
    ).toEqual([
      [1, 'Blossom', 5],
      [2, 'Harvest', 4],
    ]);
    expect(body.chapters[1].content).toBe('Six   seven\neight\tnine.');
  });

  it('accepts multipart/form-data with every field as text and chapters as JSON text', async () => {
    const form = multipart(
      textFields({ publicationYear: 1999, coverImage: 'https://images.example.com/c.jpg' }),
    );
    const res = await ctx.request({ method: 'POST', url: '/api/upload-book', token: owner.token, ...form });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      publicationYear: 1999,
      coverImage: 'https://images.example.com/c.jpg',
      coverThumb: 'https://images.example.com/c.jpg',
      chapterCount: 2,
      message: BOOK_FORM_MESSAGES.created,
    });
  });

  it('stores a coverImage file part through the images module and uses its URL', async () => {
    const png = await sharp({ create: { width: 40, height: 60, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const form = multipart(textFields(), [
      { name: 'coverImage', filename: 'cover.png', type: 'image/png', data: png },
    ]);
    const res = await ctx.request({ method: 'POST', url: '/api/upload-book', token: owner.token, ...form });
    expect(res.statusCode).toBe(201);
    const { coverImage, coverThumb } = res.json();
    expect(coverImage).toMatch(/^\/api\/images\/[0-9a-f-]{36}$/);
    expect(coverThumb).toBe(`${coverImage}/thumb`);
    const image = await ctx.request({ method: 'GET', url: coverImage });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('treats an empty file part and empty text fields as not given', async () => {
    const form = multipart(textFields({ coverImage: '', publicationYear: '' }), [
      { name: 'coverImage', filename: '', type: 'application/octet-stream', data: Buffer.alloc(0) },
    ]);
    const res = await ctx.request({ method: 'POST', url: '/api/upload-book', token: owner.token, ...form });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ coverImage: null, publicationYear: new Date().getFullYear() });
  });

  it('reads the text null for coverImage as no cover', async () => {
    const form = multipart(textFields({ coverImage: 'null' }));
    const res = await ctx.request({ method: 'POST', url: '/api/upload-book', token: owner.token, ...form });
    expect(res.statusCode).toBe(201);
    expect(res.json().coverImage).toBeNull();
  });

  it('refuses a cover file that is not an image', async () => {
    const form = multipart(textFields(), [
      { name: 'coverImage', filename: 'x.png', type: 'image/png', data: Buffer.from('not an image at all') },
    ]);
    const res = await ctx.request({ method: 'POST', url: '/api/upload-book', token: owner.token, ...form });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(VALIDATION.coverInvalidType);
  });

  it.each([
    ['title missing', { title: undefined }, VALIDATION.bookRequiredFields],
    ['title blank', { title: '   ' }, VALIDATION.bookRequiredFields],
    ['author missing', { author: undefined }, VALIDATION.bookRequiredFields],
    ['author blank', { author: '' }, VALIDATION.bookRequiredFields],
    ['isbn missing', { isbn: undefined }, VALIDATION.bookRequiredFields],
    ['isbn blank', { isbn: ' ' }, VALIDATION.bookRequiredFields],
    ['isbn too long', { isbn: '1'.repeat(33) }, BOOK_FORM_MESSAGES.isbnTooLong],
    ['chapter without title', { chapters: [{ content: 'Text' }] }, VALIDATION.chaptersIncomplete],
    // Without chapters (or with a blank one) the book is saved as a draft: book-drafts.int.test.ts.
    [
      'publishing a blank chapter',
      { chapters: [{ title: 'A', content: '  ' }], published: true },
      VALIDATION.chaptersIncomplete,
    ],
    ['year before 1800', { publicationYear: 1799 }, BOOK_FORM_MESSAGES.publicationYearTooEarly],
    [
      'year in the future',
      { publicationYear: new Date().getFullYear() + 1 },
      BOOK_FORM_MESSAGES.publicationYearInFuture,
    ],
    ['year not a number', { publicationYear: 'soon' }, BOOK_FORM_MESSAGES.publicationYearInvalid],
    ['unknown category', { category: 'Cooking' }, BOOK_FORM_MESSAGES.categoryInvalid],
    ['script cover URL', { coverImage: 'javascript:alert(1)' }, BOOK_FORM_MESSAGES.coverUrlInvalid],
  ])('answers 400 with the spec message when %s (JSON)', async (_case, overrides, message) => {
    const res = await ctx.request({
      method: 'POST',
      url: '/api/upload-book',
      token: owner.token,
      payload: bookPayload(overrides),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('accepts the year bounds 1800 and the current year', async () => {
    for (const year of [1800, new Date().getFullYear()]) {
      const res = await ctx.request({
        method: 'POST',
        url: '/api/upload-book',
        token: owner.token,
        payload: bookPayload({ publicationYear: year }),
      });
      expect(res.statusCode).toBe(201);
    }
  });

  it('answers the spec messages for multipart too, including unparseable chapters JSON', async () => {
    const blankTitle = multipart(textFields({ title: '' }));
    const res1 = await ctx.request({
      method: 'POST',
      url: '/api/upload-book',
      token: owner.token,
      ...blankTitle,
    });
    expect(res1.statusCode).toBe(400);
    expect(res1.json().message).toBe(VALIDATION.bookRequiredFields);
    const badJson = multipart({ ...textFields(), chapters: '[{"title": "A", "content": ' });
    const res2 = await ctx.request({
      method: 'POST',
      url: '/api/upload-book',
      token: owner.token,
      ...badJson,
    });
    expect(res2.statusCode).toBe(400);
    expect(res2.json().message).toBe(VALIDATION.chaptersIncomplete);
  });

  it('refuses a second book with the same ISBN (also written differently) with 409', async () => {
    const isbn = nextIsbn();
    await createBook({ isbn });
    const same = await ctx.request({
      method: 'POST',
      url: '/api/upload-book',
      token: other.token,
      payload: bookPayload({ isbn }),
    });
    expect(same.statusCode).toBe(409);
    expect(same.json()).toMatchObject({ message: BOOK_FORM_MESSAGES.isbnTaken, code: 'ISBN_TAKEN' });
    const hyphenated = `${isbn.slice(0, 3)}-${isbn.slice(3, 4)}-${isbn.slice(4, 9)}-${isbn.slice(9, 12)}-${isbn.slice(12)}`;
    const variant = await ctx.request({
      method: 'POST',
      url: '/api/upload-book',
      token: other.token,
      payload: bookPayload({ isbn: hyphenated }),
    });
    expect(variant.statusCode).toBe(409);
  });

  it('needs a token', async () => {
    const res = await ctx.request({ method: 'POST', url: '/api/upload-book', payload: bookPayload() });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/books/:id', () => {
  it('answers the book with its chapters including their text', async () => {
    const created = await createBook();
    const res = await ctx.request({ method: 'GET', url: `/api/books/${created._id}`, token: other.token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.title).toBe('The Quiet Orchard');
    expect(body.canEdit).toBe(false);
    expect(body.chapters[0]).toMatchObject({
      chapterNumber: 1,
      title: 'Blossom',
      content: 'One two three four five.',
    });
    const asAdmin = await ctx.request({
      method: 'GET',
      url: `/api/books/${created._id}`,
      token: admin.token,
    });
    expect(asAdmin.json().canEdit).toBe(true);
  });

  it('answers 404 Book not found for an unknown or malformed id, never a 500', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '123', "1' or '1'='1"]) {
      const res = await ctx.request({
        method: 'GET',
        url: `/api/books/${encodeURIComponent(id)}`,
        token: owner.token,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(SERVER_MESSAGES.bookNotFound);
    }
  });

  it('needs a token', async () => {
    const created = await createBook();
    expect((await ctx.request({ method: 'GET', url: `/api/books/${created._id}` })).statusCode).toBe(401);
  });
});

describe('PUT /api/upload-book/:bookId', () => {
  it('replaces fields and chapters, renumbers them and keeps rows whose number still exists', async () => {
    const created = await createBook({
      chapters: [
        { title: 'One', content: 'a b c' },
        { title: 'Two', content: 'd e' },
        { title: 'Three', content: 'f' },
      ],
    });
    published.length = 0;
    const res = await ctx.request({
      method: 'PUT',
      url: `/api/upload-book/${created._id}`,
      token: owner.token,
      payload: bookPayload({
        isbn: created.isbn,
        title: 'Renamed',
        chapters: [
          { title: 'One (revised)', content: 'a b c d' },
          { title: 'Two', content: 'd e' },
          { title: 'Three', content: 'f' },
          { title: 'Four', content: 'g h i j k' },
          { title: 'Five', content: 'l' },
        ],
      }),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(BOOK_FORM_MESSAGES.updated);
    expect(body).toMatchObject({ title: 'Renamed', chapterCount: 5, wordCount: 4 + 2 + 1 + 5 + 1 });
    expect(body.chapters.map((c: { chapterNumber: number }) => c.chapterNumber)).toEqual([1, 2, 3, 4, 5]);
    expect(body.chapters.slice(0, 3).map((c: { _id: string }) => c._id)).toEqual(
      created.chapters.map((c: { _id: string }) => c._id),
    );
    expect(body.chapters[0]).toMatchObject({ title: 'One (revised)', wordCount: 4 });
    await expect
      .poll(() => published.filter((p) => p.bookId === created._id).map((p) => p.chapterNumber))
      .toEqual([4, 5]);
    expect(published.find((p) => p.chapterNumber === 4)?.title).toBe('Four');
  });

  it('keeps a chapter named by _id when an earlier one is removed, and its comments with it', async () => {
    const created = await createBook({
      chapters: [
        { title: 'One', content: 'a' },
        { title: 'Two', content: 'b' },
        { title: 'Three', content: 'c' },
      ],
    });
    const [c1, , c3] = created.chapters;
    await ctx.app.db
      .insert(comments)
      .values({ bookId: created._id, chapterId: c3._id, userId: other.id, content: 'Loved it' });
    const res = await ctx.request({
      method: 'PUT',
      url: `/api/upload-book/${created._id}`,
      token: owner.token,
      payload: bookPayload({
        isbn: created.isbn,
        chapters: [
          { _id: c1._id, title: 'One', content: 'a' },
          { _id: c3._id, title: 'Three', content: 'c' },
        ],
      }),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(
      body.chapters.map((c: { _id: string; chapterNumber: number; title: string }) => [
        c._id,
        c.chapterNumber,
        c.title,
      ]),
    ).toEqual([
      [c1._id, 1, 'One'],
      [c3._id, 2, 'Three'],
    ]);
    const survived = await ctx.app.db.select().from(comments).where(eq(comments.chapterId, c3._id));
    expect(survived).toHaveLength(1);
    const rows = await ctx.app.db.select().from(chapters).where(eq(chapters.bookId, created._id));
    expect(rows).toHaveLength(2);
  });

  it('lets the owner reorder chapters by _id without tripping the unique chapter number', async () => {
    const created = await createBook();
    const [a, b] = created.chapters;
    const res = await ctx.request({
      method: 'PUT',
      url: `/api/upload-book/${created._id}`,
      token: owner.token,
      payload: bookPayload({
        isbn: created.isbn,
        chapters: [
          { _id: b._id, title: b.title, content: b.content },
          { _id: a._id, title: a.title, content: a.content },
        ],
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().chapters.map((c: { _id: string }) => c._id)).toEqual([b._id, a._id]);
  });

  it('accepts multipart with chapters as JSON text; an omitted coverImage clears the cover; genre stays', async () => {
    const created = await createBook({
      coverImage: 'https://img.example.com/a.png',
      genre: 'Fantasy',
    });
    const form = multipart(
      textFields({ isbn: created.isbn, title: 'Via form', chapters: [{ title: 'Only', content: 'x y' }] }),
    );
    const res = await ctx.request({
      method: 'PUT',
      url: `/api/upload-book/${created._id}`,
      token: owner.token,
      ...form,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Via form',
      coverImage: null,
      genre: 'Fantasy',
      chapterCount: 1,
      wordCount: 2,
    });
  });

  it('forbids other users (403) and changes nothing', async () => {
    const created = await createBook();
    const before = await ctx.app.db.select().from(books).where(eq(books.id, created._id));
    const res = await ctx.request({
      method: 'PUT',
      url: `/api/upload-book/${created._id}`,
      token: other.token,
      payload: bookPayload({
        isbn: created.isbn,
        title: 'Hijacked',
        chapters: [{ title: 'X', content: 'y' }],
      }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(SERVER_MESSAGES.forbidden);
    const after = await ctx.app.db.select().from(books).where(eq(books.id, created._id));
    expect(after).toEqual(before);
    const detail = await ctx.request({ method: 'GET', url: `/api/books/${created._id}`, token: owner.token });
    expect(detail.json().chapters).toHaveLength(2);
  });

  it('lets an admin edit any book', async () => {
    const created = await createBook();
    const res = await ctx.request({
      method: 'PUT',
      url: `/api/upload-book/${created._id}`,
      token: admin.token,
      payload: bookPayload({ isbn: created.isbn, title: 'Edited by admin' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Edited by admin', ownerId: owner.id });
  });

  it('answers 409 for an ISBN another book holds, and keeps its own ISBN fine', async () => {
    const first = await createBook();
    const second = await createBook();
    const res = await ctx.request({
      method: 'PUT',
      url: `/api/upload-book/${second._id}`,
      token: owner.token,
      payload: bookPayload({ isbn: first.isbn }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(BOOK_FORM_MESSAGES.isbnTaken);
  });

  it('answers 404 for an unknown or malformed id and 400 for an invalid body', async () => {
    const unknown = await ctx.request({
      method: 'PUT',
      url: '/api/upload-book/00000000-0000-4000-8000-000000000000',
      token: owner.token,
      payload: bookPayload(),
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await ctx.request({
      method: 'PUT',
      url: '/api/upload-book/zzz',
      token: owner.token,
      payload: bookPayload(),
    });
    expect(malformed.statusCode).toBe(404);
    const created = await createBook();
    const invalid = await ctx.request({
      method: 'PUT',
      url: `/api/upload-book/${created._id}`,
      token: owner.token,
      payload: bookPayload({ isbn: created.isbn, chapters: [{ title: 'T', content: '' }] }),
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(VALIDATION.chaptersIncomplete);
  });
});

describe('DELETE /api/books/:id', () => {
  it('forbids other users with the permission message and leaves the book untouched', async () => {
    const created = await createBook();
    const res = await ctx.request({ method: 'DELETE', url: `/api/books/${created._id}`, token: other.token });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You do not have permission to do that');
    const still = await ctx.request({ method: 'GET', url: `/api/books/${created._id}`, token: owner.token });
    expect(still.statusCode).toBe(200);
    expect(still.json().chapters).toHaveLength(2);
  });

  it('lets the owner delete, cascading to chapters, likes and comments', async () => {
    const created = await createBook();
    await ctx.request({ method: 'POST', url: `/api/books/${created._id}/like`, token: other.token });
    await ctx.request({
      method: 'POST',
      url: `/api/books/${created._id}/comment`,
      token: other.token,
      payload: { content: 'Hi' },
    });
    const res = await ctx.request({ method: 'DELETE', url: `/api/books/${created._id}`, token: owner.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: BOOK_MESSAGES.deleted });
    expect(
      (await ctx.request({ method: 'GET', url: `/api/books/${created._id}`, token: owner.token })).statusCode,
    ).toBe(404);
    expect(await ctx.app.db.select().from(chapters).where(eq(chapters.bookId, created._id))).toHaveLength(0);
    expect(await ctx.app.db.select().from(likes).where(eq(likes.bookId, created._id))).toHaveLength(0);
    expect(await ctx.app.db.select().from(comments).where(eq(comments.bookId, created._id))).toHaveLength(0);
    const again = await ctx.request({
      method: 'DELETE',
      url: `/api/books/${created._id}`,
      token: owner.token,
    });
    expect(again.statusCode).toBe(404);
  });

  it('lets an admin delete any book', async () => {
    const created = await createBook();
    const res = await ctx.request({ method: 'DELETE', url: `/api/books/${created._id}`, token: admin.token });
    expect(res.statusCode).toBe(200);
  });

  it('needs a token', async () => {
    const created = await createBook();
    expect((await ctx.request({ method: 'DELETE', url: `/api/books/${created._id}` })).statusCode).toBe(401);
  });
});

describe('GET /api/docs', () => {
  it('documents every books route with its response shapes', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/docs/json' });
    const spec = res.json();
    for (const [path, method] of [
      ['/api/books', 'get'],
      ['/api/books/popular', 'get'],
      ['/api/books/{id}', 'get'],
      ['/api/books/{id}', 'put'],
      ['/api/books/{id}', 'delete'],
      ['/api/upload-book', 'post'],
      ['/api/upload-book/{bookId}', 'put'],
      ['/api/books/{id}/like', 'post'],
      ['/api/books/{id}/favorite', 'post'],
      ['/api/books/{id}/rate', 'post'],
      ['/api/books/{id}/comments', 'get'],
      ['/api/books/{id}/comment', 'post'],
      ['/api/books/{id}/comments/{commentId}', 'delete'],
    ] as const) {
      const operation = spec.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(Object.keys(operation.responses).some((s) => s.startsWith('2'))).toBe(true);
    }
  });
});
