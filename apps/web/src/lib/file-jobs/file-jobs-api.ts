import { REALTIME_EVENTS } from '@quire/shared/constants/realtime';
import * as routes from '@quire/shared/routes';
import type { FileJob, FileJobOf } from '@quire/shared/schemas/file-jobs';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useRealtimeEvent } from '@/hooks/use-realtime-event';
import { api } from '@/lib/api-client';
import { useToken } from '@/lib/token-storage';

export type { FileJob, FileJobOf };

/** Query keys of the caller's file jobs; they include the token so a new session never sees old answers. */
export const fileJobsQueryKeys = {
  all: ['file-jobs'] as const,
  list: (token: string | null) => ['file-jobs', 'list', token] as const,
};

/** GET /api/file-jobs: the caller's file jobs of the last 7 days, newest first. */
export const getFileJobs = (signal?: AbortSignal) => api(routes.listFileJobs, { signal });

export const fileJobsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: fileJobsQueryKeys.list(token),
    queryFn: ({ signal }) => getFileJobs(signal),
    select: (data) => data.jobs,
    staleTime: 5_000,
  });

type PollInterval = number | false;

/**
 * The caller's recent file jobs, while `enabled`; refetched every `pollMs` when given, or as often
 * as `pollMs(jobs)` says after each answer (a file is on its way: the real-time event usually
 * comes first, this is the safety net).
 */
export function useFileJobs({
  enabled = true,
  pollMs = false,
}: {
  enabled?: boolean;
  pollMs?: PollInterval | ((jobs: FileJob[] | undefined) => PollInterval);
} = {}) {
  const token = useToken();
  return useQuery({
    ...fileJobsQueryOptions(token),
    enabled: enabled && token !== null,
    refetchInterval: typeof pollMs === 'function' ? (query) => pollMs(query.state.data?.jobs) : pollMs,
  });
}

/** While mounted, the list is fetched again whenever the server says one of the caller's jobs changed. */
export function useFileJobChanges() {
  const queryClient = useQueryClient();
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: fileJobsQueryKeys.all }),
    [queryClient],
  );
  useRealtimeEvent(REALTIME_EVENTS.fileJobChanged, refresh);
}

/** DELETE /api/file-jobs/:id: takes one job off the list (what it made stays). */
export const dismissFileJob = (id: string) => api(routes.dismissFileJob, { params: { id } });

/**
 * Dismisses jobs; they leave the list at once (optimistic) and the list is refetched after. A
 * failure is only logged: the job simply shows again.
 */
export function useDismissFileJobs() {
  const token = useToken();
  const queryClient = useQueryClient();
  const key = fileJobsQueryKeys.list(token);
  return useMutation({
    mutationFn: (ids: string[]) => Promise.all(ids.map(dismissFileJob)),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<{ jobs: FileJob[] }>(key);
      if (previous)
        queryClient.setQueryData(key, { jobs: previous.jobs.filter((job) => !ids.includes(job.id)) });
    },
    onError: (error) => console.error('Could not dismiss file jobs', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
