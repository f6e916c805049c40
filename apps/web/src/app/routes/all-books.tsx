import { BooksPageLayout } from '@/features/books';
import { CatalogueScreen } from '@/features/catalogue';
import { WithReader } from '../reader-slot';

export default function AllBooksRoute() {
  return (
    <BooksPageLayout title="Knowledge Pool">
      <WithReader>
        <CatalogueScreen />
      </WithReader>
    </BooksPageLayout>
  );
}
