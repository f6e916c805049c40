import { AuthButton } from './auth-button';
import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { useRef, useState } from 'react';
import { Logo } from '@/components/ui/logo';
import { useDismiss } from '@/hooks/use-dismiss';

/** Home, About and Categories are in-page placeholders; Books scrolls to Popular This Week. */
const NAV_LINKS = [
  { label: 'Home', href: '#top' },
  { label: 'About', href: '#about' },
  { label: 'Books', href: '#popular' },
  { label: 'Categories', href: '#categories' },
] as const;

export function LandingHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  useDismiss(headerRef, menuOpen, () => setMenuOpen(false));

  return (
    <header
      ref={headerRef}
      className="sticky top-0 z-30 border-b border-paper-200/80 bg-paper-50/90 backdrop-blur supports-[backdrop-filter]:bg-paper-50/75"
    >
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <a href="#top" className="rounded-lg" aria-label="Quire home">
          <Logo />
        </a>

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.label}>
                <a
                  href={link.href}
                  className="rounded-full px-3.5 py-2 text-[0.9375rem] font-medium text-ink-700 transition hover:bg-paper-200/70 hover:text-ink-900"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <AuthButton variant="ghost" size="sm">
            Sign In
          </AuthButton>
          <AuthButton size="sm">Sign Up</AuthButton>
          <button
            type="button"
            className="grid size-10 place-items-center rounded-full text-ink-800 transition hover:bg-paper-200/70 md:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? 'landing-mobile-nav' : undefined}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? (
              <X className="size-5" aria-hidden="true" />
            ) : (
              <Menu className="size-5" aria-hidden="true" />
            )}
          </button>
        </div>
      </div>

      {menuOpen ? (
        <nav
          id="landing-mobile-nav"
          aria-label="Main"
          className="border-t border-paper-200 bg-paper-50 md:hidden"
        >
          <ul className="container-page flex flex-col py-2">
            {NAV_LINKS.map((link) => (
              <li key={link.label}>
                <a
                  href={link.href}
                  onClick={() => setMenuOpen(false)}
                  className="block rounded-lg px-2 py-3 font-medium text-ink-800 hover:bg-paper-100"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
