import { UI_TEXT } from '@quire/shared/messages';
import { clsx } from 'clsx';
import { Spinner } from './spinner';

/**
 * The spec's full-screen 'Loading...' state. `delayed` waits a moment before showing so fast
 * loads (a cached code chunk) do not flash it. `inline` shows it in the content area instead, under
 * the app's header and navigation (a dashboard tab whose code is loading).
 */
export function FullScreenLoading({
  delayed = false,
  inline = false,
}: {
  delayed?: boolean;
  inline?: boolean;
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={
        inline
          ? 'grid min-h-[50vh] place-items-center text-ink-600'
          : 'fixed inset-0 z-40 grid place-items-center bg-paper-50 text-ink-600'
      }
    >
      <div className={clsx('flex flex-col items-center gap-3', delayed && 'animate-delayed-fade-in')}>
        <Spinner className="size-8 text-accent-600" />
        <p className="font-serif text-lg">{UI_TEXT.loading}</p>
      </div>
    </div>
  );
}
