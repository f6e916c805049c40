import { DASHBOARD_TABS, type DashboardTab } from '@quire/shared/constants';
import { useSearchParams } from 'react-router';

export const DEFAULT_DASHBOARD_TAB: DashboardTab = 'discover';

export const isDashboardTab = (value: string): value is DashboardTab =>
  (DASHBOARD_TABS as readonly string[]).includes(value);

/** The dashboard tab lives in the URL (?tab=…) so it survives reloads, links and Back. */
export function useDashboardTab(): string {
  const [searchParams] = useSearchParams();
  return searchParams.get('tab') ?? DEFAULT_DASHBOARD_TAB;
}

export const dashboardTabHref = (tab: DashboardTab) => `/dashboard?tab=${tab}`;
