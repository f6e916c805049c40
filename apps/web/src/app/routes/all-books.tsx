import { BooksPageLayout } from '@/features/books';
import { CatalogueScreen } from '@/features/catalogue';
import { WithFeatureSlots } from '../feature-slots';

export default function AllBooksRoute() {
  return (
    <BooksPageLayout title="Knowledge Pool">
      <WithFeatureSlots>
        <CatalogueScreen />
      </WithFeatureSlots>
    </BooksPageLayout>
  );
}
