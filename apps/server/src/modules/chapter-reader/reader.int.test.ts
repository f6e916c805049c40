import { randomUUID } from 'node:crypto';
import { DEFAULT_READER_SETTINGS, READER_MESSAGES, SERVER_MESSAGES, VALIDATION } from '@quire/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, type TestUser, useTestContext } from '../../../test/helper.js';
import { books, chapterReads, chapters, libraryEntries, readingSessions, users } from '../../db/schema.js';
import type { DomainEvents } from '../../events.js';

let ctx: TestContext;
let a: TestUser;
let b: TestUser;
const events: { name: keyof DomainEvents; payload: unknown }[] = [];

beforeAll(async () => {
  ctx = await useTestContext();
  [a, b] = await Promise.all([ctx.signUp({ name: 'Ada' }), ctx.signUp({ name: 'Bo' })]);
  ctx.app.events.on('book.commented', (payload) => void events.push({ name: 'book.commented', payload }));
  ctx.app.events.on('reading.recorded', (payload) => void events.push({ name: 'reading.recorded', payload }));
  ctx.app.events.on('entry.completed', (payload) => void events.push({ name: 'entry.completed', payload }));
});

const words = (count: number, marker: string) =>
  Array.from({ length: count }, (_, i) => (i % 40 === 39 ? `${marker}\n\n` : `${marker}`)).join(' ');

/** Inserts a book whose chapters have exactly the given word counts; each chapter's text is its own marker. */
async function createBook(wordCounts: number[] = [100, 200, 300], category = 'Fiction') {
  const [book] = await ctx.app.db
    .insert(books)
    .values({
      title: `Book ${randomUUID().slice(0, 6)}`,
      author: 'Test Author',
      isbn: `978${Math.floor(Math.random() * 1e10)
        .toString()
        .padStart(10, '0')}`,
      category,
      chapterCount: wordCounts.length,
      wordCount: wordCounts.reduce((x, y) => x + y, 0),
    })
    .returning();
  await ctx.app.db.insert(chapters).values(
    wordCounts.map((count, i) => ({
      bookId: book!.id,
      number: i + 1,
      title: `Chapter title ${i + 1}`,
      content: words(count, `ch${i + 1}word`),
      wordCount: count,
    })),
  );
  return book!;
}

const get = (url: string, user: TestUser | null = a) =>
  ctx.request({ method: 'GET', url, token: user?.token });
