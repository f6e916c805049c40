import {
  bookPages,
  type CurrentlyReadingItem,
  type HistoryItem,
  type ShelfBook,
  type StatusBoardItem,
} from '@quire/shared';
import { listCover } from '../reading/reading.presenter.js';
import type { HistoryRow, LibraryBookRow } from './library.repository.js';

const clampPercent = (progress: number) => Math.min(100, Math.max(0, Math.round(progress)));
const iso = (date: Date | null) => (date ? date.toISOString() : null);
const validRating = (rating: number | null) => (rating && rating >= 1 && rating <= 5 ? rating : null);

export function presentBoardItem(row: LibraryBookRow): StatusBoardItem {
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    coverImage: listCover(row.coverImage),
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
    cover: listCover(row.coverImage),
    category: row.category,
    genre: row.genre,
    status: row.status,
    favorite: row.favorite,
    progress: row.status === 'Completed' ? 100 : clampPercent(row.progress),
  };
}

export function presentCurrentlyReading(row: LibraryBookRow): CurrentlyReadingItem {
  const totalPages = bookPages(row.wordCount);
  const percent = clampPercent(row.progress);
  // Someone who opened a book is on its first page.
  const currentPage =
    totalPages === 0 ? 0 : Math.min(totalPages, Math.max(1, Math.round((percent / 100) * totalPages)));
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    coverImage: listCover(row.coverImage),
    currentPage,
    totalPages,
    percent,
    startDate: iso(row.startedAt),
    lastRead: iso(row.lastReadAt),
  };
}

export function presentHistoryItem(row: HistoryRow): HistoryItem {
  const completed = row.status === 'Completed';
  const totalPages = bookPages(row.wordCount);
  const percent = completed ? 100 : clampPercent(row.progress);
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    coverImage: listCover(row.coverImage),
    status: completed ? 'completed' : 'in-progress',
    percent,
    pagesRead: Math.round((percent / 100) * totalPages),
    totalPages,
    dateCompleted: completed ? iso(row.finishedAt) : null,
    timeSpentSeconds: row.secondsSpent,
    rating: validRating(row.rating),
    lastRead: iso(row.lastReadAt ?? row.lastSessionAt),
  };
}
