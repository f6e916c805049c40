import {
  type BookStatus,
  NOTES_MAX_LENGTH,
  TAG_MAX_LENGTH,
  TAGS_MAX,
  type HistoryResponse,
  type ReadingProgressResponse,
  SERVER_MESSAGES,
  type ShelfChip,
  type ShelfResponse,
  type StatusBoard,
} from '@quire/shared';
import { notFound } from '../../errors.js';
import type { EventBus } from '../../events.js';
import {
  presentBoardItem,
  presentCurrentlyReading,
  presentHistoryItem,
  presentShelfBook,
} from './library.presenter.js';
import type { EntryPatch, ImportedEntry, LibraryRepository, Transition } from './library.repository.js';

export interface LibraryServiceDeps {
  repo: LibraryRepository;
  events: EventBus;
  now?: () => Date;
}

/**
 * The caller's library entries: every change to one goes through here (the books API's entry
 * update and favourite, the reader's first open, position and bookmark, the status board), and
 * a change that completes a book announces `entry.completed` once, for every side effect.
 */
export function createLibraryService({ repo, events, now = () => new Date() }: LibraryServiceDeps) {
  const announce = (userId: string, bookId: string, transition: Transition) => {
    if (transition.completedNow) events.emit('entry.completed', { userId, bookId });
  };

  return {
    async currentlyReading(userId: string): Promise<ReadingProgressResponse> {
      return { books: (await repo.listCurrentlyReading(userId)).map(presentCurrentlyReading) };
    },

    async history(
      userId: string,
      filter: { q?: string; status: 'all' | 'completed' | 'in-progress'; order: 'newest' | 'oldest' },
    ): Promise<HistoryResponse> {
      const q = filter.q?.trim() || undefined;
      return { books: (await repo.listHistory(userId, { ...filter, q })).map(presentHistoryItem) };
    },

    async statusBoard(userId: string): Promise<StatusBoard> {
      const board: StatusBoard = { reading: [], wantToRead: [], completed: [] };
      for (const row of await repo.listWithStatus(userId)) {
        const item = presentBoardItem(row);
        if (row.status === 'Reading') board.reading.push(item);
        else if (row.status === 'Want to Read') board.wantToRead.push(item);
        else board.completed.push(item);
      }
      return board;
    },

    async setStatus(userId: string, bookId: string, status: BookStatus) {
      if (!(await repo.bookExists(bookId, userId))) throw notFound(SERVER_MESSAGES.bookNotFound);
      announce(userId, bookId, await repo.setStatus(userId, bookId, status, now()));
      const row = await repo.findEntry(userId, bookId);
      return presentBoardItem(row!);
    },

    async shelf(userId: string, chip: ShelfChip): Promise<ShelfResponse> {
      return { books: (await repo.listShelf(userId, chip)).map(presentShelfBook) };
    },

    /** Notes, tags, status and progress of an existing book's entry (the caller checked the book). */
    async updateEntry(userId: string, bookId: string, patch: EntryPatch) {
      announce(userId, bookId, await repo.updateEntry(userId, bookId, patch, now()));
    },

    /** Answers the new flag and the book's favourites count, or undefined for an unknown book. */
    async toggleFavorite(userId: string, bookId: string) {
      return repo.toggleFavorite(userId, bookId, now());
    },

    /** The reader opened the book: the first open starts reading it. */
    async startReading(userId: string, bookId: string, chapter: number, at: Date = now()) {
      return repo.startReading(userId, bookId, chapter, at);
    },

    /** The reader downloaded the book as an EPUB: the first download counts (the caller checked the book). */
    async recordDownload(userId: string, bookId: string, at: Date = now()) {
      return repo.recordDownload(userId, bookId, at);
    },

    /** Saves the reader's place; reaching the end of the last chapter completes the book. */
    async savePosition(input: {
      userId: string;
      bookId: string;
      chapter: number;
      position: number;
      progress: number;
      complete: boolean;
      now?: Date;
      device?: Parameters<LibraryRepository['savePosition']>[0]['device'];
    }) {
      const result = await repo.savePosition({ ...input, now: input.now ?? now() });
      announce(input.userId, input.bookId, result);
      return { entry: result.entry, applied: result.applied };
    },

    /**
     * Applies an import's matched books (the caller checked each book is one they may see);
     * one `entry.completed` for the whole import when it completed any, so the achievements
     * are checked once.
     */
    async importEntries(userId: string, items: readonly ImportedEntry[]) {
      const transition = await repo.importEntries(
        userId,
        items,
        { notes: NOTES_MAX_LENGTH, tags: TAGS_MAX, tagLength: TAG_MAX_LENGTH },
        now(),
      );
      if (transition.completedNow && items[0])
        events.emit('entry.completed', { userId, bookId: items[0].bookId });
    },

    async setBookmark(userId: string, bookId: string, chapter: number | null) {
      return repo.setBookmark(userId, bookId, chapter, now());
    },
  };
}

export type LibraryService = ReturnType<typeof createLibraryService>;
