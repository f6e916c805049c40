import { OFFLINE_MESSAGES } from '@quire/shared/messages/offline';
import { useCallback, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { useAuth } from '@/features/auth/components/auth-provider';
import { OfflineIndicator } from '@/components/ui/offline-indicator';
import { OfflineNotice } from '@/components/ui/offline-notice';
import { ButtonLink } from '@/components/ui/button-link';
import { useOnline } from '@/lib/offline/network';
import { BottomTabs } from '../shell/bottom-tabs';
import { FileJobToasts } from '../shell/file-job-toasts';
import type { Place } from '../shell/nav-model';
import { ShellHeader } from '../shell/shell-header';
import { ShellSidebar } from '../shell/shell-sidebar';

/** The pages (path and query) shown with a connection in this visit: offline, they show again. */
const seenOnline = new Set<string>();

/**
 * The one frame of every signed-in screen but the reader: the sidebar (a drawer below 1024px),
 * the header with search, notifications and profile, and on phones (< 768px) a bottom tab bar.
 * Screens render inside its <main>.
 */
export default function AppShell() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const online = useOnline();
  // Offline, Downloads works, and so does a page seen earlier in this visit (its answers are still
  // remembered), marked as such; every other screen says it needs a connection.
  const here = `${location.pathname}${location.search}`;
  if (online) seenOnline.add(here);
  const lastSeen = !online && seenOnline.has(here);
  const worksOffline = location.pathname === '/downloads' || lastSeen;
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  const place: Place = {
    pathname: location.pathname,
    tab: new URLSearchParams(location.search).get('tab'),
  };

  // Log out: go to /auth, remove the stored token and forget the session's cached answers.
  const logout = () => {
    navigate('/auth', { replace: true });
    signOut();
  };

  return (
    <div className="min-h-dvh bg-paper-50">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-ink-900 px-4 py-2 text-paper-50 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <ShellSidebar place={place} onLogout={logout} mobileOpen={menuOpen} onMobileClose={closeMenu} />
      <div className="flex min-h-dvh flex-col lg:pl-64">
        <ShellHeader
          userName={user.data?.name}
          userAvatar={user.data?.avatar}
          isUserLoading={user.isLoading}
          onOpenMenu={() => setMenuOpen(true)}
          menuOpen={menuOpen}
          screenHasSearch={place.pathname === '/book-library' || place.tab === 'library'}
        />
        <main id="main" className="flex-1 px-4 pt-6 pb-24 sm:px-6 md:pb-12 lg:px-10 lg:pt-8">
          <OfflineIndicator className="mb-4" />
          {lastSeen && location.pathname !== '/downloads' ? (
            <p role="status" className="mb-4 text-sm text-ink-600">
              {OFFLINE_MESSAGES.offlineLastSeen}
            </p>
          ) : null}
          {online || worksOffline ? (
            <Outlet />
          ) : (
            <OfflineNotice action={<ButtonLink to="/downloads">Open your downloads</ButtonLink>} />
          )}
        </main>
      </div>
      <BottomTabs place={place} />
      {/* Toasts how this tab's file jobs ended (also after a reload) on whatever screen is open. */}
      <FileJobToasts />
    </div>
  );
}