/** A comment list (a plain array with X-Total-Count) read back as the page it describes. */
async function commentPage(url: string, user: TestUser | null = a) {
  const res = await get(url, user);
  const limit = Number(new URL(url, 'http://x').searchParams.get('limit') ?? 20);
  const page = Number(new URL(url, 'http://x').searchParams.get('page') ?? 1);
  const total = Number(res.headers['x-total-count']);
  return { comments: res.json(), total, page, totalPages: Math.max(1, Math.ceil(total / limit)) };
}
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, user: TestUser = a) =>
  ctx.request({
    method,
    url,
    token: user.token,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('GET /api/books/:id/chapters', () => {
  it('answers the table of contents and book facts without any chapter text', async () => {
    const book = await createBook([100, 200, 300]);
    const res = await get(`/api/books/${book.id}/chapters`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json();
    expect(body).toMatchObject({
      bookId: book.id,
      title: book.title,
      author: 'Test Author',
      category: 'Fiction',
      totalWords: 600,
      totalChapters: 3,
    });
    expect(body.chapters.map((c: { chapterNumber: number }) => c.chapterNumber)).toEqual([1, 2, 3]);
    expect(body.chapters[1]).toMatchObject({ title: 'Chapter title 2', wordCount: 200 });
    expect(res.body).not.toMatch(/ch\dword/);
    expect(body.chapters[0]).not.toHaveProperty('content');
  });

  it('needs a session and a real book', async () => {
    const book = await createBook();
    expect((await get(`/api/books/${book.id}/chapters`, null)).statusCode).toBe(401);
    const missing = await get(`/api/books/${randomUUID()}/chapters`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(SERVER_MESSAGES.bookNotFound);
    // One id policy: a malformed id names no book, like an unknown one.
    const malformed = await get('/api/books/not-a-uuid/chapters');
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().message).toBe(SERVER_MESSAGES.bookNotFound);
  });
});

describe('GET /api/books/:id/chapters/:number', () => {
  it('answers that one chapter only, with counters and neighbours', async () => {
    const book = await createBook([100, 200, 300]);
    const res = await get(`/api/books/${book.id}/chapters/2`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      bookId: book.id,
      chapterNumber: 2,
      title: 'Chapter title 2',
      wordCount: 200,
      wordsBefore: 100,
      totalWords: 600,
      totalChapters: 3,
      reads: 1,
      votes: 0,
      comments: 0,
      voted: false,
      prev: 1,
      next: 3,
    });
    expect(body.content).toContain('ch2word');
    expect(res.body).not.toMatch(/ch1word|ch3word/);

    const first = (await get(`/api/books/${book.id}/chapters/1`)).json();
    expect([first.prev, first.next]).toEqual([null, 2]);
    const last = (await get(`/api/books/${book.id}/chapters/3`)).json();
    expect([last.prev, last.next]).toEqual([2, null]);
  });

  it('answers 404 with what is missing, and 400 for a bad number', async () => {
    const book = await createBook();
    const noChapter = await get(`/api/books/${book.id}/chapters/9`);
    expect(noChapter.statusCode).toBe(404);
    expect(noChapter.json().message).toBe(READER_MESSAGES.chapterNotFound);
    const noBook = await get(`/api/books/${randomUUID()}/chapters/1`);
    expect(noBook.json().message).toBe(SERVER_MESSAGES.bookNotFound);
    for (const bad of ['0', '-1', '1.5', 'two']) {
      expect((await get(`/api/books/${book.id}/chapters/${bad}`)).statusCode).toBe(400);
    }
  });

  it('counts a read once per reader per chapter, and a download once per reader per book', async () => {
    const book = await createBook([50, 50]);
    const url = `/api/books/${book.id}/chapters/1`;
    expect((await get(url, a)).json().reads).toBe(1);
    expect((await get(url, a)).json().reads).toBe(1);
    expect((await get(url, b)).json().reads).toBe(2);
    expect((await get(`/api/books/${book.id}/chapters/2`, a)).json().reads).toBe(1);
    await Promise.all([get(url, a), get(url, a)]);

    const reads = await ctx.app.db.select().from(chapterReads).where(eq(chapterReads.bookId, book.id));
    expect(reads).toHaveLength(3);
    const [row] = await ctx.app.db
      .select({ downloads: books.downloads })
      .from(books)
      .where(eq(books.id, book.id));
    expect(row!.downloads).toBe(2);

    // Opening starts the book for the reader: library entry with started_at, status Reading.
    const entry = (await get(`/api/books/${book.id}/position`, b)).json();
    expect(entry.status).toBe('Reading');
    expect(entry.startedAt).not.toBeNull();
  });

  it('does not count a read for a prefetch (peek)', async () => {
    const book = await createBook([50, 50]);
    const peek = await get(`/api/books/${book.id}/chapters/2?peek=true`);
    expect(peek.json().reads).toBe(0);
    const [row] = await ctx.app.db
      .select({ downloads: books.downloads })
      .from(books)
      .where(eq(books.id, book.id));
    expect(row!.downloads).toBe(0);
    expect((await get(`/api/books/${book.id}/chapters/2`)).json().reads).toBe(1);
  });

  it('a Want to Read book becomes Reading when first opened, and counts one download', async () => {
    const book = await createBook([50]);
    await ctx.app.db.insert(libraryEntries).values({ userId: a.id, bookId: book.id, status: 'Want to Read' });
    await get(`/api/books/${book.id}/chapters/1`);
    const [entry] = await ctx.app.db
      .select()
      .from(libraryEntries)
      .where(and(eq(libraryEntries.userId, a.id), eq(libraryEntries.bookId, book.id)));
    expect(entry!.status).toBe('Reading');
    expect(entry!.startedAt).toBeInstanceOf(Date);
    const [row] = await ctx.app.db
      .select({ downloads: books.downloads })
      .from(books)
      .where(eq(books.id, book.id));
    expect(row!.downloads).toBe(1);
  });
});

describe('POST /api/books/:id/chapters/:number/vote', () => {
  it('toggles the caller’s vote and keeps the counter exact', async () => {
    const book = await createBook();
    const vote = (user: TestUser) => send('POST', `/api/books/${book.id}/chapters/1/vote`, undefined, user);
    expect((await vote(a)).json()).toEqual({ voted: true, votes: 1 });
    expect((await vote(b)).json()).toEqual({ voted: true, votes: 2 });
    expect((await get(`/api/books/${book.id}/chapters/1`, a)).json()).toMatchObject({
      voted: true,
      votes: 2,
    });
    expect((await vote(a)).json()).toEqual({ voted: false, votes: 1 });
    const chapter = (await get(`/api/books/${book.id}/chapters/1`, a)).json();
    expect(chapter).toMatchObject({ voted: false, votes: 1 });
    expect((await get(`/api/books/${book.id}/chapters/1`, b)).json().voted).toBe(true);
    // Another chapter's votes are its own.
    expect((await get(`/api/books/${book.id}/chapters/2`, b)).json()).toMatchObject({
      voted: false,
      votes: 0,
    });
  });

  it('answers 404 for an unknown chapter', async () => {
    const book = await createBook();
    const res = await send('POST', `/api/books/${book.id}/chapters/7/vote`);
    expect(res.statusCode).toBe(404);
  });
});

describe('chapter comments', () => {
  it('adds, lists newest first with paging, and keeps the chapter counter', async () => {
    const book = await createBook();
    const url = `/api/books/${book.id}/chapters/2/comments`;
    events.length = 0;
    const first = await send('POST', url, { content: '  First thoughts  ' }, a);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      content: 'First thoughts',
      bookId: book.id,
      chapterNumber: 2,
      userId: { _id: a.id, username: 'Ada', avatar: null },
      canDelete: true,
    });
    // Delivered from the outbox after the commit (decision 017), so it may follow the answer.
    await expect
      .poll(() => events)
      .toContainEqual({
        name: 'book.commented',
        payload: { bookId: book.id, actorId: a.id, commentId: first.json()._id, chapterNumber: 2 },
      });
    await send('POST', url, { content: 'Second' }, b);
    await send('POST', url, { content: 'Third' }, a);

    const page1 = await commentPage(`${url}?limit=2`, b);
    expect(page1).toMatchObject({ total: 3, page: 1, totalPages: 2 });
    expect(page1.comments.map((c: { content: string }) => c.content)).toEqual(['Third', 'Second']);
    expect(page1.comments.map((c: { canDelete: boolean }) => c.canDelete)).toEqual([false, true]);
    const page2 = await commentPage(`${url}?limit=2&page=2`, b);
    expect(page2.comments.map((c: { content: string }) => c.content)).toEqual(['First thoughts']);

    expect((await get(`/api/books/${book.id}/chapters/2`)).json().comments).toBe(3);
    // Chapter comments are not the book's comments, nor another chapter's.
    expect((await commentPage(`/api/books/${book.id}/chapters/1/comments`)).total).toBe(0);
  });

  it('refuses blank and too long comments with the spec messages', async () => {
    const book = await createBook();
    const url = `/api/books/${book.id}/chapters/1/comments`;
    for (const payload of [{ content: '   ' }, { content: '' }, {}]) {
      const res = await send('POST', url, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(VALIDATION.commentBlank);
    }
    const long = await send('POST', url, { content: 'x'.repeat(2001) });
    expect(long.json().message).toBe(VALIDATION.commentTooLong);
    expect((await send('POST', url, { content: 'x'.repeat(2000) })).statusCode).toBe(201);
  });

  it('lets only the author or an admin delete, and 403 changes nothing', async () => {
    const book = await createBook();
    const url = `/api/books/${book.id}/chapters/1/comments`;
    const mine = (await send('POST', url, { content: 'Mine' }, a)).json();
    const other = (await send('POST', url, { content: 'Theirs' }, b)).json();

    const refused = await send('DELETE', `${url}/${mine._id}`, undefined, b);
    expect(refused.statusCode).toBe(403);
    expect((await commentPage(url)).total).toBe(2);

    const deleted = await send('DELETE', `${url}/${mine._id}`, undefined, a);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: READER_MESSAGES.commentDeleted, comments: 1 });
    expect((await send('DELETE', `${url}/${mine._id}`, undefined, a)).statusCode).toBe(404);

    // Under another chapter the comment is not found.
    expect(
      (await send('DELETE', `/api/books/${book.id}/chapters/2/comments/${other._id}`, undefined, b))
        .statusCode,
    ).toBe(404);

    const admin = await ctx.signUp({ name: 'Admin' });
    await ctx.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    expect((await commentPage(url, admin)).comments[0].canDelete).toBe(true);
    expect((await send('DELETE', `${url}/${other._id}`, undefined, admin)).statusCode).toBe(200);
    expect((await get(`/api/books/${book.id}/chapters/1`)).json().comments).toBe(0);
  });
});

