import { FONT_SIZE_MAX, FONT_SIZE_MIN } from '@quire/shared/constants';
import { DEFAULT_READER_SETTINGS } from '@quire/shared/constants/reader';
import { READER_MESSAGES } from '@quire/shared/messages/reader';
import type { ReaderSettings, ReaderSettingsUpdate } from '@quire/shared/schemas/reader';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { toast } from '@/lib/toasts';
import { readerKeys } from '@/features/books';
import { readerSettingsQueryOptions, updateReaderSettings } from '../api/reader-settings';

const SAVE_DELAY_MS = 600;

/**
 * A change to the settings: a patch, or a function of the settings as they are at that moment
 * (a step such as "one size larger" must build on the previous step, even before it is rendered).
 */
export type ReaderSettingsChange = ReaderSettingsUpdate | ((current: ReaderSettings) => ReaderSettingsUpdate);

/** One font-size step from the current size, kept within the bounds. */
export const stepFontSize =
  (delta: number) =>
  (current: ReaderSettings): ReaderSettingsUpdate => ({
    fontSize: Math.min(FONT_SIZE_MAX, Math.max(FONT_SIZE_MIN, current.fontSize + delta)),
  });

/**
 * The reader settings: applied at once in the UI (optimistic), saved to the server a moment after
 * the last change (a burst of font-size clicks is one request) and on leaving the page, so they
 * apply on every device. Each change reads the settings from the query cache when it is made, not
 * from the last render, so quick repeated steps never drop one; only the save is debounced.
 */
export function useReaderSettings() {
  const queryClient = useQueryClient();
  const query = useQuery(readerSettingsQueryOptions());
  const pending = useRef<ReaderSettingsUpdate>({});
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(
    (keepalive = false) => {
      clearTimeout(timer.current);
      const patch = pending.current;
      if (Object.keys(patch).length === 0) return;
      pending.current = {};
      updateReaderSettings(patch, { keepalive })
        .then((saved) => {
          // A newer change is on its way: the UI already shows it, do not step back.
          if (Object.keys(pending.current).length === 0)
            queryClient.setQueryData(readerKeys.settings(), saved);
        })
        .catch(() => {
          toast.error(READER_MESSAGES.settingsSaveFailed, { id: 'reader-settings-failed' });
          void queryClient.invalidateQueries({ queryKey: readerKeys.settings() });
        });
    },
    [queryClient],
  );

  const update = useCallback(
    (change: ReaderSettingsChange) => {
      void queryClient.cancelQueries({ queryKey: readerKeys.settings() });
      const current =
        queryClient.getQueryData<ReaderSettings>(readerKeys.settings()) ?? DEFAULT_READER_SETTINGS;
      const patch = typeof change === 'function' ? change(current) : change;
      const changed = (Object.keys(patch) as (keyof ReaderSettingsUpdate)[]).filter(
        (key) => patch[key] !== undefined && patch[key] !== current[key],
      );
      if (changed.length === 0) return;
      queryClient.setQueryData<ReaderSettings>(readerKeys.settings(), { ...current, ...patch });
      pending.current = { ...pending.current, ...patch };
      clearTimeout(timer.current);
      timer.current = setTimeout(() => flush(), SAVE_DELAY_MS);
    },
    [queryClient, flush],
  );

  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush(true);
    };
    const onPageHide = () => flush(true);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      flush(true);
    };
  }, [flush]);

  const settings: ReaderSettings = query.data ?? DEFAULT_READER_SETTINGS;
  return {
    settings,
    /** False until the caller's own settings arrived (or failed to: then the defaults apply). */
    isReady: !query.isPlaceholderData || query.isError,
    update,
  };
}
