import {
  ALL_BOOKS_CATEGORIES,
  ALL_BOOKS_CHIP_TARGETS,
  type AllBooksCategory,
  FEATURED_MAX,
} from '@quire/shared/constants';
import { UI_TEXT } from '@quire/shared/messages';
import type { Book } from '@quire/shared/schemas/books';
import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { LayoutGrid, List, Search, SearchX } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { countOf } from '@/lib/format';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState } from '@/components/ui/query-states';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import {
  refreshBookLists,
  useBooksInfinite,
  useBooksList,
  useCachedBook,
  useDebouncedCallback,
  useFeatureSlots,
} from '@/features/books';
import { type CatalogueView, useCatalogueParams } from '../hooks/use-catalogue-params';
import { BookDetailDialog } from './book-detail-dialog';
import { CatalogueBook } from './catalogue-book';
import { FeaturedBooks } from './featured-books';
import { PageHeader } from '@/components/ui/page-header';

/** Books per "page" of the All Books list. */
export const CATALOGUE_PAGE_SIZE = 20;
const SEARCH_DEBOUNCE_MS = 350;

/** The category filter a chip sets (shared ALL_BOOKS_CHIP_TARGETS); other values filter as named. */
const chipFilter = (chip: string) =>
  chip in ALL_BOOKS_CHIP_TARGETS ? ALL_BOOKS_CHIP_TARGETS[chip as AllBooksCategory].filter : chip;

/** What the chosen chip shows, in words, with its count: 'Finance — Business books about money and investing · 12 books'. */
function chipSummary(filter: string, total: number | undefined) {
  const count = total === undefined ? '' : ` · ${countOf(total, 'book')}`;
  if (!filter) return `All — every published book${count}`;
  const chip = ALL_BOOKS_CATEGORIES.find((name) => ALL_BOOKS_CHIP_TARGETS[name].filter === filter);
  const shows = chip ? ALL_BOOKS_CHIP_TARGETS[chip].shows : `Books filed under ${filter}`;
  return `${chip ?? filter} — ${shows}${count}`;
}

/**
 * The Knowledge Pool (spec §2 All Books): search by title or author, category chips, grid or list,
 * Featured Books, 'All Books ({count})' loaded page by page, hearts that keep favourites, and a
 * detail modal with Start Reading.
 */
export function CatalogueScreen() {
  const headingId = useId();
  const queryClient = useQueryClient();
  const { ReaderOverlay, preloadReaderOverlay } = useFeatureSlots();
  const [params, update] = useCatalogueParams();
  const filter = { q: params.q.trim() || undefined, category: params.category || undefined };
  const featured = useBooksList({ ...filter, featured: true, limit: FEATURED_MAX });
  const all = useBooksInfinite({ ...filter, limit: CATALOGUE_PAGE_SIZE });
  const [selected, setSelected] = useState<Book | null>(null);
  const [reading, setReading] = useState<Book | null>(null);
  const detailBook = useCachedBook(selected?._id ?? null, selected);
  // The reader's code loads while the book's details are on screen.
  const openDetails = (book: Book) => {
    preloadReaderOverlay();
    setSelected(book);
  };

  const books = all.data?.pages.flatMap((page) => page.books) ?? [];
  const total = all.data?.pages[0]?.total;
  const chips: string[] = ['', ...ALL_BOOKS_CATEGORIES];
  if (params.category && !chips.includes(params.category)) chips.push(params.category);

  return (
    <section aria-labelledby={headingId}>
      <PageHeader
        id={headingId}
        title="Knowledge Pool"
        description="Every book on Quire, from quiet poetry to practical finance."
      />

      <div className="mt-6 space-y-4">
        <div className="flex items-center gap-3">
          <CatalogueSearch value={params.q} onSearch={(q) => update({ q }, { replace: true })} />
          <ViewToggle view={params.view} onChange={(view) => update({ view }, { replace: true })} />
        </div>
        {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of toggle buttons */}
        <div role="group" aria-label="Categories" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
          {chips.map((chip) => {
            const filter = chipFilter(chip);
            const active = params.category === filter;
            return (
              <button
                key={chip || 'all'}
                type="button"
                aria-pressed={active}
                onClick={() => update({ category: filter })}
                className={clsx(
                  'inline-flex h-10 shrink-0 items-center rounded-full border px-4 text-sm font-medium transition',
                  active
                    ? 'border-ink-900 bg-ink-900 text-paper-50'
                    : 'border-paper-300 bg-white text-ink-800 hover:border-ink-300',
                )}
              >
                {chip || 'All'}
              </button>
            );
          })}
        </div>
        <p role="status" className="text-sm text-ink-600">
          {chipSummary(params.category, total)}
        </p>
      </div>

      <div className="mt-8 space-y-10">
        {featured.data?.books.length ? (
          <FeaturedBooks books={featured.data.books} onReadNow={openDetails} />
        ) : null}

        <section aria-labelledby="all-books-heading" aria-busy={all.isFetching}>
          <div className="flex items-baseline justify-between gap-4">
            <h2
              id="all-books-heading"
              className="font-serif text-2xl font-semibold tracking-tight text-ink-900"
            >
              All Books ({total ?? '…'})
            </h2>
            {all.isFetching && !all.isFetchingNextPage && !all.isPending ? (
              <span role="status" className="flex items-center gap-1.5 text-xs text-ink-600">
                <Spinner className="size-3.5" />
                Updating…
              </span>
            ) : null}
          </div>

          <div className="mt-4">
            {all.isPending ? (
              <CatalogueSkeleton view={params.view} />
            ) : all.isError && !all.data ? (
              <ErrorState
                what="the Knowledge Pool"
                onRetry={() => all.refetch()}
                isRetrying={all.isFetching}
              />
            ) : books.length === 0 ? (
              <EmptyState
                icon={<SearchX aria-hidden="true" />}
                title={UI_TEXT.noBooksFound}
                action={
                  params.q || params.category ? (
                    <Button variant="outline" onClick={() => update({ q: '', category: '' })}>
                      Show all books
                    </Button>
                  ) : null
                }
              >
                {UI_TEXT.tryAdjusting}
              </EmptyState>
            ) : (
              <>
                <ul
                  className={clsx(
                    'transition-opacity',
                    all.isPlaceholderData && 'opacity-60',
                    params.view === 'grid'
                      ? 'grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5'
                      : 'grid gap-3 lg:grid-cols-2',
                  )}
                >
                  {books.map((book, index) => (
                    <li key={book._id}>
                      <CatalogueBook
                        book={book}
                        view={params.view}
                        onReadNow={openDetails}
                        eager={index < 5}
                      />
                    </li>
                  ))}
                </ul>
                <LoadMore
                  hasMore={Boolean(all.hasNextPage)}
                  loading={all.isFetchingNextPage}
                  onLoadMore={() => all.fetchNextPage()}
                  shown={books.length}
                  total={total ?? books.length}
                />
              </>
            )}
          </div>
        </section>
      </div>

      <BookDetailDialog
        book={reading ? null : detailBook}
        onClose={() => setSelected(null)}
        onStartReading={(book) => {
          setSelected(null);
          setReading(book);
        }}
      />
      {reading ? (
        <ReaderOverlay
          bookId={reading._id}
          onClose={() => {
            setReading(null);
            void refreshBookLists(queryClient);
          }}
        />
      ) : null}
    </section>
  );
}

