import type { Collection, Goal, ManualLog, ManualLogKind } from '@quire/shared';
import type { CollectionBookRow, CollectionRow } from './collections.repository.js';
import type { GoalRow } from './goals.repository.js';
import { localDate } from '../../lib/local-dates.js';
import type { ManualLogRow } from './reading.repository.js';
import { coverThumbOf } from '../../lib/covers.js';

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
    books: books.map((b) => ({
      id: b.id,
      title: b.title,
      author: b.author,
      cover: coverThumbOf(b.coverImage),
    })),
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
