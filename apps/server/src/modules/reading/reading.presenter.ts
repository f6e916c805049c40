import {
  type Collection,
  type Goal,
  type ManualLog,
  type ManualLogKind,
  OWN_IMAGE_PREFIX,
  OWN_IMAGE_THUMB_SUFFIX,
} from '@quire/shared';
import type { CollectionBookRow, CollectionRow } from './collections.repository.js';
import type { GoalRow } from './goals.repository.js';
import { localDate } from './local-dates.js';
import type { ManualLogRow } from './reading.repository.js';

/** One of our own images (not its thumbnail) by its id; the prefix is a plain path, nothing to escape. */
const OWN_IMAGE = new RegExp(`^${OWN_IMAGE_PREFIX}[0-9a-f-]{36}$`, 'i');

/** Lists show covers small: our own images have a 320px rendition. */
export const listCover = (url: string | null): string | null =>
  url && OWN_IMAGE.test(url) ? `${url}${OWN_IMAGE_THUMB_SUFFIX}` : url;

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
