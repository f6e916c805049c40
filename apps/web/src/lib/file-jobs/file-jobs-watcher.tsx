import type { FileJobKind } from '@quire/shared/constants/file-jobs';
import { useEffect, useRef } from 'react';
import { useIdle } from '@/hooks/use-idle';
import { settlePendingFileJobs } from './file-job-view';
import { type FileJobOf, useFileJobChanges, useFileJobs } from './file-jobs-api';
import {
  isFileJobKindShown,
  readPendingFileJobs,
  usePendingFileJobs,
  writePendingFileJobs,
} from './pending-file-jobs';

/** How often the list is asked for while a request of this tab is being worked on. */
const WATCH_POLL_MS = 2_000;

/**
 * What to do when a job of this tab ends, by kind: tell the reader (a toast) unless `shown` (a
 * screen on view shows it already), and refresh what the job changed.
 */
export type FileJobOutcomes = {
  [K in FileJobKind]?: (job: FileJobOf<K>, context: { shown: boolean }) => void;
};

/**
 * Tells the reader how each file job of this tab ended (book imports, the Goodreads import, the
 * account export), through the features' `outcomes`. It watches only while a request is on its
 * way (also after a reload: the requests are remembered for the tab), through the real-time event
 * and, as a safety net, a poll; with nothing on its way it asks the server nothing.
 */
export function FileJobsWatcher({ outcomes }: { outcomes: FileJobOutcomes }) {
  const pending = usePendingFileJobs();
  return pending.length ? <WatchPendingFileJobs outcomes={outcomes} /> : null;
}

function WatchPendingFileJobs({ outcomes }: { outcomes: FileJobOutcomes }) {
  const idle = useIdle();
  const jobs = useFileJobs({ enabled: idle, pollMs: WATCH_POLL_MS });
  useFileJobChanges();
  const latest = useRef(outcomes);
  latest.current = outcomes;

  useEffect(() => {
    if (!jobs.data) return;
    // Read afresh, not from the render: a settled request must never be told about twice.
    const pending = readPendingFileJobs();
    const { ended, keep } = settlePendingFileJobs(pending, jobs.data, Date.now());
    if (keep.length === pending.length) return;
    writePendingFileJobs(keep);
    for (const job of ended) {
      const outcome = latest.current[job.kind] as
        | ((ended: typeof job, context: { shown: boolean }) => void)
        | undefined;
      outcome?.(job, { shown: isFileJobKindShown(job.kind) });
    }
  }, [jobs.data]);

  return null;
}
