import type { ReactNode } from 'react';

interface MyReadingLayoutProps {
  /** The screen's title (the spec's screen name), also the document title. */
  title: string;
  description?: ReactNode;
  /** Buttons beside the title (e.g. New Goal). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The title block of the "My reading" screens (goals, progress, history, achievements, book
 * management, bookshelf); the app shell around them holds the navigation.
 */
export function MyReadingLayout({ title, description, actions, children }: MyReadingLayoutProps) {
  return (
    <div className="mx-auto w-full max-w-6xl">
      <title>{`${title} · Quire`}</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="font-serif text-3xl font-semibold tracking-tight text-ink-900 sm:text-4xl">
            {title}
          </h1>
          {description ? <p className="mt-2 max-w-2xl text-ink-600">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
      <div className="mt-8">{children}</div>
    </div>
  );
}
