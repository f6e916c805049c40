import { parseFeed } from '@rowanmanning/feed-parser';
import type { ChapterDoc } from '@quire/shared/chapter-doc';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { chapterFields, makeBook, makeUser, type MadeBook } from '../../../test/factories.js';
import { type TestContext, type TestUser, useTestContext } from '../../../test/helper.js';
import { buildApp } from '../../app.js';
import { chapterRevisions, chapters, notifications } from '../../db/schema.js';
import { parseEnv } from '../../env.js';

let ctx: TestContext;
let author: TestUser;
let reader: TestUser;
let other: TestUser;

const doc = (...paragraphs: string[]): ChapterDoc => ({
  type: 'doc',
  content: paragraphs.map((text, i) => ({
    type: 'paragraph',
    attrs: { id: `p${i + 1}` },
    content: [{ type: 'text', text }],
  })),
});

async function call(
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  const res = await ctx.request({
    method,
    url,
    ...(user ? { token: user.token } : {}),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field, each checked by an expect
  const body: any = res.body ? safeJson(res.body) : undefined;
  return { status: res.statusCode, body, res };
}
const safeJson = (text: string) => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

async function publishedBook(title: string, count = 2): Promise<MadeBook> {
  return makeBook(ctx, author, {
    title,
    chapters: Array.from({ length: count }, (_, i) =>
      chapterFields(i + 1, `Chapter ${i + 1} has words in it.`),
    ),
  });
}

const studioOf = async (bookId: string) => (await call(author, 'GET', `/api/books/${bookId}/studio`)).body;

const chapterNotifications = (userId: string, bookId: string) =>
  ctx.app.db
    .select({ id: notifications.id, link: notifications.link })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.bookId, bookId),
        eq(notifications.type, 'chapter'),
      ),
    );

beforeAll(async () => {
  ctx = await useTestContext();
  author = await makeUser(ctx, { name: 'Mara <Quill> & Co' });
  reader = await makeUser(ctx);
  other = await makeUser(ctx);
}, 60_000);

