import { BOOK_CATEGORIES } from '@quire/shared/constants';
import Search from 'lucide-react/icons/search';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { goToSignIn, prefetchSignIn, SIGN_IN_PATH } from '../lib/sign-in-navigation';

const FEATURED_CATEGORIES = BOOK_CATEGORIES.filter((category) =>
  ['Fiction', 'Business', 'Self-Help', 'History', 'Poetry', 'Romance', 'Science'].includes(category),
);

/** Visitors cannot search yet: submitting takes them to sign-in. */
export function SearchSection() {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    goToSignIn();
  };

  return (
    <section
      id="search"
      aria-labelledby="search-heading"
      className="below-fold container-page pb-16 sm:pb-20"
    >
      <div className="relative overflow-hidden rounded-3xl bg-sage-50 px-5 py-12 text-center ring-1 ring-sage-100 sm:px-12">
        <h2 id="search-heading" className="font-serif text-3xl font-semibold tracking-tight sm:text-4xl">
          Find your next great read
        </h2>
        <p className="mx-auto mt-3 max-w-lg text-ink-600">
          Search by title, author or genre. Your next favourite book is a few keystrokes away.
        </p>
        <search className="mx-auto mt-8 block max-w-xl">
          <form onSubmit={onSubmit} onFocus={prefetchSignIn} className="flex flex-col gap-3 sm:flex-row">
            <label htmlFor="landing-search" className="sr-only">
              Search books
            </label>
            <div className="relative flex-1">
              <Search
                className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-500"
                aria-hidden="true"
              />
              <input
                id="landing-search"
                name="q"
                type="search"
                placeholder="Search titles, authors, genres..."
                className="h-12 w-full rounded-full border border-paper-300 bg-white pr-4 pl-12 text-ink-900 shadow-card placeholder:text-ink-500 focus:border-accent-600 focus:ring-3 focus:ring-accent-600/20 focus:outline-none"
              />
            </div>
            <Button type="submit" size="lg">
              Search
            </Button>
          </form>
        </search>
        <div id="categories" className="mt-8">
          <p className="text-sm font-medium text-ink-600">Popular categories</p>
          <ul className="mt-3 flex flex-wrap justify-center gap-2">
            {FEATURED_CATEGORIES.map((category) => (
              <li key={category}>
                <a
                  href={SIGN_IN_PATH}
                  onPointerEnter={prefetchSignIn}
                  className="inline-flex h-9 items-center rounded-full border border-sage-100 bg-white px-4 text-sm font-medium text-ink-700 transition hover:border-sage-600 hover:text-sage-700"
                >
                  {category}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
