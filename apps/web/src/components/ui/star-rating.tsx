import { clsx } from 'clsx';
import { RatingIcon } from './icons';

export interface StarRatingProps {
  /** 1–5, or null when not rated. */
  rating: number | null;
  className?: string;
  size?: 'sm' | 'md';
}

/** A read-only rating out of 5 stars (filled stars = the floor of the rating). */
export function StarRating({ rating, className, size = 'sm' }: StarRatingProps) {
  const filled = rating ? Math.floor(rating) : 0;
  const label = rating ? `Rated ${rating} out of 5` : 'Not rated';
  return (
    <span role="img" aria-label={label} className={clsx('inline-flex items-center gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <RatingIcon
          key={n}
          aria-hidden="true"
          className={clsx(
            size === 'sm' ? 'size-3.5' : 'size-4.5',
            n <= filled ? 'fill-amber-400 text-amber-500' : 'fill-transparent text-ink-300',
          )}
        />
      ))}
    </span>
  );
}
