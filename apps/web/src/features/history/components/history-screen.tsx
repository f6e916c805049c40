import type { HistoryItem } from '@quire/shared/schemas/reading';
import { clsx } from 'clsx';
import { ArrowUpDown, BookOpen, CalendarCheck, Clock, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { BookCover } from '@/components/ui/book-cover';
import { inputStyles } from '@/components/ui/input';
import { ProgressBar } from '@/components/ui/progress-bar';
import { EmptyState, ErrorState } from '@/components/ui/query-states';
import { Skeleton } from '@/components/ui/skeleton';
import { StarRating } from '@/components/ui/star-rating';
import { type HistoryFilters, useHistory } from '../api/get-history';
import { countOf, formatDuration, pagesReadOf } from '@/lib/format';
import { links } from '@/lib/links';

const STATUS_OPTIONS: { value: HistoryFilters['status']; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'completed', label: 'Completed' },
  { value: 'in-progress', label: 'In Progress' },
];

/** Time spent in a book, in the app's one duration form ('<1 min', '5 h 30 min'). */
export const formatTimeSpent = formatDuration;

/** Spec §9: 100% green, above 50% blue, else orange. */
export function progressColor(percent: number): string {
  if (percent >= 100) return 'bg-green-600';
  if (percent > 50) return 'bg-blue-600';
  return 'bg-orange-500';
}

const dateFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', year: 'numeric' });

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** Reading History: every book started or finished, searchable, filterable, by completion date. */
export function HistoryScreen() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<HistoryFilters['status']>('all');
  const [order, setOrder] = useState<HistoryFilters['order']>('newest');
  const q = useDebounced(search, 250);
  const query = useHistory({ q, status, order });
  const id = useId();
  const filtered = q.trim() !== '' || status !== 'all';

  return (
    <div className="space-y-5">
      <search className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <label htmlFor={`${id}-q`} className="sr-only">
            Search by title or author
          </label>
          <Search
            className="pointer-events-none absolute top-1/2 left-3.5 size-4.5 -translate-y-1/2 text-ink-500"
            aria-hidden="true"
          />
          <input
            id={`${id}-q`}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search by title or author..."
            className={clsx(inputStyles, 'pl-10')}
          />
        </div>
        <div className="flex gap-3">
          <div className="flex-1 sm:w-44 sm:flex-none">
            <label htmlFor={`${id}-status`} className="sr-only">
              Status
            </label>
            <select
              id={`${id}-status`}
              value={status}
              onChange={(e) => setStatus(e.target.value as HistoryFilters['status'])}
              className={clsx(inputStyles, 'appearance-auto')}
            >
              {STATUS_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            onClick={() => setOrder((o) => (o === 'newest' ? 'oldest' : 'newest'))}
            className="inline-flex h-11 shrink-0 items-center gap-2 rounded-xl border border-paper-300 bg-white px-4 text-[0.9375rem] font-medium text-ink-800 transition hover:border-ink-300"
            aria-label={`Sort by completion date: ${order === 'newest' ? 'Newest First' : 'Oldest First'}. Activate to reverse.`}
          >
            <ArrowUpDown className="size-4" aria-hidden="true" />
            {order === 'newest' ? 'Newest First' : 'Oldest First'}
          </button>
        </div>
      </search>

      <div aria-live="polite" aria-busy={query.isFetching}>
        {query.isPending ? (
          <div className="space-y-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-28 rounded-2xl" />
            ))}
          </div>
        ) : query.isError ? (
          <ErrorState
            what="your reading history"
            onRetry={() => query.refetch()}
            isRetrying={query.isFetching}
          />
        ) : query.data.books.length === 0 ? (
          filtered ? (
            <EmptyState icon={<Search />} title="No books match">
              Try another title or author, or set the status back to All.
            </EmptyState>
          ) : (
            <EmptyState icon={<BookOpen />} title="Your reading history is empty">
              Books you start or finish appear here with your progress, time spent and rating. Open a book to
              begin.
            </EmptyState>
          )
        ) : (
          <>
            <p className="sr-only">{countOf(query.data.books.length, 'book')}</p>
            <ul className={clsx('space-y-3 transition-opacity', query.isPlaceholderData && 'opacity-60')}>
              {query.data.books.map((book) => (
                <li key={book.id}>
                  <HistoryRow book={book} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}

function HistoryRow({ book }: { book: HistoryItem }) {
  const completed = book.status === 'completed';
  return (
    <article className="flex gap-4 rounded-2xl border border-paper-200 bg-white p-4 shadow-card">
      <BookCover
        title={book.title}
        author={book.author}
        src={book.coverImage}
        decorative
        className="w-16 shrink-0 self-start"
      />
      <div className="grid min-w-0 flex-1 gap-3 md:grid-cols-[minmax(0,1fr)_minmax(11rem,15rem)_8.5rem] md:items-center md:gap-6">
        <div className="min-w-0">
          <h2 className="line-clamp-2 font-semibold text-ink-900 md:line-clamp-1">
            <Link
              to={links.reader(book.id)}
              className="rounded-sm underline-offset-4 hover:text-accent-700 hover:underline"
            >
              {book.title}
            </Link>
          </h2>
          <p className="truncate text-sm text-ink-600">{book.author}</p>
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1.5">
            <span
              className={clsx(
                'rounded-full px-2 py-0.5 text-xs font-semibold',
                completed ? 'bg-green-100 text-green-800' : 'bg-blue-100 text-blue-800',
              )}
            >
              {completed ? 'Completed' : 'In Progress'}
            </span>
            <StarRating rating={book.rating} />
          </div>
        </div>
        <div>
          <div className="mb-1.5 flex justify-between gap-2 text-xs text-ink-600">
            <span>{pagesReadOf(book.pagesRead, book.totalPages)}</span>
            <span className="font-semibold text-ink-800">{book.percent}%</span>
          </div>
          <ProgressBar
            size="sm"
            value={book.percent}
            label={`Progress of ${book.title}`}
            barClassName={progressColor(book.percent)}
          />
        </div>
        <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-700 md:flex-col md:items-end md:text-right">
          <div className="flex items-center gap-1.5">
            <dt>
              <CalendarCheck className="size-4 text-ink-500" aria-hidden="true" />
              <span className="sr-only">Completed on</span>
            </dt>
            <dd>
              {completed && book.dateCompleted
                ? dateFormat.format(new Date(book.dateCompleted))
                : 'In Progress'}
            </dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt>
              <Clock className="size-4 text-ink-500" aria-hidden="true" />
              <span className="sr-only">Time spent</span>
            </dt>
            <dd>{formatTimeSpent(book.timeSpentSeconds)}</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
