import { PersonalBookshelf } from '@/features/book-management/components/personal-bookshelf';
import { DownloadShelfButton } from '@/features/offline';
import { MyReadingLayout } from './my-reading-layout';

export default function BookshelfRoute() {
  return (
    <MyReadingLayout
      title="Bookshelf"
      description="Every book you are reading, want to read, finished or love."
      actions={<DownloadShelfButton />}
    >
      <PersonalBookshelf />
    </MyReadingLayout>
  );
}
