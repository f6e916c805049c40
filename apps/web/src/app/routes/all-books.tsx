import { BooksPageLayout } from '@/features/books';
import { CatalogueScreen } from '@/features/catalogue';

export default function AllBooksRoute() {
  return (
    <BooksPageLayout title="Knowledge Pool">
      <CatalogueScreen />
    </BooksPageLayout>
  );
}
