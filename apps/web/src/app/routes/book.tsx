import type { QueryClient } from '@tanstack/react-query';
import { ArrowLeft, BookOpen, Pencil, Rss } from 'lucide-react';
import * as routes from '@quire/shared/routes';
import { buildPath } from '@quire/shared/routes';
import type { BookDetail } from '@quire/shared/schemas/books';
import { useId } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { BookCover } from '@/components/ui/book-cover';
import { buttonStyles } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { ErrorState } from '@/components/ui/query-states';
import { Skeleton } from '@/components/ui/skeleton';
import { StarRating } from '@/components/ui/star-rating';
import {
  bookQueryOptions,
  FavoriteButton,
  LikeButton,
  RatingInput,
  ShelfStatusSelect,
  useBook,
  useFeatureSlots,
  useRateBook,
} from '@/features/books';
import { CollectionsForBook } from '@/features/book-management/components/collections-for-book';
import { ExportBookButtons } from '@/features/book-export';
import { DownloadBookButton } from '@/features/offline';
import { BookHighlightsSection } from '@/features/highlights';
import { links } from '@/lib/links';
import { WithFeatureSlots } from '../feature-slots';

/** A book's own page (/book/:bookId): what notifications, shares and covers link to. */
export default function BookRoute() {
  const { bookId } = useParams();
  return (
    <WithFeatureSlots>
      <BookPage bookId={bookId ?? ''} />
    </WithFeatureSlots>
  );
}

/** The book's first data, asked for as the page opens (see app/router.tsx). */
export const prefetch = (queryClient: QueryClient, url: URL) => {
  const id = decodeURIComponent(url.pathname.split('/')[2] ?? '');
  if (id) void queryClient.prefetchQuery(bookQueryOptions(id));
};

function BackLink() {
  const navigate = useNavigate();
  // Back goes to the previous page; opened directly (a shared link), there is none: the library.
  const back = (event: React.MouseEvent) => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) {
      event.preventDefault();
      navigate(-1);
    }
  };
  return (
    <Link
      to="/book-library"
      onClick={back}
      className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-ink-600 underline-offset-4 hover:text-ink-900 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back
    </Link>
  );
}

