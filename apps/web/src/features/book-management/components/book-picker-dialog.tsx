import { Check, Plus, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { BookCover } from '@/components/ui/book-cover';
import { Dialog } from '@/components/ui/dialog';
import { inputStyles } from '@/components/ui/input';
import { ErrorState } from '@/components/ui/query-states';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useSearchBooks } from '../api/search-books';
import { quoted } from '@/lib/format';

export interface PickableBook {
  id: string;
  title: string;
  author: string;
  cover: string | null;
}

interface BookPickerDialogProps {
  open: boolean;
  title: string;
  description?: string;
  /** Ids already chosen (shown as added). */
  chosenIds: ReadonlySet<string>;
  /** The id being added right now, if any. */
  pendingId?: string | null;
  onPick: (book: PickableBook) => void;
  onClose: () => void;
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** Finds books in the catalogue by title or author and adds them one click at a time. */
export function BookPickerDialog({
  open,
  title,
  description,
  chosenIds,
  pendingId,
  onPick,
  onClose,
}: BookPickerDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={title} description={description} className="p-6">
      <Picker chosenIds={chosenIds} pendingId={pendingId} onPick={onPick} />
    </Dialog>
  );
}

function Picker({
  chosenIds,
  pendingId,
  onPick,
}: Pick<BookPickerDialogProps, 'chosenIds' | 'pendingId' | 'onPick'>) {
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 250);
  const results = useSearchBooks(q);
  const id = useId();
  const books = results.data?.books ?? [];

  return (
    <div className="mt-4">
      <label htmlFor={`${id}-q`} className="sr-only">
        Search books by title or author
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3.5 size-4.5 -translate-y-1/2 text-ink-500"
          aria-hidden="true"
        />
        <input
          id={`${id}-q`}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Search books by title or author..."
          className={`${inputStyles} pl-10`}
        />
      </div>
      <div className="mt-4 max-h-[min(24rem,55dvh)] overflow-y-auto" aria-live="polite">
        {results.isPending ? (
          <div className="space-y-2">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-16 rounded-xl" />
            ))}
          </div>
        ) : results.isError ? (
          <ErrorState what="books" onRetry={() => results.refetch()} isRetrying={results.isFetching} />
        ) : books.length === 0 ? (
          <p className="py-8 text-center text-sm text-ink-600">
            {q ? `No books match ${quoted(q)}.` : 'The catalogue is empty. Upload a book first.'}
          </p>
        ) : (
          <ul className="divide-y divide-paper-200">
            {books.map((book) => {
              const chosen = chosenIds.has(book.id);
              const pending = pendingId === book.id;
              return (
                <li key={book.id} className="flex items-center gap-3 py-2.5">
                  <BookCover
                    title={book.title}
                    author={book.author}
                    src={book.coverThumb ?? book.coverImage}
                    decorative
                    className="w-10 shrink-0"
                  />
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-semibold text-ink-900">{book.title}</p>
                    <p className="truncate text-xs text-ink-600">{book.author}</p>
                  </div>
                  {chosen ? (
                    <span className="inline-flex h-9 items-center gap-1.5 px-3 text-sm font-medium text-sage-700">
                      <Check className="size-4" aria-hidden="true" />
                      Added
                    </span>
                  ) : (
                    <button
                      type="button"
                      onClick={() =>
                        onPick({
                          id: book.id,
                          title: book.title,
                          author: book.author,
                          cover: book.coverThumb ?? book.coverImage,
                        })
                      }
                      disabled={pending}
                      aria-label={`Add ${book.title}`}
                      className="inline-flex h-9 items-center gap-1.5 rounded-full border border-paper-300 bg-white px-3 text-sm font-medium text-ink-800 transition hover:border-ink-300 disabled:opacity-60"
                    >
                      {pending ? (
                        <Spinner className="size-4" />
                      ) : (
                        <Plus className="size-4" aria-hidden="true" />
                      )}
                      Add
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
