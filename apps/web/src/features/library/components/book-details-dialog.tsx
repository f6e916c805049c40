import { LIBRARY_TEXT } from '@quire/shared/messages';
import type { Book } from '@quire/shared/schemas/books';
import { BookOpen, ExternalLink, PenLine } from 'lucide-react';
import { useId } from 'react';
import { BookCover } from '@/components/ui/book-cover';
import { countOf, readVerb } from '@/lib/format';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Dialog } from '@/components/ui/dialog';
import { FavoriteButton, LikeButton, RatingInput, useFeatureSlots, useRateBook } from '@/features/books';
import { DraftBadge } from './draft-badge';
import { NotesEditor } from './notes-editor';
import { TagsEditor } from './tags-editor';
import { links } from '@/lib/links';

interface BookDetailsDialogProps {
  book: Book | null;
  onClose: () => void;
  onRead: (book: Book) => void;
}

const ratingText = (book: Book) =>
  book.rating.totalRatings
    ? `${book.rating.averageRating.toFixed(1)} average · ${countOf(book.rating.totalRatings, 'rating')}`
    : 'No ratings yet';

/**
 * The Book Details modal: cover, title, author, Your Rating, Notes (with a character count),
 * Tags, Comments, Read Book, and Edit for the book's owner.
 */
export function BookDetailsDialog({ book, onClose, onRead }: BookDetailsDialogProps) {
  return (
    <Dialog
      open={book !== null}
      onClose={onClose}
      size="xl"
      title={book?.title ?? ''}
      description={book ? `by ${book.author}` : undefined}
      titleClassName="pr-2 font-serif text-2xl leading-tight font-semibold text-balance text-ink-900"
      className="p-5 sm:p-7"
    >
      {book ? <DetailsBody key={book._id} book={book} onRead={onRead} /> : null}
    </Dialog>
  );
}

function DetailsBody({ book, onRead }: { book: Book; onRead: (book: Book) => void }) {
  const rate = useRateBook();
  const ratingHeadingId = useId();
  const commentsHeadingId = useId();
  const { Comments } = useFeatureSlots();
  const meta = [
    book.category,
    book.publicationYear ? String(book.publicationYear) : null,
    countOf(book.chapterCount, 'chapter'),
    countOf(book.pages, 'page'),
  ].filter(Boolean);

  return (
    <div className="mt-5 grid gap-6 md:grid-cols-[13rem_1fr] md:gap-8">
      <div className="flex flex-row gap-4 md:flex-col">
        <BookCover
          title={book.title}
          author={book.author}
          src={book.coverImage}
          className="w-28 shrink-0 md:w-full"
          width={416}
          height={624}
          eager
        />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <Button onClick={() => onRead(book)} icon={<BookOpen className="size-4.5" aria-hidden="true" />}>
            {readVerb(book.progress, 'Read Book')}
          </Button>
          <ButtonLink to={links.book(book._id)} variant="outline">
            <ExternalLink className="size-4" aria-hidden="true" />
            Open book page
          </ButtonLink>
          {book.canEdit ? (
            <ButtonLink to={links.editBook(book._id)} variant="outline">
              <PenLine className="size-4" aria-hidden="true" />
              Edit
            </ButtonLink>
          ) : null}
          {book.published ? null : (
            <p className="text-sm text-ink-600">
              <DraftBadge /> {LIBRARY_TEXT.draftHint}
            </p>
          )}
          <div className="mt-1 flex items-center gap-1">
            {/* Authors do not like or rate their own books. */}
            {book.canEdit ? null : <LikeButton book={book} />}
            <FavoriteButton book={book} className="shadow-none ring-paper-300" />
          </div>
          <p className="text-xs text-ink-600">
            {book.favorites} {book.favorites === 1 ? 'favorite' : 'favorites'} · {book.commentsCount}{' '}
            {book.commentsCount === 1 ? 'comment' : 'comments'}
          </p>
        </div>
      </div>

      <div className="min-w-0 space-y-7">
        <div>
          <p className="text-sm text-ink-600">{meta.join(' · ')}</p>
          {book.description ? (
            <p className="mt-2 line-clamp-5 leading-relaxed text-ink-800">{book.description}</p>
          ) : null}
        </div>

        {book.canEdit ? null : (
          <div>
            <h3 id={ratingHeadingId} className="font-serif text-lg font-semibold text-ink-900">
              Your Rating
            </h3>
            <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1">
              <RatingInput
                labelledBy={ratingHeadingId}
                value={book.userRating}
                onRate={(rating) => rate.mutate({ bookId: book._id, rating, previous: book.userRating })}
              />
              <p className="text-sm text-ink-600" aria-live="polite">
                {ratingText(book)}
              </p>
            </div>
          </div>
        )}

        <NotesEditor bookId={book._id} initialNotes={book.notes} />
        <TagsEditor bookId={book._id} tags={book.tags} />
        <Comments bookId={book._id} look="page" fallbackCount={book.commentsCount}>
          {({ total, list, composer }) => (
            <section aria-labelledby={commentsHeadingId}>
              <h3 id={commentsHeadingId} className="font-serif text-lg font-semibold text-ink-900">
                Comments <span className="font-sans text-base font-medium text-ink-600">({total})</span>
              </h3>
              {composer}
              {list}
            </section>
          )}
        </Comments>
      </div>
    </div>
  );
}
