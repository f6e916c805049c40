import { BookX, RotateCw } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { OFFLINE_MESSAGES } from '@quire/shared/messages/offline';
import { isApiError } from '@/lib/api-client';
import { isOnline } from '@/lib/offline/network';

const LINE_WIDTHS = [96, 100, 92, 98, 64, 100, 95, 99, 88, 100, 97, 72, 100, 90];

/** Placeholder lines shaped like a chapter opening while it loads. */
export function ChapterSkeleton() {
  return (
    <div role="status" aria-label="Loading chapter" className="animate-fade-in pt-10 sm:pt-16">
      <Skeleton className="mx-auto h-3 w-24 bg-(--reader-surface)" />
      <Skeleton className="mx-auto mt-4 h-9 w-3/4 bg-(--reader-surface)" />
      <Skeleton className="mx-auto mt-5 h-4 w-64 max-w-full bg-(--reader-surface)" />
      <div className="mt-14 space-y-3">
        {Array.from({ length: 14 }, (_, i) => (
          <div
            key={i}
            aria-hidden="true"
            className="h-[1.05em] animate-pulse rounded-md bg-(--reader-surface)"
            // Ragged right edges read as text, not as a table.
            style={{ width: `${LINE_WIDTHS[i % LINE_WIDTHS.length]}%` }}
          />
        ))}
      </div>
    </div>
  );
}

export function isNotFound(error: unknown) {
  return isApiError(error) && error.status === 404;
}

/** A failed load: what happened, Retry, and a way out. */
export function ReaderError({
  error,
  onRetry,
  onLeave,
  leaveLabel,
}: {
  error: unknown;
  onRetry: () => void;
  onLeave: () => void;
  leaveLabel: string;
}) {
  const missing = isNotFound(error);
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center px-6 py-20 text-center font-sans"
    >
      <BookX className="size-10 text-(--reader-muted)" aria-hidden="true" />
      <h1 className="mt-4 font-serif text-2xl font-semibold">
        {missing ? 'We could not find this book' : 'This chapter did not load'}
      </h1>
      <p className="mt-2 text-(--reader-muted)">
        {missing
          ? 'It may have been removed, or the link is incomplete.'
          : isApiError(error) && error.status === 0
            ? isOnline()
              ? 'Check your connection and try again.'
              : OFFLINE_MESSAGES.notDownloaded
            : 'Something went wrong on our side. Please try again.'}
      </p>
      <div className="mt-6 flex gap-3">
        {missing ? null : (
          <button
            type="button"
            onClick={onRetry}
            className="inline-flex h-11 items-center gap-2 rounded-full bg-(--reader-accent) px-5 text-sm font-semibold text-(--reader-accent-fg) hover:brightness-110"
          >
            <RotateCw className="size-4" aria-hidden="true" />
            Retry
          </button>
        )}
        <button
          type="button"
          onClick={onLeave}
          className="inline-flex h-11 items-center rounded-full border border-(--reader-border) px-5 text-sm font-semibold hover:bg-(--reader-surface)"
        >
          {leaveLabel}
        </button>
      </div>
    </div>
  );
}
