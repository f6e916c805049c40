import * as routes from '@quire/shared/routes';
import { DEFAULT_READER_SETTINGS } from '@quire/shared/constants/reader';
import type { ReaderSettings, ReaderSettingsUpdate } from '@quire/shared/schemas/reader';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readerKeys } from '@/features/books';

import { offlineFallback } from '@/lib/offline/offline-fallback';

const SETTINGS_COPY_KEY = 'quire-reader-settings';

/** The reader's settings; without a connection, the copy this device kept of the last answer. */
export const getReaderSettings = (signal?: AbortSignal) =>
  offlineFallback(
    async () => {
      const settings = await api(routes.getReaderSettings, { signal });
      try {
        localStorage.setItem(SETTINGS_COPY_KEY, JSON.stringify(settings));
      } catch {
        // No room for the copy: offline reading uses the defaults.
      }
      return settings;
    },
    async () => {
      try {
        const copy = localStorage.getItem(SETTINGS_COPY_KEY);
        return copy
          ? { ...DEFAULT_READER_SETTINGS, ...(JSON.parse(copy) as ReaderSettings) }
          : { ...DEFAULT_READER_SETTINGS };
      } catch {
        return { ...DEFAULT_READER_SETTINGS };
      }
    },
  );

export const updateReaderSettings = (patch: ReaderSettingsUpdate, { keepalive = false } = {}) =>
  api(routes.updateReaderSettings, { body: patch, keepalive });

export const readerSettingsQueryOptions = () =>
  queryOptions({
    queryKey: readerKeys.settings(),
    queryFn: ({ signal }) => getReaderSettings(signal),
    staleTime: 60_000,
    // Settings follow the reader across devices: pick up changes made elsewhere on return.
    refetchOnWindowFocus: true,
    placeholderData: { ...DEFAULT_READER_SETTINGS },
    networkMode: 'always',
  });
