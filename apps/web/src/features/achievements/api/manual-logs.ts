import type { ManualLogCreatedResponse, ManualLogKind, ManualLogListResponse } from '@quire/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { del, get, post } from '@/lib/api-client';
import { READING_KEY, timeZoneHeaders } from '@/lib/reading-request';

export const manualLogsQueryKey = [READING_KEY, 'logs'] as const;

export const getManualLogs = (signal?: AbortSignal) =>
  get<ManualLogListResponse>('/api/reading/logs', { signal, headers: timeZoneHeaders() });

export const manualLogsQueryOptions = () =>
  queryOptions({ queryKey: manualLogsQueryKey, queryFn: ({ signal }) => getManualLogs(signal) });

export const useManualLogs = () => useQuery(manualLogsQueryOptions());

export const createManualLog = (kind: ManualLogKind) =>
  post<ManualLogCreatedResponse>('/api/reading/logs', { kind }, { headers: timeZoneHeaders() });

export const deleteManualLog = (id: string) => del<{ message: string }>(`/api/reading/logs/${id}`);

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
