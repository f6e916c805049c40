import * as routes from '@quire/shared/routes';
import type { ChapterResponse } from '@quire/shared/schemas/reader';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readerKeys } from '@/features/books';

export const toggleVote = (bookId: string, chapter: number) =>
  api(routes.toggleVote, { params: { id: bookId, number: chapter } });

/** Toggles the caller's vote at once in the UI; the server's answer (or a failure) settles it. */
export function useToggleVote(bookId: string, chapter: number) {
  const queryClient = useQueryClient();
  const key = readerKeys.chapter(bookId, chapter);
  const patch = (update: (chapter: ChapterResponse) => Partial<ChapterResponse>) =>
    queryClient.setQueryData<ChapterResponse>(key, (old) => (old ? { ...old, ...update(old) } : old));

  return useMutation({
    mutationFn: () => toggleVote(bookId, chapter),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ChapterResponse>(key);
      patch((old) => ({ voted: !old.voted, votes: Math.max(0, old.votes + (old.voted ? -1 : 1)) }));
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (answer) => patch(() => answer),
  });
}
