import { Compass } from 'lucide-react';
import { PanelPlaceholder } from './panel-placeholder';

/** The discover tab (book discovery). Placeholder until the discovery view lands. */
export function DiscoverPanel() {
  return (
    <PanelPlaceholder
      icon={Compass}
      title="Discover"
      description="Featured stories, fresh chapters and books picked for you will appear here."
    />
  );
}
