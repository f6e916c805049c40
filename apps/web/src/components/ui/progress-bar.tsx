import { clsx } from 'clsx';

export interface ProgressBarProps {
  /** Percent; the bar is drawn up to 100 however large the value is. */
  value: number;
  /** What the bar measures, for screen readers ("Progress of Dune"). */
  label: string;
  /** Tailwind background class of the filled part. */
  barClassName?: string;
  /** Tailwind background class of the track (defaults to a paper tone). */
  trackClassName?: string;
  className?: string;
  size?: 'sm' | 'md';
}

/** A horizontal progress bar announced as a progressbar with its value. */
export function ProgressBar({
  value,
  label,
  barClassName,
  trackClassName,
  className,
  size = 'md',
}: ProgressBarProps) {
  const safe = Number.isFinite(value) ? Math.max(0, value) : 0;
  const shown = Math.min(100, safe);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(shown)}
      aria-valuetext={`${Math.round(safe)}%`}
      className={clsx(
        'w-full overflow-hidden rounded-full',
        trackClassName ?? 'bg-paper-200',
        size === 'sm' ? 'h-1.5' : 'h-2.5',
        className,
      )}
    >
      <div
        className={clsx(
          'h-full rounded-full transition-[width] duration-500',
          barClassName ?? 'bg-accent-600',
        )}
        style={{ width: `${shown}%` }}
      />
    </div>
  );
}
