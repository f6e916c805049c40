import { DEFAULT_READER_SETTINGS, type ReaderSettings } from '@quire/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stepFontSize, useReaderSettings } from './use-reader-settings';

const { saved, server } = vi.hoisted(() => ({
  saved: [] as unknown[],
  server: {} as Record<string, unknown>,
}));
vi.mock('../api/reader-settings', async (importOriginal) => {
  const original = await importOriginal<typeof import('../api/reader-settings')>();
  return {
    ...original,
    readerSettingsQueryOptions: () => ({
      ...original.readerSettingsQueryOptions(),
      queryFn: async () => ({ ...server }) as ReaderSettings,
    }),
    updateReaderSettings: async (patch: Partial<ReaderSettings>) => {
      saved.push(patch);
      Object.assign(server, patch);
      return { ...server } as ReaderSettings;
    },
  };
});

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('useReaderSettings', () => {
  beforeEach(() => {
    saved.length = 0;
    Object.assign(server, { ...DEFAULT_READER_SETTINGS, fontSize: 12 });
  });

  it('four font-size steps made before a render give four steps, saved once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { result } = renderHook(() => useReaderSettings(), { wrapper });
    await waitFor(() => expect(result.current.isReady).toBe(true));
    expect(result.current.settings.fontSize).toBe(12);

    // All four in one task: none may read the size of the last render.
    act(() => {
      for (let n = 0; n < 4; n++) result.current.update(stepFontSize(1));
    });
    await waitFor(() => expect(result.current.settings.fontSize).toBe(16));

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(saved).toEqual([{ fontSize: 16 }]);
    vi.useRealTimers();
  });

  it('a step never goes past the bounds, and a change to the same value saves nothing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { result } = renderHook(() => useReaderSettings(), { wrapper });
    await waitFor(() => expect(result.current.isReady).toBe(true));
    act(() => {
      result.current.update(stepFontSize(-1));
      result.current.update({ fontSize: 12 });
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(result.current.settings.fontSize).toBe(12);
    expect(saved).toEqual([]);
    vi.useRealTimers();
  });
});
