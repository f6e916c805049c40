import { DATA_TRANSFER_MESSAGES as M } from '@quire/shared/messages/data-transfer';
import { FILE_WORK_MESSAGES } from '@quire/shared/messages/file-work';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { jobFileName } from '@/lib/file-jobs/file-job-view';
import type { FileJobOutcomes } from '@/lib/file-jobs/file-jobs-watcher';
import { toast } from '@/lib/toasts';

/**
 * How a Goodreads / StoryGraph import or an account export of this tab that ended is told when
 * the profile screen's "Your data" is not on view to show it: a toast with the import's counts or
 * the refusal, the export ready or failed. A finished import refreshes every screen's data.
 */
export function useDataTransferJobOutcomes(): FileJobOutcomes {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      'goodreads-import': (job, { shown }) => {
        if (job.status === 'done') void queryClient.invalidateQueries();
        if (shown) return;
        if (job.status === 'done' && job.result)
          toast.success(M.importDoneToast, { description: M.importCounts(job.result) });
        else
          toast.error(FILE_WORK_MESSAGES.importFailed(jobFileName(job)), {
            description: job.message ?? undefined,
          });
      },
      'account-export': (job, { shown }) => {
        if (shown) return;
        if (job.status === 'done') toast.success(M.exportReadyToast);
        else toast.error(M.exportFailedToast, { description: job.message ?? undefined });
      },
    }),
    [queryClient],
  );
}
