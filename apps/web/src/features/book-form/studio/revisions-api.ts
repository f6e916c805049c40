import * as routes from '@quire/shared/routes';
import type { Revision } from '@quire/shared/schemas/studio';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { studioKeys } from './studio-keys';

/** A chapter's kept revisions, newest first. */
export const revisionsQueryOptions = (bookId: string, chapterId: string) =>
  queryOptions({
    queryKey: studioKeys.revisions(bookId, chapterId),
    queryFn: ({ signal }) => api(routes.listChapterRevisions, { params: { bookId, chapterId }, signal }),
  });

export const useRevisions = (bookId: string, chapterId: string, enabled = true) =>
  useQuery({ ...revisionsQueryOptions(bookId, chapterId), enabled });

/** One revision with its document: a revision never changes once written, so it is kept as it is. */
export const revisionQueryOptions = (bookId: string, chapterId: string, revision: number) =>
  queryOptions({
    queryKey: studioKeys.revision(bookId, chapterId, revision),
    queryFn: ({ signal }) =>
      api(routes.getChapterRevision, { params: { bookId, chapterId, revision }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useRevision = (bookId: string, chapterId: string, revision: number | undefined) =>
  useQuery({ ...revisionQueryOptions(bookId, chapterId, revision ?? 0), enabled: revision !== undefined });

/**
 * Writes a new revision equal to an older one (nothing is lost: the text it replaces stays in the
 * history) and answers it, with its document.
 */
export function useRestoreRevision(bookId: string, chapterId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revision: number) =>
      api(routes.restoreChapterRevision, { params: { bookId, chapterId, revision } }),
    onSuccess: (restored: Revision) => {
      queryClient.setQueryData(studioKeys.revision(bookId, chapterId, restored.revision), restored);
      void queryClient.invalidateQueries({ queryKey: studioKeys.revisions(bookId, chapterId) });
    },
  });
}
