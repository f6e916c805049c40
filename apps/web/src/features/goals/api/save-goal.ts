import * as routes from '@quire/shared/routes';
import type { GoalInput } from '@quire/shared/schemas/reading';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { READING_KEY, timeZoneHeaders } from '@/lib/reading-request';

export const createGoal = (input: GoalInput) =>
  api(routes.createGoal, { body: input, headers: timeZoneHeaders() });
export const updateGoal = (id: string, input: GoalInput) =>
  api(routes.updateGoal, { params: { id }, body: input, headers: timeZoneHeaders() });
export const deleteGoal = (id: string) => api(routes.deleteGoal, { params: { id } });

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
