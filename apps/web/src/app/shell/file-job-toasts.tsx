import { useMemo } from 'react';
import { useDataTransferJobOutcomes } from '@/features/data-transfer';
import { useImportJobOutcomes } from '@/features/import';
import { FileJobsWatcher } from '@/lib/file-jobs/file-jobs-watcher';

/**
 * Tells how this tab's file jobs ended (also after a reload) on whatever screen is open: book
 * imports, the Goodreads / StoryGraph import and the account export, each as its feature says.
 */
export function FileJobToasts() {
  const imports = useImportJobOutcomes();
  const dataTransfer = useDataTransferJobOutcomes();
  const outcomes = useMemo(() => ({ ...imports, ...dataTransfer }), [imports, dataTransfer]);
  return <FileJobsWatcher outcomes={outcomes} />;
}
