import type { FileJob, FileJobOf } from '@/lib/file-jobs/file-jobs-api';

/** The import jobs that are not an upload listed in the dialog already, newest first. */
export function recentImportJobs(
  jobs: readonly FileJob[] | undefined,
  uploadKeys: readonly string[],
): FileJobOf<'import'>[] {
  const keys = new Set(uploadKeys);
  return (jobs ?? []).filter(
    (job): job is FileJobOf<'import'> => job.kind === 'import' && !(job.clientKey && keys.has(job.clientKey)),
  );
}