describe('autosave, conflicts and revisions', () => {
  it('saves with the latest revision, refuses a stale one with both versions, and restores', async () => {
    const book = await publishedBook('Autosaved');
    const [first] = (await studioOf(book.id)).chapters;
    expect(first).toMatchObject({ number: 1, status: 'published', revision: 1 });
    const url = `/api/books/${book.id}/chapters/${first.id}/draft`;

    // Someone else's book does not exist for them.
    expect((await call(other, 'PUT', url, { title: 'X', doc: doc('x'), baseRevision: 1 })).status).toBe(404);
    expect((await call(other, 'GET', `/api/books/${book.id}/studio`)).status).toBe(404);

    const tabA = await call(author, 'PUT', url, {
      title: 'One',
      doc: doc('Tab A wrote this.'),
      baseRevision: 1,
      session: 'tab-a',
    });
    expect(tabA.status).toBe(200);
    expect(tabA.body).toMatchObject({ revision: 2, wordCount: 4 });

    // A second tab still on revision 1: refused, nothing written, the stored version answered.
    const tabB = await call(author, 'PUT', url, {
      title: 'Two',
      doc: doc('Tab B wrote that.'),
      baseRevision: 1,
    });
    expect(tabB.status).toBe(409);
    expect(tabB.body).toMatchObject({
      code: 'REVISION_CONFLICT',
      current: { revision: 2, title: 'One', doc: doc('Tab A wrote this.') },
    });

    // The first save sent again (a retry from the offline queue) is already stored: no conflict.
    const retried = await call(author, 'PUT', url, {
      title: 'One',
      doc: doc('Tab A wrote this.'),
      baseRevision: 1,
      session: 'tab-a',
    });
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ revision: 2 });

    // The editor loads the chapter with its document and the revision to save on.
    const loaded = await call(author, 'GET', url);
    expect(loaded.body).toMatchObject({
      id: first.id,
      revision: 2,
      title: 'One',
      doc: doc('Tab A wrote this.'),
    });

    // The text readers get is the document as Markdown, and the book's words follow.
    const opened = await call(reader, 'GET', `/api/books/${book.id}/chapters/1`);
    expect(opened.body.content).toBe('Tab A wrote this.');

    // Autosaves of one run share a revision row; the chapter's state before its first save is kept.
    const again = await call(author, 'PUT', url, {
      title: 'One',
      doc: doc('Tab A wrote this, and more.'),
      baseRevision: 2,
      session: 'tab-a',
    });
    expect(again.body.revision).toBe(3);
    const list = (await call(author, 'GET', `/api/books/${book.id}/chapters/${first.id}/revisions`)).body;
    expect(list.revisions.map((r: { revision: number }) => r.revision)).toEqual([3, 1]);
    const stored = await ctx.app.db
      .select({ revision: chapterRevisions.revision, kind: chapterRevisions.kind })
      .from(chapterRevisions)
      .where(eq(chapterRevisions.chapterId, first.id));
    expect(stored.sort((a, b) => a.revision - b.revision)).toEqual([
      { revision: 1, kind: 'before' },
      { revision: 3, kind: 'autosave' },
    ]);

    // Any kept revision can be read (the diff's sources) and restored as a new revision.
    const original = (await call(author, 'GET', `/api/books/${book.id}/chapters/${first.id}/revisions/1`))
      .body;
    expect(original).toMatchObject({ revision: 1, title: 'Chapter 1' });
    expect((await call(author, 'GET', `/api/books/${book.id}/chapters/${first.id}/revisions/2`)).status).toBe(
      404,
    );
    const restored = await call(
      author,
      'POST',
      `/api/books/${book.id}/chapters/${first.id}/revisions/1/restore`,
    );
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ revision: 4, title: 'Chapter 1', doc: original.doc });
    expect((await call(reader, 'GET', `/api/books/${book.id}/chapters/1`)).body.content).toBe(
      'Chapter 1 has words in it.',
    );
    // A restore is its own revision: the autosave run before it stays in the history.
    const after = (await call(author, 'GET', `/api/books/${book.id}/chapters/${first.id}/revisions`)).body;
    expect(after.revisions.map((r: { revision: number }) => r.revision)).toEqual([4, 3, 1]);
    // The tab that lost the race now saves on the latest revision.
    expect((await call(author, 'PUT', url, { title: 'Two', doc: doc('B'), baseRevision: 4 })).status).toBe(
      200,
    );
  });

  it('keeps one revision per five minutes of autosaving, and the newest 100', async () => {
    const book = await publishedBook('Long history', 1);
    const [chapter] = (await studioOf(book.id)).chapters;
    const url = `/api/books/${book.id}/chapters/${chapter.id}/draft`;
    const save = async (text: string, baseRevision: number, session = 'editor-1') =>
      (await call(author, 'PUT', url, { title: 'Kept', doc: doc(text), baseRevision, session })).body
        .revision as number;
    const kept = async () =>
      (
        await call(author, 'GET', `/api/books/${book.id}/chapters/${chapter.id}/revisions`)
      ).body.revisions.map((r: { revision: number }) => r.revision);

    expect(await save('First run, first save.', 1)).toBe(2);
    expect(await save('First run, second save.', 2)).toBe(3);
    expect(await kept()).toEqual([3, 1]);
    // The run began more than five minutes ago (moved back, not waited for): a new run, a new row.
    await ctx.app.db
      .update(chapterRevisions)
      .set({ startedAt: sql`${chapterRevisions.startedAt} - interval '6 minutes'` })
      .where(eq(chapterRevisions.chapterId, chapter.id));
    expect(await save('Second run.', 3)).toBe(4);
    expect(await kept()).toEqual([4, 3, 1]);
    const second = (await call(author, 'GET', `/api/books/${book.id}/chapters/${chapter.id}/revisions/3`))
      .body;
    expect(second.doc).toEqual(doc('First run, second save.'));

    // A long history: with 120 older rows, the next save leaves the newest 100.
    await ctx.app.db.insert(chapterRevisions).values(
      Array.from({ length: 120 }, (_, i) => ({
        chapterId: chapter.id,
        revision: -200 + i,
        title: 'Old',
        doc: doc(`Old ${i}`),
        kind: 'form' as const,
      })),
    );
    const stored = await ctx.app.db
      .select({ revision: chapterRevisions.revision })
      .from(chapterRevisions)
      .where(eq(chapterRevisions.chapterId, chapter.id));
    expect(stored).toHaveLength(123);
    // The rows kept sit in a new run (the last one started long ago).
    await ctx.app.db
      .update(chapterRevisions)
      .set({ startedAt: sql`${chapterRevisions.startedAt} - interval '6 minutes'` })
      .where(and(eq(chapterRevisions.chapterId, chapter.id), eq(chapterRevisions.revision, 4)));
    expect(await save('Third run.', 4)).toBe(5);
    const after = await kept();
    expect(after).toHaveLength(100);
    expect(after.slice(0, 4)).toEqual([5, 4, 3, 1]);
    expect(after.at(-1)).toBe(-200 + 120 - 96);

    // Another editor (a second tab, a phone) saving within the run starts its own row, and the
    // first editor's next save does not swallow it: what each saved stays in the history.
    expect(await save('From the phone.', 5, 'editor-2')).toBe(6);
    expect(await save('Third run, after the phone.', 6)).toBe(7);
    expect((await kept()).slice(0, 4)).toEqual([7, 6, 5, 4]);
  });

  it('creates, reorders and deletes chapters, keeping numbers 1..N and the last chapter', async () => {
    const book = await publishedBook('Shuffled', 1);
    const created = await call(author, 'POST', `/api/books/${book.id}/chapters`, {
      title: 'New one',
      doc: doc('Fresh words here.'),
    });
    expect(created.status).toBe(201);
    // Inside a published book a new chapter is a draft until released.
    expect(created.body).toMatchObject({ number: 2, status: 'draft', revision: 1, wordCount: 3 });
    const ids = (await studioOf(book.id)).chapters.map((c: { id: string }) => c.id);

    expect(
      (await call(author, 'PUT', `/api/books/${book.id}/chapters/order`, { chapterIds: [ids[0]] })).status,
    ).toBe(400);
    const reordered = await call(author, 'PUT', `/api/books/${book.id}/chapters/order`, {
      chapterIds: [ids[1], ids[0]],
    });
    expect(reordered.status).toBe(200);
    expect(reordered.body.chapters.map((c: { id: string; number: number }) => [c.id, c.number])).toEqual([
      [ids[1], 1],
      [ids[0], 2],
    ]);

    expect((await call(author, 'DELETE', `/api/books/${book.id}/chapters/${ids[1]}`)).status).toBe(200);
    const left = (await studioOf(book.id)).chapters;
    expect(left.map((c: { id: string; number: number }) => [c.id, c.number])).toEqual([[ids[0], 1]]);
    const last = await call(author, 'DELETE', `/api/books/${book.id}/chapters/${ids[0]}`);
    expect(last.status).toBe(400);
    expect(last.body.message).toBe('Cannot remove the last chapter');
  });
});

