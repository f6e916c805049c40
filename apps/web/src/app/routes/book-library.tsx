import type { QueryClient } from '@tanstack/react-query';
import { BooksPageLayout } from '@/features/books';
import { LibraryScreen, prefetchLibrary } from '@/features/library';
import { WithReader } from '../reader-slot';

export default function BookLibraryRoute() {
  return (
    <BooksPageLayout title="Library">
      <WithReader>
        <LibraryScreen title="Library" />
      </WithReader>
    </BooksPageLayout>
  );
}

/** The library's first data, asked for as it opens (see app/router.tsx). */
export const prefetch = (queryClient: QueryClient, url: URL) =>
  prefetchLibrary(queryClient, url.searchParams);
