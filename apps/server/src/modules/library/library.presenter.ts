import type { CurrentlyReadingItem, HistoryItem, ShelfBook, StatusBoardItem } from '@quire/shared';
import { coverThumbOf } from '../../lib/covers.js';
import { bookFigures } from '../../lib/reading-stats.js';
import type { HistoryRow, LibraryBookRow } from './library.repository.js';

const clampPercent = (progress: number) => Math.min(100, Math.max(0, Math.round(progress)));
const iso = (date: Date | null) => (date ? date.toISOString() : null);
const validRating = (rating: number | null) => (rating && rating >= 1 && rating <= 5 ? rating : null);

export function presentBoardItem(row: LibraryBookRow): StatusBoardItem {
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    coverImage: coverThumbOf(row.coverImage),
    status: row.status!,
    progress: row.status === 'Completed' ? 100 : clampPercent(row.progress),
    rating: validRating(row.rating),
  };
}

export function presentShelfBook(row: LibraryBookRow): ShelfBook {
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    cover: coverThumbOf(row.coverImage),
    category: row.category,
    genre: row.genre,
    status: row.status,
    favorite: row.favorite,
    progress: row.status === 'Completed' ? 100 : clampPercent(row.progress),
  };
}

/** Pages and place come from the stats module's per-book figures, the same on every screen. */
export function presentCurrentlyReading(
  row: LibraryBookRow & { sessionWords: number },
): CurrentlyReadingItem {
  const figures = bookFigures({ ...row, completed: row.status === 'Completed' });
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    coverImage: coverThumbOf(row.coverImage),
    currentPage: figures.currentPage,
    pagesRead: figures.pagesRead,
    totalPages: figures.totalPages,
    percent: figures.percent,
    startDate: iso(row.startedAt),
    lastRead: iso(row.lastReadAt),
  };
}

export function presentHistoryItem(row: HistoryRow): HistoryItem {
  const completed = row.status === 'Completed';
  const figures = bookFigures({ ...row, completed });
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    coverImage: coverThumbOf(row.coverImage),
    status: completed ? 'completed' : 'in-progress',
    percent: figures.percent,
    pagesRead: figures.pagesRead,
    totalPages: figures.totalPages,
    dateCompleted: completed ? iso(row.finishedAt) : null,
    timeSpentSeconds: row.secondsSpent,
    rating: validRating(row.rating),
    lastRead: iso(row.lastReadAt ?? row.lastSessionAt),
  };
}