describe('release tools', () => {
  it('keeps a draft chapter from readers everywhere and lets its author see it', async () => {
    const book = await publishedBook('Half written');
    const created = await call(author, 'POST', `/api/books/${book.id}/chapters`, {
      title: 'Secret draft',
      doc: doc('Not for readers yet.'),
    });
    expect(created.status).toBe(201);

    const list = (await call(reader, 'GET', `/api/books/${book.id}/chapters`)).body;
    expect(list.totalChapters).toBe(2);
    expect(list.chapters.map((c: { title: string }) => c.title)).not.toContain('Secret draft');
    expect((await call(reader, 'GET', `/api/books/${book.id}/chapters/3`)).status).toBe(404);
    const detail = (await call(reader, 'GET', `/api/books/${book.id}`)).body;
    expect(detail.chapterCount).toBe(2);
    expect(detail.chapters).toHaveLength(2);
    const markdown = await call(reader, 'GET', `/api/books/${book.id}/export.md`);
    expect(markdown.status).toBe(200);
    expect(markdown.res.body).not.toContain('Secret draft');
    const epub = await ctx.request({
      method: 'GET',
      url: `/api/books/${book.id}/export.epub`,
      token: reader.token,
    });
    expect(epub.statusCode).toBe(200);
    expect(epub.rawPayload.includes(Buffer.from('Secret draft'))).toBe(false);
    expect(
      (await call(reader, 'POST', `/api/books/${book.id}/chapters/3/comments`, { content: 'Early!' })).status,
    ).toBe(404);

    // The author reads and edits it; the form keeps it (a draft may stay blank in a published book).
    expect((await call(author, 'GET', `/api/books/${book.id}/chapters/3`)).status).toBe(200);
    const own = (await call(author, 'GET', `/api/books/${book.id}`)).body;
    expect(own.chapters).toHaveLength(3);
    const blank = await call(author, 'POST', `/api/books/${book.id}/chapters`, { title: 'Blank draft' });
    expect(blank.body).toMatchObject({ status: 'draft', wordCount: 0 });
    const formSave = await call(author, 'PUT', `/api/upload-book/${book.id}`, {
      ...book.fields,
      chapters: [...own.chapters, blank.body].map(
        (c: { _id?: string; id?: string; title: string; content?: string }) => ({
          _id: c._id ?? c.id,
          title: c.title,
          content: c.content ?? '',
        }),
      ),
    });
    expect(formSave.status).toBe(200);
    expect(formSave.body.chapters).toHaveLength(4);
    // A blank chapter cannot be published.
    const refused = await call(author, 'PATCH', `/api/books/${book.id}/chapters/${blank.body.id}/release`, {
      status: 'published',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('All chapters must have both title and content');
    expect((await call(author, 'DELETE', `/api/books/${book.id}/chapters/${blank.body.id}`)).status).toBe(
      200,
    );

    // Published: readers see it.
    const released = await call(
      author,
      'PATCH',
      `/api/books/${book.id}/chapters/${created.body.id}/release`,
      {
        status: 'published',
      },
    );
    expect(released.status).toBe(200);
    expect(released.body).toMatchObject({ status: 'published' });
    expect((await call(reader, 'GET', `/api/books/${book.id}/chapters`)).body.totalChapters).toBe(3);
  });

  it('releases a scheduled chapter exactly once across two instances, and a silent one quietly', async () => {
    const env = parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      WEB_DIST: '/nonexistent',
    });
    const second: FastifyInstance = await buildApp({ env, database: ctx.database, logger: false });
    await second.ready();
    try {
      const book = await publishedBook('Serial');
      // The reader follows the book: favourites hear of new chapters.
      expect((await call(reader, 'POST', `/api/books/${book.id}/favorite`)).body.favorite).toBe(true);
      const loud = await call(author, 'POST', `/api/books/${book.id}/chapters`, {
        title: 'Loud',
        doc: doc('A chapter that announces itself.'),
      });
      const quiet = await call(author, 'POST', `/api/books/${book.id}/chapters`, {
        title: 'Quiet',
        doc: doc('A chapter that says nothing.'),
      });
      const schedule = (id: string, extra: Record<string, unknown> = {}) =>
        call(author, 'PATCH', `/api/books/${book.id}/chapters/${id}/release`, {
          status: 'scheduled',
          releaseAt: '2099-06-01T18:30',
          timeZone: 'Europe/Berlin',
          ...extra,
        });
      const scheduled = await schedule(loud.body.id);
      expect(scheduled.status).toBe(200);
      expect(scheduled.body).toMatchObject({
        status: 'scheduled',
        releaseAt: '2099-06-01T16:30:00.000Z',
        timeZone: 'Europe/Berlin',
      });
      expect((await schedule(quiet.body.id, { silent: true })).body.silent).toBe(true);
      expect(
        (
          await call(author, 'PATCH', `/api/books/${book.id}/chapters/${loud.body.id}/release`, {
            status: 'scheduled',
          })
        ).status,
      ).toBe(400);

      // Not yet: nothing is released, readers see two chapters.
      expect(await ctx.app.services.studio.releaseDue()).toEqual([]);
      expect((await call(reader, 'GET', `/api/books/${book.id}/chapters`)).body.totalChapters).toBe(2);

      // Their time comes (moved, not waited for); both instances claim at once, each chapter once.
      await ctx.app.db
        .update(chapters)
        .set({ releaseAt: sql`now() - interval '1 second'` })
        .where(eq(chapters.bookId, book.id));
      const claims = await Promise.all([
        ctx.app.services.studio.releaseDue(),
        second.services.studio.releaseDue(),
        ctx.app.services.studio.releaseDue(),
        second.services.studio.releaseDue(),
      ]);
      const released = claims.flat().map((r) => r.title);
      expect(released.sort()).toEqual(['Loud', 'Quiet']);
      await ctx.app.outbox.drain();
      await second.outbox.drain();

      const told = await chapterNotifications(reader.id, book.id);
      expect(told).toHaveLength(1);
      expect(told[0]!.link).toContain(`chapter=${loud.body.number}`);
      const list = (await call(reader, 'GET', `/api/books/${book.id}/chapters`)).body;
      expect(list.chapters.map((c: { title: string }) => c.title)).toEqual([
        'Chapter 1',
        'Chapter 2',
        'Loud',
        'Quiet',
      ]);
      expect((await call(reader, 'GET', `/api/books/${book.id}`)).body.chapterCount).toBe(4);
    } finally {
      await second.close();
    }
  });

  it('locks a chapter’s comments: posting is refused, reading still works', async () => {
    const book = await publishedBook('Locked');
    const chapterOne = (await studioOf(book.id)).chapters[0];
    expect(
      (
        await call(reader, 'POST', `/api/books/${book.id}/chapters/1/comments`, {
          content: 'Before the lock',
        })
      ).status,
    ).toBe(201);
    const locked = await call(author, 'PATCH', `/api/books/${book.id}/chapters/${chapterOne.id}/release`, {
      commentsLocked: true,
    });
    expect(locked.body).toMatchObject({ commentsLocked: true, status: 'published' });

    const refused = await call(reader, 'POST', `/api/books/${book.id}/chapters/1/comments`, {
      content: 'After',
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'COMMENTS_LOCKED',
      message: 'Comments are locked on this chapter',
    });
    const paragraph = await call(reader, 'POST', `/api/books/${book.id}/chapters/1/comments`, {
      content: 'On a passage',
      anchor: { paragraph: 0, quote: 'words' },
    });
    expect(paragraph.status).toBe(403);
    const read = await call(reader, 'GET', `/api/books/${book.id}/chapters/1/comments`);
    expect(read.status).toBe(200);
    expect(read.body.map((c: { content: string }) => c.content)).toEqual(['Before the lock']);
    // Another chapter of the book is not locked.
    expect(
      (await call(reader, 'POST', `/api/books/${book.id}/chapters/2/comments`, { content: 'Fine here' }))
        .status,
    ).toBe(201);
  });
});

