import type { QueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { BookAnalyticsScreen, bookAnalyticsQueryOptions } from '@/features/book-form';
import { BooksPageLayout } from '@/features/books';

/** A book's chapter analytics (/edit/:bookId/analytics), its author's only. */
export default function BookAnalyticsRoute() {
  const { bookId = '' } = useParams();
  return (
    <BooksPageLayout title="Chapter analytics">
      <BookAnalyticsScreen key={bookId} bookId={bookId} />
    </BooksPageLayout>
  );
}

/** The figures, asked for as the page opens (see app/router.tsx). */
export const prefetch = (queryClient: QueryClient, url: URL) => {
  const id = decodeURIComponent(url.pathname.split('/')[2] ?? '');
  if (id) void queryClient.prefetchQuery(bookAnalyticsQueryOptions(id));
};