describe('reading position', () => {
  it('is empty before reading, then saved and restored with progress by words', async () => {
    const book = await createBook([100, 200, 300]);
    const empty = (await get(`/api/books/${book.id}/position`)).json();
    expect(empty).toMatchObject({
      chapter: null,
      position: 0,
      progress: 0,
      status: null,
      bookmarkChapter: null,
    });

    const saved = await send('PUT', `/api/books/${book.id}/position`, { chapter: 2, position: 0.5 });
    expect(saved.statusCode).toBe(200);
    // (100 words before + 0.5 × 200) / 600 = 33.3 %
    expect(saved.json()).toMatchObject({ chapter: 2, position: 0.5, progress: 33.3, status: 'Reading' });
    expect(saved.json().startedAt).not.toBeNull();
    expect(saved.json().lastReadAt).not.toBeNull();

    const restored = (await get(`/api/books/${book.id}/position`)).json();
    expect(restored).toMatchObject({ chapter: 2, position: 0.5, progress: 33.3 });

    const later = (
      await send('PUT', `/api/books/${book.id}/position`, { chapter: 3, position: 0.25 })
    ).json();
    expect(later.progress).toBe(62.5); // (300 + 75) / 600
    expect(later.finishedAt).toBeNull();
  });

  it('a first save counts the download like a first open would', async () => {
    const book = await createBook([10]);
    await send('PUT', `/api/books/${book.id}/position`, { chapter: 1, position: 0 });
    await get(`/api/books/${book.id}/chapters/1`);
    const [row] = await ctx.app.db
      .select({ downloads: books.downloads })
      .from(books)
      .where(eq(books.id, book.id));
    expect(row!.downloads).toBe(1);
  });

  it('finishing the last chapter completes the book; re-reading keeps it Completed', async () => {
    const book = await createBook([100, 100]);
    events.length = 0;
    const almost = (
      await send('PUT', `/api/books/${book.id}/position`, { chapter: 2, position: 0.9 })
    ).json();
    expect(almost.status).toBe('Reading');
    expect(almost.progress).toBe(95);

    const done = (await send('PUT', `/api/books/${book.id}/position`, { chapter: 2, position: 0.98 })).json();
    expect(done).toMatchObject({ status: 'Completed', progress: 100 });
    expect(done.finishedAt).not.toBeNull();
    expect(events.filter((e) => e.name === 'entry.completed')).toHaveLength(1);

    const reread = (
      await send('PUT', `/api/books/${book.id}/position`, { chapter: 1, position: 0.1 })
    ).json();
    expect(reread).toMatchObject({ status: 'Completed', progress: 100, chapter: 1, position: 0.1 });
    expect(reread.finishedAt).toBe(done.finishedAt);

    // The end of a chapter that is not the last does not complete anything.
    const other = await createBook([100, 100]);
    const notYet = (await send('PUT', `/api/books/${other.id}/position`, { chapter: 1, position: 1 })).json();
    expect(notYet).toMatchObject({ status: 'Reading', progress: 50 });
  });

  it('validates the chapter and the position', async () => {
    const book = await createBook();
    const url = `/api/books/${book.id}/position`;
    for (const position of [-0.1, 1.01, '0.5', null]) {
      const res = await send('PUT', url, { chapter: 1, position });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(READER_MESSAGES.positionRange);
    }
    expect((await send('PUT', url, { chapter: 0, position: 0 })).json().message).toBe(
      READER_MESSAGES.chapterNumberInvalid,
    );
    expect((await send('PUT', url, { chapter: 4, position: 0 })).statusCode).toBe(404);
    expect(
      (await send('PUT', `/api/books/${randomUUID()}/position`, { chapter: 1, position: 0 })).statusCode,
    ).toBe(404);
  });

  it('is per user: another user neither reads nor overwrites it', async () => {
    const book = await createBook([100, 100]);
    await send('PUT', `/api/books/${book.id}/position`, { chapter: 2, position: 0.4 }, a);
    expect((await get(`/api/books/${book.id}/position`, b)).json()).toMatchObject({
      chapter: null,
      progress: 0,
    });
    await send('PUT', `/api/books/${book.id}/position`, { chapter: 1, position: 0.1 }, b);
    await send('PUT', `/api/books/${book.id}/bookmark`, { chapter: 1 }, b);
    expect((await get(`/api/books/${book.id}/position`, a)).json()).toMatchObject({
      chapter: 2,
      position: 0.4,
      bookmarkChapter: null,
    });
    expect((await get(`/api/books/${book.id}/position`, b)).json()).toMatchObject({
      chapter: 1,
      position: 0.1,
      bookmarkChapter: 1,
    });
    expect((await get(`/api/books/${book.id}/position`, null)).statusCode).toBe(401);
  });
});

