import { SUGGESTION_ROTATE_MS, SUGGESTIONS_PER_SLIDE } from '@quire/shared/constants';
import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { BookCover } from '@/components/ui/book-cover';
import { Skeleton } from '@/components/ui/skeleton';
import { type SuggestedBook, useSuggestions } from '../api/get-suggestions';
import { useIdle } from '@/hooks/use-idle';

/**
 * 'You may also like': books from the same category first, two at a time, moving on every 15 s.
 * Rotation pauses while the pointer or focus is inside, and has a pause button (WCAG 2.2.2).
 */
export function SuggestionsPanel({
  bookId,
  category,
  onPick,
  className,
}: {
  bookId: string;
  category: string | undefined;
  onPick: (book: SuggestedBook) => void;
  className?: string;
}) {
  // Asked for once the chapter is on screen and the browser is idle: the two catalogue lists and
  // their covers do not compete with the text. The placeholders hold the panel's place meanwhile.
  const idle = useIdle();
  const suggestions = useSuggestions(idle ? category : undefined, bookId);
  const books = suggestions.data ?? [];
  const slides = Math.max(1, Math.ceil(books.length / SUGGESTIONS_PER_SLIDE));
  const [slide, setSlide] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const headingId = useId();
  const current = slide % slides;

  useEffect(() => {
    if (paused || hovered || slides < 2) return;
    const timer = setInterval(() => setSlide((value) => value + 1), SUGGESTION_ROTATE_MS);
    return () => clearInterval(timer);
  }, [paused, hovered, slides]);

  if (suggestions.isSuccess && books.length === 0) return null;
  if (suggestions.isError) return null;
  const visible = books.slice(
    current * SUGGESTIONS_PER_SLIDE,
    current * SUGGESTIONS_PER_SLIDE + SUGGESTIONS_PER_SLIDE,
  );

  return (
    <aside
      aria-labelledby={headingId}
      className={clsx('rounded-2xl border border-(--reader-border) bg-(--reader-surface)/60 p-4', className)}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHovered(false);
      }}
    >
      <h2 id={headingId} className="font-serif text-base font-semibold">
        You may also like
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-3" aria-live={paused || hovered ? 'polite' : 'off'}>
        {suggestions.isPending
          ? [0, 1].map((i) => (
              <li key={i} className="flex gap-3 xl:block">
                <Skeleton className="aspect-[2/3] w-16 shrink-0 rounded-md bg-(--reader-border) sm:w-20 xl:w-full" />
                <div className="flex-1">
                  <Skeleton className="h-3.5 w-4/5 bg-(--reader-border) xl:mt-2" />
                  <Skeleton className="mt-1.5 h-3 w-3/5 bg-(--reader-border)" />
                </div>
              </li>
            ))
          : visible.map((book) => (
              <li key={book._id} className="animate-fade-in">
                <button
                  type="button"
                  onClick={() => onPick(book)}
                  aria-label={`${book.title} by ${book.author}`}
                  className="group flex w-full items-start gap-3 rounded-lg text-left xl:block"
                >
                  <BookCover
                    title={book.title}
                    author={book.author}
                    src={book.coverThumb ?? book.coverImage}
                    decorative
                    className="w-16 shrink-0 transition duration-200 group-hover:-translate-y-0.5 group-hover:shadow-lifted sm:w-20 xl:w-full"
                  />
                  <span className="block min-w-0 pt-0.5 xl:pt-0">
                    <span className="line-clamp-3 font-serif text-sm leading-snug font-semibold xl:mt-2 xl:line-clamp-2">
                      {book.title}
                    </span>
                    <span className="mt-0.5 block truncate text-xs text-(--reader-muted)">{book.author}</span>
                    <span className="mt-1 block truncate text-xs text-(--reader-muted) xl:hidden">
                      {book.category}
                    </span>
                  </span>
                </button>
              </li>
            ))}
      </ul>
      {slides > 1 ? (
        <div className="mt-3 flex items-center justify-between">
          <button
            type="button"
            aria-label="Previous suggestions"
            onClick={() => setSlide(current === 0 ? slides - 1 : current - 1)}
            className="grid size-9 place-items-center rounded-full text-(--reader-muted) hover:bg-(--reader-surface) hover:text-(--reader-fg)"
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
          </button>
          <span className="text-xs text-(--reader-muted) tabular-nums" aria-hidden="true">
            {current + 1} / {slides}
          </span>
          <div className="flex">
            <button
              type="button"
              aria-label={paused ? 'Resume rotating suggestions' : 'Pause rotating suggestions'}
              onClick={() => setPaused((value) => !value)}
              className="grid size-9 place-items-center rounded-full text-(--reader-muted) hover:bg-(--reader-surface) hover:text-(--reader-fg)"
            >
              {paused ? (
                <Play className="size-3.5" aria-hidden="true" />
              ) : (
                <Pause className="size-3.5" aria-hidden="true" />
              )}
            </button>
            <button
              type="button"
              aria-label="Next suggestions"
              onClick={() => setSlide(current + 1)}
              className="grid size-9 place-items-center rounded-full text-(--reader-muted) hover:bg-(--reader-surface) hover:text-(--reader-fg)"
            >
              <ChevronRight className="size-4" aria-hidden="true" />
            </button>
          </div>
        </div>
      ) : null}
    </aside>
  );
}
