import { BookCover } from '@/components/ui/book-cover';
import { Skeleton } from '@/components/ui/skeleton';
import { POPULAR_BOOKS_COUNT, type PopularBook, usePopularBooks } from '../api/get-popular-books';
import { prefetchSignIn, SIGN_IN_PATH } from '../lib/sign-in-navigation';

/** Shown when the strip cannot be filled from the server (it failed or has fewer books). */
const PLACEHOLDER_BOOKS: PopularBook[] = [
  {
    _id: 'placeholder-1',
    title: 'Pride and Prejudice',
    author: 'Jane Austen',
    coverImage: null,
    coverThumb: null,
    category: 'Fiction',
  },
  {
    _id: 'placeholder-2',
    title: 'Meditations',
    author: 'Marcus Aurelius',
    coverImage: null,
    coverThumb: null,
    category: 'Self-Help',
  },
  {
    _id: 'placeholder-3',
    title: 'Walden',
    author: 'Henry David Thoreau',
    coverImage: null,
    coverThumb: null,
    category: 'Non-Fiction',
  },
  {
    _id: 'placeholder-4',
    title: 'The Wealth of Nations',
    author: 'Adam Smith',
    coverImage: null,
    coverThumb: null,
    category: 'Business',
  },
];

/** The server's books first, topped up with placeholders to always show four. */
export function fillPopularStrip(books: PopularBook[] | undefined): PopularBook[] {
  const fromServer = (books ?? []).slice(0, POPULAR_BOOKS_COUNT);
  const placeholders = PLACEHOLDER_BOOKS.filter(
    (placeholder) => !fromServer.some((book) => book.title === placeholder.title),
  );
  return [...fromServer, ...placeholders].slice(0, POPULAR_BOOKS_COUNT);
}

export function PopularBooksSection() {
  const { books, isPending } = usePopularBooks();

  return (
    <section
      id="popular"
      aria-labelledby="popular-heading"
      className="below-fold container-page py-16 sm:py-20"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="popular-heading" className="font-serif text-3xl font-semibold tracking-tight sm:text-4xl">
            Popular This Week
          </h2>
          <p className="mt-2 text-ink-600">The books our readers could not put down.</p>
        </div>
        <a
          href={SIGN_IN_PATH}
          className="rounded-md text-sm font-semibold text-accent-700 underline-offset-4 hover:underline"
          onPointerEnter={prefetchSignIn}
          onFocus={prefetchSignIn}
        >
          Browse the full library
        </a>
      </div>

      {isPending ? (
        <div className="mt-10">
          <p role="status" className="sr-only">
            Loading popular books
          </p>
          <ul aria-hidden="true" className="grid grid-cols-2 gap-x-5 gap-y-8 md:grid-cols-4">
            {Array.from({ length: POPULAR_BOOKS_COUNT }, (_, index) => (
              <li key={index}>
                <Skeleton className="aspect-[2/3] w-full rounded-md" />
                <Skeleton className="mt-4 h-3 w-16" />
                <Skeleton className="mt-3 h-5 w-4/5" />
                <Skeleton className="mt-2 h-4 w-1/2" />
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <ul className="mt-10 grid grid-cols-2 gap-x-5 gap-y-8 md:grid-cols-4">
          {fillPopularStrip(books).map((book) => (
            <li key={book._id}>
              <PopularBookCard book={book} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PopularBookCard({ book }: { book: PopularBook }) {
  return (
    <a href={SIGN_IN_PATH} className="group block rounded-lg" onPointerEnter={prefetchSignIn}>
      <BookCover
        title={book.title}
        author={book.author}
        src={book.coverThumb ?? book.coverImage}
        decorative
        className="w-full transition duration-300 group-hover:-translate-y-1 group-hover:shadow-lifted"
      />
      {book.category ? (
        <p className="mt-4 text-xs font-semibold tracking-[0.12em] text-sage-700 uppercase">
          {book.category}
        </p>
      ) : null}
      <h3 className="mt-1.5 line-clamp-2 font-serif text-lg leading-snug font-semibold text-ink-900 group-hover:text-accent-700">
        {book.title}
      </h3>
      <p className="mt-1 truncate text-sm text-ink-600">{book.author}</p>
    </a>
  );
}
