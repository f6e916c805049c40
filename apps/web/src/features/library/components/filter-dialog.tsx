import { BOOK_STATUSES, type BookStatus } from '@quire/shared/constants';
import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { LibraryParams } from '../lib/library-params';

type Filters = Pick<LibraryParams, 'status' | 'favorites'>;

interface FilterDialogProps {
  open: boolean;
  value: Filters;
  onApply: (filters: Filters) => void;
  onClose: () => void;
}

/** The 'Filter Books' modal: status chips, Favorites Only, Reset Filters and Apply Filters. */
export function FilterDialog({ open, value, onApply, onClose }: FilterDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Filter Books"
      description="Narrow your library by reading status."
    >
      <FilterForm value={value} onApply={onApply} />
    </Dialog>
  );
}

function FilterForm({ value, onApply }: { value: Filters; onApply: (filters: Filters) => void }) {
  const [status, setStatus] = useState<BookStatus | null>(value.status);
  const [favorites, setFavorites] = useState(value.favorites);
  const statusLabelId = useId();
  const favoritesId = useId();

  return (
    <form
      className="mt-6 space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        onApply({ status, favorites });
      }}
    >
      <fieldset>
        <legend id={statusLabelId} className="text-sm font-semibold text-ink-800">
          Status
        </legend>
        <div className="mt-3 flex flex-wrap gap-2">
          {BOOK_STATUSES.map((option) => {
            const selected = status === option;
            return (
              <button
                key={option}
                type="button"
                aria-pressed={selected}
                onClick={() => setStatus(selected ? null : option)}
                className={clsx(
                  'inline-flex h-10 items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition',
                  selected
                    ? 'border-ink-900 bg-ink-900 text-paper-50'
                    : 'border-paper-300 bg-white text-ink-800 hover:border-ink-300',
                )}
              >
                {selected ? <Check className="size-4" aria-hidden="true" /> : null}
                {option}
              </button>
            );
          })}
        </div>
      </fieldset>

      <div className="flex items-center justify-between gap-4 rounded-xl border border-paper-200 bg-white/70 px-4 py-3">
        <label htmlFor={favoritesId} className="text-sm font-semibold text-ink-800">
          Favorites Only
        </label>
        <button
          id={favoritesId}
          type="button"
          role="switch"
          aria-checked={favorites}
          onClick={() => setFavorites(!favorites)}
          className={clsx(
            'relative h-7 w-12 shrink-0 rounded-full transition',
            favorites ? 'bg-accent-600' : 'bg-ink-300',
          )}
        >
          <span
            aria-hidden="true"
            className={clsx(
              'absolute top-1 left-1 size-5 rounded-full bg-white shadow transition-transform',
              favorites && 'translate-x-5',
            )}
          />
        </button>
      </div>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="ghost" onClick={() => onApply({ status: null, favorites: false })}>
          Reset Filters
        </Button>
        <Button type="submit">Apply Filters</Button>
      </div>
    </form>
  );
}
