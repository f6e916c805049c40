import {
  type Collection,
  type CurrentlyReadingItem,
  type Goal,
  type HistoryItem,
  type ManualLog,
  type ManualLogKind,
  type ShelfBook,
  type StatusBoardItem,
  bookPages,
} from '@quire/shared';
import type { CollectionBookRow, CollectionRow } from './collections.repository.js';
import type { GoalRow } from './goals.repository.js';
import type { HistoryRow, LibraryBookRow } from './library.repository.js';
import { localDate } from './local-dates.js';
import type { ManualLogRow } from './reading.repository.js';

const OWN_IMAGE = /^\/api\/images\/[0-9a-f-]{36}$/i;

/** Lists show covers small: our own images have a 320px rendition. */
export const listCover = (url: string | null): string | null =>
  url && OWN_IMAGE.test(url) ? `${url}/thumb` : url;

const clampPercent = (progress: number) => Math.min(100, Math.max(0, Math.round(progress)));
const iso = (date: Date | null) => (date ? date.toISOString() : null);
const validRating = (rating: number | null) => (rating && rating >= 1 && rating <= 5 ? rating : null);

export function presentGoal(
  row: GoalRow,
  progress: { current: number; percent: number; status: Goal['status'] },
): Goal {
  return {
    id: row.id,
    type: row.type,
    target: row.target,
    timeframe: row.timeframe,
    startDate: row.startDate,
    endDate: row.endDate,
    current: progress.current,
    percent: progress.percent,
    status: progress.status,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentCollection(row: CollectionRow, books: CollectionBookRow[]): Collection {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    bookCount: books.length,
    books: books.map((b) => ({ id: b.id, title: b.title, author: b.author, cover: listCover(b.coverImage) })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

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

export function presentManualLog(row: ManualLogRow, timeZone: string): ManualLog {
  return {
    id: row.id,
    kind: (row.manualKind ?? 'book') as ManualLogKind,
    date: localDate(row.startedAt, timeZone),
    durationSeconds: row.durationSeconds,
    createdAt: row.createdAt.toISOString(),
  };
}
