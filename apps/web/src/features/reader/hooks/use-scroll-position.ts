import { READER_COMPLETE_POSITION } from '@quire/shared/constants/reader';
import type { ChapterResponse, ReaderSettings, ReadingPosition } from '@quire/shared/schemas/reader';
import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toasts';
import { readScrollPosition, scrollToPosition } from '../lib/scroll-position';
import type { RestoreTarget } from './use-chapter-navigation';
import type { useChromeAutoHide } from './use-chrome-auto-hide';
import { usePositionSaver } from './use-position-saver';
import { useReadingSessions } from './use-reading-sessions';
import { quoted } from '@/lib/format';

/**
 * How long a chapter that fits on one screen must stay open before its end counts as read: half
 * the time its words take at an average 250 words a minute, and at least 5 seconds.
 */
export const oneScreenReadMs = (wordCount: number) => Math.max(5_000, (wordCount / 250) * 60_000 * 0.5);

const isField = (element: Element | null) =>
  element instanceof HTMLElement &&
  (element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName));

/**
 * The place inside the chapter: restores the saved one when a chapter is shown (again once web
 * fonts are in), keeps it across type changes, measures it as the person scrolls, saves it
 * (throttled) and records reading sessions from it. The bars follow the person's scrolling. The
 * first chapter shown takes the keyboard focus (the scroller), another chapter focuses its heading.
 */
export function useScrollPosition({
  bookId,
  title,
  current,
  chapter,
  contentKey,
  restoreTarget,
  settings,
  chrome,
}: {
  bookId: string;
  /** The book's title, for the 'finished' toast. */
  title: string;
  current: number | undefined;
  chapter: ChapterResponse | undefined;
  contentKey: string | null;
  restoreTarget: RefObject<RestoreTarget | undefined>;
  settings: ReaderSettings;
  chrome: ReturnType<typeof useChromeAutoHide>;
}) {
  const onPositionSaved = useCallback(
    (saved: ReadingPosition, previous?: ReadingPosition) => {
      if (saved.status === 'Completed' && previous && previous.status !== 'Completed' && title) {
        toast.success(`You finished ${quoted(title)}. What a journey!`, { id: `finished-${bookId}` });
      }
    },
    [title, bookId],
  );
  const saver = usePositionSaver(bookId, onPositionSaved);
  const sessions = useReadingSessions(
    bookId,
    chapter ? { number: chapter.chapterNumber, wordCount: chapter.wordCount } : undefined,
  );

  const scrollerRef = useRef<HTMLDivElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const tracking = useRef(false);
  const lastPosition = useRef(0);
  const focusHeadingNext = useRef(false);
  /** The first chapter shown takes the keyboard focus into the text, once. */
  const focusTextNext = useRef(true);
  const [livePosition, setLivePosition] = useState(0);
  const frame = useRef(0);
  /** Set before the reader scrolls by itself (restore, reflow): that is not the person scrolling. */
  const programmatic = useRef(false);
  const placeAt = useCallback((target: number) => {
    const scroller = scrollerRef.current;
    const text = textRef.current;
    if (!scroller || !text) return;
    const before = scroller.scrollTop;
    scrollToPosition(scroller, text, target);
    // No movement, no scroll event: only flag a scroll that will actually be reported.
    programmatic.current = scroller.scrollTop !== before;
  }, []);

  const measure = useCallback(() => {
    const scroller = scrollerRef.current;
    const text = textRef.current;
    if (!scroller || !text || current === undefined) return undefined;
    return readScrollPosition(scroller, text);
  }, [current]);

  const { follow, resetAt } = chrome;
  /** Whether the text has ever moved (any scroll event): until then it is at the top. */
  const moved = useRef(false);
  const onScroll = useCallback(() => {
    moved.current = true;
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      const scroller = scrollerRef.current;
      if (!scroller) return;
      const byReader = !programmatic.current && tracking.current;
      programmatic.current = false;
      follow(scroller, byReader);

      const measured = measure();
      if (!measured || !tracking.current || current === undefined) return;
      lastPosition.current = measured.position;
      setLivePosition(measured.position);
      saver.report({ chapter: current, position: measured.position });
      sessions.moveTo(measured.position, measured.scrollable);
    });
  }, [measure, saver, sessions, current, follow]);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  // A chapter's text is on screen (and the caller's type settings applied): go to the saved place
  // (or the top), then start measuring from there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per chapter shown, by design
  useLayoutEffect(() => {
    if (!contentKey || current === undefined) return;
    const scroller = scrollerRef.current;
    const text = textRef.current;
    if (!scroller || !text) return;
    tracking.current = false;
    const target = restoreTarget.current?.chapter === current ? restoreTarget.current.position : 0;
    // Text that has never moved is already at the top: placing it there would only make the
    // browser lay the new chapter out right now, inside this commit, instead of when it paints.
    if (target > 0 || moved.current) placeAt(target);
    let cancelled = false;
    let readTimer: ReturnType<typeof setTimeout> | undefined;
    // Web fonts change line breaks: place again once they are in, then measure.
    void document.fonts.ready.then(() =>
      requestAnimationFrame(() => {
        if (cancelled) return;
        placeAt(target);
        restoreTarget.current = null;
        const measured = readScrollPosition(scroller, text);
        lastPosition.current = measured.position;
        setLivePosition(measured.position);
        resetAt(scroller.scrollTop);
        tracking.current = true;
        sessions.restartAt(measured.position);
        // Opening a chapter that fits on one screen is not reading it: its end counts as reached
        // once the reader has stayed long enough to read it (a book is finished only when its
        // last chapter has been read, never by opening it).
        const fitsOnScreen = !measured.scrollable && measured.position >= READER_COMPLETE_POSITION;
        saver.report({ chapter: current, position: fitsOnScreen ? 0 : measured.position });
        saver.flush();
        if (fitsOnScreen) {
          readTimer = setTimeout(
            () => {
              if (cancelled || !tracking.current) return;
              lastPosition.current = 1;
              setLivePosition(1);
              saver.report({ chapter: current, position: 1 });
            },
            oneScreenReadMs(chapter?.wordCount ?? 0),
          );
        }
        if (focusHeadingNext.current) {
          focusHeadingNext.current = false;
          focusTextNext.current = false;
          headingRef.current?.focus({ preventScroll: true });
        } else if (focusTextNext.current) {
          focusTextNext.current = false;
          // PageDown, Space and the arrow keys scroll the text at once; a panel or a field the
          // person already went to keeps the focus.
          if (!document.querySelector('dialog[open]') && !isField(document.activeElement)) {
            scroller.focus({ preventScroll: true });
          }
        }
      }),
    );
    return () => {
      cancelled = true;
      clearTimeout(readTimer);
    };
  }, [contentKey]);

  // New type settings reflow the text: keep the same place in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the layout-changing settings only
  useLayoutEffect(() => {
    if (tracking.current) placeAt(lastPosition.current);
  }, [settings.fontSize, settings.lineHeight, settings.textWidth, settings.fontFamily, settings.justify]);

  /** Another chapter is about to open: stop measuring, start it at 0, focus its heading once shown. */
  const leaveChapter = useCallback(() => {
    tracking.current = false;
    focusHeadingNext.current = true;
    setLivePosition(0);
  }, []);

  return { scrollerRef, textRef, headingRef, livePosition, onScroll, leaveChapter, saver };
}
