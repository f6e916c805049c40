import { randomUUID } from 'node:crypto';
import type { BookDetail, BookStatus, ReadingSession } from '@quire/shared';
import { eq } from 'drizzle-orm';
import { books, users } from '../src/db/schema.js';
import type { TestContext, TestUser } from './helper.js';

/**
 * Test data for integration suites, made the way the app makes it: users sign up and sign in,
 * books are uploaded and edited through the book routes, library entries go through the library
 * service and reading sessions through their route. Only `makeBookRow` writes the database
 * directly, for listener tests that need nothing but a catalogue row (or a book without owner).
 * Each answers what a test usually needs next; anything else is read back through the app.
 */

/**
 * A registered, signed-in user (POST /api/auth/register, then /login): its id and token. With
 * `role: 'admin'` the account is then made an administrator in the database (no route does that).
 */
export async function makeUser(
  ctx: TestContext,
  { role, ...account }: Partial<{ name: string; email: string; password: string; role: 'admin' }> = {},
): Promise<TestUser> {
  const user = await ctx.signUp(account);
  if (role === 'admin') await ctx.app.db.update(users).set({ role }).where(eq(users.id, user.id));
  return user;
}

/** A chapter as the book form sends it. */
export interface ChapterFields {
  title: string;
  content: string;
}

/** The form fields of a book a factory made; sending them back (with changes) edits the book. */
export interface BookFields {
  title: string;
  author: string;
  isbn: string;
  category?: string;
  publicationYear?: number;
  publisher?: string;
  language?: string;
  description?: string;
  published?: boolean;
  chapters: ChapterFields[];
  [field: string]: unknown;
}

/** A book made by `makeBook`: its id, owner, the fields it was last saved with and the route's answer. */
export interface MadeBook {
  id: string;
  owner: TestUser;
  fields: BookFields;
  /** The book as the save answered it (its owner's view: chapters with ids, ISBN as stored). */
  detail: BookDetail;
}

let isbnCounter = 0;
/** A well-formed ISBN-13 no other factory call in this test file has used. */
export const nextIsbn = () => `97990${String(++isbnCounter).padStart(8, '0')}`;

/** One chapter with text, numbered `n` in its title. */
export const chapterFields = (n: number, content = `Chapter ${n} has a few words of text.`) => ({
  title: `Chapter ${n}`,
  content,
});

/**
 * A book uploaded by `owner` (POST /api/upload-book): one chapter with text unless `chapters`
 * says otherwise, published when every chapter has text (the route's own rule) unless
 * `published` says otherwise. Throws with the answer's body when the upload is refused.
 */
export async function makeBook(
  ctx: TestContext,
  owner: TestUser,
  overrides: Partial<BookFields> = {},
): Promise<MadeBook> {
  const fields: BookFields = {
    title: 'A Made Book',
    author: 'Test Author',
    isbn: nextIsbn(),
    chapters: [chapterFields(1)],
    ...overrides,
  };
  const res = await ctx.request({
    method: 'POST',
    url: '/api/upload-book',
    token: owner.token,
    payload: fields,
  });
  if (res.statusCode !== 201) throw new Error(`upload-book answered ${res.statusCode}: ${res.body}`);
  const detail = res.json() as BookDetail;
  return { id: detail._id, owner, fields, detail };
}

/**
 * Saves `book` again with `changes` (PUT /api/upload-book/:id, by its owner): chapters sent
 * without ids keep the stored chapter at the same number. Answers the book with its new fields.
 */
export async function editBook(
  ctx: TestContext,
  book: MadeBook,
  changes: Partial<BookFields>,
): Promise<MadeBook> {
  const fields = { ...book.fields, ...changes };
  const res = await ctx.request({
    method: 'PUT',
    url: `/api/upload-book/${book.id}`,
    token: book.owner.token,
    payload: fields,
  });
  if (res.statusCode !== 200) throw new Error(`upload-book answered ${res.statusCode}: ${res.body}`);
  return { ...book, fields, detail: res.json() as BookDetail };
}

/**
 * Adds a chapter at the end of `book` through its owner's edit (a published book announces it);
 * answers the book and the new chapter's number.
 */
export async function makeChapter(
  ctx: TestContext,
  book: MadeBook,
  chapter: Partial<ChapterFields> = {},
): Promise<{ book: MadeBook; number: number }> {
  const number = book.fields.chapters.length + 1;
  const added = { ...chapterFields(number), ...chapter };
  const edited = await editBook(ctx, book, { chapters: [...book.fields.chapters, added] });
  return { book: edited, number };
}

/**
 * A catalogue row written straight to the database, without chapters or events: for tests of
 * listeners that only need a book to exist, or one without an owner (the demo catalogue's).
 */
export async function makeBookRow(
  ctx: TestContext,
  owner: TestUser | null,
  values: Partial<typeof books.$inferInsert> = {},
) {
  const [row] = await ctx.app.db
    .insert(books)
    .values({
      ownerId: owner?.id ?? null,
      title: 'A Catalogue Row',
      author: 'A. Writer',
      isbn: nextIsbn(),
      ...values,
    })
    .returning();
  return row!;
}

/**
 * `user`'s library entry for a book, through the library service (the entry's one writer, with
 * its events): made with the status and progress given (a bare entry without either), then
 * made a favourite when asked (a new entry is not one). The caller has made sure the user may
 * see the book.
 */
export async function makeLibraryEntry(
  ctx: TestContext,
  user: TestUser,
  bookId: string,
  entry: { status?: BookStatus; progress?: number; favorite?: boolean } = {},
): Promise<void> {
  const library = ctx.app.services.library;
  await library.updateEntry(user.id, bookId, { status: entry.status, progress: entry.progress });
  if (entry.favorite) {
    const toggled = await library.toggleFavorite(user.id, bookId);
    if (!toggled?.favorite) throw new Error('makeLibraryEntry: the entry was a favourite already');
  }
}

/**
 * A finished reading session of `user` in a book (POST /api/reading/sessions): `minutes` of
 * active reading ending `endedAt` (now by default), `wordsRead` words (none by default; the route
 * refuses more than the chapter has).
 */
export async function makeReadingSession(
  ctx: TestContext,
  user: TestUser,
  bookId: string,
  {
    chapterNumber = 1,
    minutes = 10,
    wordsRead = 0,
    endedAt = new Date(),
  }: { chapterNumber?: number; minutes?: number; wordsRead?: number; endedAt?: Date } = {},
): Promise<ReadingSession> {
  const startedAt = new Date(endedAt.getTime() - minutes * 60_000);
  const res = await ctx.request({
    method: 'POST',
    url: '/api/reading/sessions',
    token: user.token,
    payload: {
      id: randomUUID(),
      bookId,
      chapterNumber,
      startedAt: startedAt.toISOString(),
      endedAt: endedAt.toISOString(),
      activeSeconds: minutes * 60,
      wordsRead,
    },
  });
  if (res.statusCode !== 201) throw new Error(`reading/sessions answered ${res.statusCode}: ${res.body}`);
  return res.json() as ReadingSession;
}
