import type { ContinueReadingItem } from '@quire/shared/schemas/reader';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmReadingDialog } from '@/components/ui/confirm-reading-dialog';
import { useAfterFirstPaint } from '@/hooks/use-idle';
import { refreshBookLists, useBooksList, useContinueReading, useFeatureSlots } from '@/features/books';
import { ContinueReadingRow } from './continue-reading-row';
import { FeaturedStories } from './featured-stories';
import { GenreGrid } from './genre-grid';
import { HeroBanner } from './hero-banner';
import { HomeFooter } from './home-footer';
import { HomeSidebar } from './home-sidebar';

interface ReadTarget {
  bookId: string;
  title: string;
  author: string;
  initialChapter?: number;
}

/** Asked for before the app's code runs too (the dashboard's firstRequests in app/route-table.ts). */
const FEATURED_ON_HOME = 12;

/**
 * The home screen (the dashboard's discover tab): hero, Continue reading, Featured Stories,
 * Browse by Genre, and a sidebar with Trending Now, Community and Writing Tips. A cover asks
 * 'Do you want to read…' first; Confirm opens the full-screen reader.
 */
export function HomeScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { ReaderOverlay, preloadReaderOverlay } = useFeatureSlots();
  const featured = useBooksList({ featured: true, limit: FEATURED_ON_HOME });
  const continueReading = useContinueReading(8);
  const [pending, setPending] = useState<ReadTarget | null>(null);
  // Everything under the hero is drawn once the hero is on screen: where readers land, the
  // hero's heading paints first, and the rest comes in the next task (nothing above it moves).
  const belowTheFold = useAfterFirstPaint();
  const [reading, setReading] = useState<ReadTarget | null>(null);

  const inProgress = continueReading.isError ? [] : (continueReading.data?.books ?? []);
  const resume = (item: ContinueReadingItem) =>
    setReading({
      bookId: item._id,
      title: item.title,
      author: item.author,
      initialChapter: item.currentChapter ?? undefined,
    });

  const ask = (book: { _id: string; title: string; author: string }) => {
    // The reader's code loads while the confirmation is on screen.
    preloadReaderOverlay();
    setPending({ bookId: book._id, title: book.title, author: book.author });
  };

  return (
    <div className="max-w-7xl">
      <HeroBanner
        covers={featured.data?.books ?? []}
        resumeTitle={inProgress[0]?.title}
        onStartReading={() => (inProgress[0] ? resume(inProgress[0]) : navigate('/book-library'))}
      />

      {belowTheFold ? (
        <>
          <div className="mt-10 grid grid-cols-1 gap-10 xl:grid-cols-[minmax(0,1fr)_20rem]">
            <div className="min-w-0 space-y-12">
              <ContinueReadingRow items={inProgress} onOpen={resume} />
              <FeaturedStories
                books={featured.data?.books}
                isPending={featured.isPending}
                isError={featured.isError && !featured.data}
                onRetry={() => featured.refetch()}
                onPick={ask}
              />
              <GenreGrid />
            </div>
            <HomeSidebar onPick={ask} />
          </div>
          <HomeFooter />
        </>
      ) : null}

      <ConfirmReadingDialog
        open={pending !== null}
        book={{ title: pending?.title ?? '', author: pending?.author ?? '' }}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          setReading(pending);
          setPending(null);
        }}
      />
      {reading ? (
        <ReaderOverlay
          bookId={reading.bookId}
          initialChapter={reading.initialChapter}
          onClose={() => {
            setReading(null);
            void refreshBookLists(queryClient);
            void continueReading.refetch();
          }}
        />
      ) : null}
    </div>
  );
}
