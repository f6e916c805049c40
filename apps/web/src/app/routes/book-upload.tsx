import { BookFormScreen } from '@/features/book-form';
import { BooksPageLayout } from '@/features/books';
import { WithFeatureSlots } from '../feature-slots';

export default function BookUploadRoute() {
  return (
    <BooksPageLayout title="Upload" width="form">
      <WithFeatureSlots>
        <BookFormScreen />
      </WithFeatureSlots>
    </BooksPageLayout>
  );
}
