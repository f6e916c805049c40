import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/test-utils';
import type { FileJob } from '../api/file-jobs';
import { readPendingImports, setImportDialogOpen, writePendingImports } from '../lib/import-activity';
import { ImportJobsWatcher } from './import-jobs-watcher';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toasts', () => ({ toast: toasts }));
vi.mock('socket.io-client', () => ({
  io: () => ({ active: true, on: vi.fn(), removeAllListeners: vi.fn(), disconnect: vi.fn() }),
}));

const fetchMock = vi.fn<typeof fetch>();
let jobs: FileJob[] = [];

const job = (overrides: Partial<FileJob>): FileJob => ({
  id: crypto.randomUUID(),
  kind: 'import',
  fileName: 'lantern.epub',
  clientKey: 'k1',
  status: 'working',
  position: null,
  message: null,
  result: null,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  ...overrides,
});

const listCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/file-jobs'));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  window.localStorage.setItem('token', 'a-token');
  toasts.success.mockReset();
  toasts.error.mockReset();
  setImportDialogOpen(false);
  writePendingImports([]);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    const path = String(url).split('?')[0];
    if (path === '/api/auth/check-status') return jsonResponse({ isAuthenticated: true });
    if (path === '/api/file-jobs') return jsonResponse({ jobs });
    return jsonResponse({ message: 'Not found' }, 404);
  });
});

describe('ImportJobsWatcher', () => {
  it('asks the server nothing while no upload of this tab is on its way', async () => {
    renderWithProviders(<ImportJobsWatcher />);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(listCalls()).toHaveLength(0);
  });

  it('toasts a draft that finished (after a reload: the upload was remembered) and stops watching', async () => {
    const bookId = crypto.randomUUID();
    jobs = [job({ status: 'done', result: { bookId, title: 'The Lantern Keeper' } })];
    writePendingImports([{ key: 'k1', at: Date.now() }]);
    renderWithProviders(<ImportJobsWatcher />);
    await waitFor(() => expect(toasts.success).toHaveBeenCalledTimes(1));
    expect(toasts.success.mock.calls[0]![0]).toBe('Draft “The Lantern Keeper” is ready to review');
    expect(toasts.success.mock.calls[0]![1]).toMatchObject({ action: { label: 'Review draft' } });
    expect(readPendingImports()).toEqual([]);
  });

  it('toasts a refusal with its message', async () => {
    jobs = [job({ status: 'failed', message: 'No readable text was found in this file' })];
    writePendingImports([{ key: 'k1', at: Date.now() }]);
    renderWithProviders(<ImportJobsWatcher />);
    await waitFor(() => expect(toasts.error).toHaveBeenCalledTimes(1));
    expect(toasts.error).toHaveBeenCalledWith('lantern.epub was not imported', {
      description: 'No readable text was found in this file',
    });
  });

  it('keeps watching a job still on its way, and toasts nothing while the dialog shows it', async () => {
    jobs = [job({ status: 'queued', position: 2 })];
    writePendingImports([{ key: 'k1', at: Date.now() }]);
    renderWithProviders(<ImportJobsWatcher />);
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(0));
    expect(readPendingImports()).toHaveLength(1);

    setImportDialogOpen(true);
    jobs = [job({ status: 'done', result: { bookId: crypto.randomUUID(), title: 'Shown in the dialog' } })];
    await waitFor(() => expect(readPendingImports()).toEqual([]), { timeout: 5000 });
    expect(toasts.success).not.toHaveBeenCalled();
  });
});
