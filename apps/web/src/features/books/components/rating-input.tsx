import { clsx } from 'clsx';
import { RatingIcon } from '@/components/ui/icons';
import { useState } from 'react';

interface RatingInputProps {
  /** The caller's rating, 1–5, or null when not rated yet. */
  value: number | null;
  onRate: (rating: number) => void;
  /** The id of the visible heading that names the group ('Your Rating'). */
  labelledBy: string;
}

/** Five star buttons; hovering previews, clicking rates. Each star says what it does. */
export function RatingInput({ value, onRate, labelledBy }: RatingInputProps) {
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a fieldset of inputs
    <div
      role="group"
      aria-labelledby={labelledBy}
      className="flex items-center gap-0.5"
      onMouseLeave={() => setHovered(null)}
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <button
          key={star}
          type="button"
          aria-pressed={value === star}
          aria-label={`${star} ${star === 1 ? 'star' : 'stars'}`}
          onMouseEnter={() => setHovered(star)}
          onFocus={() => setHovered(star)}
          onBlur={() => setHovered(null)}
          onClick={() => onRate(star)}
          className="grid size-10 place-items-center rounded-full transition hover:bg-amber-50"
        >
          <RatingIcon
            aria-hidden="true"
            className={clsx(
              'size-6 transition',
              star <= shown ? 'fill-amber-400 text-amber-500' : 'fill-transparent text-ink-400',
            )}
          />
        </button>
      ))}
    </div>
  );
}