function CatalogueSearch({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const id = useId();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const debounced = useDebouncedCallback((q: string) => {
    sent.current = q;
    onSearch(q);
  }, SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      debounced.cancel();
      setText(value);
    }
  }, [value, debounced]);

  return (
    <search className="min-w-0 flex-1">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          debounced.flush();
        }}
      >
        <label htmlFor={id} className="sr-only">
          Search by title or author
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-4 size-4.5 -translate-y-1/2 text-ink-500"
            aria-hidden="true"
          />
          <input
            id={id}
            type="search"
            value={text}
            autoComplete="off"
            onChange={(event) => {
              setText(event.target.value);
              debounced.call(event.target.value);
            }}
            placeholder="Search by title or author"
            className="h-11 w-full rounded-full border border-paper-300 bg-white pr-4 pl-11 text-[0.9375rem] text-ink-900 placeholder:text-ink-500 focus:border-accent-600 focus:ring-3 focus:ring-accent-600/20 focus:outline-none"
          />
        </div>
      </form>
    </search>
  );
}

function ViewToggle({ view, onChange }: { view: CatalogueView; onChange: (view: CatalogueView) => void }) {
  const options = [
    { value: 'grid', label: 'Grid view', icon: LayoutGrid },
    { value: 'list', label: 'List view', icon: List },
  ] as const;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled pair of toggle buttons
    <div
      role="group"
      aria-label="View"
      className="inline-flex shrink-0 rounded-full border border-paper-300 bg-white p-1"
    >
      {options.map(({ value, label, icon: Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          aria-label={label}
          title={label}
          onClick={() => onChange(value)}
          className={clsx(
            'grid size-9 place-items-center rounded-full transition',
            view === value ? 'bg-ink-900 text-paper-50' : 'text-ink-700 hover:bg-paper-100',
          )}
        >
          <Icon className="size-4.5" aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}

interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  shown: number;
  total: number;
}

/** Loads the next page when the end of the list scrolls into view, with a button as well. */
function LoadMore({ hasMore, loading, onLoadMore, shown, total }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(onLoadMore);
  useLayoutEffect(() => {
    load.current = onLoadMore;
  });

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading]);

  return (
    <div ref={sentinel} className="mt-8 flex flex-col items-center gap-2">
      <p className="text-sm text-ink-600">
        Showing {shown.toLocaleString()} of {total.toLocaleString()}
      </p>
      {hasMore ? (
        <Button variant="outline" onClick={onLoadMore} isLoading={loading}>
          Load more
        </Button>
      ) : null}
    </div>
  );
}

function CatalogueSkeleton({ view }: { view: CatalogueView }) {
  return (
    <div role="status">
      <span className="sr-only">{UI_TEXT.loading}</span>
      <ul
        aria-hidden="true"
        className={
          view === 'grid'
            ? 'grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5'
            : 'grid gap-3 lg:grid-cols-2'
        }
      >
        {Array.from({ length: view === 'grid' ? 10 : 6 }, (_, index) =>
          view === 'grid' ? (
            <li key={index} className="space-y-2 rounded-2xl border border-paper-200 bg-white/60 p-3">
              <Skeleton className="aspect-[2/3] w-full" />
              <Skeleton className="h-4 w-4/5" />
              <Skeleton className="h-3 w-1/2" />
            </li>
          ) : (
            <li key={index}>
              <Skeleton className="h-36 w-full rounded-2xl" />
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
