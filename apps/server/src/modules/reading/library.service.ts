import {
  type BookStatus,
  type HistoryResponse,
  type ReadingProgressResponse,
  SERVER_MESSAGES,
  type ShelfChip,
  type ShelfResponse,
  type StatusBoard,
} from '@quire/shared';
import { notFound } from '../../errors.js';
import type { LibraryRepository } from './library.repository.js';
import {
  presentBoardItem,
  presentCurrentlyReading,
  presentHistoryItem,
  presentShelfBook,
} from './reading.presenter.js';

export interface LibraryServiceDeps {
  library: LibraryRepository;
  /** Called after a book is moved to Completed (achievements may unlock). */
  onCompleted: (userId: string) => Promise<unknown>;
  now?: () => Date;
}

/** The caller's library as the reading screens show it: progress, history, board, shelf. */
export function createLibraryService({ library, onCompleted, now = () => new Date() }: LibraryServiceDeps) {
  return {
    async currentlyReading(userId: string): Promise<ReadingProgressResponse> {
      return { books: (await library.listCurrentlyReading(userId)).map(presentCurrentlyReading) };
    },

    async history(
      userId: string,
      filter: { q?: string; status: 'all' | 'completed' | 'in-progress'; order: 'newest' | 'oldest' },
    ): Promise<HistoryResponse> {
      const q = filter.q?.trim() || undefined;
      return { books: (await library.listHistory(userId, { ...filter, q })).map(presentHistoryItem) };
    },

    async statusBoard(userId: string): Promise<StatusBoard> {
      const board: StatusBoard = { reading: [], wantToRead: [], completed: [] };
      for (const row of await library.listWithStatus(userId)) {
        const item = presentBoardItem(row);
        if (row.status === 'Reading') board.reading.push(item);
        else if (row.status === 'Want to Read') board.wantToRead.push(item);
        else board.completed.push(item);
      }
      return board;
    },

    async setStatus(userId: string, bookId: string, status: BookStatus) {
      if (!(await library.bookExists(bookId))) throw notFound(SERVER_MESSAGES.bookNotFound);
      await library.setStatus(userId, bookId, status, now());
      if (status === 'Completed') await onCompleted(userId);
      const row = await library.findEntry(userId, bookId);
      return presentBoardItem(row!);
    },

    async shelf(userId: string, chip: ShelfChip): Promise<ShelfResponse> {
      return { books: (await library.listShelf(userId, chip)).map(presentShelfBook) };
    },
  };
}

export type LibraryService = ReturnType<typeof createLibraryService>;
