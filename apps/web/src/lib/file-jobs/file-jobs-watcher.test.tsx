import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeFileJob } from '@/testing/file-jobs';
import { jsonResponse, renderWithProviders } from '@/testing/test-utils';
import type { FileJob } from './file-jobs-api';
import { FileJobsWatcher } from './file-jobs-watcher';
import { readPendingFileJobs, showFileJobKinds, writePendingFileJobs } from './pending-file-jobs';

vi.mock('socket.io-client', () => ({
  io: () => ({ active: true, on: vi.fn(), removeAllListeners: vi.fn(), disconnect: vi.fn() }),
}));

const fetchMock = vi.fn<typeof fetch>();
let jobs: FileJob[] = [];
const outcomes = { import: vi.fn(), 'goodreads-import': vi.fn(), 'account-export': vi.fn() };

const job = (overrides: Partial<FileJob>) =>
  makeFileJob({ fileName: 'lantern.epub', clientKey: 'k1', ...overrides });
const listCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/file-jobs'));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  window.localStorage.setItem('token', 'a-token');
  for (const outcome of Object.values(outcomes)) outcome.mockReset();
  writePendingFileJobs([]);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    const path = String(url).split('?')[0];
    if (path === '/api/auth/check-status') return jsonResponse({ isAuthenticated: true });
    if (path === '/api/file-jobs') return jsonResponse({ jobs });
    return jsonResponse({ message: 'Not found' }, 404);
  });
});

describe('FileJobsWatcher', () => {
  it('asks the server nothing while no request of this tab is on its way', async () => {
    renderWithProviders(<FileJobsWatcher outcomes={outcomes} />);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(listCalls()).toHaveLength(0);
  });

  it('hands a job that ended (after a reload: the request was remembered) to its kind, once, and stops watching', async () => {
    const bookId = crypto.randomUUID();
    jobs = [job({ status: 'done', result: { bookId, title: 'The Lantern Keeper' } })];
    writePendingFileJobs([{ key: 'k1', at: Date.now() }]);
    renderWithProviders(<FileJobsWatcher outcomes={outcomes} />);
    await waitFor(() => expect(outcomes.import).toHaveBeenCalledTimes(1));
    expect(outcomes.import).toHaveBeenCalledWith(jobs[0], { shown: false });
    expect(outcomes['goodreads-import']).not.toHaveBeenCalled();
    expect(readPendingFileJobs()).toEqual([]);
  });

  it('hands each kind its own jobs: a Goodreads import and an account export', async () => {
    jobs = [
      job({
        kind: 'goodreads-import',
        clientKey: 'csv',
        status: 'done',
        result: { matched: 2, outside: 1, skipped: 0, rowErrors: 1 },
      }),
      job({
        kind: 'account-export',
        fileName: null,
        clientKey: 'zip',
        status: 'failed',
        message: 'Too large',
      }),
    ];
    writePendingFileJobs([
      { key: 'csv', at: Date.now() },
      { key: 'zip', at: Date.now(), pageOnly: true },
    ]);
    renderWithProviders(<FileJobsWatcher outcomes={outcomes} />);
    await waitFor(() => expect(outcomes['account-export']).toHaveBeenCalledTimes(1));
    expect(outcomes['goodreads-import']).toHaveBeenCalledWith(jobs[0], { shown: false });
    expect(outcomes['account-export']).toHaveBeenCalledWith(jobs[1], { shown: false });
  });

  it('keeps watching a job still on its way, and says when a screen on view shows its kind', async () => {
    jobs = [job({ status: 'queued', position: 2 })];
    writePendingFileJobs([{ key: 'k1', at: Date.now() }]);
    renderWithProviders(<FileJobsWatcher outcomes={outcomes} />);
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(0));
    expect(readPendingFileJobs()).toHaveLength(1);

    const shownUntil = showFileJobKinds(['import']);
    jobs = [job({ status: 'done', result: { bookId: crypto.randomUUID(), title: 'Shown in the dialog' } })];
    await waitFor(() => expect(readPendingFileJobs()).toEqual([]), { timeout: 5000 });
    expect(outcomes.import).toHaveBeenCalledWith(jobs[0], { shown: true });
    shownUntil();
  });
});
