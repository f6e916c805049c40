import { Menu, Search } from 'lucide-react';
import { clsx } from 'clsx';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { NotificationsBell } from '@/features/notifications/components/notifications-bell';
import { ProfileLink } from './profile-link';

interface ShellHeaderProps {
  userName?: string | null;
  userAvatar?: string | null;
  isUserLoading?: boolean;
  onOpenMenu: () => void;
  menuOpen: boolean;
  /** Below 768px the header's search gives way to the screen's own (the library has one). */
  screenHasSearch?: boolean;
}

export function ShellHeader({
  userName,
  userAvatar,
  isUserLoading,
  onOpenMenu,
  menuOpen,
  screenHasSearch = false,
}: ShellHeaderProps) {
  const navigate = useNavigate();
  // Searching takes the reader to the library, filtered by what they typed (title or author).
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    navigate(q ? `/book-library?${new URLSearchParams({ q })}` : '/book-library');
  };

  return (
    <header className="sticky top-0 z-10 border-b border-paper-200 bg-paper-50/90 backdrop-blur supports-[backdrop-filter]:bg-paper-50/75">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-3 px-3 py-3 sm:gap-x-4 sm:px-6 md:h-16 md:flex-nowrap md:py-0">
        <button
          type="button"
          onClick={onOpenMenu}
          aria-label="Open menu"
          aria-expanded={menuOpen}
          className="grid size-10 shrink-0 place-items-center rounded-full text-ink-800 transition hover:bg-paper-200/70 lg:hidden"
        >
          <Menu className="size-5" aria-hidden="true" />
        </button>
        <Link to="/dashboard" className="shrink-0 rounded-lg lg:hidden" aria-label="Quire home">
          <Logo className="[&_svg]:size-7" />
        </Link>

        <search
          className={clsx(
            'order-last basis-full md:order-none md:block md:max-w-md md:flex-1',
            screenHasSearch && 'hidden',
          )}
        >
          <form onSubmit={onSearch}>
            <SearchInput id="app-search" />
          </form>
        </search>

        <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-2">
          <NotificationsBell />
          <ProfileLink name={userName} avatar={userAvatar} isLoading={isUserLoading} />
        </div>
      </div>
    </header>
  );
}

function SearchInput({ id }: { id: string }) {
  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        Search
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3.5 size-4.5 -translate-y-1/2 text-ink-500"
        aria-hidden="true"
      />
      <input
        id={id}
        type="search"
        name="q"
        placeholder="Search stories, authors, genres..."
        className="h-10 w-full rounded-full border border-paper-300 bg-white pr-4 pl-10 text-sm text-ink-900 placeholder:text-ink-500 focus:border-accent-600 focus:ring-3 focus:ring-accent-600/20 focus:outline-none"
      />
    </div>
  );
}
