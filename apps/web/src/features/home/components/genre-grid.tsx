import { BOOK_CATEGORIES } from '@quire/shared/constants';
import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router';
import { bookCountQueryOptions } from '@/features/books';
import { GENRE_LOOK } from '../lib/genre-icons';
import { links } from '@/lib/links';
import { countOf } from '@/lib/format';

/** Browse by Genre: every category with its real number of books, linking to the catalogue. */
export function GenreGrid() {
  const counts = useQueries({
    queries: BOOK_CATEGORIES.map((category) => bookCountQueryOptions({ category })),
  });

  return (
    <section aria-labelledby="genres-heading">
      <h2 id="genres-heading" className="font-serif text-2xl font-semibold tracking-tight text-ink-900">
        Browse by Genre
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
        {BOOK_CATEGORIES.map((category, index) => {
          const { icon: Icon, tone } = GENRE_LOOK[category];
          const total = counts[index]?.data;
          return (
            <li key={category}>
              <Link
                to={links.category(category)}
                className="flex h-full flex-col gap-3 rounded-2xl border border-paper-200 bg-white/80 p-4 shadow-card transition hover:-translate-y-0.5 hover:shadow-lifted"
              >
                <span className={`grid size-10 shrink-0 place-items-center rounded-xl ${tone}`}>
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="min-w-0">
                  <span className="block font-semibold text-ink-900">{category}</span>
                  <span className="block text-xs text-ink-600 tabular-nums">
                    {total === undefined ? '…' : countOf(total, 'book')}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
