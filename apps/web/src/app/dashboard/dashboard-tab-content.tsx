import { UI_TEXT } from '@quire/shared/messages';
import { BookMarked } from 'lucide-react';
import { type ComponentType, lazy, Suspense } from 'react';
import { FullScreenLoading } from '@/components/ui/full-screen-loading';
import { DiscoverPanel } from './discover-panel';

// The discover tab is where readers land: the other tabs' code (the library screen, the book
// form) loads when one of them is opened, not before the home screen can show.
const CategoriesPanel = lazy(async () => ({ default: (await import('./categories-panel')).CategoriesPanel }));
const LibraryPanel = lazy(async () => ({ default: (await import('./library-panel')).LibraryPanel }));
const UploadPanel = lazy(async () => ({ default: (await import('./upload-panel')).UploadPanel }));
const FavoritesPanel = lazy(async () => ({ default: (await import('@/features/library')).FavoritesPanel }));

/** The tabs whose code loads when they are opened (a Map: the tab comes from the address). */
const LAZY_TABS = new Map<string, ComponentType>([
  ['categories', CategoriesPanel],
  ['library', LibraryPanel],
  ['upload', UploadPanel],
  ['favorite', FavoritesPanel],
]);

/** The content of the current tab; unknown tabs ask the user to pick one. */
export function DashboardTabContent({ tab }: { tab: string }) {
  const Tab = LAZY_TABS.get(tab);
  if (Tab)
    return (
      <Suspense fallback={<FullScreenLoading delayed inline />}>
        <Tab />
      </Suspense>
    );
  switch (tab) {
    case 'discover':
      return <DiscoverPanel />;
    default:
      return (
        <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-center text-ink-600">
          <BookMarked className="size-8 text-ink-400" aria-hidden="true" />
          <p className="text-lg">{UI_TEXT.selectTab}</p>
        </div>
      );
  }
}
