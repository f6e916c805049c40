import { BOOK_FORM_MESSAGES, LIBRARY_TEXT } from '@quire/shared/messages';
import { ArrowLeft, ChartColumn, CircleAlert, Lock, RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/query-states';
import { Skeleton } from '@/components/ui/skeleton';
import { useBook, useFeatureSlots } from '@/features/books';
import { bookAnalyticsPath } from '../studio/studio-keys';
import { BookForm } from './book-form';
import { PageHeader } from '@/components/ui/page-header';

interface BookFormScreenProps {
  /** Edit this book; without it the form creates a new one. */
  bookId?: string;
  /** The heading; defaults to 'Upload' (the sidebar's entry) or 'Edit Book'. */
  title?: string;
}

/** The book form screen in create or edit mode, with Back, loading, error and permission states. */
export function BookFormScreen({ bookId, title }: BookFormScreenProps) {
  const headingId = useId();
  const heading = title ?? (bookId ? 'Edit Book' : 'Upload');
  const { ImportBooks } = useFeatureSlots();
  return (
    <section aria-labelledby={headingId}>
      <BackButton />
      <PageHeader
        id={headingId}
        title={heading}
        className="mt-3"
        // A finished book in a file: import it as a draft instead of typing it in.
        aside={
          bookId ? (
            // The writer's figures for this book (aggregates only).
            <ButtonLink to={bookAnalyticsPath(bookId)} variant="outline" className="mt-3 sm:mt-0">
              <ChartColumn className="size-4" aria-hidden="true" />
              Chapter analytics
            </ButtonLink>
          ) : (
            <ImportBooks label="Import from a file" className="mt-3 sm:mt-0" />
          )
        }
        description={
          bookId
            ? 'Change the details, the cover or the chapters. Readers see your changes as soon as you save.'
            : 'Give your book a cover, the details readers look for, and its chapters.'
        }
      />
      <div className="mt-8">{bookId ? <EditBook bookId={bookId} /> : <BookForm />}</div>
    </section>
  );
}

function EditBook({ bookId }: { bookId: string }) {
  const query = useBook(bookId);

  if (query.isPending) {
    return (
      <div role="status" className="grid gap-8 md:grid-cols-[15rem_1fr]">
        <span className="sr-only">Loading the book…</span>
        <Skeleton className="aspect-[2/3] w-full max-w-[15rem] rounded-xl" />
        <div className="grid content-start gap-4 sm:grid-cols-2">
          {Array.from({ length: 7 }, (_, index) => (
            <Skeleton key={index} className={index === 0 || index === 6 ? 'h-16 sm:col-span-2' : 'h-16'} />
          ))}
        </div>
      </div>
    );
  }

  if (query.isError) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-4 py-3.5 text-red-800"
      >
        <CircleAlert className="size-5 shrink-0" aria-hidden="true" />
        <p className="flex-1 font-medium">{BOOK_FORM_MESSAGES.loadFailed}</p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => query.refetch()}
          isLoading={query.isFetching}
          icon={<RotateCcw className="size-4" aria-hidden="true" />}
        >
          Try again
        </Button>
      </div>
    );
  }

  if (!query.data.canEdit) {
    return (
      <EmptyState
        icon={<Lock aria-hidden="true" />}
        title="You can’t edit this book"
        action={<ButtonLink to="/book-library">Back to the library</ButtonLink>}
      >
        {LIBRARY_TEXT.notOwner}
      </EmptyState>
    );
  }

  // A new key per stored version: the form starts again from what the server holds.
  return <BookForm key={query.data._id} book={query.data} />;
}

function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Button
      variant="ghost"
      size="sm"
      className="-ml-3"
      icon={<ArrowLeft className="size-4" aria-hidden="true" />}
      // Straight from a link or a reload there is no page to go back to: go to the dashboard.
      onClick={() => (location.key === 'default' ? navigate('/dashboard') : navigate(-1))}
    >
      Back
    </Button>
  );
}
