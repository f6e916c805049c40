import { useDashboardTab } from './use-dashboard-tab';
import { DashboardTabContent } from './dashboard-tab-content';

/** The dashboard: the current tab's content (the sidebar's tab entries are the app shell's). */
export function Dashboard() {
  return <DashboardTabContent tab={useDashboardTab()} />;
}
