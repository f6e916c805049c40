import type { Comment, ReadingPosition, ReadingSession } from '@quire/shared';
import { imageUrl } from '../auth/user.presenter.js';
import type { LibraryEntryRow, ReadingSessionRow } from './reader.repository.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Progress is kept to one decimal: enough for a bar, stable across devices. */
export const roundProgress = (value: number) => Math.round(Math.min(100, Math.max(0, value)) * 10) / 10;

export interface CommentRow {
  id: string;
  content: string;
  bookId: string;
  userId: string;
  createdAt: Date;
  authorName: string;
  authorAvatarId: string | null;
}

/** A chapter comment in the same shape as book comments, with whether the caller may delete it. */
export function presentChapterComment(
  row: CommentRow,
  chapterNumber: number,
  caller: { id: string; role: string },
): Comment {
  return {
    _id: row.id,
    content: row.content,
    userId: {
      _id: row.userId,
      username: row.authorName,
      avatar: row.authorAvatarId ? imageUrl(row.authorAvatarId) : null,
    },
    bookId: row.bookId,
    chapterNumber,
    createdAt: row.createdAt.toISOString(),
    canDelete: row.userId === caller.id || caller.role === 'admin',
  };
}

export function presentPosition(bookId: string, entry: LibraryEntryRow | undefined): ReadingPosition {
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
