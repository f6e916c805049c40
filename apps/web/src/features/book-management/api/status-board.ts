import type { BookStatus } from '@quire/shared/constants';
import * as routes from '@quire/shared/routes';
import type { StatusBoard, StatusBoardItem } from '@quire/shared/schemas/reading';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { READING_KEY } from '@/lib/reading-request';

export const statusBoardQueryKey = [READING_KEY, 'status-board'] as const;

export const getStatusBoard = (signal?: AbortSignal) => api(routes.statusBoard, { signal });

export const statusBoardQueryOptions = () =>
  queryOptions({ queryKey: statusBoardQueryKey, queryFn: ({ signal }) => getStatusBoard(signal) });

export const useStatusBoard = () => useQuery(statusBoardQueryOptions());

export const setBookStatus = (bookId: string, status: BookStatus) =>
  api(routes.setBookStatus, { params: { bookId }, body: { status } });

const COLUMN_OF: Record<BookStatus, keyof StatusBoard> = {
  Reading: 'reading',
  'Want to Read': 'wantToRead',
  Completed: 'completed',
};

/**
 * Moves a book between columns. The card moves at once (optimistically) and goes back if the
 * call fails; stats, goals and history refresh after (a completion counts).
 */
export function useSetBookStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookId, status }: { bookId: string; status: BookStatus }) => setBookStatus(bookId, status),
    onMutate: async ({ bookId, status }) => {
      await queryClient.cancelQueries({ queryKey: statusBoardQueryKey });
      const previous = queryClient.getQueryData<StatusBoard>(statusBoardQueryKey);
      if (previous) {
        const all = [...previous.reading, ...previous.wantToRead, ...previous.completed];
        const item = all.find((b) => b.id === bookId);
        const without = (list: StatusBoardItem[]) => list.filter((b) => b.id !== bookId);
        const next: StatusBoard = {
          reading: without(previous.reading),
          wantToRead: without(previous.wantToRead),
          completed: without(previous.completed),
        };
        if (item) {
          const moved = { ...item, status, progress: status === 'Completed' ? 100 : item.progress };
          next[COLUMN_OF[status]] = [moved, ...next[COLUMN_OF[status]]];
        }
        queryClient.setQueryData(statusBoardQueryKey, next);
      }
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(statusBoardQueryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [READING_KEY] }),
  });
}
