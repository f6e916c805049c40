import { SHELF_CHIPS } from '@quire/shared/constants';
import type { ShelfChip } from '@quire/shared/schemas/reading';
import { clsx } from 'clsx';
import { LibraryBig } from 'lucide-react';
import { FavoriteIcon } from '@/components/ui/icons';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { links } from '@/lib/links';
import { BookCover } from '@/components/ui/book-cover';
import { EmptyState, ErrorState } from '@/components/ui/query-states';
import { Skeleton } from '@/components/ui/skeleton';
import { useShelf } from '../api/shelf';

const STATUS_LABELS = { Reading: 'Reading', Completed: 'Completed', 'Want to Read': 'Want to Read' } as const;

/** Personal Bookshelf: the caller's books (with a status or a favourite) filtered by a chip. */
export function PersonalBookshelf() {
  const [chip, setChip] = useState<ShelfChip>('All Books');
  const shelf = useShelf(chip);
  const headingId = useId();

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="font-serif text-xl font-semibold text-ink-900">
        Personal Bookshelf
      </h2>
      <fieldset className="mt-3 flex min-w-0 gap-2 overflow-x-auto pb-1">
        <legend className="sr-only">Filter the shelf</legend>
        {SHELF_CHIPS.map((c) => (
          <button
            key={c}
            type="button"
            aria-pressed={chip === c}
            onClick={() => setChip(c)}
            className={clsx(
              'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition',
              chip === c
                ? 'border-ink-900 bg-ink-900 text-paper-50'
                : 'border-paper-300 bg-white text-ink-700 hover:border-ink-300 hover:text-ink-900',
            )}
          >
            {c === 'Favorites' ? <FavoriteIcon className="size-3.5" aria-hidden="true" /> : null}
            {c}
          </button>
        ))}
      </fieldset>

      <div className="mt-5" aria-live="polite">
        {shelf.isPending ? (
          <div className="grid grid-cols-3 gap-4 sm:grid-cols-4 lg:grid-cols-6">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="aspect-[2/3] rounded-md" />
            ))}
          </div>
        ) : shelf.isError ? (
          <ErrorState what="your bookshelf" onRetry={() => shelf.refetch()} isRetrying={shelf.isFetching} />
        ) : shelf.data.books.length === 0 ? (
          chip === 'All Books' ? (
            <EmptyState icon={<LibraryBig />} title="Your shelf is empty">
              Books you start, want to read or favorite land here. Find one in the{' '}
              <Link to="/all-books" className="font-medium text-accent-700 underline underline-offset-4">
                Knowledge Pool
              </Link>
              .
            </EmptyState>
          ) : (
            <EmptyState
              icon={<LibraryBig />}
              title={`No ${chip === 'Favorites' ? 'favorites' : `${chip} books`} yet`}
            >
              {chip === 'Favorites' ? (
                'Mark a book as a favorite in the library and it appears here.'
              ) : (
                <>
                  {chip} shows the books on your shelves (reading, want to read, completed or favorite) filed
                  under {chip}, and none of yours is yet.{' '}
                  <Link
                    to={links.category(chip)}
                    className="font-medium text-accent-700 underline underline-offset-4"
                  >
                    Browse {chip} books
                  </Link>
                  .
                </>
              )}
            </EmptyState>
          )
        ) : (
          <ul
            className={clsx(
              'grid grid-cols-3 gap-x-4 gap-y-6 transition-opacity sm:grid-cols-4 lg:grid-cols-6',
              shelf.isPlaceholderData && 'opacity-60',
            )}
          >
            {shelf.data.books.map((book) => (
              <li key={book.id} className="min-w-0">
                <div className="relative">
                  <BookCover title={book.title} author={book.author} src={book.cover} decorative />
                  {book.favorite ? (
                    <span className="absolute top-1.5 right-1.5 grid size-6 place-items-center rounded-full bg-white/90 text-amber-600 shadow-sm">
                      <FavoriteIcon className="size-3.5 fill-accent-600 text-accent-600" aria-hidden="true" />
                      <span className="sr-only">Favorite</span>
                    </span>
                  ) : null}
                </div>
                <p className="mt-2 truncate text-sm font-semibold text-ink-900">{book.title}</p>
                <p className="truncate text-xs text-ink-600">{book.author}</p>
                {book.status ? (
                  <p className="mt-0.5 text-xs text-ink-500">{STATUS_LABELS[book.status]}</p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
