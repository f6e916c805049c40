import { BooksPageLayout } from '@/features/books';
import { LibraryScreen } from '@/features/library';

export default function BookLibraryRoute() {
  return (
    <BooksPageLayout title="Library">
      <LibraryScreen title="Library" />
    </BooksPageLayout>
  );
}
