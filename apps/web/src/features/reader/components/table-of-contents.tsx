import { READER_WORDS_PER_MINUTE } from '@quire/shared/constants/reader';
import type { TocChapter } from '@quire/shared/schemas/reader';
import { clsx } from 'clsx';
import { Bookmark } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { minutesToRead, typeset } from '../lib/paragraphs';

/** The chapters, the current one marked and scrolled into view, the bookmarked one flagged. */
export function TableOfContents({
  chapters,
  current,
  bookmarkChapter,
  onSelect,
}: {
  chapters: TocChapter[];
  current: number;
  bookmarkChapter: number | null;
  onSelect: (chapter: number) => void;
}) {
  const currentRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    currentRef.current?.scrollIntoView({ block: 'center' });
  }, []);
  const bookmarked =
    bookmarkChapter !== null ? chapters.find((c) => c.chapterNumber === bookmarkChapter) : undefined;

  return (
    <nav aria-label="Table of contents">
      {bookmarked && bookmarked.chapterNumber !== current ? (
        <button
          type="button"
          onClick={() => onSelect(bookmarked.chapterNumber)}
          className="mb-3 flex w-full items-center gap-3 rounded-xl bg-(--reader-accent-soft) px-3 py-2.5 text-left text-sm transition hover:brightness-95"
        >
          <Bookmark className="size-4 shrink-0 fill-current text-(--reader-accent)" aria-hidden="true" />
          <span className="min-w-0">
            <span className="block font-semibold">Go to your bookmark</span>
            <span className="block truncate text-(--reader-muted)">
              Chapter {bookmarked.chapterNumber}: {bookmarked.title}
            </span>
          </span>
        </button>
      ) : null}
      <ol className="-mx-2">
        {chapters.map((chapter) => {
          const isCurrent = chapter.chapterNumber === current;
          return (
            <li key={chapter._id}>
              <button
                ref={isCurrent ? currentRef : undefined}
                type="button"
                aria-current={isCurrent ? 'true' : undefined}
                onClick={() => onSelect(chapter.chapterNumber)}
                className={clsx(
                  'flex w-full items-baseline gap-3 rounded-lg px-2 py-2.5 text-left transition',
                  isCurrent ? 'bg-(--reader-surface)' : 'hover:bg-(--reader-surface)',
                )}
              >
                <span
                  className={clsx(
                    'w-7 shrink-0 text-right text-sm tabular-nums',
                    isCurrent ? 'font-semibold text-(--reader-accent)' : 'text-(--reader-muted)',
                  )}
                >
                  {chapter.chapterNumber}
                </span>
                <span
                  className={clsx('min-w-0 flex-1 font-serif leading-snug', isCurrent && 'font-semibold')}
                >
                  {typeset(chapter.title)}
                  {chapter.chapterNumber === bookmarkChapter ? (
                    <>
                      <Bookmark
                        className="ml-1.5 inline size-3.5 fill-current align-[-0.1em] text-(--reader-accent)"
                        aria-hidden="true"
                      />
                      <span className="sr-only"> (bookmarked)</span>
                    </>
                  ) : null}
                </span>
                <span className="shrink-0 text-xs text-(--reader-muted) tabular-nums">
                  {minutesToRead(chapter.wordCount, READER_WORDS_PER_MINUTE)} min
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
