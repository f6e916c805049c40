import { useCallback, useState } from 'react';
import { useDashboardTab } from './use-dashboard-tab';
import { DashboardHeader } from './dashboard-header';
import { DashboardSidebar } from './dashboard-sidebar';
import { DashboardTabContent } from './dashboard-tab-content';

export interface DashboardUser {
  name?: string | null;
  avatar?: string | null;
}

interface DashboardProps {
  user?: DashboardUser;
  isUserLoading?: boolean;
  onLogout: () => void;
}

/** The dashboard shell: sidebar tabs, the header and the current tab's content. */
export function Dashboard({ user, isUserLoading = false, onLogout }: DashboardProps) {
  const tab = useDashboardTab();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  return (
    <div className="min-h-dvh">
      <DashboardSidebar activeTab={tab} onLogout={onLogout} mobileOpen={menuOpen} onMobileClose={closeMenu} />
      <div className="flex min-h-dvh flex-col lg:pl-64">
        <DashboardHeader
          userName={user?.name}
          userAvatar={user?.avatar}
          isUserLoading={isUserLoading}
          onOpenMenu={() => setMenuOpen(true)}
          menuOpen={menuOpen}
        />
        <main id="main" className="flex-1 px-4 py-8 sm:px-6 lg:px-10">
          <DashboardTabContent tab={tab} />
        </main>
      </div>
    </div>
  );
}
