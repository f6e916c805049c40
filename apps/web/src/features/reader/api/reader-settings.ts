import * as routes from '@quire/shared/routes';
import { DEFAULT_READER_SETTINGS } from '@quire/shared/constants/reader';
import type { ReaderSettingsUpdate } from '@quire/shared/schemas/reader';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readerKeys } from '@/features/books';

export const getReaderSettings = (signal?: AbortSignal) => api(routes.getReaderSettings, { signal });

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
  });
