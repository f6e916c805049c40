import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, type TestUser, useTestContext } from './helper.js';

/**
 * SPEC_COMPAT=true (decision 003): the spec's original client, served from another origin, reads
 * the book list as its screens do — `book.favorites.includes(userId)`, `book.likes.length`,
 * `book.chapters.length` and `book.chapters[i].content` (its library, dashboard cards and reading
 * view) — and the same calls answer Quire's own shapes when the setting is off.
 */
const ORIGIN = 'https://spec-client.example';

interface SpecBook {
  _id: string;
  likes: unknown;
  favorites: unknown;
  chapters?: { title: string; content: string }[];
}

describe.each([
  ['on', true],
  ['off', false],
])('SPEC_COMPAT %s', (_label, compat) => {
  let ctx: TestContext;
  let author: TestUser;
  let reader: TestUser;
  let bookId: string;

  /** A call as the client's browser sends it from its own origin. */
  const call = (options: Parameters<TestContext['request']>[0]) =>
    ctx.request({ ...options, headers: { origin: ORIGIN, ...options.headers } });

  beforeAll(async () => {
    ctx = await useTestContext({ CORS_ORIGINS: ORIGIN, ...(compat ? { SPEC_COMPAT: 'true' } : {}) });
    author = await ctx.signUp();
    reader = await ctx.signUp();
    // The client's BookUpload: multipart-free JSON is accepted too; chapters with title and content.
    const created = await call({
      method: 'POST',
      url: '/api/upload-book',
      token: author.token,
      payload: {
        title: 'The Compatible Tide',
        author: 'Ada Writer',
        isbn: '9780000000101',
        category: 'Fiction',
        publicationYear: 2020,
        publisher: 'Harbour',
        language: 'English',
        description: 'A book the original client can read.',
        chapters: [
          { title: 'One', content: 'The first chapter.' },
          { title: 'Two', content: 'The second chapter.' },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    bookId = (created.json() as { _id: string })._id;
    expect(
      (await call({ method: 'POST', url: `/api/books/${bookId}/like`, token: reader.token })).statusCode,
    ).toBe(200);
    expect(
      (await call({ method: 'POST', url: `/api/books/${bookId}/favorite`, token: reader.token })).statusCode,
    ).toBe(200);
  });
  afterAll(() => ctx.close());

  const listed = async (token: string) => {
    const res = await call({
      method: 'GET',
      url: '/api/books?page=1&limit=10&sort=createdAt&order=desc',
      token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(ORIGIN);
    const book = (res.json() as { books: SpecBook[] }).books.find((b) => b._id === bookId);
    expect(book).toBeDefined();
    return book!;
  };

  it('answers the list in the shapes its screens read', async () => {
    const book = await listed(reader.token);
    if (!compat) {
      expect(book.likes).toBe(1);
      expect(book.favorites).toBe(1);
      expect(book.chapters).toBeUndefined();
      return;
    }
    expect(Array.isArray(book.favorites) && book.favorites.includes(reader.id)).toBe(true);
    expect(Array.isArray(book.likes) && book.likes.includes(reader.id)).toBe(true);
    expect((book.likes as string[]).length).toBe(1);
    expect(book.chapters?.length).toBe(2);
    expect(book.chapters?.[1]?.content).toBe('The second chapter.');
  });

  it('answers a book and the book form in the same shapes', async () => {
    const detail = await call({ method: 'GET', url: `/api/books/${bookId}`, token: author.token });
    const book = detail.json() as SpecBook;
    expect(book.chapters?.map((c) => c.title)).toEqual(['One', 'Two']);
    expect(Array.isArray(book.likes)).toBe(compat);
    if (compat) expect(book.favorites).toEqual([reader.id]);
  });
});
