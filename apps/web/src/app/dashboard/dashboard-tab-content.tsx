import { UI_TEXT } from '@quire/shared/messages';
import { BookMarked } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { DiscoverPanel } from './discover-panel';

// The discover tab is where readers land: the other tabs' code (the library screen, the book
// form) loads when one of them is opened, not before the home screen can show.
const CategoriesPanel = lazy(async () => ({ default: (await import('./categories-panel')).CategoriesPanel }));
const LibraryPanel = lazy(async () => ({ default: (await import('./library-panel')).LibraryPanel }));
const UploadPanel = lazy(async () => ({ default: (await import('./upload-panel')).UploadPanel }));
const FavoritesPanel = lazy(async () => ({ default: (await import('@/features/library')).FavoritesPanel }));

const Loading = ({ children }: { children: ReactNode }) => (
  <Suspense
    fallback={
      <div
        role="status"
        className="flex min-h-[50vh] animate-delayed-fade-in flex-col items-center justify-center gap-3 text-ink-600"
      >
        <Spinner className="size-8 text-accent-600" />
        <p className="font-serif text-lg">{UI_TEXT.loading}</p>
      </div>
    }
  >
    {children}
  </Suspense>
);

/** The content of the current tab; unknown tabs ask the user to pick one. */
export function DashboardTabContent({ tab }: { tab: string }) {
  switch (tab) {
    case 'discover':
      return <DiscoverPanel />;
    case 'categories':
      return (
        <Loading>
          <CategoriesPanel />
        </Loading>
      );
    case 'library':
      return (
        <Loading>
          <LibraryPanel />
        </Loading>
      );
    case 'upload':
      return (
        <Loading>
          <UploadPanel />
        </Loading>
      );
    case 'favorite':
      return (
        <Loading>
          <FavoritesPanel />
        </Loading>
      );
    default:
      return (
        <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-center text-ink-600">
          <BookMarked className="size-8 text-ink-400" aria-hidden="true" />
          <p className="text-lg">{UI_TEXT.selectTab}</p>
        </div>
      );
  }
}
