import {
  type Collection,
  type Goal,
  type ManualLog,
  type ManualLogKind,
  WORDS_PER_PAGE,
} from '@quire/shared';
import type { CollectionBookRow, CollectionRow } from './collections.repository.js';
import type { GoalRow } from './goals.repository.js';
import { localDate } from './local-dates.js';
import type { ManualLogRow } from './reading.repository.js';

const OWN_IMAGE = /^\/api\/images\/[0-9a-f-]{36}$/i;

/** Lists show covers small: our own images have a 320px rendition. */
export const listCover = (url: string | null): string | null =>
  url && OWN_IMAGE.test(url) ? `${url}/thumb` : url;

/** Pages of a whole book: words / 250, rounded, and at least 1 for a book with any text. */
export const bookPages = (wordCount: number): number =>
  wordCount > 0 ? Math.max(1, Math.round(wordCount / WORDS_PER_PAGE)) : 0;

const _iso = (date: Date | null) => (date ? date.toISOString() : null);

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

export function presentManualLog(row: ManualLogRow, timeZone: string): ManualLog {
  return {
    id: row.id,
    kind: (row.manualKind ?? 'book') as ManualLogKind,
    date: localDate(row.startedAt, timeZone),
    durationSeconds: row.durationSeconds,
    createdAt: row.createdAt.toISOString(),
  };
}
