import type { QueryClient } from '@tanstack/react-query';
import { BookReaderScreen, prefetchReader } from '@/features/reader';
import { WithFeatureSlots } from '../feature-slots';

export default function BookReaderRoute() {
  return (
    <WithFeatureSlots>
      <BookReaderScreen />
    </WithFeatureSlots>
  );
}

/** The reader's first data, asked for as it opens (see app/router.tsx). */
export const prefetch = (queryClient: QueryClient, url: URL) => prefetchReader(queryClient, url.searchParams);
