import type { BookStatus } from '@quire/shared/constants';
import type { StatusBoard, StatusBoardItem } from '@quire/shared/schemas/reading';
import { clsx } from 'clsx';
import { ArrowRight, BookCheck, BookMarked, BookOpen, Plus } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { toast } from '@/lib/toasts';
import { BookCover } from '@/components/ui/book-cover';
import { ProgressBar } from '@/components/ui/progress-bar';
import { ErrorState } from '@/components/ui/query-states';
import { Skeleton } from '@/components/ui/skeleton';
import { StarRating } from '@/components/ui/star-rating';
import { isApiError } from '@/lib/api-client';
import { useSetBookStatus, useStatusBoard } from '../api/status-board';
import { BookPickerDialog } from './book-picker-dialog';

const COLUMNS: {
  key: keyof StatusBoard;
  status: BookStatus;
  title: string;
  /** Short name on the move buttons. */
  short: string;
  icon: typeof BookOpen;
  tint: string;
  empty: string;
}[] = [
  {
    key: 'reading',
    status: 'Reading',
    title: 'Currently Reading',
    short: 'Reading',
    icon: BookOpen,
    tint: 'text-blue-700 bg-blue-50',
    empty: 'Books you are reading show up here.',
  },
  {
    key: 'wantToRead',
    status: 'Want to Read',
    title: 'Want to Read',
    short: 'Want to Read',
    icon: BookMarked,
    tint: 'text-accent-700 bg-accent-50',
    empty: 'Save books for later with Add to Want to Read.',
  },
  {
    key: 'completed',
    status: 'Completed',
    title: 'Completed',
    short: 'Completed',
    icon: BookCheck,
    tint: 'text-green-700 bg-green-50',
    empty: 'Finished books land here.',
  },
];

/** The Reading Status board: three columns; each card can be moved to the other two. */
export function ReadingStatusBoard() {
  const board = useStatusBoard();
  const move = useSetBookStatus();
  const [picking, setPicking] = useState(false);
  const headingId = useId();
  const onBoard = useMemo(
    () =>
      new Set(
        board.data
          ? [...board.data.reading, ...board.data.wantToRead, ...board.data.completed].map((b) => b.id)
          : [],
      ),
    [board.data],
  );

  const moveTo = (book: Pick<StatusBoardItem, 'id' | 'title'>, status: BookStatus, title: string) =>
    move.mutate(
      { bookId: book.id, status },
      {
        onSuccess: () => toast.success(`Moved ${book.title} to ${title}`),
        onError: (error) =>
          toast.error(isApiError(error) ? error.message : 'Could not move the book. Please try again.'),
      },
    );

  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="font-serif text-xl font-semibold text-ink-900">
          Reading Status
        </h2>
        <button
          type="button"
          onClick={() => setPicking(true)}
          className="inline-flex h-9 items-center gap-1.5 rounded-full border border-paper-300 bg-white px-3.5 text-sm font-medium text-ink-800 transition hover:border-ink-300"
        >
          <Plus className="size-4" aria-hidden="true" />
          Add to Want to Read
        </button>
      </div>
      <div className="mt-4">
        {board.isPending ? (
          <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-64 rounded-2xl" />
            ))}
          </div>
        ) : board.isError ? (
          <ErrorState
            what="your reading status board"
            onRetry={() => board.refetch()}
            isRetrying={board.isFetching}
          />
        ) : (
          <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
            {COLUMNS.map((column) => (
              <Column
                key={column.key}
                column={column}
                items={board.data[column.key]}
                onMove={(book, target) => moveTo(book, target.status, target.title)}
              />
            ))}
          </div>
        )}
      </div>
      <BookPickerDialog
        open={picking}
        title="Add to Want to Read"
        description="Pick books to read next; move them along the board as you go."
        chosenIds={onBoard}
        pendingId={move.isPending ? move.variables?.bookId : null}
        onPick={(book) => moveTo(book, 'Want to Read', 'Want to Read')}
        onClose={() => setPicking(false)}
      />
    </section>
  );
}

type ColumnDef = (typeof COLUMNS)[number];

function Column({
  column,
  items,
  onMove,
}: {
  column: ColumnDef;
  items: StatusBoardItem[];
  onMove: (book: StatusBoardItem, target: ColumnDef) => void;
}) {
  const headingId = useId();
  const Icon = column.icon;
  const others = COLUMNS.filter((c) => c.key !== column.key);
  return (
    <section aria-labelledby={headingId} className="flex flex-col rounded-2xl bg-paper-100 p-3">
      <div className="flex items-center gap-2 px-1 pb-3">
        <span className={clsx('grid size-7 place-items-center rounded-lg', column.tint)}>
          <Icon className="size-4" aria-hidden="true" />
        </span>
        <h3 id={headingId} className="font-semibold text-ink-900">
          {column.title}
        </h3>
        <span className="ml-auto rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-ink-700 tabular-nums">
          <span className="sr-only">Count: </span>
          {items.length}
        </span>
      </div>
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-paper-300 px-3 py-6 text-center text-sm text-ink-600">
          {column.empty}
        </p>
      ) : (
        <ul className="space-y-2.5">
          {items.map((book) => (
            <li key={book.id}>
              <article aria-label={book.title} className="rounded-xl bg-white p-3 shadow-card">
                <div className="flex gap-3">
                  <BookCover
                    title={book.title}
                    author={book.author}
                    src={book.coverImage}
                    decorative
                    className="w-11 shrink-0"
                  />
                  <div className="min-w-0 flex-1">
                    <h4 className="line-clamp-2 text-sm font-semibold text-ink-900">{book.title}</h4>
                    <p className="truncate text-xs text-ink-600">{book.author}</p>
                    {column.key === 'completed' ? (
                      <StarRating rating={book.rating} className="mt-1.5" />
                    ) : column.key === 'wantToRead' && book.progress === 0 ? (
                      <p className="mt-1.5 text-xs text-ink-500">Not started</p>
                    ) : (
                      <div className="mt-2">
                        <div className="mb-1 flex justify-between text-xs text-ink-600">
                          <span>Progress</span>
                          <span className="font-semibold text-ink-800">{book.progress}%</span>
                        </div>
                        <ProgressBar size="sm" value={book.progress} label={`Progress of ${book.title}`} />
                      </div>
                    )}
                  </div>
                </div>
                <div className="mt-3 flex flex-wrap items-center gap-1.5 border-t border-paper-100 pt-2.5">
                  <span className="mr-0.5 text-xs text-ink-600">Move to</span>
                  {others.map((target) => (
                    <button
                      key={target.key}
                      type="button"
                      onClick={() => onMove(book, target)}
                      aria-label={`Move ${book.title} to ${target.title}`}
                      className="inline-flex h-7 items-center gap-1 rounded-full border border-paper-300 px-2.5 text-xs font-medium text-ink-700 transition hover:border-ink-300 hover:bg-paper-50 hover:text-ink-900"
                    >
                      <ArrowRight className="size-3" aria-hidden="true" />
                      {target.short}
                    </button>
                  ))}
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
