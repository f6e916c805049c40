import type { ManualLogKind } from '@quire/shared/schemas/reading';
import * as routes from '@quire/shared/routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { READING_KEY, timeZoneHeaders } from '@/lib/reading-request';

export const manualLogsQueryKey = [READING_KEY, 'logs'] as const;

export const getManualLogs = (signal?: AbortSignal) =>
  api(routes.listManualLogs, { signal, headers: timeZoneHeaders() });

export const manualLogsQueryOptions = () =>
  queryOptions({ queryKey: manualLogsQueryKey, queryFn: ({ signal }) => getManualLogs(signal) });

export const useManualLogs = () => useQuery(manualLogsQueryOptions());

export const createManualLog = (kind: ManualLogKind) =>
  api(routes.createManualLog, { body: { kind }, headers: timeZoneHeaders() });

export const deleteManualLog = (id: string) => api(routes.deleteManualLog, { params: { id } });

/** Logs reading done outside the app; every reading number is refreshed after. */
export function useCreateManualLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createManualLog,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [READING_KEY] }),
  });
}

export function useDeleteManualLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteManualLog,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [READING_KEY] }),
  });
}
