import type { Book } from '@quire/shared/schemas/books';
import { CircleCheck, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { BookCoverButton } from '@/components/ui/book-cover-button';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Skeleton } from '@/components/ui/skeleton';
import { FavoriteButton, LikeButton } from '@/features/books';
import { DraftBadge } from './draft-badge';

interface BookCardProps {
  book: Book;
  onOpenDetails: (book: Book) => void;
  onDelete?: (book: Book) => void;
  /** Covers in the first rows load at once; the rest lazily. */
  eager?: boolean;
}

/**
 * A library card: cover, title, author, reading progress ('{n}% complete' once started and under
 * 100; nothing for a book not started), favourite
 * star, like button with count, Details, and Delete for the book's owner (book.canEdit).
 * On narrow phones the card lies on its side (cover left), from 480px it stands up.
 */
export function BookCard({ book, onOpenDetails, onDelete, eager = false }: BookCardProps) {
  const titleId = useId();
  const progress = Math.round(book.progress);
  return (
    <article
      aria-labelledby={titleId}
      className="group flex h-full gap-3 rounded-2xl border border-paper-200 bg-white/80 p-3 shadow-card transition hover:-translate-y-0.5 hover:shadow-lifted min-[480px]:flex-col min-[480px]:gap-0"
    >
      <div className="relative w-24 shrink-0 min-[480px]:w-full">
        <BookCoverButton
          book={book}
          onClick={() => onOpenDetails(book)}
          eager={eager}
          width={320}
          height={480}
          className="w-full"
        />
        <FavoriteButton book={book} className="absolute top-2 right-2" />
      </div>

      <div className="flex min-w-0 flex-1 flex-col min-[480px]:mt-3">
        <h3
          id={titleId}
          className="line-clamp-2 font-serif text-[1.0625rem] leading-snug font-semibold text-ink-900"
        >
          {book.title}
        </h3>
        <p className="mt-0.5 truncate text-sm text-ink-600">{book.author}</p>
        {book.published ? null : (
          <p className="mt-1">
            <DraftBadge />
          </p>
        )}

        {progress <= 0 ? null : progress < 100 ? (
          <div className="mt-3">
            <ProgressBar size="sm" value={progress} label={`Reading progress of ${book.title}`} />
            <p className="mt-1 text-xs text-ink-600">{progress}% complete</p>
          </div>
        ) : (
          <p className="mt-3 inline-flex items-center gap-1 text-xs font-medium text-sage-700">
            <CircleCheck className="size-3.5" aria-hidden="true" />
            Completed
          </p>
        )}

        <div className="mt-auto flex items-center gap-1 pt-3">
          {/* Authors do not like their own books. */}
          {book.canEdit ? null : <LikeButton book={book} className="-ml-2" />}
          <Button
            size="sm"
            variant="outline"
            className="ml-auto h-9 px-3"
            onClick={() => onOpenDetails(book)}
            aria-label={`Details of ${book.title}`}
          >
            Details
          </Button>
          {book.canEdit && onDelete ? (
            <button
              type="button"
              onClick={() => onDelete(book)}
              aria-label={`Delete ${book.title}`}
              title="Delete"
              className="grid size-9 shrink-0 place-items-center rounded-full text-ink-600 transition hover:bg-red-50 hover:text-red-700"
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </button>
          ) : null}
        </div>
      </div>
    </article>
  );
}

/** The card's shape while the first page loads. */
export function BookCardSkeleton() {
  return (
    <div className="flex gap-3 rounded-2xl border border-paper-200 bg-white/60 p-3 min-[480px]:flex-col min-[480px]:gap-0">
      <Skeleton className="aspect-[2/3] w-24 shrink-0 rounded-md min-[480px]:w-full" />
      <div className="flex-1 space-y-2 min-[480px]:mt-3">
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="mt-4 h-1.5 w-full" />
        <Skeleton className="h-8 w-full" />
      </div>
    </div>
  );
}