describe('PUT /api/books/:id/bookmark', () => {
  it('stores one chapter and clears with null', async () => {
    const book = await createBook();
    const url = `/api/books/${book.id}/bookmark`;
    expect((await send('PUT', url, { chapter: 2 })).json()).toEqual({ bookmarkChapter: 2 });
    expect((await send('PUT', url, { chapter: 3 })).json()).toEqual({ bookmarkChapter: 3 });
    expect((await get(`/api/books/${book.id}/position`)).json().bookmarkChapter).toBe(3);
    expect((await send('PUT', url, { chapter: null })).json()).toEqual({ bookmarkChapter: null });
    expect((await get(`/api/books/${book.id}/position`)).json().bookmarkChapter).toBeNull();
    expect((await send('PUT', url, { chapter: 9 })).statusCode).toBe(404);
    expect((await send('PUT', url, {})).statusCode).toBe(400);
  });
});

describe('GET /api/reading/continue', () => {
  it('lists the caller’s books in progress, most recently read first', async () => {
    const reader = await ctx.signUp();
    const [first, second, finished] = await Promise.all([
      createBook([100, 100]),
      createBook([100]),
      createBook([100]),
    ]);
    await send('PUT', `/api/books/${first.id}/position`, { chapter: 2, position: 0.5 }, reader);
    await send('PUT', `/api/books/${finished.id}/position`, { chapter: 1, position: 1 }, reader);
    await send('PUT', `/api/books/${second.id}/position`, { chapter: 1, position: 0.2 }, reader);
    await send('PUT', `/api/books/${first.id}/position`, { chapter: 1, position: 0.1 }, b);

    const body = (await get('/api/reading/continue', reader)).json();
    expect(body.books.map((x: { _id: string }) => x._id)).toEqual([second.id, first.id]);
    expect(body.books[1]).toMatchObject({
      title: first.title,
      author: 'Test Author',
      currentChapter: 2,
      currentChapterTitle: 'Chapter title 2',
      totalChapters: 2,
      position: 0.5,
      progress: 75,
    });
    expect((await get('/api/reading/continue?limit=1', reader)).json().books).toHaveLength(1);
    expect((await get('/api/reading/continue', null)).statusCode).toBe(401);
  });
});

