import { BookFormScreen } from '@/features/book-form';
import { BooksPageLayout } from '@/features/books';

export default function BookUploadRoute() {
  return (
    <BooksPageLayout title="Upload a Book" width="form">
      <BookFormScreen />
    </BooksPageLayout>
  );
}
