import { LIBRARY_PAGE_SIZE } from '@quire/shared/constants';
import { UI_TEXT } from '@quire/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { BookPlus, SearchX, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState } from '@/components/ui/query-states';
import { Spinner } from '@/components/ui/spinner';
import { useBook } from '@/features/books';
import { useSearchParams } from 'react-router';
import { useLibraryParams } from '../hooks/use-library-params';
import { activeFilterCount, type LibraryShelf } from '../lib/library-params';
import { libraryListQueryOptions } from '../lib/library-query';
import { AddBookDialog } from './add-book-dialog';
import { BookCard, BookCardSkeleton } from './book-card';
import { useBookActions } from './book-actions';
import { FilterDialog } from './filter-dialog';
import { LibraryToolbar } from './library-toolbar';
import { Pagination } from './pagination';
import { PageHeader } from '@/components/ui/page-header';
import { countOf, quoted } from '@/lib/format';

interface LibraryScreenProps {
  /** The visible heading ('Library' on /book-library, 'My Library' in the dashboard). */
  title?: string;
  /**
   * Which books show until the person picks: the whole catalogue (the spec's library, as
   * `GET /api/books` answers it) or their own (a status, a favourite, or uploaded by them).
   */
  defaultShelf?: LibraryShelf;
}

const SHELF_LABELS: Record<LibraryShelf, string> = { all: 'All books', mine: 'My books' };

/**
 * The library (spec §2): search, filters, sort, order, Add Book, a page of cards, numbered
 * pagination, the Book Details modal and the reading view. Its state lives in the URL.
 */
