import { Link } from 'react-router';
import { Logo } from '@/components/ui/logo';

const COLUMNS = [
  {
    heading: 'Explore',
    links: [
      { to: '/all-books', label: 'Knowledge Pool' },
      { to: '/book-library', label: 'Library' },
      { to: '/dashboard?tab=categories', label: 'Categories' },
    ],
  },
  {
    heading: 'Write',
    links: [
      { to: '/book-upload', label: 'Start Writing' },
      { to: '/book-management', label: 'Book management' },
    ],
  },
  {
    heading: 'You',
    links: [
      { to: '/profile', label: 'Profile' },
      { to: '/reading-goals', label: 'Reading goals' },
      { to: '/reading-history', label: 'Reading history' },
    ],
  },
] as const;

/** The home footer: static links to the rest of Quire. */
export function HomeFooter() {
  return (
    <footer className="mt-12 border-t border-paper-200 pt-8 pb-2">
      <div className="grid gap-8 sm:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div>
          <Logo className="[&_svg]:size-7" />
          <p className="mt-3 max-w-xs text-sm text-ink-600">
            A home for readers and the people who write for them.
          </p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className="text-xs font-semibold tracking-[0.14em] text-ink-600 uppercase">
              {column.heading}
            </h2>
            <ul className="mt-3 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="rounded text-ink-700 underline-offset-4 hover:text-ink-900 hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="mt-8 text-xs text-ink-600">© {new Date().getFullYear()} Quire</p>
    </footer>
  );
}
