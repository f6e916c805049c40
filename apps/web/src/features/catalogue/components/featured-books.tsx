import type { Book } from '@quire/shared/schemas/books';
import { BookOpen } from 'lucide-react';
import { BookCoverButton } from '@/components/ui/book-cover-button';
import { Button } from '@/components/ui/button';
import { countOf } from '@/lib/format';
import { StarRating } from '@/components/ui/star-rating';
import { FavoriteButton } from '@/features/books';

/** Featured Books: the first four featured, the first one large. */
export function FeaturedBooks({ books, onReadNow }: { books: Book[]; onReadNow: (book: Book) => void }) {
  if (!books.length) return null;
  const [lead, ...rest] = books;
  return (
    <section aria-labelledby="featured-books-heading">
      <h2
        id="featured-books-heading"
        className="font-serif text-2xl font-semibold tracking-tight text-ink-900"
      >
        Featured Books
      </h2>
      <div className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <article className="relative flex flex-col gap-5 overflow-hidden rounded-3xl bg-ink-900 p-5 text-paper-50 shadow-lifted sm:flex-row sm:p-7">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -right-20 -bottom-28 size-80 rounded-full bg-[radial-gradient(circle,rgb(192_88_58/0.45),transparent_70%)]"
          />
          <BookCoverButton
            book={lead}
            onClick={() => onReadNow(lead)}
            fullSize
            eager
            width={352}
            height={528}
            className="relative w-36 shrink-0 self-start sm:w-44"
          />
          <div className="relative flex min-w-0 flex-1 flex-col">
            <p className="text-xs font-semibold tracking-[0.14em] text-accent-200 uppercase">
              Featured · {lead.category}
            </p>
            <h3 className="mt-2 font-serif text-2xl leading-tight font-semibold text-balance sm:text-3xl">
              {lead.title}
            </h3>
            <p className="mt-1 text-paper-200">{lead.author}</p>
            <p className="mt-2 flex items-center gap-2 text-sm text-paper-200">
              {lead.rating.totalRatings === 0 ? (
                <span className="rounded-full bg-white/15 px-2 py-0.5 text-xs font-semibold text-paper-50">
                  New
                </span>
              ) : (
                <>
                  <StarRating
                    rating={lead.rating.averageRating || null}
                    className="[&_.text-ink-300]:text-white/40"
                  />
                  {countOf(lead.rating.totalRatings, 'review')}
                </>
              )}
            </p>
            <p className="mt-4 line-clamp-4 leading-relaxed text-paper-100">{lead.description}</p>
            <div className="mt-auto flex flex-wrap items-center gap-2 pt-5">
              <Button
                variant="inverse"
                onClick={() => onReadNow(lead)}
                icon={<BookOpen className="size-4.5" aria-hidden="true" />}
                aria-label={`Read Now: ${lead.title}`}
              >
                Read Now
              </Button>
              <FavoriteButton book={lead} />
            </div>
          </div>
        </article>

        {rest.length ? (
          <ul className="grid gap-3">
            {rest.map((book) => (
              <li key={book._id}>
                <article className="flex h-full items-center gap-4 rounded-2xl border border-paper-200 bg-white/80 p-3 shadow-card">
                  <BookCoverButton
                    book={book}
                    onClick={() => onReadNow(book)}
                    eager
                    width={128}
                    height={192}
                    className="w-16 shrink-0"
                  />
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-xs font-semibold tracking-wide text-accent-700 uppercase">
                      {book.category}
                    </p>
                    <h3 className="line-clamp-2 font-serif leading-snug font-semibold text-ink-900">
                      {book.title}
                    </h3>
                    <p className="truncate text-sm text-ink-600">{book.author}</p>
                  </div>
                  <div className="flex shrink-0 flex-col items-end gap-2">
                    <FavoriteButton book={book} className="shadow-none ring-paper-300" />
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => onReadNow(book)}
                      aria-label={`Read Now: ${book.title}`}
                    >
                      Read Now
                    </Button>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
