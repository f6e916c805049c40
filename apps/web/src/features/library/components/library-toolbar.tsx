import { BOOK_SORT_FIELDS, type BookSortField } from '@quire/shared/constants';
import { clsx } from 'clsx';
import {
  ArrowDownWideNarrow,
  ArrowUpDown,
  ArrowUpNarrowWide,
  Plus,
  Search,
  SlidersHorizontal,
} from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useDebouncedCallback, useFeatureSlots } from '@/features/books';
import { activeFilterCount, type LibraryParams, SORT_LABELS } from '../lib/library-params';

/** How long typing has to pause before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 350;

interface LibraryToolbarProps {
  params: LibraryParams;
  onSearch: (q: string) => void;
  onSortChange: (sort: BookSortField) => void;
  onToggleOrder: () => void;
  onOpenFilters: () => void;
  onAddBook: () => void;
}

const controlClass =
  'h-11 rounded-full border border-paper-300 bg-white text-[0.9375rem] text-ink-900 transition hover:border-ink-300 focus:border-accent-600 focus:ring-3 focus:ring-accent-600/20 focus:outline-none';

/** Search box, Filters, sort select, ascending/descending toggle, Import (from the app) and Add Book. */
export function LibraryToolbar({
  params,
  onSearch,
  onSortChange,
  onToggleOrder,
  onOpenFilters,
  onAddBook,
}: LibraryToolbarProps) {
  const searchId = useId();
  const sortId = useId();
  const { ImportBooks } = useFeatureSlots();
  const [text, setText] = useState(params.q);
  const sent = useRef(params.q);
  const debounced = useDebouncedCallback((value: string) => {
    sent.current = value;
    onSearch(value);
  }, SEARCH_DEBOUNCE_MS);

  // The URL changed from elsewhere (Back, a header search, Reset): show what it says.
  useEffect(() => {
    if (params.q !== sent.current) {
      sent.current = params.q;
      debounced.cancel();
      setText(params.q);
    }
  }, [params.q, debounced]);

  const filters = activeFilterCount(params);
  const ascending = params.order === 'asc';

  return (
    <div className="flex flex-wrap items-center gap-2 sm:gap-3 lg:flex-nowrap">
      <search className="order-1 min-w-0 flex-1 basis-60 sm:basis-40">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            debounced.flush();
          }}
        >
          <label htmlFor={searchId} className="sr-only">
            Search books by title or author
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-4 size-4.5 -translate-y-1/2 text-ink-500"
              aria-hidden="true"
            />
            <input
              id={searchId}
              type="search"
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                debounced.call(event.target.value);
              }}
              placeholder="Search books..."
              autoComplete="off"
              className={clsx(controlClass, 'w-full pr-4 pl-11 placeholder:text-ink-500')}
            />
          </div>
        </form>
      </search>

      {/* On a phone: the search and Filters on one row, the order and the actions on the next. */}
      <div className="order-4 flex items-center gap-2 max-sm:ml-auto lg:order-3">
        <ImportBooks compact />
        <Button
          onClick={onAddBook}
          icon={<Plus className="size-4.5" aria-hidden="true" />}
          className="max-sm:px-4"
        >
          Add Book
        </Button>
      </div>

      <div className="contents sm:flex sm:items-center sm:gap-2 sm:order-3 lg:order-2">
        <Button
          variant="outline"
          onClick={onOpenFilters}
          icon={<SlidersHorizontal className="size-4" aria-hidden="true" />}
          aria-label={filters ? `Filters (${filters} active)` : 'Filters'}
          className="order-2 px-3.5 sm:order-none sm:px-5"
        >
          <span className="hidden sm:inline">Filters</span>
          {filters ? (
            <span
              aria-hidden="true"
              className="grid size-5 place-items-center rounded-full bg-accent-600 text-xs font-semibold text-white"
            >
              {filters}
            </span>
          ) : null}
        </Button>

        <div className="relative order-3 flex min-w-0 flex-1 basis-28 items-center sm:order-none sm:flex-none">
          <label htmlFor={sortId} className="sr-only">
            Sort by
          </label>
          <ArrowUpDown
            className="pointer-events-none absolute left-3.5 size-4 text-ink-500 max-sm:hidden"
            aria-hidden="true"
          />
          <select
            id={sortId}
            value={params.sort}
            onChange={(event) => onSortChange(event.target.value as BookSortField)}
            className={clsx(
              controlClass,
              'min-w-0 flex-1 rounded-r-none border-r-0 pr-1 pl-3.5 max-sm:text-sm sm:pr-7 sm:pl-9',
            )}
          >
            {BOOK_SORT_FIELDS.map((field) => (
              <option key={field} value={field}>
                {SORT_LABELS[field]}
              </option>
            ))}
          </select>
          <button
            type="button"
            onClick={onToggleOrder}
            aria-label={
              ascending ? 'Ascending order (switch to descending)' : 'Descending order (switch to ascending)'
            }
            title={ascending ? 'Ascending' : 'Descending'}
            className={clsx(
              controlClass,
              'inline-flex shrink-0 items-center gap-1.5 rounded-l-none px-3 text-sm font-medium text-ink-800 hover:bg-paper-100 sm:px-3.5',
            )}
          >
            {ascending ? (
              <ArrowUpNarrowWide className="size-4.5" aria-hidden="true" />
            ) : (
              <ArrowDownWideNarrow className="size-4.5" aria-hidden="true" />
            )}
            <span className="hidden sm:inline" aria-hidden="true">
              {ascending ? 'Asc' : 'Desc'}
            </span>
          </button>
        </div>
      </div>
    </div>
  );
}
