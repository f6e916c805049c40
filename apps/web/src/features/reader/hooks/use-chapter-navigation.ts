import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { prefetchChapter, useChapter } from '../api/get-chapter';
import { useChapterList } from '../api/get-chapter-list';
import { useReadingPosition } from '../api/reading-position';
import { useDeviceSync } from './use-device-sync';

/** Where the reader resumes inside the chapter it opens with (0–1), decided once per book. */
export type RestoreTarget = { chapter: number; position: number } | null;

/**
 * Which chapter the reader shows: the one asked for (URL, initialChapter), else the saved
 * position's, else the first; a chapter that is gone opens the nearest end of the book. Loads its
 * text (a linked chapter as soon as the contents are in), keeps the caller told of the chapter it
 * settles on, and fetches the next chapter in the background once this one is on screen.
 */
export function useChapterNavigation({
  bookId,
  requested,
  onChapterChange,
  settingsReady,
}: {
  bookId: string;
  requested: number | undefined;
  onChapterChange: (chapter: number) => void;
  /** The caller's type settings are applied: the text can be shown. */
  settingsReady: boolean;
}) {
  const queryClient = useQueryClient();
  const list = useChapterList(bookId);
  const position = useReadingPosition(bookId);
  const toc = list.data;

  const numbers = useMemo(() => toc?.chapters.map((c) => c.chapterNumber) ?? [], [toc]);
  // Another device may have moved on since this one cached it: wait for this open's own answer.
  const positionSettled = position.isFetchedAfterMount || position.isError;
  // Another device's newer place is offered, not followed silently (decision 031).
  const sync = useDeviceSync(bookId, position.data, positionSettled);
  const savedChapter = sync.openAt?.chapter ?? position.data?.chapter ?? null;
  const current = useMemo(() => {
    if (numbers.length === 0 || !positionSettled) return undefined;
    const wanted = requested ?? savedChapter ?? numbers[0];
    if (numbers.includes(wanted)) return wanted;
    // A link to a chapter that is gone: the nearest end of the book.
    return wanted > numbers[numbers.length - 1] ? numbers[numbers.length - 1] : numbers[0];
  }, [numbers, positionSettled, requested, savedChapter]);

  useEffect(() => {
    if (current !== undefined && current !== requested) onChapterChange(current);
  }, [current, requested, onChapterChange]);

  // Decided once, when the book opens: resume inside the saved chapter (another device's too).
  const restoreTarget = useRef<RestoreTarget | undefined>(undefined);
  if (restoreTarget.current === undefined && current !== undefined) {
    const saved = sync.openAt ?? position.data;
    restoreTarget.current =
      saved && saved.chapter === current && saved.position > 0
        ? { chapter: current, position: saved.position }
        : null;
  }

  const index = current === undefined ? -1 : numbers.indexOf(current);
  const previousNumber = index > 0 ? numbers[index - 1] : undefined;
  const nextNumber = index >= 0 && index < numbers.length - 1 ? numbers[index + 1] : undefined;

  // A linked chapter the book has is the one that opens, whatever the saved position says, so its
  // text is asked for as soon as the contents are in, while the position is still on its way (it
  // is only shown once the position is known, to restore the place inside it). Same request.
  const linked = requested !== undefined && numbers.includes(requested) ? requested : undefined;
  const chapterQuery = useChapter(bookId, current ?? linked);
  const chapter =
    chapterQuery.data && chapterQuery.data.chapterNumber === current ? chapterQuery.data : undefined;

  /** Set once the chapter's text can be shown; changes with every chapter shown. */
  const contentKey = chapter && settingsReady ? `${bookId}:${chapter.chapterNumber}` : null;

  // The next chapter loads in the background, so Next opens instantly.
  useEffect(() => {
    if (!contentKey || nextNumber === undefined) return;
    const timer = setTimeout(() => void prefetchChapter(queryClient, bookId, nextNumber), 1500);
    return () => clearTimeout(timer);
  }, [contentKey, nextNumber, queryClient, bookId]);

  /** Whether `target` is another chapter of this book (so moving there means something). */
  const canGoTo = useCallback(
    (target: number | undefined): target is number =>
      target !== undefined && target !== current && numbers.includes(target),
    [current, numbers],
  );

  return {
    list,
    position,
    toc,
    current,
    index,
    previousNumber,
    nextNumber,
    chapterQuery,
    chapter,
    contentKey,
    restoreTarget,
    canGoTo,
    sync,
  };
}
