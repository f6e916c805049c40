import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FileJobOutcomes } from '@/lib/file-jobs/file-jobs-watcher';
import { makeFileJob } from '@/testing/file-jobs';
import { useDataTransferJobOutcomes } from './data-transfer-job-outcomes';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toasts', () => ({ toast: toasts }));

let queryClient: QueryClient;
const outcomes = (): Required<Pick<FileJobOutcomes, 'goodreads-import' | 'account-export'>> => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const current = renderHook(() => useDataTransferJobOutcomes(), { wrapper }).result.current;
  return { 'goodreads-import': current['goodreads-import']!, 'account-export': current['account-export']! };
};

beforeEach(() => {
  queryClient = new QueryClient();
  toasts.success.mockReset();
  toasts.error.mockReset();
});

describe('useDataTransferJobOutcomes', () => {
  it('toasts a Goodreads import that finished with its counts, and refreshes every screen’s data', () => {
    const refresh = vi.spyOn(queryClient, 'invalidateQueries');
    outcomes()['goodreads-import'](
      makeFileJob({
        kind: 'goodreads-import',
        status: 'done',
        result: { matched: 1, outside: 2, skipped: 0, rowErrors: 0 },
      }) as never,
      { shown: false },
    );
    expect(toasts.success).toHaveBeenCalledWith('Your Goodreads / StoryGraph import finished', {
      description: '1 book matched · 2 books read outside Quire · 0 rows skipped',
    });
    expect(refresh).toHaveBeenCalledWith();
  });

  it('toasts a refused import with the file and the refusal', () => {
    outcomes()['goodreads-import'](
      makeFileJob({
        kind: 'goodreads-import',
        fileName: 'big.csv',
        status: 'failed',
        message: 'Row 2 is too long',
      }) as never,
      { shown: false },
    );
    expect(toasts.error).toHaveBeenCalledWith('big.csv was not imported', {
      description: 'Row 2 is too long',
    });
  });

  it('toasts the account export ready or failed', () => {
    const { 'account-export': exported } = outcomes();
    exported(makeFileJob({ kind: 'account-export', fileName: null, status: 'done' }) as never, {
      shown: false,
    });
    expect(toasts.success).toHaveBeenCalledWith('Your data is ready: the download is on its way');
    exported(makeFileJob({ kind: 'account-export', status: 'failed', message: 'Too large' }) as never, {
      shown: false,
    });
    expect(toasts.error).toHaveBeenCalledWith('Your data could not be exported', {
      description: 'Too large',
    });
  });

  it('toasts nothing while “Your data” shows them, but still refreshes after an import', () => {
    const refresh = vi.spyOn(queryClient, 'invalidateQueries');
    const { 'goodreads-import': imported, 'account-export': exported } = outcomes();
    imported(
      makeFileJob({
        kind: 'goodreads-import',
        status: 'done',
        result: { matched: 0, outside: 0, skipped: 0, rowErrors: 0 },
      }) as never,
      { shown: true },
    );
    exported(makeFileJob({ kind: 'account-export', status: 'done' }) as never, { shown: true });
    expect(toasts.success).not.toHaveBeenCalled();
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
