import { randomUUID } from 'node:crypto';
import {
  type BookmarkBody,
  bookProgressPercent,
  type ChapterListResponse,
  type ChapterResponse,
  type ContinueReadingResponse,
  type PositionBody,
  READER_COMPLETE_POSITION,
  READER_MESSAGES,
  READING_SESSION_CLOCK_SKEW_MS,
  type ReaderSettings,
  type ReaderSettingsUpdate,
  type ReadingSessionBody,
  SERVER_MESSAGES,
  storedReaderSettingsSchema,
} from '@quire/shared';
import { badRequest, conflict, forbidden, notFound } from '../../errors.js';
import type { EventBus } from '../../events.js';
import type { AuthUser } from '../../plugins/auth.js';
import { coverThumbOf } from '../books/books.presenter.js';
import { presentChapterComment, presentPosition, presentSession, roundProgress } from './reader.presenter.js';
import type { ReaderRepository } from './reader.repository.js';

export interface ReaderServiceDeps {
  repo: ReaderRepository;
  events: EventBus;
  now?: () => Date;
}

/**
 * Percent of the book read, by words: everything before the chapter plus the read part of it.
 * A book without words counts as read once its (empty) last chapter is reached.
 */
export function bookProgress(
  placement: { wordsBefore: number; totalWords: number },
  wordCount: number,
  position: number,
) {
  return roundProgress(bookProgressPercent(placement, wordCount, position));
}

/**
 * The chapter reader. Every book is readable by every signed-in user; what is "mine" (position,
 * bookmark, settings, sessions) is always keyed by the caller's id, never by an id in the request.
 */
