import { chapterDocOf } from '@quire/shared/chapter-doc';
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
  API_MESSAGES,
} from '@quire/shared';
import { badRequest, conflict, notFound } from '../../errors.js';
import type { EventBus } from '../../events.js';
import type { AuthUser } from '../../plugins/auth.js';
import {
  type BookLookup,
  type ChapterLookup,
  requireBook,
  requireChapter,
  requireChapterRow,
} from '../../policies/index.js';
import { coverThumbOf } from '../../lib/covers.js';
import { presentPosition, presentSession, roundProgress } from './reader.presenter.js';
import type { ReaderRepository } from './reader.repository.js';
import type { LibraryService } from '../library/library.service.js';

export interface ReaderServiceDeps {
  repo: ReaderRepository;
  access: BookLookup & ChapterLookup;
  /** The caller's library entry: starting to read, position, completion and bookmark are the library's. */
  library: LibraryService;
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
export function createReaderService({
  repo,
  access,
  library,
  events,
  now = () => new Date(),
}: ReaderServiceDeps) {
  /** A chapter the caller may read, with its placement in the book; otherwise the policy's 404. */
  async function requirePlacement(user: AuthUser, bookId: string, number: number) {
    return requireChapterRow(access, user, bookId, await repo.findChapterPlacement(bookId, number, user.id));
  }

  return {
    async listChapters(user: AuthUser, bookId: string): Promise<ChapterListResponse> {
      await requireBook(access, user, bookId);
      const [book, rows] = await Promise.all([repo.findBook(bookId), repo.listChapters(bookId, user.id)]);
      if (!book) throw notFound(SERVER_MESSAGES.bookNotFound);
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
      const row = await requireChapterRow(
        access,
        user,
        bookId,
        await repo.findChapter(bookId, number, user.id),
      );
      let reads = row.readsCount;
      if (!peek) {
        // An author's own opens start their reading but count no read of their book.
        const own = row.bookOwnerId === user.id;
        // The read and the start of the book are independent statements: they go out together.
        const [opened] = await Promise.all([
          own ? { reads: undefined } : repo.recordRead({ userId: user.id, bookId, chapterId: row.id }),
          library.startReading(user.id, bookId, number, now()),
        ]);
        reads = opened.reads ?? reads;
      }
      return {
        _id: row.id,
        bookId: row.bookId,
        chapterNumber: row.number,
        title: row.title,
        content: row.content,
        doc: chapterDocOf(row),
        wordCount: row.wordCount,
        wordsBefore: row.wordsBefore,
        totalWords: row.totalWords,
        totalChapters: row.totalChapters,
        reads,
        votes: row.votesCount,
        comments: row.commentsCount,
        voted: row.voted,
        paragraphComments: row.paragraphComments,
        prev: row.prev,
        next: row.next,
      };
    },

    async toggleVote(user: AuthUser, bookId: string, number: number) {
      const chapterId = await requireChapter(access, user, bookId, number);
      return repo.toggleVote(user.id, chapterId);
    },

    async getPosition(user: AuthUser, bookId: string, deviceId?: string) {
      await requireBook(access, user, bookId);
      return presentPosition(bookId, await repo.findEntry(user.id, bookId), deviceId);
    },

    async savePosition(user: AuthUser, bookId: string, body: PositionBody) {
      const placement = await requirePlacement(user, bookId, body.chapter);
      const complete = placement.number === placement.lastNumber && body.position >= READER_COMPLETE_POSITION;
      // Reaching the end completes the book; the library announces it (goals, achievements).
      const at = now();
      const { entry, applied } = await library.savePosition({
        userId: user.id,
        bookId,
        chapter: body.chapter,
        position: body.position,
        progress: bookProgress(placement, placement.wordCount, body.position),
        complete,
        now: at,
        device: body.deviceId
          ? {
              deviceId: body.deviceId,
              deviceLabel: body.deviceLabel ?? null,
              // A device's clock may run ahead: a place is never read in the future.
              readAt: body.readAt ? new Date(Math.min(Date.parse(body.readAt), at.getTime())) : at,
              syncedAt: body.syncedAt ? new Date(body.syncedAt) : null,
              chosen: body.chosen ?? false,
            }
          : undefined,
      });
      return { ...presentPosition(bookId, entry, body.deviceId), applied };
    },

    async setBookmark(user: AuthUser, bookId: string, body: BookmarkBody) {
      if (body.chapter === null) await requireBook(access, user, bookId);
      else await requireChapter(access, user, bookId, body.chapter);
      return { bookmarkChapter: await library.setBookmark(user.id, bookId, body.chapter) };
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
      const chapter = await requirePlacement(user, body.bookId, body.chapterNumber);
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
      if (!row) throw conflict(API_MESSAGES.sessionIdTaken);
      if (created) events.emit('reading.recorded', { userId: user.id });
      return { session: presentSession(row, body.chapterNumber), created };
    },
  };
}

export type ReaderService = ReturnType<typeof createReaderService>;
