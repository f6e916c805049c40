import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, type TestUser, useTestContext } from '../../../test/helper.js';
import { books, chapterReads, chapters, likes, users } from '../../db/schema.js';

// Decision 016: public lists count only distinct established readers (accounts at least a day
// old when they acted), never the book's owner.
let ctx: TestContext;
let isbn = 9_784_000_000_000;
const DAY = 86_400_000;

async function createBook(owner: TestUser, title: string) {
  const res = await ctx.request({
    method: 'POST',
    url: '/api/upload-book',
    token: owner.token,
    payload: {
      title,
      author: `${title} Author`,
      isbn: String(++isbn),
      category: 'Poetry',
      chapters: [
        { title: 'One', content: 'first' },
        { title: 'Two', content: 'second' },
      ],
    },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json()._id as string;
}

async function readAndLike(user: TestUser, bookId: string) {
  const rows = await ctx.app.db.select({ id: chapters.id }).from(chapters).where(eq(chapters.bookId, bookId));
  await ctx.app.db
    .insert(chapterReads)
    .values(rows.map((c) => ({ userId: user.id, chapterId: c.id, bookId })));
  await ctx.app.db.insert(likes).values({ userId: user.id, bookId });
}

async function backdate(people: TestUser[], days: number) {
  await ctx.app.db
    .update(users)
    .set({ createdAt: new Date(Date.now() - days * DAY) })
    .where(
      inArray(
        users.id,
        people.map((p) => p.id),
      ),
    );
}

/** Popular titles; each limit is asked once, so the in-process cache never answers. */
const popularTitles = async (limit: number) => {
  const res = await ctx.request({ method: 'GET', url: `/api/books/popular?limit=${limit}` });
  expect(res.statusCode).toBe(200);
  return (res.json().books as { title: string }[]).map((b) => b.title);
};

let author: TestUser;
let spammers: TestUser[];
let spamId: string;
const good = ['Good One', 'Good Two', 'Good Three', 'Good Four'];

beforeAll(async () => {
  ctx = await useTestContext();
  author = await ctx.signUp({ name: 'Author' });
  const fan = await ctx.signUp({ name: 'Fan' });
  await backdate([author, fan], 30);
  for (const title of good) {
    const id = await createBook(author, title);
    await ctx.app.db.insert(likes).values({ userId: fan.id, bookId: id });
  }
  const spamAuthor = await ctx.signUp({ name: 'Spam Author' });
  spamId = await createBook(spamAuthor, 'BUY CHEAP PILLS');
  spammers = [];
  for (let i = 0; i < 5; i++) spammers.push(await ctx.signUp({ name: `Throwaway ${i}` }));
  for (const spammer of spammers) await readAndLike(spammer, spamId);
  await readAndLike(spamAuthor, spamId);
});

describe('GET /api/books/popular counts established readers only', () => {
  it('five fresh accounts reading and liking a new book do not put it on the list', async () => {
    const titles = await popularTitles(4);
    expect(titles.sort()).toEqual([...good].sort());
    expect(await popularTitles(5)).toContain('BUY CHEAP PILLS'); // only as the last filler
    expect((await popularTitles(6)).indexOf('BUY CHEAP PILLS')).toBe(4);
  });

  it('the same reads and likes from established accounts do', async () => {
    await backdate(spammers, 2);
    // Their reads happened now, by accounts two days old: they count.
    expect((await popularTitles(3))[0]).toBe('BUY CHEAP PILLS');
  });

  it('an account that was less than a day old when it read does not count, even once older', async () => {
    const late = await ctx.signUp({ name: 'Late' });
    const id = await createBook(author, 'Read Too Early');
    const rows = await ctx.app.db.select({ id: chapters.id }).from(chapters).where(eq(chapters.bookId, id));
    await ctx.app.db
      .insert(chapterReads)
      .values(rows.map((c) => ({ userId: late.id, chapterId: c.id, bookId: id })));
    // The account is now older, but it was a few hours old when it read.
    await ctx.app.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(eq(users.id, late.id));
    const titles = await popularTitles(2);
    expect(titles[0]).toBe('BUY CHEAP PILLS');
    expect(titles).not.toContain('Read Too Early');
  });

  it('never counts the author’s own reads or likes', async () => {
    const id = await createBook(author, 'Self Promotion');
    await readAndLike(author, id);
    await ctx.app.db.update(books).set({ downloads: 0 }).where(eq(books.id, id));
    const titles = await popularTitles(7);
    expect(titles[0]).toBe('BUY CHEAP PILLS');
    expect(titles.slice(1, 5).sort()).toEqual([...good].sort());
    expect(titles.indexOf('Self Promotion')).toBeGreaterThan(4);
  });
});