export function LibraryScreen({ title = 'Library', defaultShelf = 'all' }: LibraryScreenProps) {
  const headingId = useId();
  const [params, update] = useLibraryParams(defaultShelf);
  const query = useQuery(libraryListQueryOptions(params));

  const [filtersOpen, setFiltersOpen] = useState(false);
  const [addOpen, setAddOpen] = useState(false);
  const actions = useBookActions();

  // A link such as a notification's /book-library?book=<id> opens that book's details.
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedBookId = searchParams.get('book') ?? undefined;
  const linkedBook = useBook(linkedBookId);
  const { openDetails } = actions;
  useEffect(() => {
    if (!linkedBookId || linkedBook.isPending) return;
    if (linkedBook.data) openDetails(linkedBook.data);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('book');
        return next;
      },
      { replace: true },
    );
  }, [linkedBookId, linkedBook.isPending, linkedBook.data, openDetails, setSearchParams]);

  const data = query.data;
  const totalPages = data?.totalPages ?? 0;

  // A page past the end (after a delete, or an old link): go to the last page there is.
  useEffect(() => {
    if (!query.isPlaceholderData && totalPages > 0 && params.page > totalPages) {
      update({ page: totalPages }, { replace: true });
    }
  }, [query.isPlaceholderData, totalPages, params.page, update]);

  const goToPage = (page: number) => {
    update({ page });
    document.getElementById(headingId)?.scrollIntoView?.({ block: 'start' });
  };

  const filtersActive = activeFilterCount(params) > 0 || params.q.trim() !== '';
  const books = data?.books ?? [];
  const refreshing = query.isFetching && query.isPlaceholderData;

  return (
    <section aria-labelledby={headingId}>
      <PageHeader
        id={headingId}
        title={title}
        headingClassName="scroll-mt-24"
        aside={
          data ? (
            <p className="text-sm text-ink-600" aria-live="polite">
              {countOf(data.total, 'book')}
              {totalPages > 1 ? ` · page ${Math.min(params.page, totalPages)} of ${totalPages}` : ''}
            </p>
          ) : null
        }
      />

      <div className="mt-6">
        <fieldset className="mb-4 inline-flex rounded-full border border-paper-300 bg-white p-1">
          <legend className="sr-only">Which books</legend>
          {(['all', 'mine'] as const).map((shelf) => (
            <button
              key={shelf}
              type="button"
              aria-pressed={params.shelf === shelf}
              onClick={() => update({ shelf })}
              className={
                params.shelf === shelf
                  ? 'rounded-full bg-accent-600 px-4 py-1.5 text-sm font-medium text-white'
                  : 'rounded-full px-4 py-1.5 text-sm font-medium text-ink-700 hover:bg-paper-100'
              }
            >
              {SHELF_LABELS[shelf]}
            </button>
          ))}
        </fieldset>
        <LibraryToolbar
          params={params}
          onSearch={(q) => update({ q }, { replace: true })}
          onSortChange={(sort) => update({ sort })}
          onToggleOrder={() => update({ order: params.order === 'asc' ? 'desc' : 'asc' })}
          onOpenFilters={() => setFiltersOpen(true)}
          onAddBook={() => setAddOpen(true)}
        />
        <ActiveFilters
          status={params.status}
          favorites={params.favorites}
          q={params.q}
          onClearStatus={() => update({ status: null })}
          onClearFavorites={() => update({ favorites: false })}
          onClearSearch={() => update({ q: '' })}
        />
      </div>

      <div className="relative mt-6" aria-busy={query.isFetching}>
        {query.isPending ? (
          <div role="status">
            <p className="mb-4 flex items-center gap-2 font-serif text-lg text-ink-700">
              <Spinner className="size-5 text-accent-600" />
              {UI_TEXT.libraryLoading}
            </p>
            <ul
              className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-4"
              aria-hidden="true"
            >
              {Array.from({ length: LIBRARY_PAGE_SIZE }, (_, index) => (
                <li key={index}>
                  <BookCardSkeleton />
                </li>
              ))}
            </ul>
          </div>
        ) : query.isError && !data ? (
          <ErrorState what="your library" onRetry={() => query.refetch()} isRetrying={query.isFetching} />
        ) : books.length === 0 ? (
          <EmptyState
            icon={filtersActive ? <SearchX aria-hidden="true" /> : <BookPlus aria-hidden="true" />}
            title={UI_TEXT.libraryEmpty}
            action={
              filtersActive ? (
                <Button variant="outline" onClick={() => update({ q: '', status: null, favorites: false })}>
                  Clear search and filters
                </Button>
              ) : (
                <Button onClick={() => setAddOpen(true)}>Add your first book</Button>
              )
            }
          >
            {filtersActive
              ? 'Nothing matches this search or these filters.'
              : params.shelf === 'mine'
                ? 'Books you start, favorite or write appear here. Browse All books to find one.'
                : 'Add a book you are reading, or write your own.'}
          </EmptyState>
        ) : (
          <>
            {refreshing ? (
              <p
                role="status"
                className="absolute -top-5 right-0 flex items-center gap-1.5 text-xs text-ink-600"
              >
                <Spinner className="size-3.5" />
                Updating…
              </p>
            ) : null}
            <h2 className="sr-only">Books</h2>
            <ul
              className={`grid grid-cols-1 gap-4 transition-opacity min-[480px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-4 ${refreshing ? 'opacity-60' : ''}`}
            >
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
              page={Math.min(params.page, Math.max(totalPages, 1))}
              totalPages={totalPages}
              onChange={goToPage}
            />
          </>
        )}
      </div>

      <FilterDialog
        open={filtersOpen}
        value={{ status: params.status, favorites: params.favorites }}
        onClose={() => setFiltersOpen(false)}
        onApply={(filters) => {
          update(filters);
          setFiltersOpen(false);
        }}
      />
      <AddBookDialog open={addOpen} onClose={() => setAddOpen(false)} />
      {actions.modals}
    </section>
  );
}

interface ActiveFiltersProps {
  status: string | null;
  favorites: boolean;
  q: string;
  onClearStatus: () => void;
  onClearFavorites: () => void;
  onClearSearch: () => void;
}

/** What narrows the list right now, each removable in one click. */
function ActiveFilters({
  status,
  favorites,
  q,
  onClearStatus,
  onClearFavorites,
  onClearSearch,
}: ActiveFiltersProps) {
  const chips = [
    q.trim() ? { label: `Search: ${quoted(q.trim())}`, clear: onClearSearch, name: 'search' } : null,
    status ? { label: `Status: ${status}`, clear: onClearStatus, name: `status ${status}` } : null,
    favorites ? { label: 'Favorites only', clear: onClearFavorites, name: 'favorites only' } : null,
  ].filter((chip) => chip !== null);
  if (!chips.length) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-2" aria-label="Active filters">
      {chips.map((chip) => (
        <li
          key={chip.name}
          className="inline-flex h-8 items-center gap-1 rounded-full bg-accent-50 pr-1 pl-3 text-sm font-medium text-accent-800"
        >
          {chip.label}
          <button
            type="button"
            onClick={chip.clear}
            aria-label={`Remove filter: ${chip.name}`}
            className="grid size-6 place-items-center rounded-full transition hover:bg-accent-600 hover:text-white"
          >
            <X className="size-3.5" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
