import { useParams } from 'react-router';
import { BookFormScreen } from '@/features/book-form';
import { BooksPageLayout } from '@/features/books';

/** The book form in edit mode: the bookId route parameter switches edit mode on (spec §2). */
export default function EditBookRoute() {
  const { bookId } = useParams();
  return (
    <BooksPageLayout title="Edit Book" width="form">
      <BookFormScreen key={bookId} bookId={bookId} />
    </BooksPageLayout>
  );
}
