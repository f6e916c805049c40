import type { Book } from '@quire/shared/schemas/books';
import { BookOpen, ExternalLink } from 'lucide-react';
import { BookCover } from '@/components/ui/book-cover';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { readVerb } from '@/lib/format';
import { Dialog } from '@/components/ui/dialog';
import { StarRating } from '@/components/ui/star-rating';
import { FavoriteButton } from '@/features/books';
import { links } from '@/lib/links';

interface BookDetailDialogProps {
  book: Book | null;
  onClose: () => void;
  onStartReading: (book: Book) => void;
}

/**
 * The Knowledge Pool's detail modal (spec §2 All Books): title, author, rating (the floor of the
 * average as filled stars), reviews, category, published year, pages, description, Start Reading,
 * Add to / Remove from Favorites, close.
 */
export function BookDetailDialog({ book, onClose, onStartReading }: BookDetailDialogProps) {
  return (
    <Dialog
      open={book !== null}
      onClose={onClose}
      size="lg"
      title={book?.title ?? ''}
      description={book ? `by ${book.author}` : undefined}
      titleClassName="pr-2 font-serif text-2xl leading-tight font-semibold text-balance text-ink-900"
    >
      {book ? (
        <div className="mt-5 grid gap-6 sm:grid-cols-[10rem_1fr]">
          <BookCover
            title={book.title}
            author={book.author}
            src={book.coverImage}
            eager
            width={320}
            height={480}
            className="w-32 sm:w-full"
          />
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <StarRating rating={book.rating.averageRating || null} size="md" />
              <span className="text-sm font-semibold text-ink-900 tabular-nums">
                {book.rating.totalRatings ? book.rating.averageRating.toFixed(1) : '–'}
              </span>
            </div>
            <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
              <Detail label="Reviews" value={book.rating.totalRatings.toLocaleString()} />
              <Detail label="Category" value={book.category} />
              <Detail label="Published" value={book.publicationYear ? String(book.publicationYear) : '–'} />
              <Detail label="Pages" value={book.pages.toLocaleString()} />
            </dl>
            {book.description ? (
              <p className="mt-4 leading-relaxed whitespace-pre-line text-ink-800">{book.description}</p>
            ) : null}
            {/* Sticky: on a phone the actions stay in view while the description scrolls. */}
            <div className="sticky bottom-0 -mx-6 -mb-6 mt-6 flex flex-wrap gap-2 border-t border-paper-200 bg-paper-50 px-6 py-3 sm:static sm:m-0 sm:mt-6 sm:border-0 sm:bg-transparent sm:p-0">
              <Button
                onClick={() => onStartReading(book)}
                icon={<BookOpen className="size-4.5" aria-hidden="true" />}
              >
                {readVerb(book.progress, 'Start Reading')}
              </Button>
              <FavoriteButton book={book} withLabel />
              <ButtonLink to={links.book(book._id)} variant="outline">
                <ExternalLink className="size-4" aria-hidden="true" />
                Open book page
              </ButtonLink>
            </div>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-ink-600 uppercase">{label}</dt>
      <dd className="mt-0.5 font-medium text-ink-900">{value}</dd>
    </div>
  );
}
