import { READER_IDLE_MS } from '@quire/shared/constants/reader';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { recordReadingSession } from '../api/record-reading-session';
import { type MeasuredSession, ReadingSessionTracker } from '../lib/reading-session-tracker';

// Scroll does not bubble, but a capturing listener on window sees every element's scroll.
const ACTIVITY_EVENTS = ['scroll', 'keydown', 'pointerdown', 'pointermove', 'wheel', 'touchstart'] as const;

interface CurrentChapter {
  number: number;
  wordCount: number;
}

/**
 * Measures reading sessions in the open chapter (active time, idle after 2 minutes without
 * scroll, key, pointer or visibility change; words read) and records each one when the chapter
 * changes, the page hides or the reader closes.
 */
export function useReadingSessions(bookId: string, chapter: CurrentChapter | undefined) {
  const tracker = useRef<ReadingSessionTracker | null>(null);
  tracker.current ??= new ReadingSessionTracker({
    idleMs: READER_IDLE_MS,
    maxSessionMs: 30 * 60_000,
    maxWordsPerSecond: 12,
  });
  const open = useRef<CurrentChapter | null>(null);

  const record = useCallback(
    (session: MeasuredSession | null, chapterNumber: number) => {
      if (!session) return;
      recordReadingSession({ ...session, bookId, chapterNumber }).catch(() => undefined);
    },
    [bookId],
  );

  const endOpen = useCallback(() => {
    const current = open.current;
    if (current) record(tracker.current!.end(Date.now()), current.number);
  }, [record]);

  const chapterNumber = chapter?.number;
  const chapterWords = chapter?.wordCount;
  // A new chapter: the previous one's session ends, this one's begins.
  useEffect(() => {
    if (chapterNumber === undefined || chapterWords === undefined) return;
    open.current = { number: chapterNumber, wordCount: chapterWords };
    tracker.current!.setChapter(chapterWords, true);
    if (document.visibilityState === 'visible') tracker.current!.begin(Date.now(), 0);
    return () => {
      endOpen();
      open.current = null;
    };
  }, [chapterNumber, chapterWords, endOpen]);

  useEffect(() => {
    let lastActivity = 0;
    const onActivity = () => {
      const now = Date.now();
      // Pointer moves come in bursts; once a second is plenty for a 2-minute idle rule.
      if (now - lastActivity < 1000) return;
      lastActivity = now;
      const current = open.current;
      if (!current || document.visibilityState !== 'visible') return;
      record(tracker.current!.activity(now), current.number);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') endOpen();
      else if (open.current) tracker.current!.begin(Date.now());
    };
    for (const name of ACTIVITY_EVENTS)
      window.addEventListener(name, onActivity, { passive: true, capture: true });
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', endOpen);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', endOpen);
    };
  }, [record, endOpen]);

  /** Where the reader is in the chapter (0..1) and whether its text scrolls at all. */
  const moveTo = useCallback((position: number, scrollable: boolean) => {
    const current = open.current;
    if (!current) return;
    tracker.current!.setChapter(current.wordCount, scrollable);
    tracker.current!.moveTo(position);
  }, []);

  /** The position restored on open is where this session starts, not words read. */
  const restartAt = useCallback(
    (position: number) => {
      const current = open.current;
      if (!current) return;
      record(tracker.current!.end(Date.now()), current.number);
      if (document.visibilityState === 'visible') tracker.current!.begin(Date.now(), position);
    },
    [record],
  );

  return useMemo(() => ({ moveTo, restartAt }), [moveTo, restartAt]);
}
