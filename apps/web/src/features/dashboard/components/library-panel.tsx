import { LibraryBig } from 'lucide-react';
import { PanelPlaceholder } from './panel-placeholder';

/** The library tab (the user's library). Placeholder until the library view lands. */
export function LibraryPanel() {
  return (
    <PanelPlaceholder
      icon={LibraryBig}
      title="My Library"
      description="Books you read, save and favourite will live here, with your progress on each."
    />
  );
}
