import { Upload } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { PanelPlaceholder } from './panel-placeholder';

/** The upload tab (upload form). Placeholder that points to the book form for now. */
export function UploadPanel() {
  return (
    <PanelPlaceholder
      icon={Upload}
      title="Upload"
      description="Share your writing with readers: add a cover, the details and your chapters."
    >
      <ButtonLink to="/book-upload">Open the book form</ButtonLink>
    </PanelPlaceholder>
  );
}
