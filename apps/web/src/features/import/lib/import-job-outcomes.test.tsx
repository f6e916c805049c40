import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FileJobOf } from '@/lib/file-jobs/file-jobs-api';
import { makeFileJob } from '@/testing/file-jobs';
import { useImportJobOutcomes } from './import-job-outcomes';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toasts', () => ({ toast: toasts }));

const outcomeOfImport = () => {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return renderHook(() => useImportJobOutcomes(), { wrapper }).result.current.import!;
};

const importJob = (overrides: Partial<FileJobOf<'import'>>) =>
  makeFileJob({ kind: 'import', fileName: 'lantern.epub', ...overrides }) as FileJobOf<'import'>;

beforeEach(() => {
  toasts.success.mockReset();
  toasts.error.mockReset();
});

describe('useImportJobOutcomes', () => {
  it('toasts a draft that finished, with Review draft', () => {
    outcomeOfImport()(
      importJob({ status: 'done', result: { bookId: crypto.randomUUID(), title: 'The Lantern Keeper' } }),
      { shown: false },
    );
    expect(toasts.success.mock.calls[0]![0]).toBe('Draft “The Lantern Keeper” is ready to review');
    expect(toasts.success.mock.calls[0]![1]).toMatchObject({ action: { label: 'Review draft' } });
  });

  it('toasts a refusal with its message', () => {
    outcomeOfImport()(importJob({ status: 'failed', message: 'No readable text was found in this file' }), {
      shown: false,
    });
    expect(toasts.error).toHaveBeenCalledWith('lantern.epub was not imported', {
      description: 'No readable text was found in this file',
    });
  });

  it('toasts nothing while the dialog shows it', () => {
    outcomeOfImport()(
      importJob({ status: 'done', result: { bookId: crypto.randomUUID(), title: 'Shown' } }),
      {
        shown: true,
      },
    );
    expect(toasts.success).not.toHaveBeenCalled();
    expect(toasts.error).not.toHaveBeenCalled();
  });
});
