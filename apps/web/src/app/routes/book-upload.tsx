import { PlaceholderPage } from '@/components/layouts/placeholder-page';

export default function BookUploadRoute() {
  return <PlaceholderPage title="Upload a Book" />;
}
