import type { QueryClient } from '@tanstack/react-query';
import { BooksPageLayout } from '@/features/books';
import { LibraryScreen, prefetchLibrary } from '@/features/library';

export default function BookLibraryRoute() {
  return (
    <BooksPageLayout title="Library">
      <LibraryScreen title="Library" />
    </BooksPageLayout>
  );
}

/** The library's first data, asked for as it opens (see app/router.tsx). */
export const prefetch = (queryClient: QueryClient, url: URL) =>
  prefetchLibrary(queryClient, url.searchParams);
