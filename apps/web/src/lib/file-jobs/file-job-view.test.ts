import { FILE_WORK_MESSAGES } from '@quire/shared/messages/file-work';
import { describe, expect, it } from 'vitest';
import { makeFileJob as job } from '@/testing/file-jobs';
import {
  formatJobTime,
  jobOfUpload,
  latestJobOfKind,
  PENDING_WITHOUT_JOB_MS,
  settlePendingFileJobs,
  waitingText,
} from './file-job-view';

describe('waitingText', () => {
  it('counts the files ahead in the wait list (position 1 is next)', () => {
    expect(waitingText(1)).toBe('Waiting — next in line');
    expect(waitingText(2)).toBe('Waiting — 1 file ahead');
    expect(waitingText(3)).toBe('Waiting — 2 files ahead');
    expect(waitingText(1201)).toBe('Waiting — 1,200 files ahead');
  });

  it('says it waits for a worker before the place is known', () => {
    expect(waitingText(null)).toBe(FILE_WORK_MESSAGES.waitingForWorker);
  });
});

describe('jobOfUpload and latestJobOfKind', () => {
  it('find a request’s job by its key, and the newest job of a kind', () => {
    const csv = job({ kind: 'goodreads-import', clientKey: 'k2' });
    const olderCsv = job({ kind: 'goodreads-import', clientKey: 'k1' });
    const book = job({ kind: 'import', clientKey: 'k3' });
    const jobs = [book, csv, olderCsv];
    expect(jobOfUpload('k1', jobs)).toBe(olderCsv);
    expect(jobOfUpload(null, jobs)).toBeUndefined();
    expect(latestJobOfKind(jobs, 'goodreads-import')).toBe(csv);
    expect(latestJobOfKind(jobs, 'account-export')).toBeUndefined();
    expect(latestJobOfKind(undefined, 'import')).toBeUndefined();
  });
});

describe('settlePendingFileJobs', () => {
  const now = 1_000_000_000;

  it('hands over the jobs that ended, of any kind, and keeps watching the others', () => {
    const done = job({ clientKey: 'a', status: 'done', result: { bookId: crypto.randomUUID(), title: 'A' } });
    const failed = job({ kind: 'goodreads-import', clientKey: 'b', status: 'failed', message: 'Too long' });
    const working = job({ kind: 'account-export', clientKey: 'c', status: 'working' });
    const pending = ['a', 'b', 'c'].map((key) => ({ key, at: now - 10 * 60_000 }));
    const { ended, keep } = settlePendingFileJobs(pending, [done, failed, working], now);
    expect(ended).toEqual([done, failed]);
    expect(keep).toEqual([pending[2]]);
  });

  it('waits a little for a request’s job to appear, then lets it go', () => {
    const fresh = { key: 'x', at: now - 1000 };
    const old = { key: 'y', at: now - PENDING_WITHOUT_JOB_MS - 1 };
    expect(settlePendingFileJobs([fresh, old], [], now)).toEqual({ ended: [], keep: [fresh] });
  });

  it('keeps a job queued for long (it is still on its way)', () => {
    const entry = { key: 'q', at: now - 60 * 60_000 };
    const queued = job({ clientKey: 'q', status: 'queued', position: 4 });
    expect(settlePendingFileJobs([entry], [queued], now)).toEqual({ ended: [], keep: [entry] });
  });
});

describe('formatJobTime', () => {
  it('says Today for a job of today, the weekday otherwise', () => {
    const now = new Date(2025, 2, 5, 18, 0);
    expect(formatJobTime(new Date(2025, 2, 5, 14, 5).toISOString(), now, 'en-US')).toBe('Today, 2:05 PM');
    expect(formatJobTime(new Date(2025, 2, 3, 9, 40).toISOString(), now, 'en-US')).toBe('Mon, 9:40 AM');
  });
});
