import {
  BOOK_MESSAGES,
  FILE_WORK_MESSAGES,
  HIGHLIGHT_MESSAGES,
  READER_MESSAGES,
  SERVER_MESSAGES,
} from '@quire/shared';
import { forbidden, notFound } from '../errors.js';
import type { AuthUser } from '../plugins/auth.js';
import { isId } from './ids.js';

/**
 * Every access rule of the API, in one place. Services call a `require…` check first and act only
 * on what it returns; presenters ask the `can…` predicates for the flags they show.
 *
 * - Books: every signed-in reader reads every published book; a draft only its owner (uploader)
 *   or an admin, who are also the ones who edit it. To anyone else a draft does not exist (404).
 * - Chapters: readable by whoever may read their book; an unknown chapter of a known book reads
 *   "Chapter not found", of an unknown book "Book not found".
 * - Comments: every signed-in reader reads and writes them; their author or an admin deletes them.
 * - Highlights and their notes: only their owner sees or changes them; to anyone else, admins
 *   included, they do not exist (404).
 * - File jobs: only the user who started one sees or dismisses it; to anyone else it does not
 *   exist (404).
 * - Ids: a malformed id names nothing and answers the same 404 as an unknown one.
 */

export { isId } from './ids.js';

export interface BookRef {
  id: string;
  ownerId: string | null;
  /** False for a draft (decision 018). */
  published: boolean;
}

/** What the book checks need to read. */
export interface BookLookup {
  findOwnership(bookId: string): Promise<BookRef | undefined>;
}

/** What the chapter checks need to read. */
export interface ChapterLookup extends BookLookup {
  /** The chapter's id when `viewerId` may see it (decision 060: published, or theirs). */
  chapterIdOf(bookId: string, number: number, viewerId?: string): Promise<string | undefined>;
  /** Whether readers may no longer post comments on the chapter (decision 060). */
  commentsLocked?(chapterId: string): Promise<boolean>;
}

const bookNotFound = () => notFound(SERVER_MESSAGES.bookNotFound);

// ---------------------------------------------------------------- books

export const canReadBook = (user: AuthUser, book: BookRef) => book.published || canEditBook(user, book);

export const canEditBook = (user: AuthUser, book: { ownerId: string | null }) =>
  user.role === 'admin' || book.ownerId === user.id;

/** Throws the one "Book not found" 404 for a malformed id as for an unknown one. */
export function requireBookId(bookId: string) {
  if (!isId(bookId)) throw bookNotFound();
}

/** The book's id and owner when the caller may read it; otherwise 404. */
export async function requireBook(books: BookLookup, user: AuthUser, bookId: string): Promise<BookRef> {
  requireBookId(bookId);
  const book = await books.findOwnership(bookId);
  if (!book || !canReadBook(user, book)) throw bookNotFound();
  return book;
}

/** The book when the caller may change or delete it: 404 when unknown, 403 when not theirs. */
export async function requireEditableBook(books: BookLookup, user: AuthUser, bookId: string) {
  const book = await requireBook(books, user, bookId);
  if (!canEditBook(user, book)) throw forbidden(SERVER_MESSAGES.forbidden);
  return book;
}

/** The right 404 for a chapter that was not found: an unknown book reads differently. */
export async function chapterMissing(
  chapters: ChapterLookup,
  user: AuthUser,
  bookId: string,
): Promise<never> {
  await requireBook(chapters, user, bookId);
  throw notFound(READER_MESSAGES.chapterNotFound);
}

/** The chapter's id when the caller may read its book; otherwise the right 404. */
export async function requireChapter(
  chapters: ChapterLookup,
  user: AuthUser,
  bookId: string,
  number: number,
) {
  await requireBook(chapters, user, bookId);
  const id = await chapters.chapterIdOf(bookId, number, user.id);
  return id ?? chapterMissing(chapters, user, bookId);
}

/**
 * For a chapter fetched in the same query as the answer (the reader's hot path, one round trip):
 * the row when the caller may read it; otherwise the right 404.
 */
export async function requireChapterRow<T extends { bookOwnerId: string | null; bookPublished: boolean }>(
  chapters: ChapterLookup,
  user: AuthUser,
  bookId: string,
  row: T | undefined,
): Promise<T> {
  if (!row) return chapterMissing(chapters, user, bookId);
  if (!canReadBook(user, { id: bookId, ownerId: row.bookOwnerId, published: row.bookPublished }))
    throw bookNotFound();
  return row;
}

// ---------------------------------------------------------------- comments

export const canDeleteComment = (user: AuthUser, comment: { userId: string }) =>
  user.role === 'admin' || comment.userId === user.id;

/**
 * The comment when the caller may delete it: 404 (the kind's message) when it is not there,
 * 403 when it is not theirs.
 */
export function requireDeletableComment<C extends { userId: string }>(
  user: AuthUser,
  comment: C | undefined,
  kind: 'book' | 'chapter',
): C {
  if (!comment)
    throw notFound(kind === 'book' ? BOOK_MESSAGES.commentNotFound : READER_MESSAGES.commentNotFound);
  if (!canDeleteComment(user, comment)) throw forbidden(SERVER_MESSAGES.forbidden);
  return comment;
}

// ---------------------------------------------------------------- highlights

/** The caller's own highlight; anyone else's (or none) is the one "Highlight not found" 404. */
export function requireOwnHighlight<H extends { userId: string }>(
  user: AuthUser,
  highlight: H | undefined,
): H {
  if (!highlight || highlight.userId !== user.id) throw notFound(HIGHLIGHT_MESSAGES.highlightNotFound);
  return highlight;
}

/** The caller's own file job; anyone else's (or none) is the one "File job not found" 404. */
export function requireOwnFileJob<J extends { userId: string }>(user: AuthUser, job: J | undefined): J {
  if (!job || job.userId !== user.id) throw notFound(FILE_WORK_MESSAGES.jobNotFound);
  return job;
}
