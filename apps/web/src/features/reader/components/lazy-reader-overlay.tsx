import { lazy, Suspense } from 'react';
import { FullScreenLoading } from '@/components/ui/full-screen-loading';
import type { ReaderOverlayProps } from '@/features/books';

const loadReaderOverlay = () => import('./reader-overlay');

const LoadedReaderOverlay = lazy(async () => ({ default: (await loadReaderOverlay()).ReaderOverlay }));

/**
 * Starts downloading the reader (its own code chunk) before it is needed, e.g. when a book's
 * details open, so Read opens it at once.
 */
export function preloadReaderOverlay(): void {
  void loadReaderOverlay().catch(() => {
    // A failed preload is retried when the reader is actually opened.
  });
}

/**
 * The reader overlay, loaded on first use: screens that can open it (home, catalogue, library)
 * do not download the reader with their own code. Until it is in, the layer it will occupy shows
 * the app's loading state.
 */
export function ReaderOverlay(props: ReaderOverlayProps) {
  return (
    <Suspense
      fallback={
        <div className="fixed inset-0 z-50">
          <FullScreenLoading delayed />
        </div>
      }
    >
      <LoadedReaderOverlay {...props} />
    </Suspense>
  );
}
