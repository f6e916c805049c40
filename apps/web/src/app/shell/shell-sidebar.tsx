import type { DashboardTab } from '@quire/shared';
import { clsx } from 'clsx';
import {
  Award,
  BookMarked,
  ChartNoAxesColumn,
  CircleHelp,
  Heart,
  History,
  House,
  LayoutGrid,
  LibraryBig,
  LogOut,
  Settings,
  Target,
  Upload,
} from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Dialog } from '@/components/ui/dialog';
import { Logo } from '@/components/ui/logo';
import { dashboardTabHref } from './use-dashboard-tab';

const TAB_ENTRIES: { label: string; tab: DashboardTab; icon: typeof House }[] = [
  { label: 'Home', tab: 'discover', icon: House },
  { label: 'Category', tab: 'categories', icon: LayoutGrid },
  { label: 'My Library', tab: 'library', icon: LibraryBig },
  { label: 'Upload', tab: 'upload', icon: Upload },
  { label: 'Favorite', tab: 'favorite', icon: Heart },
];

/** Quire's own screens beyond the dashboard tabs: the reader's goals, stats and shelves. */
const READING_LINKS: { label: string; to: string; icon: typeof House }[] = [
  { label: 'Reading Goals', to: '/reading-goals', icon: Target },
  { label: 'Reading Progress', to: '/reading-progress', icon: ChartNoAxesColumn },
  { label: 'Reading History', to: '/reading-history', icon: History },
  { label: 'Achievements', to: '/achievements', icon: Award },
  { label: 'Book Management', to: '/book-management', icon: BookMarked },
];

const entryClass =
  'flex h-11 w-full items-center gap-3 rounded-xl px-3 text-[0.9375rem] font-medium transition focus-visible:outline-offset-0';
const idleClass = 'text-ink-700 hover:bg-paper-200/70 hover:text-ink-900';

interface SidebarNavProps {
  activeTab: string;
  onLogout: () => void;
  /** Called after any entry is chosen (closes the phone menu). */
  onNavigate?: () => void;
}

function SidebarNav({ activeTab, onLogout, onNavigate }: SidebarNavProps) {
  return (
    <div className="flex flex-1 flex-col">
      <nav aria-label="Dashboard">
        <ul className="space-y-1">
          {TAB_ENTRIES.map(({ label, tab, icon: Icon }) => {
            const active = tab === activeTab;
            return (
              <li key={tab}>
                <Link
                  to={dashboardTabHref(tab)}
                  onClick={onNavigate}
                  aria-current={active ? 'page' : undefined}
                  className={clsx(
                    entryClass,
                    active ? 'bg-accent-600 text-white shadow-sm hover:bg-accent-700' : idleClass,
                  )}
                >
                  <Icon className="size-5 shrink-0" aria-hidden="true" />
                  {label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <nav aria-label="My reading" className="mt-6">
        <p className="mb-2 px-3 text-xs font-semibold tracking-[0.16em] text-ink-500">MY READING</p>
        <ul className="space-y-1">
          {READING_LINKS.map(({ label, to, icon: Icon }) => (
            <li key={to}>
              <Link to={to} onClick={onNavigate} className={clsx(entryClass, idleClass, 'h-10 text-sm')}>
                <Icon className="size-[1.125rem] shrink-0" aria-hidden="true" />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-auto space-y-1 border-t border-paper-200 pt-4">
        <Link to="/profile" onClick={onNavigate} className={clsx(entryClass, idleClass)}>
          <Settings className="size-5 shrink-0" aria-hidden="true" />
          Setting
        </Link>
        <button type="button" className={clsx(entryClass, idleClass)}>
          <CircleHelp className="size-5 shrink-0" aria-hidden="true" />
          Help
        </button>
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

interface DashboardSidebarProps {
  activeTab: string;
  onLogout: () => void;
  mobileOpen: boolean;
  onMobileClose: () => void;
}

/** A fixed sidebar on large screens; on small screens the same menu opens as a drawer. */
export function DashboardSidebar({ activeTab, onLogout, mobileOpen, onMobileClose }: DashboardSidebarProps) {
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
      <aside className="fixed inset-y-0 left-0 z-20 hidden w-64 flex-col overflow-y-auto border-r border-paper-200 bg-paper-100 px-4 py-5 lg:flex">
        <Link
          to={dashboardTabHref('discover')}
          className="mb-6 w-fit rounded-lg px-2"
          aria-label="Quire home"
        >
          <Logo />
        </Link>
        <h2 className={clsx(menuHeadingClass, 'mb-3')}>MENU</h2>
        <SidebarNav activeTab={activeTab} onLogout={onLogout} />
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
        <SidebarNav activeTab={activeTab} onLogout={onLogout} onNavigate={onMobileClose} />
      </Dialog>
    </>
  );
}
