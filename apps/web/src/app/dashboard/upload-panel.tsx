import { BookFormScreen } from '@/features/book-form';

/** The upload tab: the book form in create mode. */
export function UploadPanel() {
  return (
    <div className="max-w-4xl">
      <BookFormScreen title="Upload" />
    </div>
  );
}