function BookPage({ bookId }: { bookId: string }) {
  const book = useBook(bookId);
  const { Comments } = useFeatureSlots();
  const chaptersHeading = useId();
  const commentsHeading = useId();

  if (book.isPending) {
    return (
      <div className="max-w-5xl" aria-busy="true">
        <title>Book · Quire</title>
        <BackLink />
        <div className="mt-6 grid gap-8 sm:grid-cols-[12rem_1fr]">
          <Skeleton className="aspect-[2/3] w-40 sm:w-48" />
          <div className="space-y-3">
            <Skeleton className="h-9 w-2/3" />
            <Skeleton className="h-5 w-1/3" />
            <Skeleton className="h-24 w-full" />
          </div>
        </div>
      </div>
    );
  }
  if (book.isError) {
    return (
      <div className="max-w-5xl">
        <title>Book · Quire</title>
        <BackLink />
        <h1 className="mt-6 font-serif text-3xl font-semibold text-ink-900">Book not found</h1>
        <ErrorState
          className="mt-6"
          what="this book"
          onRetry={() => void book.refetch()}
          isRetrying={book.isFetching}
        />
      </div>
    );
  }

  const data = book.data;
  const started = data.currentChapter !== null || data.progress > 0;
  const meta = [
    data.genre ? `${data.category} · ${data.genre}` : data.category,
    data.publicationYear ? String(data.publicationYear) : null,
    `${data.chapterCount} ${data.chapterCount === 1 ? 'chapter' : 'chapters'}`,
    `${data.pages} ${data.pages === 1 ? 'page' : 'pages'}`,
  ].filter(Boolean);

  return (
    <article className="max-w-5xl">
      <title>{`${data.title} · Quire`}</title>
      {data.published ? (
        // Feed readers find the book's new chapters from its page (decision 060).
        <link
          rel="alternate"
          type="application/atom+xml"
          title={`New chapters of ${data.title}`}
          href={buildPath(routes.bookFeed.path, { bookId: data._id })}
        />
      ) : null}
      <BackLink />
      <div className="mt-6 grid grid-cols-[6.5rem_1fr] gap-x-5 gap-y-6 sm:grid-cols-[12rem_1fr] sm:grid-rows-[auto_1fr] sm:gap-x-8 sm:gap-y-6">
        <BookCover
          title={data.title}
          author={data.author}
          src={data.coverImage}
          eager
          width={384}
          height={576}
          className="w-full self-start shadow-lifted sm:row-span-2"
        />
        <div className="min-w-0">
          <h1 className="font-serif text-3xl font-semibold tracking-tight text-ink-900 sm:text-4xl">
            {data.title}
          </h1>
          <p className="mt-1 text-lg text-ink-700">{data.author}</p>
          <p className="mt-2 text-sm text-ink-600">{meta.join(' · ')}</p>
          <div className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-700">
            <StarRating rating={data.rating.totalRatings ? data.rating.averageRating : null} size="md" />
            <span>
              {data.rating.totalRatings
                ? `${data.rating.averageRating.toFixed(1)} (${data.rating.totalRatings} ${data.rating.totalRatings === 1 ? 'rating' : 'ratings'})`
                : 'No ratings yet'}
            </span>
          </div>
          <div className="mt-5 flex flex-wrap gap-2">
            <ButtonLink to={links.reader(data._id, data.currentChapter ?? undefined)}>
              <BookOpen className="size-4" aria-hidden="true" />
              {started ? 'Continue reading' : 'Read'}
            </ButtonLink>
            <DownloadBookButton bookId={data._id} />
            <ExportBookButtons bookId={data._id} />
            {data.canEdit ? (
              <ButtonLink to={links.editBook(data._id)} variant="outline">
                <Pencil className="size-4" aria-hidden="true" />
                Edit
              </ButtonLink>
            ) : null}
            {data.published ? (
              <a
                href={buildPath(routes.bookFeed.path, { bookId: data._id })}
                className={buttonStyles({ variant: 'ghost' })}
                title="Follow new chapters in a feed reader (Atom), no account needed"
              >
                <Rss className="size-4" aria-hidden="true" />
                Feed
              </a>
            ) : null}
          </div>
        </div>
        <ReaderActions book={data} />
        {data.description ? (
          <p className="col-span-2 max-w-prose leading-relaxed whitespace-pre-line text-ink-800 sm:col-span-1 sm:col-start-2">
            {data.description}
          </p>
        ) : null}
      </div>

      <div className="mt-10 grid gap-10 lg:grid-cols-2">
        <section aria-labelledby={chaptersHeading}>
          <h2 id={chaptersHeading} className="font-serif text-xl font-semibold text-ink-900">
            Chapters
          </h2>
          {data.chapters.length === 0 ? (
            <p className="mt-3 text-sm text-ink-600">This book has no chapters yet.</p>
          ) : (
            <ol className="mt-3 divide-y divide-paper-200 rounded-2xl border border-paper-200 bg-white/70">
              {data.chapters.map((chapter) => (
                <li key={chapter.chapterNumber}>
                  <Link
                    to={links.reader(data._id, chapter.chapterNumber)}
                    className="flex items-baseline gap-3 px-4 py-3 text-sm transition hover:bg-paper-100"
                  >
                    <span className="w-6 shrink-0 text-right text-ink-500 tabular-nums">
                      {chapter.chapterNumber}
                    </span>
                    <span className="min-w-0 flex-1 truncate font-medium text-ink-900">{chapter.title}</span>
                  </Link>
                </li>
              ))}
            </ol>
          )}
        </section>

        <Comments bookId={data._id} look="page" fallbackCount={data.commentsCount}>
          {({ total, list, composer }) => (
            <section aria-labelledby={commentsHeading}>
              <h2 id={commentsHeading} className="font-serif text-xl font-semibold text-ink-900">
                Comments <span className="font-sans text-base font-medium text-ink-600">({total})</span>
              </h2>
              {composer}
              {list}
            </section>
          )}
        </Comments>
      </div>

      <BookHighlightsSection bookId={data._id} />
    </article>
  );
}

/**
 * What a reader does with a book from its page, as in the library's Details: favourite, like
 * (not one's own book), shelf, collections and their own rating.
 */
function ReaderActions({ book }: { book: BookDetail }) {
  const rate = useRateBook();
  const ratingHeading = useId();
  return (
    <section
      aria-label="Your shelf and rating"
      className="col-span-2 flex flex-col gap-4 rounded-2xl border border-paper-200 bg-white/70 p-4 sm:col-span-1 sm:col-start-2"
    >
      <div className="flex flex-wrap items-center gap-2">
        <FavoriteButton book={book} withLabel />
        {book.canEdit ? null : <LikeButton book={book} className="h-11 px-3.5" />}
        <ShelfStatusSelect bookId={book._id} title={book.title} status={book.status} />
        <CollectionsForBook bookId={book._id} title={book.title} />
      </div>
      {book.canEdit ? null : (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h2 id={ratingHeading} className="text-sm font-medium text-ink-700">
            Your Rating
          </h2>
          <RatingInput
            labelledBy={ratingHeading}
            value={book.userRating}
            onRate={(rating) => rate.mutate({ bookId: book._id, rating, previous: book.userRating })}
          />
        </div>
      )}
    </section>
  );
}
