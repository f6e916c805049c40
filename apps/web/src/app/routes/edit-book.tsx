import { useParams } from 'react-router';
import { PlaceholderPage } from '@/components/layouts/placeholder-page';

export default function EditBookRoute() {
  const { bookId } = useParams();
  return (
    <PlaceholderPage title="Edit Book" description={`The book form for book ${bookId} is being built.`} />
  );
}
