import { PlaceholderPage } from '@/components/layouts/placeholder-page';

export default function AllBooksRoute() {
  return <PlaceholderPage title="Knowledge Pool" />;
}
