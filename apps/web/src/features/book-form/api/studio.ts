import * as routes from '@quire/shared/routes';
import { buildPath } from '@quire/shared/routes';
import {
  type ChapterDraftBody,
  type ChapterDraftConflict,
  type ChapterDraftSaved,
  type ChapterReleaseBody,
  chapterDraftConflictSchema,
} from '@quire/shared/schemas/studio';
import { queryOptions } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { enqueueWrite, sendOrQueue } from '@/lib/offline/queue';
import { studioKeys } from '../studio/studio-keys';

/** The book's chapters as the author's studio sees them: revisions and release states. */
export const studioBookQueryOptions = (bookId: string) =>
  queryOptions({
    queryKey: studioKeys.book(bookId),
    queryFn: ({ signal }) => api(routes.getStudioBook, { params: { bookId }, signal }),
  });

/** The autosave's address for a chapter: also the key its queued writes coalesce on. */
export const chapterDraftPath = (bookId: string, chapterId: string) =>
  buildPath(routes.saveChapterDraft.path, { bookId, chapterId });

export type DraftSaveResult =
  | { kind: 'saved'; saved: ChapterDraftSaved }
  | { kind: 'kept'; key: string }
  | { kind: 'conflict'; conflict: ChapterDraftConflict };

/** The other version of a refused autosave (409), when the answer carries it. */
export function conflictOf(error: unknown): ChapterDraftConflict | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const parsed = chapterDraftConflictSchema.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}

/** Keeps the chapter's text in the device's queue, as its writer's, to be sent when back online. */
export const keepChapterDraft = (
  ownerId: string,
  bookId: string,
  chapterId: string,
  body: ChapterDraftBody,
) =>
  enqueueWrite({
    kind: 'chapterDraft',
    ownerId,
    bookId,
    method: routes.saveChapterDraft.method,
    path: chapterDraftPath(bookId, chapterId),
    body,
    label: `chapter “${body.title}”`,
  });

/**
 * Saves a chapter's text now; offline (or with no answer) it stays on the device and is sent when
 * the connection returns. A save that started from an older revision than the stored one is
 * refused and answers both versions.
 */
export async function saveChapterDraft(
  bookId: string,
  chapterId: string,
  body: ChapterDraftBody,
): Promise<DraftSaveResult> {
  try {
    return await sendOrQueue<DraftSaveResult>(
      async () => ({
        kind: 'saved',
        saved: await api(routes.saveChapterDraft, { params: { bookId, chapterId }, body }),
      }),
      async (ownerId) => ({ kind: 'kept', key: await keepChapterDraft(ownerId, bookId, chapterId, body) }),
    );
  } catch (error) {
    const conflict = conflictOf(error);
    if (conflict) return { kind: 'conflict', conflict };
    throw error;
  }
}

export const setChapterRelease = (bookId: string, chapterId: string, body: ChapterReleaseBody) =>
  api(routes.setChapterRelease, { params: { bookId, chapterId }, body });
