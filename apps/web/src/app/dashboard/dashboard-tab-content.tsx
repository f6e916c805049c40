import { UI_TEXT } from '@quire/shared/messages';
import { BookMarked } from 'lucide-react';
import { FavoritesPanel } from '@/features/library';
import { CategoriesPanel } from './categories-panel';
import { DiscoverPanel } from './discover-panel';
import { LibraryPanel } from './library-panel';
import { UploadPanel } from './upload-panel';

/** The content of the current tab; unknown tabs ask the user to pick one. */
export function DashboardTabContent({ tab }: { tab: string }) {
  switch (tab) {
    case 'discover':
      return <DiscoverPanel />;
    case 'categories':
      return <CategoriesPanel />;
    case 'library':
      return <LibraryPanel />;
    case 'upload':
      return <UploadPanel />;
    case 'favorite':
      return <FavoritesPanel />;
    default:
      return (
        <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-center text-ink-600">
          <BookMarked className="size-8 text-ink-400" aria-hidden="true" />
          <p className="text-lg">{UI_TEXT.selectTab}</p>
        </div>
      );
  }
}
