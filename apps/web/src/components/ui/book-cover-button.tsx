import { clsx } from 'clsx';
import { BookCover } from './book-cover';

export interface CoverBook {
  title: string;
  author: string;
  coverImage?: string | null;
  coverThumb?: string | null;
}

/** The picture a list shows for a book: its thumbnail when there is one, else the full cover. */
export const coverSrc = (book: CoverBook) => book.coverThumb ?? book.coverImage;

export interface BookCoverButtonProps {
  book: CoverBook;
  onClick: () => void;
  /** The full cover instead of the thumbnail (large covers). */
  fullSize?: boolean;
  eager?: boolean;
  width?: number;
  height?: number;
  className?: string;
}

/**
 * A book's cover that opens it, like the title beside it does. It is a pointer shortcut only: the
 * title is the control for the keyboard and screen readers, so the cover is out of both.
 */
export function BookCoverButton({
  book,
  onClick,
  fullSize,
  eager,
  width,
  height,
  className,
}: BookCoverButtonProps) {
  return (
    <button
      type="button"
      tabIndex={-1}
      aria-hidden="true"
      onClick={onClick}
      className={clsx('block cursor-pointer rounded-r-md', className)}
    >
      <BookCover
        title={book.title}
        author={book.author}
        src={fullSize ? book.coverImage : coverSrc(book)}
        decorative
        eager={eager}
        width={width}
        height={height}
      />
    </button>
  );
}
