import type { Book } from '@quire/shared/schemas/books';
import { ArrowRight, BookOpen, ChevronLeft, ChevronRight, Download } from 'lucide-react';
import { LikeIcon } from '@/components/ui/icons';
import { useRef } from 'react';
import { BookCover } from '@/components/ui/book-cover';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState, ErrorState } from '@/components/ui/query-states';
import { Skeleton } from '@/components/ui/skeleton';

interface FeaturedStoriesProps {
  books: Book[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  /** A cover was clicked: ask whether to read it. */
  onPick: (book: Book) => void;
}

const count = (n: number) => n.toLocaleString();

/** Featured Stories: a horizontal list of featured books with their badges and counts, and View All. */
export function FeaturedStories({ books, isPending, isError, onRetry, onPick }: FeaturedStoriesProps) {
  const scroller = useRef<HTMLUListElement>(null);
  const scrollBy = (direction: 1 | -1) =>
    scroller.current?.scrollBy({ left: direction * scroller.current.clientWidth * 0.8, behavior: 'smooth' });

  return (
    <section aria-labelledby="featured-heading">
      <div className="flex items-center justify-between gap-4">
        <h2 id="featured-heading" className="font-serif text-2xl font-semibold tracking-tight text-ink-900">
          Featured Stories
        </h2>
        <div className="flex items-center gap-1">
          <button
            type="button"
            onClick={() => scrollBy(-1)}
            aria-label="Scroll featured stories back"
            className="hidden size-9 place-items-center rounded-full text-ink-700 transition hover:bg-paper-200/70 sm:grid"
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={() => scrollBy(1)}
            aria-label="Scroll featured stories forward"
            className="hidden size-9 place-items-center rounded-full text-ink-700 transition hover:bg-paper-200/70 sm:grid"
          >
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
          <ButtonLink to="/all-books" variant="ghost" size="sm" className="ml-1">
            View All
            <ArrowRight className="size-4" aria-hidden="true" />
          </ButtonLink>
        </div>
      </div>

      <div className="mt-4">
        {isPending ? (
          <div className="flex gap-4 overflow-hidden" aria-hidden="true">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="h-52 w-[19rem] shrink-0 rounded-2xl" />
            ))}
          </div>
        ) : isError ? (
          <ErrorState what="the featured stories" onRetry={onRetry} />
        ) : !books?.length ? (
          <EmptyState
            title="No featured stories yet"
            action={<ButtonLink to="/all-books">Browse every book</ButtonLink>}
          >
            Featured picks appear here as soon as editors choose them.
          </EmptyState>
        ) : (
          <ul
            ref={scroller}
            className="relative -mx-1 flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-smooth px-1 pt-1 pb-4 [scrollbar-width:thin]"
          >
            {books.map((book, index) => (
              <li key={book._id} className="w-[17.5rem] shrink-0 snap-start sm:w-[20rem]">
                <FeaturedCard book={book} onPick={onPick} eager={index < 3} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function FeaturedCard({ book, onPick, eager }: { book: Book; onPick: (book: Book) => void; eager: boolean }) {
  return (
    <article className="flex h-full gap-4 rounded-2xl border border-paper-200 bg-white/80 p-4 shadow-card">
      <button
        type="button"
        onClick={() => onPick(book)}
        aria-label={`Read ${book.title} by ${book.author}`}
        className="w-24 shrink-0 self-start rounded-r-md transition hover:-translate-y-0.5 hover:shadow-lifted"
      >
        <BookCover
          title={book.title}
          author={book.author}
          src={book.coverThumb ?? book.coverImage}
          decorative
          eager={eager}
          width={192}
          height={288}
        />
      </button>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex flex-wrap gap-1.5">
          <span className="rounded-full bg-accent-50 px-2 py-0.5 text-xs font-semibold text-accent-800">
            {book.category || book.genre}
          </span>
          {book.isCompleted ? (
            <span className="rounded-full bg-sage-100 px-2 py-0.5 text-xs font-semibold text-sage-700">
              Complete
            </span>
          ) : null}
        </div>
        <h3 className="mt-2 line-clamp-2 font-serif text-[1.0625rem] leading-snug font-semibold text-ink-900">
          {book.title}
        </h3>
        <p className="truncate text-sm text-ink-600">{book.author}</p>
        <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-ink-700">{book.description}</p>
        <dl className="mt-auto flex flex-wrap gap-x-3 gap-y-1 pt-3 text-xs text-ink-600">
          <Stat
            icon={<Download className="size-3.5" aria-hidden="true" />}
            label="Downloads"
            value={count(book.downloads)}
          />
          <Stat
            icon={<LikeIcon className="size-3.5" aria-hidden="true" />}
            label="Likes"
            value={count(book.likes)}
          />
          <Stat
            icon={<BookOpen className="size-3.5" aria-hidden="true" />}
            label="Chapters"
            value={count(book.chapterCount)}
          />
        </dl>
      </div>
    </article>
  );
}

function Stat({ icon, label, value }: { icon: React.ReactNode; label: string; value: string }) {
  return (
    <div className="flex items-center gap-1" title={label}>
      <dt>
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}
