import { describe, expect, it } from 'vitest';
import { makeFileJob as job } from '@/testing/file-jobs';
import { recentImportJobs } from './file-job-view';

describe('recentImportJobs', () => {
  it('leaves out the jobs of this page’s uploads and other kinds of work', () => {
    const mine = job({ clientKey: 'k1' });
    const earlier = job({ clientKey: 'k0' });
    const noKey = job({ clientKey: null });
    const other = job({ kind: 'epub-export' });
    const csv = job({ kind: 'goodreads-import' });
    expect(recentImportJobs([mine, earlier, noKey, other, csv], ['k1'])).toEqual([earlier, noKey]);
    expect(recentImportJobs(undefined, [])).toEqual([]);
  });
});
