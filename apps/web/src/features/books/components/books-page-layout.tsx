import { clsx } from 'clsx';
import type { ReactNode } from 'react';

interface BooksPageLayoutProps {
  /** The document title ('{title} · Quire'). The screen renders its own visible heading. */
  title: string;
  children: ReactNode;
  /** Narrower content for forms. */
  width?: 'wide' | 'form';
}

/**
 * The content frame of the stand-alone books screens (title and width); the navigation around it
 * is the app shell's (src/app).
 */
export function BooksPageLayout({ title, children, width = 'wide' }: BooksPageLayoutProps) {
  return (
    <div className={clsx('w-full', width === 'form' ? 'max-w-4xl' : 'max-w-7xl')}>
      <title>{`${title} · Quire`}</title>
      {children}
    </div>
  );
}
