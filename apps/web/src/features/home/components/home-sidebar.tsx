import { BOOK_CATEGORIES } from '@quire/shared/constants';
import { useQueries } from '@tanstack/react-query';
import { Flame, Lightbulb, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { BookCover } from '@/components/ui/book-cover';
import { ButtonLink } from '@/components/ui/button-link';
import { Skeleton } from '@/components/ui/skeleton';
import { bookCountQueryOptions, type TrendingBook, useBookCount, useTrendingBooks } from '@/features/books';

const cardClass = 'rounded-2xl border border-paper-200 bg-white/80 p-5 shadow-card';

/** The home sidebar: Trending Now, Community statistics and Writing Tips. */
export function HomeSidebar({ onPick }: { onPick: (book: TrendingBook) => void }) {
  return (
    <aside aria-label="Trending and community" className="space-y-5">
      <TrendingNow onPick={onPick} />
      <CommunityStats />
      <WritingTips />
    </aside>
  );
}

function TrendingNow({ onPick }: { onPick: (book: TrendingBook) => void }) {
  const trending = useTrendingBooks(5);
  return (
    <section aria-labelledby="trending-heading" className={cardClass}>
      <h2
        id="trending-heading"
        className="flex items-center gap-2 font-serif text-xl font-semibold text-ink-900"
      >
        <Flame className="size-5 text-accent-600" aria-hidden="true" />
        Trending Now
      </h2>
      {trending.isPending ? (
        <div className="mt-4 space-y-3" aria-hidden="true">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-14 w-full" />
          ))}
        </div>
      ) : !trending.data?.length ? (
        <p className="mt-3 text-sm text-ink-600">
          {trending.isError ? 'Trending books could not be loaded.' : 'Nothing is trending yet this week.'}
        </p>
      ) : (
        <ol className="mt-3 divide-y divide-paper-200">
          {trending.data.map((book, index) => (
            <li key={book._id}>
              <button
                type="button"
                onClick={() => onPick(book)}
                className="flex w-full items-center gap-3 rounded-lg py-2.5 text-left transition hover:bg-paper-100"
              >
                <span className="w-5 shrink-0 text-center font-serif text-lg font-semibold text-accent-700 tabular-nums">
                  {index + 1}
                </span>
                <BookCover
                  title={book.title}
                  author={book.author}
                  src={book.coverThumb ?? book.coverImage}
                  decorative
                  width={72}
                  height={108}
                  className="w-9 shrink-0"
                />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-semibold text-ink-900">{book.title}</span>
                  <span className="block truncate text-xs text-ink-600">
                    {book.author} · {book.category}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function CommunityStats() {
  const books = useBookCount({});
  const featured = useBookCount({ featured: true });
  const favorites = useBookCount({ favorites: true });
  const genreCounts = useQueries({
    queries: BOOK_CATEGORIES.map((category) => bookCountQueryOptions({ category })),
  });
  const genresLoaded = genreCounts.every((query) => query.data !== undefined);
  const genres = genresLoaded ? genreCounts.filter((query) => (query.data ?? 0) > 0).length : undefined;

  return (
    <section aria-labelledby="community-heading" className={cardClass}>
      <h2 id="community-heading" className="font-serif text-xl font-semibold text-ink-900">
        Community
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        <StatTile label="Books" value={books.data} />
        <StatTile label="Genres" value={genres} />
        <StatTile label="Featured" value={featured.data} />
        <StatTile label="Your favorites" value={favorites.data} />
      </dl>
    </section>
  );
}

function StatTile({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="flex flex-col-reverse rounded-xl bg-paper-100 px-3 py-3">
      <dt className="text-xs text-ink-600">{label}</dt>
      <dd className="font-serif text-2xl font-semibold text-ink-900 tabular-nums">
        {value === undefined ? '–' : value.toLocaleString()}
      </dd>
    </div>
  );
}

const TIPS: { title: string; body: ReactNode }[] = [
  { title: 'Open with a question', body: 'Give readers something to wonder about in your first paragraph.' },
  {
    title: 'Short chapters travel',
    body: 'Readers on phones finish 1,500-word chapters and come back for more.',
  },
  { title: 'Publish on a rhythm', body: 'A new chapter every week keeps followers coming back.' },
];

function WritingTips() {
  return (
    <section
      aria-labelledby="tips-heading"
      className={`${cardClass} bg-[linear-gradient(160deg,var(--color-sage-50),white)]`}
    >
      <h2 id="tips-heading" className="flex items-center gap-2 font-serif text-xl font-semibold text-ink-900">
        <Lightbulb className="size-5 text-sage-700" aria-hidden="true" />
        Writing Tips
      </h2>
      <ul className="mt-3 space-y-3">
        {TIPS.map((tip) => (
          <li key={tip.title} className="text-sm">
            <p className="font-semibold text-ink-900">{tip.title}</p>
            <p className="text-ink-600">{tip.body}</p>
          </li>
        ))}
      </ul>
      <div className="mt-4 rounded-xl bg-white/80 p-3 ring-1 ring-sage-600/20">
        <p className="flex items-center gap-2 text-sm font-semibold text-ink-900">
          <Trophy className="size-4 text-amber-600" aria-hidden="true" />
          The four-chapter challenge
        </p>
        <p className="mt-1 text-sm text-ink-600">Publish one chapter a week for a month.</p>
        <ButtonLink to="/book-upload" size="sm" className="mt-3 w-full">
          Join Challenge
        </ButtonLink>
      </div>
    </section>
  );
}
