import { clsx } from 'clsx';
import { BookOpen, House, LibraryBig, PenLine } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { Logo } from '@/components/ui/logo';

const SECTIONS = [
  { to: '/dashboard', label: 'Home', icon: House, end: true },
  { to: '/book-library', label: 'Library', icon: LibraryBig, end: false },
  { to: '/all-books', label: 'Knowledge Pool', icon: BookOpen, end: false },
  { to: '/book-upload', label: 'Write', icon: PenLine, end: false },
] as const;

interface BooksPageLayoutProps {
  /** The document title ('{title} · Quire'). The screen renders its own visible heading. */
  title: string;
  children: ReactNode;
  /** Narrower content for forms. */
  width?: 'wide' | 'form';
}

/** The frame of the stand-alone books screens: brand back to the dashboard and the books nav. */
export function BooksPageLayout({ title, children, width = 'wide' }: BooksPageLayoutProps) {
  return (
    <div className="min-h-dvh bg-paper-50">
      <title>{`${title} · Quire`}</title>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-ink-900 px-4 py-2 text-paper-50 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-20 border-b border-paper-200 bg-paper-50/90 backdrop-blur supports-[backdrop-filter]:bg-paper-50/75">
        <div className="container-page flex h-16 items-center gap-4">
          <Link to="/dashboard" className="shrink-0 rounded-lg" aria-label="Quire dashboard">
            <Logo className="[&_svg]:size-7" />
          </Link>
          <SectionNav className="ml-auto hidden md:flex" />
        </div>
        <SectionNav className="container-page scroll-fade-x flex overflow-x-auto pb-2 md:hidden" />
      </header>
      <main
        id="main"
        className={clsx(
          'pt-6 pb-16 sm:pt-8',
          width === 'form' ? 'mx-auto w-full max-w-4xl px-4 sm:px-6' : 'container-page',
        )}
      >
        {children}
      </main>
    </div>
  );
}

function SectionNav({ className }: { className?: string }) {
  return (
    <nav aria-label="Books" className={className}>
      <ul className="flex items-center gap-1">
        {SECTIONS.map(({ to, label, icon: Icon, end }) => (
          <li key={to} className="shrink-0">
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                clsx(
                  'inline-flex h-9 items-center gap-2 rounded-full px-3 text-sm font-medium transition sm:px-3.5',
                  isActive
                    ? 'bg-ink-900 text-paper-50'
                    : 'text-ink-700 hover:bg-paper-200/70 hover:text-ink-900',
                )
              }
            >
              <Icon className="hidden size-4 min-[400px]:block" aria-hidden="true" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