describe('reader settings', () => {
  it('answers the defaults, then keeps what was saved, field by field', async () => {
    const reader = await ctx.signUp();
    expect((await get('/api/reader/settings', reader)).json()).toEqual(DEFAULT_READER_SETTINGS);

    const saved = await send('PUT', '/api/reader/settings', { fontSize: 20, theme: 'dark' }, reader);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...DEFAULT_READER_SETTINGS, fontSize: 20, theme: 'dark' });
    await send(
      'PUT',
      '/api/reader/settings',
      { fontFamily: 'sans', lineHeight: 2, textWidth: 'wide', justify: true },
      reader,
    );
    await send(
      'PUT',
      '/api/reader/settings',
      { fontFamily: 'dyslexic', paragraphSpacing: 'relaxed', hyphenate: true, ruler: true },
      reader,
    );
    expect((await get('/api/reader/settings', reader)).json()).toEqual({
      fontSize: 20,
      theme: 'dark',
      fontFamily: 'dyslexic',
      lineHeight: 2,
      textWidth: 'wide',
      justify: true,
      paragraphSpacing: 'relaxed',
      hyphenate: true,
      ruler: true,
    });
    // Another user's settings are their own.
    expect((await get('/api/reader/settings', b)).json()).toEqual(DEFAULT_READER_SETTINGS);
    expect((await get('/api/reader/settings', null)).statusCode).toBe(401);
  });

  it.each([
    [{ fontSize: 11 }, READER_MESSAGES.fontSizeRange],
    [{ fontSize: 25 }, READER_MESSAGES.fontSizeRange],
    [{ fontSize: 18.5 }, READER_MESSAGES.fontSizeRange],
    [{ fontSize: '18' }, READER_MESSAGES.fontSizeRange],
    [{ theme: 'blue' }, READER_MESSAGES.themeInvalid],
    [{ fontFamily: 'mono' }, READER_MESSAGES.fontFamilyInvalid],
    [{ lineHeight: 1.3 }, READER_MESSAGES.lineHeightRange],
    [{ lineHeight: 2.3 }, READER_MESSAGES.lineHeightRange],
    [{ textWidth: 'huge' }, READER_MESSAGES.textWidthInvalid],
    [{ justify: 'yes' }, READER_MESSAGES.justifyInvalid],
    [{ paragraphSpacing: 'huge' }, READER_MESSAGES.paragraphSpacingInvalid],
    [{ hyphenate: 'yes' }, READER_MESSAGES.hyphenateInvalid],
    [{ ruler: 1 }, READER_MESSAGES.rulerInvalid],
  ])('refuses %j and keeps the stored settings', async (payload, message) => {
    const reader = await ctx.signUp();
    await send('PUT', '/api/reader/settings', { fontSize: 14 }, reader);
    const res = await send('PUT', '/api/reader/settings', payload, reader);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await get('/api/reader/settings', reader)).json().fontSize).toBe(14);
  });

  it('refuses unknown keys and reads damaged stored values as defaults', async () => {
    const reader = await ctx.signUp();
    expect((await send('PUT', '/api/reader/settings', { colour: 'red' }, reader)).statusCode).toBe(400);
    await ctx.app.db
      .update(users)
      .set({ readerSettings: { fontSize: 'huge', theme: 'sepia', extra: 1 } })
      .where(eq(users.id, reader.id));
    expect((await get('/api/reader/settings', reader)).json()).toEqual({
      ...DEFAULT_READER_SETTINGS,
      theme: 'sepia',
    });
  });
});

