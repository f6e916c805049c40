import { DEFAULT_READER_SETTINGS, type ReaderSettings, type ReaderSettingsUpdate } from '@quire/shared';
import { queryOptions } from '@tanstack/react-query';
import { get, put } from '@/lib/api-client';
import { readerKeys } from '@/features/books';

export const getReaderSettings = (signal?: AbortSignal) =>
  get<ReaderSettings>('/api/reader/settings', { signal });

export const updateReaderSettings = (patch: ReaderSettingsUpdate, { keepalive = false } = {}) =>
  put<ReaderSettings>('/api/reader/settings', patch, { keepalive });

export const readerSettingsQueryOptions = () =>
  queryOptions({
    queryKey: readerKeys.settings(),
    queryFn: ({ signal }) => getReaderSettings(signal),
    staleTime: 60_000,
    // Settings follow the reader across devices: pick up changes made elsewhere on return.
    refetchOnWindowFocus: true,
    placeholderData: { ...DEFAULT_READER_SETTINGS },
  });
