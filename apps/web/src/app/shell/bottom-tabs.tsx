import { clsx } from 'clsx';
import { Link } from 'react-router';
import { BOTTOM_TABS, type Place } from './nav-model';

/** The phone tab bar (below 768px), fixed to the bottom of the screen. */
export function BottomTabs({ place }: { place: Place }) {
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-20 border-t border-paper-200 bg-paper-50/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="grid grid-cols-4">
        {BOTTOM_TABS.map((entry) => {
          const active = entry.isActive(place);
          const Icon = entry.icon;
          return (
            <li key={entry.label}>
              <Link
                to={entry.href(place)}
                aria-current={active ? 'page' : undefined}
                className={clsx(
                  'flex h-16 flex-col items-center justify-center gap-1 text-xs font-medium transition',
                  active ? 'text-accent-700' : 'text-ink-600 hover:text-ink-900',
                )}
              >
                <span
                  className={clsx(
                    'grid h-7 w-12 place-items-center rounded-full transition',
                    active && 'bg-accent-100',
                  )}
                >
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                {entry.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
