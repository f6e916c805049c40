import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { paginationWindow } from '../lib/pagination-window';

interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  className?: string;
}

const itemClass =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-medium tabular-nums transition';

/** Previous, the numbered window of spec §9 (with an ellipsis and the last page), Next. */
export function Pagination({ page, totalPages, onChange, className }: PaginationProps) {
  if (totalPages <= 1) return null;
  const items = paginationWindow(page, totalPages);
  return (
    <nav aria-label="Pagination" className={clsx('flex justify-center', className)}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <button
            type="button"
            onClick={() => onChange(page - 1)}
            disabled={page <= 1}
            className={clsx(
              itemClass,
              'gap-1 text-ink-800 hover:bg-paper-200/70 disabled:opacity-50 disabled:hover:bg-transparent',
            )}
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
            Previous
          </button>
        </li>
        {items.map((item) =>
          item.type === 'ellipsis' ? (
            <li key={item.key} aria-hidden="true" className="px-1 text-ink-500">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                onClick={() => onChange(item.page)}
                aria-current={item.page === page ? 'page' : undefined}
                aria-label={`Page ${item.page}`}
                className={clsx(
                  itemClass,
                  item.page === page
                    ? 'bg-ink-900 text-paper-50 shadow-sm'
                    : 'text-ink-800 hover:bg-paper-200/70',
                )}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            onClick={() => onChange(page + 1)}
            disabled={page >= totalPages}
            className={clsx(
              itemClass,
              'gap-1 text-ink-800 hover:bg-paper-200/70 disabled:opacity-50 disabled:hover:bg-transparent',
            )}
          >
            Next
            <ChevronRight className="size-4" aria-hidden="true" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