describe('POST /api/reading/sessions', () => {
  const session = (bookId: string, overrides: Record<string, unknown> = {}) => {
    const end = Date.now() - 1000;
    return {
      bookId,
      chapterNumber: 1,
      startedAt: new Date(end - 10 * 60_000).toISOString(),
      endedAt: new Date(end).toISOString(),
      activeSeconds: 540,
      wordsRead: 90,
      ...overrides,
    };
  };

  it('records a session as the stats ground truth and emits reading.recorded', async () => {
    const book = await createBook([100]);
    events.length = 0;
    const id = randomUUID();
    const body = session(book.id, { id });
    const res = await send('POST', '/api/reading/sessions', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      bookId: book.id,
      chapterNumber: 1,
      activeSeconds: 540,
      wordsRead: 90,
    });
    expect(events).toContainEqual({ name: 'reading.recorded', payload: { userId: a.id } });

    const rows = await ctx.app.db.select().from(readingSessions).where(eq(readingSessions.bookId, book.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: a.id, source: 'reader', durationSeconds: 540, wordsRead: 90 });
    expect(rows[0]!.endedAt.toISOString()).toBe(body.endedAt);

    // The same session sent twice (a retry, pagehide after hide) is stored once.
    const again = await send('POST', '/api/reading/sessions', body);
    expect(again.statusCode).toBe(200);
    expect(again.json()._id).toBe(id);
    expect(
      await ctx.app.db.select().from(readingSessions).where(eq(readingSessions.bookId, book.id)),
    ).toHaveLength(1);
    // Another user cannot reuse (or learn about) that id.
    expect((await send('POST', '/api/reading/sessions', body, b)).statusCode).toBe(409);
  });

  it.each([
    [
      'ends before it starts',
      { endedAt: new Date(Date.now() - 20 * 60_000).toISOString() },
      READER_MESSAGES.sessionEndBeforeStart,
    ],
    [
      'lasts over 12 hours',
      { startedAt: new Date(Date.now() - 13 * 3600_000).toISOString(), activeSeconds: 60 },
      READER_MESSAGES.sessionTooLong,
    ],
    ['is more active than long', { activeSeconds: 700 }, READER_MESSAGES.sessionActiveTooLong],
    [
      'ends in the future',
      {
        startedAt: new Date(Date.now() + 60_000).toISOString(),
        endedAt: new Date(Date.now() + 5 * 60_000).toISOString(),
        activeSeconds: 60,
      },
      READER_MESSAGES.sessionInFuture,
    ],
    ['reads more words than the chapter has', { wordsRead: 101 }, READER_MESSAGES.sessionTooManyWords],
  ])('refuses a session that %s', async (_what, overrides, message) => {
    const book = await createBook([100]);
    const res = await send('POST', '/api/reading/sessions', session(book.id, overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(
      await ctx.app.db.select().from(readingSessions).where(eq(readingSessions.bookId, book.id)),
    ).toHaveLength(0);
  });

  it('accepts a minute of clock skew, and refuses unknown chapters and malformed bodies', async () => {
    const book = await createBook([100]);
    const skewed = session(book.id, {
      startedAt: new Date(Date.now() - 60_000).toISOString(),
      endedAt: new Date(Date.now() + 30_000).toISOString(),
      activeSeconds: 60,
    });
    expect((await send('POST', '/api/reading/sessions', skewed)).statusCode).toBe(201);
    expect(
      (await send('POST', '/api/reading/sessions', session(book.id, { chapterNumber: 2 }))).statusCode,
    ).toBe(404);
    expect((await send('POST', '/api/reading/sessions', session(randomUUID()))).statusCode).toBe(404);
    for (const bad of [
      { activeSeconds: 0 },
      { wordsRead: -1 },
      { startedAt: 'yesterday' },
      { activeSeconds: 1.5 },
    ]) {
      expect((await send('POST', '/api/reading/sessions', session(book.id, bad))).statusCode).toBe(400);
    }
  });
});
