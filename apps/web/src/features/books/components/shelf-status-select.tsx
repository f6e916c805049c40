import { BOOK_STATUSES, type BookStatus } from '@quire/shared/constants';
import { clsx } from 'clsx';
import { useId } from 'react';
import { toast } from '@/lib/toasts';
import { useUpdateEntry } from '../api/update-entry';

/** The option that takes a book off every shelf (status null). */
const OFF_SHELF = '';

interface ShelfStatusSelectProps {
  bookId: string;
  title: string;
  status: BookStatus | null;
  className?: string;
}

/**
 * The reader's shelf for a book (Want to Read, Reading, Completed, or none), saved at once with
 * PUT /api/books/:id; the same status the library's filter and the Reading Status board read.
 */
export function ShelfStatusSelect({ bookId, title, status, className }: ShelfStatusSelectProps) {
  const id = useId();
  const update = useUpdateEntry();
  const change = (value: string) => {
    const next = value === OFF_SHELF ? null : (value as BookStatus);
    update.mutate(
      { bookId, body: { status: next } },
      {
        onSuccess: () =>
          toast.success(next ? `${title} is on your ${next} shelf` : `${title} is off your shelves`),
        onError: () => toast.error('Could not change the shelf. Please try again.'),
      },
    );
  };
  return (
    <div className={clsx('flex items-center gap-2', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink-700">
        Shelf
      </label>
      <select
        id={id}
        value={status ?? OFF_SHELF}
        disabled={update.isPending}
        onChange={(event) => change(event.target.value)}
        className="h-10 rounded-full border border-paper-300 bg-white/80 pr-8 pl-3.5 text-sm font-medium text-ink-800 transition hover:border-ink-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 disabled:opacity-60"
      >
        <option value={OFF_SHELF}>Not on a shelf</option>
        {BOOK_STATUSES.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}
