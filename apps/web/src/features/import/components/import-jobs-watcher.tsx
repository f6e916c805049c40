import { REALTIME_EVENTS } from '@quire/shared/constants/realtime';
import { FILE_WORK_MESSAGES } from '@quire/shared/messages/file-work';
import { IMPORT_MESSAGES } from '@quire/shared/messages/import';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { refreshBookLists } from '@/features/books';
import { useIdle } from '@/hooks/use-idle';
import { useRealtimeEvent } from '@/hooks/use-realtime-event';
import { links } from '@/lib/links';
import { toast } from '@/lib/toasts';
import { fileJobsQueryKeys, useFileJobs } from '../api/file-jobs';
import { jobFileName, settlePendingImports } from '../lib/file-job-view';
import {
  isImportDialogOpen,
  readPendingImports,
  usePendingImports,
  writePendingImports,
} from '../lib/import-activity';

/** How often the list is asked for while an upload of this tab is being worked on. */
const WATCH_POLL_MS = 2_000;

/**
 * Tells the reader how each import of this tab ended when the Import books dialog is not open to
 * show it: a toast with Review draft, or the refusal. It watches only while an upload is on its
 * way (also after a reload: the uploads are remembered for the tab), through the real-time event
 * and, as a safety net, a poll; with nothing on its way it asks the server nothing.
 */
export function ImportJobsWatcher() {
  const pending = usePendingImports();
  return pending.length ? <WatchPendingImports /> : null;
}

function WatchPendingImports() {
  const idle = useIdle();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const jobs = useFileJobs({ enabled: idle, pollMs: WATCH_POLL_MS });
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: fileJobsQueryKeys.all }),
    [queryClient],
  );
  useRealtimeEvent(REALTIME_EVENTS.fileJobChanged, refresh);

  useEffect(() => {
    if (!jobs.data) return;
    // Read afresh, not from the render: a settled upload must never be told about twice.
    const pending = readPendingImports();
    const { ended, keep } = settlePendingImports(pending, jobs.data, Date.now());
    if (keep.length === pending.length) return;
    writePendingImports(keep);
    if (ended.some((job) => job.status === 'done')) void refreshBookLists(queryClient);
    // The open dialog shows how they ended.
    if (isImportDialogOpen()) return;
    for (const job of ended) {
      if (job.status === 'done' && job.result) {
        const { bookId, title } = job.result;
        toast.success(FILE_WORK_MESSAGES.draftReady(title), {
          action: { label: IMPORT_MESSAGES.reviewDraft, onClick: () => navigate(links.editBook(bookId)) },
        });
      } else {
        toast.error(FILE_WORK_MESSAGES.importFailed(jobFileName(job)), {
          description: job.message ?? undefined,
        });
      }
    }
  }, [jobs.data, navigate, queryClient]);

  return null;
}
