import type { DashboardTab } from '@quire/shared/constants';
import {
  Award,
  BookMarked,
  ChartNoAxesColumn,
  CircleHelp,
  CloudDownload,
  History,
  House,
  LayoutGrid,
  LibraryBig,
  type LucideIcon,
  Settings,
  Target,
  Upload,
  UserRound,
} from 'lucide-react';
import { FavoriteIcon } from '@/components/ui/icons';
import { dashboardTabHref } from '../dashboard/use-dashboard-tab';

/** Where the reader is: the path and, on the dashboard, the tab (?tab=…). */
export interface Place {
  pathname: string;
  tab: string | null;
}

export interface NavEntry {
  label: string;
  icon: LucideIcon;
  /** Where the entry goes from the place the reader is at. */
  href: (place: Place) => string;
  /** Whether the entry is the reader's current place (aria-current="page"). */
  isActive: (place: Place) => boolean;
}

const onDashboard = (place: Place) => place.pathname === '/dashboard';
const dashboardTab = (place: Place) => (onDashboard(place) ? (place.tab ?? 'discover') : null);
const under = (place: Place, ...prefixes: string[]) =>
  prefixes.some((prefix) => place.pathname === prefix || place.pathname.startsWith(`${prefix}/`));

/**
 * A dashboard tab entry (spec §2 Dashboard). On the dashboard it switches tabs in place; elsewhere
 * My Library and Upload open the same screens at their own addresses (/book-library, /book-upload),
 * and the rest open their tab.
 */
const tabEntry = (
  label: string,
  tab: DashboardTab,
  icon: LucideIcon,
  page?: { href: string; paths: string[] },
): NavEntry => ({
  label,
  icon,
  href: (place) => (onDashboard(place) || !page ? dashboardTabHref(tab) : page.href),
  isActive: (place) => dashboardTab(place) === tab || (page ? under(place, ...page.paths) : false),
});

/** The spec's dashboard entries, in its order. */
export const TAB_ENTRIES: NavEntry[] = [
  tabEntry('Home', 'discover', House),
  // The Knowledge Pool is where the category cards lead: it counts as Category.
  tabEntry('Category', 'categories', LayoutGrid, {
    href: dashboardTabHref('categories'),
    paths: ['/all-books'],
  }),
  tabEntry('My Library', 'library', LibraryBig, { href: '/book-library', paths: ['/book-library', '/book'] }),
  tabEntry('Upload', 'upload', Upload, { href: '/book-upload', paths: ['/book-upload', '/edit'] }),
  tabEntry('Favorite', 'favorite', FavoriteIcon),
];

const pageEntry = (label: string, to: string, icon: LucideIcon, alsoActiveAt: string[] = []): NavEntry => ({
  label,
  icon,
  href: () => to,
  isActive: (place) => under(place, to, ...alsoActiveAt),
});

/** Quire's own screens beyond the dashboard tabs: the reader's goals, stats and shelves. */
export const READING_ENTRIES: NavEntry[] = [
  pageEntry('Goals', '/reading-goals', Target),
  pageEntry('Progress', '/reading-progress', ChartNoAxesColumn),
  pageEntry('History', '/reading-history', History),
  pageEntry('Achievements', '/achievements', Award),
  pageEntry('Book Management', '/book-management', BookMarked, ['/bookshelf']),
  pageEntry('Downloads', '/downloads', CloudDownload),
];

export const SETTING_ENTRY = pageEntry('Setting', '/profile', Settings, ['/profile-customization']);
export const HELP_ENTRY = pageEntry('Help', '/help', CircleHelp);

const READING_PATHS = [
  '/reading-goals',
  '/reading-progress',
  '/reading-history',
  '/achievements',
  '/book-management',
  '/bookshelf',
];

/**
 * The phone tab bar (< 768px): the four places a reader goes most — home, their books, their
 * reading (goals, stats, history, shelves) and their profile. Upload, categories and help stay one
 * tap away in the menu.
 */
export const BOTTOM_TABS: NavEntry[] = [
  {
    ...pageEntry('Home', '/dashboard', House),
    isActive: (place) => onDashboard(place) && dashboardTab(place) !== 'library',
  },
  {
    ...pageEntry('Library', '/book-library', LibraryBig, ['/book', '/all-books']),
    isActive: (place) =>
      dashboardTab(place) === 'library' || under(place, '/book-library', '/book', '/all-books'),
  },
  { ...pageEntry('Reading', '/reading-goals', Target), isActive: (place) => under(place, ...READING_PATHS) },
  pageEntry('Profile', '/profile', UserRound, ['/profile-customization', '/u']),
];
