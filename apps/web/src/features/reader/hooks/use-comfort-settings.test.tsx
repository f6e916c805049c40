import { DEFAULT_READER_SETTINGS, type ReaderSettings } from '@quire/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useDeviceReaderSettings } from './use-comfort-settings';
import { stepFontSize } from './use-reader-settings';

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

describe('useDeviceReaderSettings', () => {
  beforeEach(() => {
    saved.length = 0;
    localStorage.clear();
    Object.assign(server, { ...DEFAULT_READER_SETTINGS, fontFamily: 'dyslexic' });
  });

  it('while on, keeps changes on this device and wins over the synced settings; off gives them back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { result, unmount } = renderHook(() => useDeviceReaderSettings(), { wrapper });
    await waitFor(() => expect(result.current.settings.fontFamily).toBe('dyslexic'));

    act(() => result.current.setDeviceOnly(true));
    act(() => {
      result.current.update({ theme: 'dark' });
      result.current.update(stepFontSize(1));
      result.current.update(stepFontSize(1));
    });
    expect(result.current.settings).toMatchObject({ theme: 'dark', fontSize: 20, fontFamily: 'dyslexic' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(saved).toEqual([]);
    expect(JSON.parse(localStorage.getItem('quire.reader.device-settings') ?? '{}')).toMatchObject({
      theme: 'dark',
      fontSize: 20,
    });
    unmount();

    // A new visit on this device starts with the override.
    const again = renderHook(() => useDeviceReaderSettings(), { wrapper });
    // The stored copy is checked before the reader counts its settings as ready.
    expect(again.result.current.isReady).toBe(false);
    await waitFor(() =>
      expect(again.result.current).toMatchObject({
        deviceOnly: true,
        isReady: true,
        settings: { theme: 'dark' },
      }),
    );
    act(() => again.result.current.setDeviceOnly(false));
    await waitFor(() => expect(again.result.current.settings.theme).toBe('light'));
    expect(localStorage.getItem('quire.reader.device-settings')).toBeNull();
    act(() => again.result.current.update({ theme: 'sepia' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(saved).toEqual([{ theme: 'sepia' }]);
    vi.useRealTimers();
  });

  it('reads a damaged override tolerantly', async () => {
    localStorage.setItem('quire.reader.device-settings', JSON.stringify({ theme: 'sepia', fontSize: 99 }));
    const { result } = renderHook(() => useDeviceReaderSettings(), { wrapper });
    await waitFor(() =>
      expect(result.current.settings).toEqual({ ...DEFAULT_READER_SETTINGS, theme: 'sepia' }),
    );
  });
});
