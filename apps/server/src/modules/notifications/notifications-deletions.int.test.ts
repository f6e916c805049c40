import { NOTIFICATION_MESSAGES } from '@quire/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeBookRow, makeLibraryEntry, makeUser } from '../../../test/factories.js';
import { type TestContext, type TestUser, useTestContext } from '../../../test/helper.js';
import { notifications, ratings, users } from '../../db/schema.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await useTestContext();
});

const bookOf = (owner: TestUser, title: string) => makeBookRow(ctx, owner, { title });

const rowsFor = (user: TestUser) =>
  ctx.app.db.select().from(notifications).where(eq(notifications.userId, user.id));

/** Polls until `check` holds (the listeners run after the event, asynchronously). */
async function until(check: () => Promise<boolean>, timeoutMs = 5000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting for the listeners');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

async function setFlags(user: TestUser, flags: Record<string, boolean>) {
  const [row] = await ctx.app.db.select().from(users).where(eq(users.id, user.id));
  await ctx.app.db
    .update(users)
    .set({ notificationSettings: { ...row!.notificationSettings, ...flags } })
    .where(eq(users.id, user.id));
}

const linksToBook = (rows: { link: string | null }[], bookId: string) =>
  rows.filter((r) => r.link?.includes(bookId));

describe('DELETE /api/books/:id tells the readers', () => {
  it('notifies everyone with the book in their library, links to the library, and leaves no link to it', async () => {
    const author = await makeUser(ctx, { name: 'Author' });
    const [reading, fan, wanting, quiet, stranger] = [
      await makeUser(ctx, { name: 'Reading' }),
      await makeUser(ctx, { name: 'Fan' }),
      await makeUser(ctx, { name: 'Wanting' }),
      await makeUser(ctx, { name: 'Quiet' }),
      await makeUser(ctx, { name: 'Stranger' }),
    ];
    const book = await bookOf(author, 'Vanishing Act');
    const kept = await bookOf(author, 'Still Here');
    await setFlags(quiet!, { newChapters: false });
    await makeLibraryEntry(ctx, author, book.id, { favorite: true });
    await makeLibraryEntry(ctx, reading!, book.id, { status: 'Reading' });
    await makeLibraryEntry(ctx, fan!, book.id, { favorite: true });
    await makeLibraryEntry(ctx, wanting!, book.id);
    await makeLibraryEntry(ctx, quiet!, book.id, { status: 'Completed' });
    await makeLibraryEntry(ctx, fan!, kept.id, { favorite: true });
    // Notifications that point at the book before it goes, and one about another book.
    ctx.app.events.emit('book.commented', {
      bookId: book.id,
      actorId: fan!.id,
      commentId: crypto.randomUUID(),
    });
    ctx.app.events.emit('book.liked', { bookId: kept.id, actorId: fan!.id });
    ctx.app.events.emit('chapter.published', { bookId: book.id, chapterNumber: 2, title: 'Two' });
    ctx.app.events.emit('chapter.published', { bookId: kept.id, chapterNumber: 2, title: 'Two' });
    await until(async () => (await rowsFor(author)).length === 2 && (await rowsFor(fan!)).length === 2);

    const res = await ctx.request({ method: 'DELETE', url: `/api/books/${book.id}`, token: author.token });
    expect(res.statusCode).toBeLessThan(300);

    const message = NOTIFICATION_MESSAGES.bookRemoved('Vanishing Act');
    expect(message).toBe('\u201cVanishing Act\u201d was removed by its author');
    for (const reader of [reading!, fan!, wanting!])
      await until(async () => (await rowsFor(reader)).some((r) => r.type === 'book_removed'));
    await settle();
    for (const reader of [reading!, fan!, wanting!]) {
      const rows = await rowsFor(reader);
      expect(rows.filter((r) => r.type === 'book_removed')).toEqual([
        expect.objectContaining({ message, link: '/book-library', isRead: false }),
      ]);
      expect(linksToBook(rows, book.id)).toEqual([]);
    }
    for (const user of [author, quiet!, stranger!])
      expect((await rowsFor(user)).filter((r) => r.type === 'book_removed')).toEqual([]);
    // What pointed at the deleted book is gone; what points at the other book stays.
    expect(linksToBook(await rowsFor(author), book.id)).toEqual([]);
    expect((await rowsFor(author)).map((r) => r.message)).toEqual(['Fan liked "Still Here"']);
    expect((await rowsFor(fan!)).map((r) => r.message).sort()).toEqual(
      [message, 'New chapter in "Still Here": Two'].sort(),
    );
    const listed = await ctx.request({ method: 'GET', url: '/api/notifications', token: fan!.token });
    expect(listed.json().notifications[0]).toMatchObject({
      type: 'book_removed',
      message,
      link: '/book-library',
    });
  });

  it('tells no one when someone else may not delete the book', async () => {
    const author = await makeUser(ctx);
    const reader = await makeUser(ctx);
    const book = await bookOf(author, 'Staying');
    await makeLibraryEntry(ctx, reader, book.id, { status: 'Reading' });
    const res = await ctx.request({ method: 'DELETE', url: `/api/books/${book.id}`, token: reader.token });
    expect(res.statusCode).toBe(403);
    await settle();
    expect(await rowsFor(reader)).toEqual([]);
  });
});

describe('DELETE /api/auth/user: no notification names or points at what is gone', () => {
  const deleteAccount = (user: TestUser, keepBooks = false) =>
    ctx.request({
      method: 'DELETE',
      url: '/api/auth/user',
      token: user.token,
      payload: { password: user.password, keepBooks },
    });

  it('re-words groups the deleted reader was named in, removes what was theirs alone, and tells readers of their books', async () => {
    const owner = await makeUser(ctx, { name: 'Owner' });
    const leaving = await makeUser(ctx, { name: 'Leaving' });
    const bo = await makeUser(ctx, { name: 'Bo' });
    const cy = await makeUser(ctx, { name: 'Cy' });
    const book = await bookOf(owner, 'Company');
    const theirs = await bookOf(leaving, 'Their Own');
    await makeLibraryEntry(ctx, cy, theirs.id, { favorite: true });
    await makeLibraryEntry(ctx, owner, theirs.id, { status: 'Want to Read' });

    // Owner: "Leaving and 1 other commented", "Leaving liked", "Bo and 1 other rated" (Leaving not latest).
    ctx.app.events.emit('book.commented', {
      bookId: book.id,
      actorId: bo.id,
      commentId: crypto.randomUUID(),
    });
    await until(async () => (await rowsFor(owner)).length === 1);
    ctx.app.events.emit('book.commented', {
      bookId: book.id,
      actorId: leaving.id,
      commentId: crypto.randomUUID(),
    });
    ctx.app.events.emit('book.liked', { bookId: book.id, actorId: leaving.id });
    ctx.app.events.emit('book.rated', { bookId: book.id, actorId: leaving.id, rating: 2 });
    await until(async () => (await rowsFor(owner)).length === 3);
    await until(async () => (await rowsFor(owner)).some((r) => r.type === 'comment' && r.actorCount === 2));
    await ctx.app.db.insert(ratings).values({ userId: bo.id, bookId: book.id, rating: 5 });
    ctx.app.events.emit('book.rated', { bookId: book.id, actorId: bo.id, rating: 5 });
    await until(async () =>
      (await rowsFor(owner)).some((r) => r.message === 'Bo and 1 other rated "Company"'),
    );
    // Cy favourited their book: a chapter notification points at it.
    ctx.app.events.emit('chapter.published', { bookId: theirs.id, chapterNumber: 2, title: 'More' });
    await until(async () => (await rowsFor(cy)).length === 1);
    // A notification the leaving reader received goes with their account.
    ctx.app.events.emit('book.liked', { bookId: theirs.id, actorId: owner.id });
    await until(async () => (await rowsFor(leaving)).length === 1);

    const res = await deleteAccount(leaving);
    expect(res.statusCode).toBe(200);

    await until(async () => !(await rowsFor(owner)).some((r) => r.message.includes('Leaving')));
    await until(async () => (await rowsFor(cy)).some((r) => r.type === 'book_removed'));
    await settle();
    const ownerRows = await rowsFor(owner);
    expect(ownerRows.map((r) => r.message).sort()).toEqual(
      [
        'Bo commented on "Company"',
        'Bo rated "Company" 5 stars',
        NOTIFICATION_MESSAGES.bookRemoved('Their Own'),
      ].sort(),
    );
    expect(ownerRows.find((r) => r.type === 'comment')).toMatchObject({ actorId: bo.id, actorCount: 1 });
    expect(ownerRows.find((r) => r.type === 'book_removed')!.link).toBe('/book-library');
    const cyRows = await rowsFor(cy);
    expect(cyRows.map((r) => [r.type, r.message, r.link])).toEqual([
      ['book_removed', '\u201cTheir Own\u201d was removed by its author', '/book-library'],
    ]);
    const everything = await ctx.app.db.select().from(notifications);
    expect(everything.filter((r) => r.actorId === leaving.id || r.link?.includes(theirs.id))).toEqual([]);
  });

  it('keeps readers’ notifications about books that stay when the account keeps its books', async () => {
    const leaving = await makeUser(ctx, { name: 'Keeper' });
    const reader = await makeUser(ctx, { name: 'Reader' });
    const book = await bookOf(leaving, 'Stays Published');
    await makeLibraryEntry(ctx, reader, book.id, { favorite: true });
    ctx.app.events.emit('chapter.published', { bookId: book.id, chapterNumber: 3, title: 'Three' });
    await until(async () => (await rowsFor(reader)).length === 1);
    expect((await deleteAccount(leaving, true)).statusCode).toBe(200);
    await settle();
    expect((await rowsFor(reader)).map((r) => r.type)).toEqual(['chapter']);
  });
});
