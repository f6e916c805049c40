import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  /** The heading's id, for the section's aria-labelledby. */
  id?: string;
  title: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** Beside the title, at the end edge (a count, actions). */
  aside?: ReactNode;
  className?: string;
  headingClassName?: string;
}

/** A screen's title (its one <h1>), an optional line under it and something beside it. */
export function PageHeader({ id, title, description, aside, className, headingClassName }: PageHeaderProps) {
  return (
    <div className={clsx('flex flex-wrap items-end justify-between gap-x-6 gap-y-1', className)}>
      <div className="min-w-0">
        <h1
          id={id}
          className={clsx(
            'font-serif text-3xl font-semibold tracking-tight text-ink-900 sm:text-4xl',
            headingClassName,
          )}
        >
          {title}
        </h1>
        {description ? <p className="mt-2 max-w-2xl text-ink-600">{description}</p> : null}
      </div>
      {aside}
    </div>
  );
}
