import type { ReactNode } from 'react';
import { type FeatureSlots, FeatureSlotsProvider } from '@/features/books';
import { Comments } from '@/features/comments';
import { HighlightsLayer } from '@/features/highlights';
import { ImportBooksButton } from '@/features/import';
import { preloadReaderOverlay, ReaderOverlay } from '@/features/reader';

const slots: FeatureSlots = {
  ReaderOverlay,
  preloadReaderOverlay,
  Comments,
  ImportBooks: ImportBooksButton,
  Highlights: HighlightsLayer,
};

/**
 * Fills in what features show of each other (features/books/components/feature-slots.tsx): the
 * reader for the books screens, comments for the book details and the reader. The reader stays
 * its own code chunk, loaded on first use (features/reader/components/lazy-reader-overlay).
 */
export function WithFeatureSlots({ children }: { children: ReactNode }) {
  return <FeatureSlotsProvider value={slots}>{children}</FeatureSlotsProvider>;
}
