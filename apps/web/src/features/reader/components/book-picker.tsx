import type { ContinueReadingItem } from '@quire/shared/schemas/reader';
import { ArrowLeft, BookOpen, Library, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { BookCover } from '@/components/ui/book-cover';
import { ButtonLink } from '@/components/ui/button-link';
import { Logo } from '@/components/ui/logo';
import { Skeleton } from '@/components/ui/skeleton';
import { useContinueReading } from '@/features/books';
import { type SuggestedBook, useNewestBooks } from '../api/get-suggestions';
import { readerLink } from '../lib/share-link';

const readerPath = (bookId: string, chapter?: number | null) => {
  const url = new URL(readerLink(bookId, chapter ?? undefined));
  return `${url.pathname}${url.search}`;
};

/** /book-reader without a book: resume a book in progress, or start a new one. */
export function BookPicker({ invalidLink }: { invalidLink: boolean }) {
  const inProgress = useContinueReading(6);
  const newest = useNewestBooks(8);
  const started = new Set(inProgress.data?.books.map((book) => book._id));
  const fresh = (newest.data ?? []).filter((book) => !started.has(book._id)).slice(0, 6);
  const nothing =
    inProgress.isSuccess && newest.isSuccess && inProgress.data.books.length === 0 && fresh.length === 0;

  return (
    <div className="min-h-dvh bg-paper-50">
      <title>Reader · Quire</title>
      <header className="border-b border-paper-200 bg-paper-50/90 backdrop-blur">
        <div className="container-page flex h-16 items-center justify-between">
          <Link to="/dashboard" className="rounded-lg" aria-label="Quire dashboard">
            <Logo />
          </Link>
          <Link
            to="/dashboard"
            className="inline-flex items-center gap-2 rounded-md text-sm font-medium text-accent-700 underline-offset-4 hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Dashboard
          </Link>
        </div>
      </header>
      <main className="container-page py-10 sm:py-14">
        <p className="text-sm font-semibold tracking-[0.18em] text-accent-700 uppercase">Reader</p>
        <h1 className="mt-2 font-serif text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
          What would you like to read?
        </h1>
        {invalidLink ? (
          <p role="alert" className="mt-4 max-w-xl rounded-xl bg-accent-50 px-4 py-3 text-sm text-accent-800">
            That reading link is incomplete or broken. Pick a book below instead.
          </p>
        ) : null}

        {nothing ? (
          <div className="mt-10 flex max-w-xl flex-col items-start rounded-2xl border border-dashed border-paper-300 bg-white/60 p-8">
            <Library className="size-8 text-ink-500" aria-hidden="true" />
            <h2 className="mt-4 font-serif text-xl font-semibold">Nothing on your reading list yet</h2>
            <p className="mt-1 text-ink-600">
              Browse the catalogue and open any book: it will wait for you here.
            </p>
            <ButtonLink to="/all-books" className="mt-5">
              Browse books
            </ButtonLink>
          </div>
        ) : (
          <>
            <Section title="Continue reading" query={inProgress} empty="Books you start will appear here.">
              {inProgress.data?.books.map((book) => (
                <ContinueCard key={book._id} book={book} />
              ))}
            </Section>
            <Section title="Start something new" query={newest} empty="No other books yet.">
              {fresh.map((book) => (
                <NewBookCard key={book._id} book={book} />
              ))}
            </Section>
          </>
        )}
      </main>
    </div>
  );
}

function Section({
  title,
  query,
  empty,
  children,
}: {
  title: string;
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  empty: string;
  children: React.ReactNode;
}) {
  const items = Array.isArray(children) ? children : [children];
  return (
    <section className="mt-12" aria-label={title}>
      <h2 className="font-serif text-xl font-semibold">{title}</h2>
      {query.isPending ? (
        <ul className="mt-5 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <li key={i} className="flex gap-4 rounded-2xl bg-white/70 p-4 shadow-card">
              <Skeleton className="aspect-[2/3] w-16 shrink-0" />
              <div className="flex-1 space-y-2 pt-1">
                <Skeleton className="h-4 w-4/5" />
                <Skeleton className="h-3 w-1/2" />
                <Skeleton className="mt-4 h-1.5 w-full" />
              </div>
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <div role="alert" className="mt-4 flex items-center gap-3 text-sm text-ink-700">
          <span>This list could not be loaded.</span>
          <button
            type="button"
            onClick={() => query.refetch()}
            className="inline-flex items-center gap-1.5 rounded-full border border-paper-300 bg-white px-3 py-1.5 font-medium hover:bg-paper-100"
          >
            <RotateCw className="size-3.5" aria-hidden="true" /> Retry
          </button>
        </div>
      ) : items.filter(Boolean).length === 0 ? (
        <p className="mt-3 text-ink-600">{empty}</p>
      ) : (
        <ul className="mt-5 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">{children}</ul>
      )}
    </section>
  );
}

function ContinueCard({ book }: { book: ContinueReadingItem }) {
  const percent = Math.floor(book.progress);
  return (
    <li>
      <Link
        to={readerPath(book._id, book.currentChapter)}
        className="group flex h-full gap-4 rounded-2xl bg-white/80 p-4 shadow-card transition hover:-translate-y-0.5 hover:shadow-lifted"
      >
        <BookCover
          title={book.title}
          author={book.author}
          src={book.coverThumb}
          decorative
          className="w-16 shrink-0"
        />
        <div className="flex min-w-0 flex-1 flex-col">
          <p className="line-clamp-2 font-serif font-semibold leading-snug text-ink-900">{book.title}</p>
          <p className="truncate text-sm text-ink-600">{book.author}</p>
          {book.currentChapter ? (
            <p className="mt-1 truncate text-sm text-ink-600">
              Chapter {book.currentChapter} of {book.totalChapters}
              {book.currentChapterTitle ? ` · ${book.currentChapterTitle}` : ''}
            </p>
          ) : null}
          <div className="mt-auto pt-3">
            <div className="flex justify-between text-xs text-ink-600">
              <span className="font-medium text-accent-700 group-hover:underline">Continue</span>
              <span className="tabular-nums">{percent}% complete</span>
            </div>
            <div className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-paper-200">
              <div className="h-full rounded-full bg-accent-600" style={{ width: `${percent}%` }} />
            </div>
          </div>
        </div>
      </Link>
    </li>
  );
}

function NewBookCard({ book }: { book: SuggestedBook }) {
  return (
    <li>
      <Link
        to={readerPath(book._id)}
        className="group flex h-full gap-4 rounded-2xl bg-white/80 p-4 shadow-card transition hover:-translate-y-0.5 hover:shadow-lifted"
      >
        <BookCover
          title={book.title}
          author={book.author}
          src={book.coverThumb ?? book.coverImage}
          decorative
          className="w-16 shrink-0"
        />
        <div className="flex min-w-0 flex-1 flex-col">
          <p className="line-clamp-2 font-serif font-semibold leading-snug text-ink-900">{book.title}</p>
          <p className="truncate text-sm text-ink-600">{book.author}</p>
          <p className="mt-1 text-sm text-ink-600">{book.category}</p>
          <span className="mt-auto inline-flex items-center gap-1.5 pt-3 text-sm font-medium text-accent-700 group-hover:underline">
            <BookOpen className="size-4" aria-hidden="true" /> Start reading
          </span>
        </div>
      </Link>
    </li>
  );
}
