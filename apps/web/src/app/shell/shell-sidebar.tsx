import { clsx } from 'clsx';
import { LogOut } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Dialog } from '@/components/ui/dialog';
import { Logo } from '@/components/ui/logo';
import {
  HELP_ENTRY,
  type NavEntry,
  type Place,
  READING_ENTRIES,
  SETTING_ENTRY,
  TAB_ENTRIES,
} from './nav-model';

const entryClass =
  'flex h-11 w-full items-center gap-3 rounded-xl px-3 text-[0.9375rem] font-medium transition focus-visible:outline-offset-0';
const idleClass = 'text-ink-700 hover:bg-paper-200/70 hover:text-ink-900';
const activeClass = 'bg-accent-600 text-white shadow-sm hover:bg-accent-700';

interface EntryLinkProps {
  entry: NavEntry;
  place: Place;
  onNavigate?: () => void;
  small?: boolean;
}

function EntryLink({ entry, place, onNavigate, small = false }: EntryLinkProps) {
  const active = entry.isActive(place);
  const Icon = entry.icon;
  return (
    <Link
      to={entry.href(place)}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      className={clsx(entryClass, active ? activeClass : idleClass, small && 'h-10 text-sm')}
    >
      <Icon className={clsx('shrink-0', small ? 'size-[1.125rem]' : 'size-5')} aria-hidden="true" />
      {entry.label}
    </Link>
  );
}

interface SidebarNavProps {
  place: Place;
  onLogout: () => void;
  /** Called after any entry is chosen (closes the small-screen menu). */
  onNavigate?: () => void;
}

function SidebarNav({ place, onLogout, onNavigate }: SidebarNavProps) {
  return (
    <div className="flex flex-1 flex-col">
      <nav aria-label="Dashboard">
        <ul className="space-y-1">
          {TAB_ENTRIES.map((entry) => (
            <li key={entry.label}>
              <EntryLink entry={entry} place={place} onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
      </nav>

      <nav aria-labelledby="my-reading-heading" className="mt-6">
        <h2
          id="my-reading-heading"
          className="mb-2 px-3 text-xs font-semibold tracking-[0.16em] text-ink-500"
        >
          MY READING
        </h2>
        <ul className="space-y-1">
          {READING_ENTRIES.map((entry) => (
            <li key={entry.label}>
              <EntryLink entry={entry} place={place} onNavigate={onNavigate} small />
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-auto space-y-1 border-t border-paper-200 pt-4">
        <EntryLink entry={SETTING_ENTRY} place={place} onNavigate={onNavigate} />
        <EntryLink entry={HELP_ENTRY} place={place} onNavigate={onNavigate} />
        <button
          type="button"
          onClick={onLogout}
          className={clsx(entryClass, 'text-ink-700 hover:bg-red-50 hover:text-red-700')}
        >
          <LogOut className="size-5 shrink-0" aria-hidden="true" />
          Log out
        </button>
      </div>
    </div>
  );
}

const menuHeadingClass = 'px-3 text-xs font-semibold tracking-[0.16em] text-ink-500';

interface ShellSidebarProps {
  place: Place;
  onLogout: () => void;
  mobileOpen: boolean;
  onMobileClose: () => void;
}

/** A fixed sidebar on large screens; on small screens the same menu opens as a drawer. */
export function ShellSidebar({ place, onLogout, mobileOpen, onMobileClose }: ShellSidebarProps) {
  // The drawer belongs to small screens only: close it if the window grows past the breakpoint.
  useEffect(() => {
    if (!mobileOpen) return;
    const wide = window.matchMedia('(min-width: 64rem)');
    const onChange = () => {
      if (wide.matches) onMobileClose();
    };
    onChange();
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [mobileOpen, onMobileClose]);

  return (
    <>
      <aside
        aria-label="Main menu"
        className="fixed inset-y-0 left-0 z-20 hidden w-64 flex-col overflow-y-auto border-r border-paper-200 bg-paper-100 px-4 py-5 lg:flex"
      >
        <Link to="/dashboard" className="mb-6 w-fit rounded-lg px-2" aria-label="Quire home">
          <Logo />
        </Link>
        <h2 className={clsx(menuHeadingClass, 'mb-3')}>MENU</h2>
        <SidebarNav place={place} onLogout={onLogout} />
      </aside>

      <Dialog
        open={mobileOpen}
        onClose={onMobileClose}
        variant="drawer-left"
        title="MENU"
        eyebrow={<Logo className="mb-8 px-2 pt-1" />}
        titleClassName={menuHeadingClass}
        closeLabel="Close menu"
        className="flex flex-col gap-3 px-4 py-5"
      >
        <SidebarNav place={place} onLogout={onLogout} onNavigate={onMobileClose} />
      </Dialog>
    </>
  );
}