export function createReaderService({ repo, events, now = () => new Date() }: ReaderServiceDeps) {
  const bookNotFound = () => notFound(SERVER_MESSAGES.bookNotFound);

  /** The right 404 for a chapter that was not found: an unknown book reads differently. */
  async function chapterMissing(bookId: string): Promise<never> {
    if (!(await repo.bookExists(bookId))) throw bookNotFound();
    throw notFound(READER_MESSAGES.chapterNotFound);
  }

  async function requireChapterId(bookId: string, number: number): Promise<string> {
    return (await repo.chapterIdOf(bookId, number)) ?? chapterMissing(bookId);
  }

  async function requirePlacement(bookId: string, number: number) {
    return (await repo.findChapterPlacement(bookId, number)) ?? chapterMissing(bookId);
  }

  return {
    async listChapters(bookId: string): Promise<ChapterListResponse> {
      const [book, rows] = await Promise.all([repo.findBook(bookId), repo.listChapters(bookId)]);
      if (!book) throw bookNotFound();
      return {
        bookId: book.id,
        title: book.title,
        author: book.author,
        category: book.category,
        coverImage: book.coverImage,
        totalWords: rows.reduce((sum, row) => sum + row.wordCount, 0),
        totalChapters: rows.length,
        chapters: rows.map((row) => ({
          _id: row.id,
          chapterNumber: row.number,
          title: row.title,
          wordCount: row.wordCount,
        })),
      };
    },

    /** One chapter. Unless `peek` (a prefetch), opening it counts the caller's read once. */
    async openChapter(
      user: AuthUser,
      bookId: string,
      number: number,
      peek: boolean,
    ): Promise<ChapterResponse> {
      const row = (await repo.findChapter(bookId, number, user.id)) ?? (await chapterMissing(bookId));
      let reads = row.readsCount;
      if (!peek) {
        const opened = await repo.recordOpen({
          userId: user.id,
          bookId,
          chapterId: row.id,
          number,
          now: now(),
        });
        reads = opened.reads ?? reads;
      }
      return {
        _id: row.id,
        bookId: row.bookId,
        chapterNumber: row.number,
        title: row.title,
        content: row.content,
        wordCount: row.wordCount,
        wordsBefore: row.wordsBefore,
        totalWords: row.totalWords,
        totalChapters: row.totalChapters,
        reads,
        votes: row.votesCount,
        comments: row.commentsCount,
        voted: row.voted,
        prev: row.prev,
        next: row.next,
      };
    },

    async toggleVote(user: AuthUser, bookId: string, number: number) {
      const chapterId = await requireChapterId(bookId, number);
      return repo.toggleVote(user.id, chapterId);
    },

    async listComments(user: AuthUser, bookId: string, number: number, page: number, limit: number) {
      const chapterId = await requireChapterId(bookId, number);
      const { rows, total } = await repo.listChapterComments(chapterId, page, limit);
      return {
        comments: rows.map((row) => presentChapterComment(row, number, user)),
        total,
        page,
        totalPages: Math.max(1, Math.ceil(total / limit)),
      };
    },

    async addComment(user: AuthUser, bookId: string, number: number, content: string) {
      const chapterId = await requireChapterId(bookId, number);
      const row = await repo.insertChapterComment({ bookId, chapterId, userId: user.id, content });
      events.emit('book.commented', { bookId, actorId: user.id, commentId: row.id, chapterNumber: number });
      return presentChapterComment(row, number, user);
    },

    /** Its author or an admin may delete a comment; anyone else gets 403 and nothing changes. */
    async deleteComment(user: AuthUser, bookId: string, number: number, commentId: string) {
      const chapterId = await requireChapterId(bookId, number);
      const comment = await repo.findChapterComment(commentId, chapterId);
      if (!comment) throw notFound(READER_MESSAGES.commentNotFound);
      if (comment.userId !== user.id && user.role !== 'admin') throw forbidden();
      const result = await repo.deleteChapterComment(commentId, chapterId);
      if (!result.deleted) throw notFound(READER_MESSAGES.commentNotFound);
      return { message: READER_MESSAGES.commentDeleted, comments: result.comments };
    },

    async getPosition(user: AuthUser, bookId: string) {
      if (!(await repo.bookExists(bookId))) throw bookNotFound();
      return presentPosition(bookId, await repo.findEntry(user.id, bookId));
    },

    async savePosition(user: AuthUser, bookId: string, body: PositionBody) {
      const placement = await requirePlacement(bookId, body.chapter);
      const complete = placement.number === placement.lastNumber && body.position >= READER_COMPLETE_POSITION;
      const { entry, completedNow } = await repo.savePosition({
        userId: user.id,
        bookId,
        chapter: body.chapter,
        position: body.position,
        progress: bookProgress(placement, placement.wordCount, body.position),
        complete,
        now: now(),
      });
      // Completions count towards goals and achievements like sessions do.
      if (completedNow) events.emit('reading.recorded', { userId: user.id });
      return presentPosition(bookId, entry);
    },

    async setBookmark(user: AuthUser, bookId: string, body: BookmarkBody) {
      if (body.chapter === null) {
        if (!(await repo.bookExists(bookId))) throw bookNotFound();
      } else {
        await requireChapterId(bookId, body.chapter);
      }
      return { bookmarkChapter: await repo.setBookmark(user.id, bookId, body.chapter, now()) };
    },

    async continueReading(user: AuthUser, limit: number): Promise<ContinueReadingResponse> {
      const rows = await repo.listInProgress(user.id, limit);
      return {
        books: rows.map((row) => ({
          _id: row.id,
          title: row.title,
          author: row.author,
          category: row.category,
          coverImage: row.coverImage,
          coverThumb: coverThumbOf(row.coverImage),
          currentChapter: row.currentChapter,
          currentChapterTitle: row.currentChapterTitle,
          totalChapters: row.totalChapters,
          position: row.position,
          progress: roundProgress(row.progress),
          lastReadAt: row.lastReadAt ? row.lastReadAt.toISOString() : null,
        })),
      };
    },

    async getSettings(user: AuthUser): Promise<ReaderSettings> {
      return storedReaderSettingsSchema.parse((await repo.readerSettingsOf(user.id)) ?? {});
    },

    async updateSettings(user: AuthUser, patch: ReaderSettingsUpdate): Promise<ReaderSettings> {
      return storedReaderSettingsSchema.parse((await repo.mergeReaderSettings(user.id, patch)) ?? {});
    },

    /**
     * Records a reading session measured by the reader. The shape was checked by the schema; here
     * the checks that need the clock and the chapter: not in the future, no more words than it has.
     */
    async recordSession(user: AuthUser, body: ReadingSessionBody) {
      if (Date.parse(body.endedAt) > now().getTime() + READING_SESSION_CLOCK_SKEW_MS)
        throw badRequest(READER_MESSAGES.sessionInFuture);
      const chapter = await requirePlacement(body.bookId, body.chapterNumber);
      if (body.wordsRead > chapter.wordCount) throw badRequest(READER_MESSAGES.sessionTooManyWords);
      const { row, created } = await repo.insertSession({
        id: body.id ?? randomUUID(),
        userId: user.id,
        bookId: body.bookId,
        chapterId: chapter.id,
        startedAt: new Date(body.startedAt),
        endedAt: new Date(body.endedAt),
        durationSeconds: body.activeSeconds,
        wordsRead: body.wordsRead,
        source: 'reader',
      });
      // The id is taken by someone else's session: refuse rather than reveal or overwrite it.
      if (!row) throw conflict('That session id is already in use');
      if (created) events.emit('reading.recorded', { userId: user.id });
      return { session: presentSession(row, body.chapterNumber), created };
    },
  };
}

export type ReaderService = ReturnType<typeof createReaderService>;
