import { FILE_WORK_MESSAGES } from '@quire/shared/messages/file-work';
import { IMPORT_MESSAGES } from '@quire/shared/messages/import';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { refreshBookLists } from '@/features/books';
import { jobFileName } from '@/lib/file-jobs/file-job-view';
import type { FileJobOutcomes } from '@/lib/file-jobs/file-jobs-watcher';
import { links } from '@/lib/links';
import { toast } from '@/lib/toasts';

/**
 * How a book import of this tab that ended is told when the Import books dialog is not open to
 * show it: a toast with Review draft, or the refusal. A draft refreshes the book lists either way.
 */
export function useImportJobOutcomes(): FileJobOutcomes {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      import: (job, { shown }) => {
        if (job.status === 'done') void refreshBookLists(queryClient);
        if (shown) return;
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
      },
    }),
    [navigate, queryClient],
  );
}
