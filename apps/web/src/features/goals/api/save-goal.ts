import type { Goal, GoalInput } from '@quire/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { del, post, put } from '@/lib/api-client';
import { READING_KEY, timeZoneHeaders } from '@/lib/reading-request';

export const createGoal = (input: GoalInput) =>
  post<Goal>('/api/goals', input, { headers: timeZoneHeaders() });
export const updateGoal = (id: string, input: GoalInput) =>
  put<Goal>(`/api/goals/${id}`, input, { headers: timeZoneHeaders() });
export const deleteGoal = (id: string) => del<{ message: string }>(`/api/goals/${id}`);

/** Creates a goal, or changes one when an id is given; refreshes every reading number after. */
export function useSaveGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: GoalInput }) =>
      id ? updateGoal(id, input) : createGoal(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [READING_KEY] }),
  });
}

export function useDeleteGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteGoal(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [READING_KEY] }),
  });
}
