import { READER_WORDS_PER_MINUTE } from '@quire/shared/constants/reader';
import { TIME_LEFT_MESSAGES, timeLeftText } from '@quire/shared/messages/time-left';
import type { ChapterResponse } from '@quire/shared/schemas/reader';
import { clsx } from 'clsx';
import { useReadingSpeed } from '@/features/books';

/**
 * Words left from the place reached in the chapter (0–1) to its end, and to the end of the book
 * (null when this is the last chapter).
 */
export function wordsLeft(chapter: ChapterResponse, position: number) {
  const inChapter = Math.max(0, chapter.wordCount * (1 - Math.min(1, Math.max(0, position))));
  const after = Math.max(0, chapter.totalWords - chapter.wordsBefore - chapter.wordCount);
  return { inChapter, inBook: chapter.next === null ? null : inChapter + after };
}

/**
 * "about 6 min left in chapter · 2 h 10 min in book" at the reader's own speed (the default until
 * it is measured), in a quiet line at the foot of the page. On phones it shows while the bars are
 * tucked away, so it never sits under them.
 */
export function TimeLeft({
  chapter,
  position,
  barsShown,
}: {
  chapter: ChapterResponse | undefined;
  position: number;
  barsShown: boolean;
}) {
  const speed = useReadingSpeed();
  if (!chapter || chapter.wordCount === 0) return null;
  const wpm = speed.data?.wordsPerMinute ?? READER_WORDS_PER_MINUTE;
  const left = wordsLeft(chapter, position);
  const text = timeLeftText(left.inChapter / wpm, left.inBook === null ? null : left.inBook / wpm);
  return (
    // A quiet strip across the foot of the page in the page's own colour: the text scrolls under
    // it, so the words above it are never covered by the pill.
    <aside
      aria-label={TIME_LEFT_MESSAGES.timeLeft}
      className={clsx(
        'pointer-events-none absolute inset-x-0 bottom-0 z-10 flex h-[calc(2rem+env(safe-area-inset-bottom))] items-start justify-center bg-(--reader-bg) pt-1.5 transition-opacity duration-300',
        barsShown ? 'opacity-0 sm:opacity-100' : 'opacity-100',
      )}
    >
      <span
        data-time-left=""
        className="max-w-[calc(100%-1.5rem)] truncate font-sans text-xs text-(--reader-muted) tabular-nums"
      >
        {text}
      </span>
    </aside>
  );
}
