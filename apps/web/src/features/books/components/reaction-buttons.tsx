import type { Book } from '@quire/shared/schemas/books';
import { clsx } from 'clsx';
import { FavoriteIcon, LikeIcon } from '@/components/ui/icons';
import { useToggleFavorite, useToggleLike } from '../api/book-reactions';

interface FavoriteButtonProps {
  book: Pick<Book, '_id' | 'title' | 'favorite'>;
  className?: string;
  /** Shows 'Add to Favorites' / 'Remove from Favorites' beside the icon. */
  withLabel?: boolean;
}

/**
 * Toggles the caller's favourite, at once, reverting if the server says no. A favourite is a
 * heart on every screen; a like is a thumb (LikeButton).
 */
export function FavoriteButton({ book, className, withLabel = false }: FavoriteButtonProps) {
  const toggle = useToggleFavorite();
  const label = book.favorite ? 'Remove from Favorites' : 'Add to Favorites';
  return (
    <button
      type="button"
      aria-pressed={book.favorite}
      aria-label={withLabel ? undefined : `${label}: ${book.title}`}
      title={withLabel ? undefined : label}
      onClick={() => {
        if (!toggle.isPending) toggle.mutate(book._id);
      }}
      className={clsx(
        'inline-flex items-center justify-center gap-2 rounded-full transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600',
        withLabel
          ? 'h-11 border border-paper-300 bg-white/70 px-5 text-[0.9375rem] font-medium text-ink-800 hover:border-ink-300 hover:bg-white'
          : 'size-9 bg-white/95 text-ink-700 shadow-sm ring-1 ring-ink-900/5 hover:bg-white hover:text-ink-900',
        className,
      )}
    >
      <FavoriteIcon
        aria-hidden="true"
        className={clsx(
          withLabel ? 'size-4.5' : 'size-[1.125rem]',
          book.favorite && 'fill-accent-600 text-accent-600',
        )}
      />
      {withLabel ? label : null}
    </button>
  );
}

/** Like / unlike with the like count, optimistic. */
export function LikeButton({
  book,
  className,
}: {
  book: Pick<Book, '_id' | 'title' | 'isLiked' | 'likes'>;
  className?: string;
}) {
  const toggle = useToggleLike();
  return (
    <button
      type="button"
      aria-pressed={book.isLiked}
      aria-label={`${book.isLiked ? 'Unlike' : 'Like'} ${book.title} (${book.likes} ${book.likes === 1 ? 'like' : 'likes'})`}
      onClick={() => {
        if (!toggle.isPending) toggle.mutate(book._id);
      }}
      className={clsx(
        'inline-flex h-9 items-center gap-1.5 rounded-full px-2.5 text-sm font-medium tabular-nums transition hover:bg-paper-200/70',
        book.isLiked ? 'text-accent-700' : 'text-ink-600 hover:text-ink-900',
        className,
      )}
    >
      <LikeIcon
        aria-hidden="true"
        className={clsx('size-4', book.isLiked && 'fill-accent-100 text-accent-700')}
      />
      <span aria-hidden="true">{book.likes}</span>
    </button>
  );
}
