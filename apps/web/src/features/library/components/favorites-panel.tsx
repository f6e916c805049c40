import { LIBRARY_PAGE_SIZE } from '@quire/shared/constants';
import { UI_TEXT } from '@quire/shared/messages';
import { FavoriteIcon } from '@/components/ui/icons';
import { useId, useState } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState, ErrorState } from '@/components/ui/query-states';
import { useBooksList } from '@/features/books';
import { BookCard, BookCardSkeleton } from './book-card';
import { useBookActions } from './book-actions';
import { Pagination } from './pagination';
import { PageHeader } from '@/components/ui/page-header';
import { countOf } from '@/lib/format';

/** The dashboard's Favorite tab: the caller's favourite books as library cards. */
export function FavoritesPanel() {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const query = useBooksList({
    page,
    limit: LIBRARY_PAGE_SIZE,
    favorites: true,
    sort: 'createdAt',
    order: 'desc',
  });
  const actions = useBookActions();
  const books = query.data?.books ?? [];

  return (
    <section aria-labelledby={headingId}>
      <PageHeader
        id={headingId}
        title="Favorites"
        aside={
          query.data?.total ? (
            <p className="text-sm text-ink-600">{countOf(query.data.total, 'favorite')}</p>
          ) : null
        }
      />

      <div className="mt-6">
        {query.isPending ? (
          <div role="status">
            <p className="sr-only">{UI_TEXT.loading}</p>
            <ul
              className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-4"
              aria-hidden="true"
            >
              {Array.from({ length: 4 }, (_, index) => (
                <li key={index}>
                  <BookCardSkeleton />
                </li>
              ))}
            </ul>
          </div>
        ) : query.isError && !query.data ? (
          <ErrorState what="your favorites" onRetry={() => query.refetch()} isRetrying={query.isFetching} />
        ) : books.length === 0 ? (
          <EmptyState
            icon={<FavoriteIcon aria-hidden="true" />}
            title="No favorites yet"
            action={<ButtonLink to="/all-books">Browse the Knowledge Pool</ButtonLink>}
          >
            Tap the star on any book in your library, or the heart in the Knowledge Pool, to keep it here.
          </EmptyState>
        ) : (
          <>
            <h2 className="sr-only">Favorite books</h2>
            <ul className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-4">
              {books.map((book, index) => (
                <li key={book._id}>
                  <BookCard
                    book={book}
                    eager={index < 4}
                    onOpenDetails={actions.openDetails}
                    onDelete={actions.askDelete}
                  />
                </li>
              ))}
            </ul>
            <Pagination
              className="mt-8"
              page={page}
              totalPages={query.data?.totalPages ?? 0}
              onChange={setPage}
            />
          </>
        )}
      </div>
      {actions.modals}
    </section>
  );
}
