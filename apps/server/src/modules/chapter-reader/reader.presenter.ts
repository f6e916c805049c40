import type { ReadingPosition, ReadingSession } from '@quire/shared';
import type { LibraryEntryRow, ReadingSessionRow } from './reader.repository.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Progress is kept to one decimal: enough for a bar, stable across devices. */
export const roundProgress = (value: number) => Math.round(Math.min(100, Math.max(0, value)) * 10) / 10;

/** `deviceId`: the asking device, to say whether the place was saved elsewhere. */
export function presentPosition(
  bookId: string,
  entry: LibraryEntryRow | undefined,
  deviceId?: string,
): ReadingPosition {
  const savedBy = entry?.deviceId ?? null;
  return {
    bookId,
    chapter: entry?.currentChapter ?? null,
    position: entry?.position ?? 0,
    progress: roundProgress(entry?.progress ?? 0),
    status: entry?.status ?? null,
    bookmarkChapter: entry?.bookmarkChapter ?? null,
    startedAt: iso(entry?.startedAt ?? null),
    finishedAt: iso(entry?.finishedAt ?? null),
    lastReadAt: iso(entry?.lastReadAt ?? null),
    deviceLabel: entry?.deviceLabel ?? null,
    readAt: iso(entry?.readAt ?? null),
    fromOtherDevice: deviceId !== undefined && savedBy !== null && savedBy !== deviceId,
  };
}

export function presentSession(row: ReadingSessionRow, chapterNumber: number): ReadingSession {
  return {
    _id: row.id,
    bookId: row.bookId ?? '',
    chapterNumber,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt.toISOString(),
    activeSeconds: row.durationSeconds,
    wordsRead: row.wordsRead,
  };
}
