import { LibraryScreen } from '@/features/library';

/** The library tab: the user's library, the same screen as /book-library. */
export function LibraryPanel() {
  return <LibraryScreen title="My Library" defaultShelf="mine" />;
}
