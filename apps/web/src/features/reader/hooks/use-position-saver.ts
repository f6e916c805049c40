import type { PositionBody, ReadingPosition } from '@quire/shared/schemas/reader';
import { READER_COMPLETE_POSITION } from '@quire/shared/constants/reader';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useEffectEvent, useMemo, useRef } from 'react';
import { readerKeys } from '@/features/books';
import { saveReadingPosition } from '../api/reading-position';
import { passGate, reportConflict } from '../lib/sync-gate';

/** At most one position write per this long while the reader scrolls. */
export const POSITION_SAVE_INTERVAL_MS = 3000;

/**
 * Keeps the server's reading position up to date: `report` as the reader moves (throttled to one
 * write per ~3 s, the last one always sent), `flush` on chapter change, and by itself when the
 * page is hidden or unloaded (keepalive, so the write outlives the page).
 */
export function usePositionSaver(
  bookId: string,
  onSaved?: (saved: ReadingPosition, previous?: ReadingPosition) => void,
) {
  const queryClient = useQueryClient();
  const latest = useRef<PositionBody | null>(null);
  const lastSent = useRef('');
  const lastSentAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saved = useEffectEvent((answer: ReadingPosition) => {
    const key = readerKeys.position(bookId);
    const previous = queryClient.getQueryData<ReadingPosition>(key);
    // The place is the save's; the bookmark is the bookmark's own (useSetBookmark). A save sent
    // before a bookmark was set or removed answers with the bookmark as it was, and written whole
    // it undid that change on screen.
    queryClient.setQueryData<ReadingPosition>(key, (old) =>
      old ? { ...answer, bookmarkChapter: old.bookmarkChapter } : answer,
    );
    onSaved?.(answer, previous);
  });

  const inFlight = useRef<Promise<void>>(Promise.resolve());
  const send = useCallback(
    (keepalive: boolean): Promise<void> => {
      clearTimeout(timer.current);
      timer.current = undefined;
      const body = latest.current;
      if (!body) return inFlight.current;
      const signature = `${body.chapter}:${body.position}`;
      if (signature === lastSent.current) return inFlight.current;
      // Another device's place is on offer, or the reader chose to stay: wait for a real move.
      const gate = passGate(bookId, body);
      if (!gate.send) return inFlight.current;
      lastSent.current = signature;
      lastSentAt.current = Date.now();
      inFlight.current = saveReadingPosition(
        bookId,
        { ...body, chosen: gate.chosen || undefined },
        { keepalive },
      )
        .then((answer) => {
          if (answer.applied === false && answer.fromOtherDevice) reportConflict(bookId, answer, body);
          else saved(answer);
        })
        .catch(() => {
          // Try again with the next report or flush.
          if (lastSent.current === signature) lastSent.current = '';
        });
      return inFlight.current;
    },
    [bookId],
  );

  const report = useCallback(
    (body: PositionBody) => {
      latest.current = body;
      const wait = lastSentAt.current + POSITION_SAVE_INTERVAL_MS - Date.now();
      // Reaching the end of a chapter is worth saving at once (it may complete the book).
      if (wait <= 0 || body.position >= READER_COMPLETE_POSITION) void send(false);
      else if (!timer.current) timer.current = setTimeout(() => void send(false), wait);
    },
    [send],
  );

  /** Sends the latest position now; resolves once the server has it (or the save failed). */
  const flush = useCallback((keepalive = false) => send(keepalive), [send]);

  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void send(true);
    };
    const onPageHide = () => void send(true);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      void send(true);
    };
  }, [send]);

  return useMemo(() => ({ report, flush }), [report, flush]);
}
