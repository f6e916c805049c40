import { clsx } from 'clsx';
import { ArrowLeft, Award, ChartColumn, History, LibraryBig, Target } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { Logo } from '@/components/ui/logo';

const SECTIONS = [
  { to: '/reading-goals', label: 'Goals', icon: Target },
  { to: '/reading-progress', label: 'Progress', icon: ChartColumn },
  { to: '/reading-history', label: 'History', icon: History },
  { to: '/achievements', label: 'Achievements', icon: Award },
  { to: '/book-management', label: 'Library', icon: LibraryBig },
] as const;

interface MyReadingLayoutProps {
  /** The screen's title (the spec's screen name), also the document title. */
  title: string;
  description?: ReactNode;
  /** Buttons beside the title (e.g. New Goal). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of the "My reading" screens (goals, progress, history, achievements, book
 * management, bookshelf): the brand linking back to the dashboard, a section nav, the title.
 */
export function MyReadingLayout({ title, description, actions, children }: MyReadingLayoutProps) {
  return (
    <div className="min-h-dvh bg-paper-50">
      <title>{`${title} · Quire`}</title>
      <header className="sticky top-0 z-20 border-b border-paper-200 bg-paper-50/90 backdrop-blur supports-[backdrop-filter]:bg-paper-50/75">
        <div className="container-page flex h-16 items-center gap-4">
          <Link to="/dashboard" className="shrink-0 rounded-lg" aria-label="Quire dashboard">
            <Logo className="[&_svg]:size-7" />
          </Link>
          <SectionNav className="ml-auto hidden md:flex" />
        </div>
        <SectionNav className="container-page scroll-fade-x flex overflow-x-auto pb-2 md:hidden" />
      </header>
      <main className="container-page pt-6 pb-16 sm:pt-10">
        <Link
          to="/dashboard"
          className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-ink-600 underline-offset-4 hover:text-ink-900 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Dashboard
        </Link>
        <div className="mt-3 flex flex-wrap items-end justify-between gap-4">
          <div className="min-w-0">
            <h1 className="font-serif text-3xl font-semibold tracking-tight text-ink-900 sm:text-4xl">
              {title}
            </h1>
            {description ? <p className="mt-2 max-w-2xl text-ink-600">{description}</p> : null}
          </div>
          {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
        </div>
        <div className="mt-8">{children}</div>
      </main>
    </div>
  );
}

function SectionNav({ className }: { className?: string }) {
  return (
    <nav aria-label="My reading" className={className}>
      <ul className="flex items-center gap-1">
        {SECTIONS.map(({ to, label, icon: Icon }) => (
          <li key={to} className="shrink-0">
            <NavLink
              to={to}
              className={({ isActive }) =>
                clsx(
                  'inline-flex h-9 items-center gap-2 rounded-full px-3.5 text-sm font-medium transition',
                  isActive
                    ? 'bg-ink-900 text-paper-50'
                    : 'text-ink-700 hover:bg-paper-200/70 hover:text-ink-900',
                )
              }
            >
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
