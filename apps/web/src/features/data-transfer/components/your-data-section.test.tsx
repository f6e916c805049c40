import { DATA_TRANSFER_MESSAGES as M } from '@quire/shared/messages/data-transfer';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FileJob } from '@/lib/file-jobs/file-jobs-api';
import {
  isFileJobKindShown,
  readPendingFileJobs,
  writePendingFileJobs,
} from '@/lib/file-jobs/pending-file-jobs';
import { makeFileJob } from '@/testing/file-jobs';
import { jsonResponse, renderWithProviders } from '@/testing/test-utils';
import { resetAccountExport } from '../lib/account-export';
import { YourDataSection } from './your-data-section';

vi.mock('socket.io-client', () => ({
  io: () => ({ active: true, on: vi.fn(), removeAllListeners: vi.fn(), disconnect: vi.fn() }),
}));

const fetchMock = vi.fn<typeof fetch>();
let jobs: FileJob[] = [];
const dismissed: string[] = [];

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  window.localStorage.setItem('token', 'a-token');
  jobs = [];
  dismissed.length = 0;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url).split('?')[0]!;
    if (path === '/api/auth/check-status') return jsonResponse({ isAuthenticated: true });
    if (path === '/api/file-jobs') return jsonResponse({ jobs });
    if (path.startsWith('/api/file-jobs/') && init?.method === 'DELETE') {
      const id = path.split('/').at(-1)!;
      dismissed.push(id);
      jobs = jobs.filter((job) => job.id !== id);
      return jsonResponse({ message: 'Dismissed' });
    }
    return jsonResponse({ message: 'Not found' }, 404);
  });
});

afterEach(() => {
  resetAccountExport();
  writePendingFileJobs([]);
});

describe('YourDataSection — the Goodreads import after a reload', () => {
  it('shows how the latest import ended, from its job, and dismisses it (all finished ones) by keyboard', async () => {
    const latest = makeFileJob({
      kind: 'goodreads-import',
      fileName: 'goodreads_library_export.csv',
      status: 'done',
      result: { matched: 4, outside: 3, skipped: 1, rowErrors: 2 },
    });
    const older = makeFileJob({ kind: 'goodreads-import', status: 'failed', message: 'Too long' });
    const book = makeFileJob({ kind: 'import', status: 'done' });
    jobs = [latest, older, book];
    renderWithProviders(<YourDataSection />);

    expect(await screen.findByText(M.importDone)).toBeVisible();
    expect(screen.getByText(M.matched(4))).toBeVisible();
    expect(screen.getByText(M.outside(3))).toBeVisible();
    expect(screen.getByText(M.skipped(1))).toBeVisible();
    expect(screen.getByText(M.rowErrorsCount(2))).toBeVisible();
    expect(screen.getByText('goodreads_library_export.csv')).toBeVisible();
    expect(screen.getByText(/^Today, /)).toBeVisible();

    const user = userEvent.setup();
    screen.getByRole('button', { name: M.dismissImport }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByText(M.importDone)).toBeNull();
    expect(screen.getByRole('button', { name: M.chooseFile })).toHaveFocus();
    await waitFor(() => expect(dismissed.sort()).toEqual([latest.id, older.id].sort()));
    // The older, failed one does not take its place.
    expect(screen.queryByText('Too long')).toBeNull();
  });

  it('shows an import still waiting with its place in the wait list', async () => {
    jobs = [makeFileJob({ kind: 'goodreads-import', status: 'queued', position: 2 })];
    renderWithProviders(<YourDataSection />);
    expect(await screen.findByText('Waiting — 1 file ahead')).toBeVisible();
  });

  it('shows the refusal of one that failed', async () => {
    jobs = [makeFileJob({ kind: 'goodreads-import', status: 'failed', message: 'Row 2: too long' })];
    renderWithProviders(<YourDataSection />);
    expect(await screen.findByText('Row 2: too long')).toBeVisible();
    expect(screen.getByRole('button', { name: M.dismissImport })).toBeVisible();
  });

  it('marks both kinds as shown while on view (no toasts then)', () => {
    const { unmount } = renderWithProviders(<YourDataSection />);
    expect(isFileJobKindShown('goodreads-import')).toBe(true);
    expect(isFileJobKindShown('account-export')).toBe(true);
    unmount();
    expect(isFileJobKindShown('account-export')).toBe(false);
  });
});

describe('YourDataSection — Download everything', () => {
  it('says the export’s place in the wait list while its zip waits, and follows it for this page only', async () => {
    fetchMock.mockImplementation(async (url) => {
      const path = String(url).split('?')[0]!;
      if (path === '/api/auth/check-status') return jsonResponse({ isAuthenticated: true });
      if (path === '/api/account/export') {
        const key = new URL(String(url), 'http://quire.test').searchParams.get('clientKey');
        jobs = [
          makeFileJob({
            kind: 'account-export',
            fileName: null,
            clientKey: key,
            status: 'queued',
            position: 3,
          }),
        ];
        return new Promise<Response>(() => {});
      }
      if (path === '/api/file-jobs') return jsonResponse({ jobs });
      return jsonResponse({ message: 'Not found' }, 404);
    });
    renderWithProviders(<YourDataSection />);
    await userEvent.setup().click(screen.getByRole('button', { name: M.exportAll }));
    expect(await screen.findByText('Waiting — 2 files ahead')).toBeVisible();
    expect(readPendingFileJobs()).toEqual([expect.objectContaining({ pageOnly: true })]);
    expect(window.sessionStorage.getItem('quire.file-jobs.pending')).toBeNull();
  });
});
