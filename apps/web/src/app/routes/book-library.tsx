import { PlaceholderPage } from '@/components/layouts/placeholder-page';

export default function BookLibraryRoute() {
  return <PlaceholderPage title="Library" />;
}
