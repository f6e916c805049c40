import type { Book } from '@quire/shared/schemas/books';
import { useId } from 'react';
import { BookCoverButton } from '@/components/ui/book-cover-button';
import { Button } from '@/components/ui/button';
import { plural } from '@/lib/format';
import { StarRating } from '@/components/ui/star-rating';
import { FavoriteButton } from '@/features/books';

interface CatalogueBookProps {
  book: Book;
  view: 'grid' | 'list';
  onReadNow: (book: Book) => void;
  eager?: boolean;
}

/** A Knowledge Pool book in the grid or the list: cover, heart, title, author, rating, Read Now. */
export function CatalogueBook({ book, view, onReadNow, eager = false }: CatalogueBookProps) {
  const titleId = useId();
  const cover = (
    <BookCoverButton
      book={book}
      onClick={() => onReadNow(book)}
      eager={eager}
      width={320}
      height={480}
      className="w-full"
    />
  );
  // An unrated book says so in one word rather than with five empty stars and "(0)".
  const rating =
    book.rating.totalRatings === 0 ? (
      <p className="text-xs text-ink-600">
        <span className="rounded-full bg-accent-50 px-2 py-0.5 font-semibold text-accent-800">New</span>
        <span className="sr-only"> · not rated yet</span>
      </p>
    ) : (
      <p className="flex items-center gap-1.5 text-xs text-ink-600">
        <StarRating rating={book.rating.averageRating || null} />
        <span>
          ({book.rating.totalRatings.toLocaleString()}
          <span className={view === 'grid' ? 'sr-only' : undefined}>
            {' '}
            {plural('review', book.rating.totalRatings)}
          </span>
          )
        </span>
      </p>
    );

  if (view === 'list') {
    return (
      <article
        aria-labelledby={titleId}
        className="flex gap-4 rounded-2xl border border-paper-200 bg-white/80 p-3 shadow-card sm:p-4"
      >
        <div className="relative w-20 shrink-0 sm:w-24">{cover}</div>
        <div className="flex min-w-0 flex-1 flex-col">
          <p className="text-xs font-semibold tracking-wide text-accent-700 uppercase">{book.category}</p>
          <h3
            id={titleId}
            className="mt-0.5 line-clamp-2 font-serif text-lg leading-snug font-semibold text-ink-900"
          >
            {book.title}
          </h3>
          <p className="truncate text-sm text-ink-600">{book.author}</p>
          <div className="mt-1">{rating}</div>
          <p className="mt-2 line-clamp-2 hidden text-sm leading-relaxed text-ink-700 sm:block">
            {book.description}
          </p>
          <div className="mt-auto flex items-center gap-2 pt-3">
            <Button size="sm" onClick={() => onReadNow(book)} aria-label={`Read Now: ${book.title}`}>
              Read Now
            </Button>
            <FavoriteButton book={book} className="shadow-none ring-paper-300" />
          </div>
        </div>
      </article>
    );
  }

  return (
    <article
      aria-labelledby={titleId}
      className="group flex h-full flex-col rounded-2xl border border-paper-200 bg-white/80 p-3 shadow-card transition hover:-translate-y-0.5 hover:shadow-lifted"
    >
      <div className="relative">
        {cover}
        <FavoriteButton book={book} className="absolute top-2 right-2" />
      </div>
      <p className="mt-3 truncate text-xs font-semibold tracking-wide text-accent-700 uppercase">
        {book.category}
      </p>
      <h3
        id={titleId}
        className="mt-0.5 line-clamp-2 font-serif text-[1.0625rem] leading-snug font-semibold text-ink-900"
      >
        {book.title}
      </h3>
      <p className="truncate text-sm text-ink-600">{book.author}</p>
      <div className="mt-1.5">{rating}</div>
      <div className="mt-auto pt-3">
        <Button
          size="sm"
          variant="outline"
          className="w-full"
          onClick={() => onReadNow(book)}
          aria-label={`Read Now: ${book.title}`}
        >
          Read Now
        </Button>
      </div>
    </article>
  );
}
