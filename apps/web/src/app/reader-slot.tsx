import type { ReactNode } from 'react';
import { type ReaderSlot, ReaderSlotProvider } from '@/features/books';
import { preloadReaderOverlay, ReaderOverlay } from '@/features/reader';

const readerSlot: ReaderSlot = { ReaderOverlay, preloadReaderOverlay };

/**
 * Lets the books screens below (home, catalogue, library) open the full-screen reader. The reader
 * itself stays its own code chunk, loaded on first use (features/reader/components/lazy-reader-overlay).
 */
export function WithReader({ children }: { children: ReactNode }) {
  return <ReaderSlotProvider value={readerSlot}>{children}</ReaderSlotProvider>;
}