describe('analytics and feeds', () => {
  it('counts what readers did through the reader, and the CSV says the same', async () => {
    const book = await publishedBook('Measured', 3);
    const readerTwo = await makeUser(ctx);
    const open = (user: TestUser, n: number) => call(user, 'GET', `/api/books/${book.id}/chapters/${n}`);
    const session = (user: TestUser, n: number, seconds: number) =>
      call(user, 'POST', '/api/reading/sessions', {
        bookId: book.id,
        chapterNumber: n,
        startedAt: new Date(Date.now() - seconds * 1000 - 1000).toISOString(),
        endedAt: new Date(Date.now() - 1000).toISOString(),
        activeSeconds: seconds,
        wordsRead: 0,
      });
    // Reader one reads chapters 1 and 2 (two sessions in chapter 1), reader two only chapter 1.
    await open(reader, 1);
    await open(reader, 1);
    expect((await session(reader, 1, 300)).status).toBe(201);
    expect((await session(reader, 1, 300)).status).toBe(201);
    await open(reader, 2);
    expect((await session(reader, 2, 120)).status).toBe(201);
    await open(readerTwo, 1);
    expect((await session(readerTwo, 1, 240)).status).toBe(201);
    await call(reader, 'POST', `/api/books/${book.id}/chapters/1/vote`);
    await call(readerTwo, 'POST', `/api/books/${book.id}/chapters/1/comments`, { content: 'Nice start' });
    await call(readerTwo, 'POST', `/api/books/${book.id}/favorite`);
    // The author's own reading counts for nothing.
    await open(author, 3);

    expect((await call(reader, 'GET', `/api/books/${book.id}/analytics`)).status).toBe(404);
    const figures = (await call(author, 'GET', `/api/books/${book.id}/analytics`)).body;
    // Chapter 1: two readers opened it, one went on (finished it), (600 + 240) / 2 seconds each.
    expect(figures.chapters).toEqual(
      [
        { number: 1, openedBy: 2, finishedBy: 1, averageReadingSeconds: 420, votes: 1, comments: 1 },
        { number: 2, openedBy: 1, finishedBy: 0, averageReadingSeconds: 120, votes: 0, comments: 0 },
        { number: 3, openedBy: 0, finishedBy: 0, averageReadingSeconds: 0, votes: 0, comments: 0 },
      ].map((c, i) => ({
        ...c,
        chapterId: book.detail.chapters[i]!._id,
        title: `Chapter ${i + 1}`,
        status: 'published',
      })),
    );
    expect(figures.book).toMatchObject({ readers: 2, favourites: 1, followers: 2 });
    const today = new Date().toISOString().slice(0, 10);
    expect(figures.book.series.at(-1)).toEqual({ date: today, readers: 2, favourites: 1, followers: 2 });
    // The chapter reads behind "opened" are the reader's own counter too.
    expect((await call(reader, 'GET', `/api/books/${book.id}/chapters/1`)).body.reads).toBe(2);

    const csv = await ctx.request({
      method: 'GET',
      url: `/api/books/${book.id}/analytics.csv`,
      token: author.token,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe('chapter,title,opened_by,finished_by,average_reading_seconds,votes,comments');
    expect(lines[1]).toBe('1,Chapter 1,2,1,420,1,1');
    expect(lines).toContain(`${today},2,1,2`);
  });

  it('serves valid Atom feeds of released chapters to anyone, per book and per writer', async () => {
    const book = await publishedBook('Feed & <Friends>');
    await call(author, 'POST', `/api/books/${book.id}/chapters`, { title: 'Hidden', doc: doc('Draft.') });
    const draftBook = await makeBook(ctx, author, { title: 'Unpublished', published: false, chapters: [] });

    const res = await ctx.request({ method: 'GET', url: `/api/books/${book.id}/feed.atom` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/atom+xml');
    const feed = parseFeed(res.body);
    expect(feed.meta.type).toBe('atom');
    expect(feed.title).toBe('Feed & <Friends>');
    expect(feed.items.map((item) => item.title).sort()).toEqual([
      'Feed & <Friends>, chapter 1: Chapter 1',
      'Feed & <Friends>, chapter 2: Chapter 2',
    ]);
    for (const item of feed.items) {
      expect(item.url).toMatch(new RegExp(`/book-reader\\?book=${book.id}&chapter=\\d$`));
      expect(item.published).toBeInstanceOf(Date);
      expect(item.id).toMatch(/^urn:uuid:/);
    }

    const byWriter = await ctx.request({ method: 'GET', url: `/api/users/${author.id}/feed.atom` });
    expect(byWriter.statusCode).toBe(200);
    const writerFeed = parseFeed(byWriter.body);
    expect(writerFeed.title).toBe('New chapters by Mara <Quill> & Co');
    const titles = writerFeed.items.map((item) => item.title);
    expect(titles).toContain('Feed & <Friends>, chapter 2: Chapter 2');
    expect(titles.some((t) => t?.includes('Hidden') || t?.includes('Unpublished'))).toBe(false);

    expect((await ctx.request({ method: 'GET', url: `/api/users/${other.id}/feed.atom` })).statusCode).toBe(
      404,
    );
    expect(
      (await ctx.request({ method: 'GET', url: `/api/books/${draftBook.id}/feed.atom` })).statusCode,
    ).toBe(404);
    expect((await ctx.request({ method: 'GET', url: '/api/books/not-an-id/feed.atom' })).statusCode).toBe(
      404,
    );
  });
});
