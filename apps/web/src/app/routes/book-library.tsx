import type { QueryClient } from '@tanstack/react-query';
import { BooksPageLayout } from '@/features/books';
import { LibraryScreen, prefetchLibrary } from '@/features/library';
import { WithFeatureSlots } from '../feature-slots';

export default function BookLibraryRoute() {
  return (
    <BooksPageLayout title="Library">
      <WithFeatureSlots>
        <LibraryScreen title="Library" />
      </WithFeatureSlots>
    </BooksPageLayout>
  );
}

/** The library's first data, asked for as it opens (see app/router.tsx). */
export const prefetch = (queryClient: QueryClient, url: URL) =>
  prefetchLibrary(queryClient, url.searchParams);
