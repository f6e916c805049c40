import { Logo } from '@/components/ui/logo';
import { prefetchSignIn } from '../lib/sign-in-navigation';

type FooterLink = { label: string; href: string; internal?: boolean };

const FOOTER_COLUMNS: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Explore',
    links: [
      { label: 'Popular This Week', href: '#popular' },
      { label: 'Categories', href: '#categories' },
      { label: 'Search', href: '#search' },
      { label: 'Sign In', href: '/auth', internal: true },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', href: '#about' },
      { label: 'Reader stories', href: '#testimonials' },
      { label: 'Newsletter', href: '#newsletter' },
      { label: 'Contact', href: 'mailto:hello@quire.app' },
    ],
  },
];

const linkClass = 'rounded-sm text-ink-600 transition hover:text-ink-900 hover:underline underline-offset-4';

export function LandingFooter() {
  return (
    <footer className="below-fold border-t border-paper-200 bg-paper-100">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-[1.5fr_1fr_1fr]">
        <div className="max-w-xs">
          <Logo />
          <p className="mt-4 text-sm leading-relaxed text-ink-600">
            A calm place to discover, read and keep the books that matter to you.
          </p>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} aria-labelledby={`footer-${column.title}`}>
            <h2 id={`footer-${column.title}`} className="text-sm font-semibold text-ink-900">
              {column.title}
            </h2>
            <ul className="mt-4 space-y-3 text-sm">
              {column.links.map((link) => (
                <li key={link.label}>
                  <a
                    href={link.href}
                    className={linkClass}
                    onPointerEnter={link.internal ? prefetchSignIn : undefined}
                    onFocus={link.internal ? prefetchSignIn : undefined}
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-paper-200">
        {/* Prerendered at build time: the year may have turned since. */}
        <p className="container-page py-6 text-sm text-ink-600" suppressHydrationWarning>
          © {new Date().getFullYear()} Quire. Made for readers.
        </p>
      </div>
    </footer>
  );
}
