/**
 * Which screen module (a file in ./routes) each URL opens, as plain data. The router builds its
 * routes from it, and the production build reads it too (build/first-screens.ts), so that a page
 * starts downloading its screen's code chunks together with the app's own code instead of after
 * it. Paths are React Router patterns.
 *
 * A screen whose first data should be asked for before the app's code has run declares it on its
 * route (`firstRequests`: calls named as in the endpoint table, constants as in the shared
 * package); the build gives src/boot.ts the table of these requests (decision 046). Nothing here
 * is imported at run time: the build reads this file too.
 */
import type * as constants from '@quire/shared/constants';
import type * as calls from '@quire/shared/routes';
import type { FirstRequests } from '../first-requests';

/** The name of a GET call of the endpoint table. */
type GetCall = {
  [Name in keyof typeof calls]: (typeof calls)[Name] extends { method: 'GET'; path: string } ? Name : never;
}[keyof typeof calls];

/** What a screen asks for before the app's code has run (src/first-requests.ts). */
export type ScreenFirstRequests = FirstRequests<GetCall, keyof typeof constants>;

interface ScreenRoute {
  readonly path: string;
  readonly module: string;
  readonly firstRequests?: ScreenFirstRequests;
}

const UUID = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

export const LANDING = { path: '/', module: 'landing' } as const;

/** Wraps /auth and every protected screen (auth state, toasts). */
export const APP_LAYOUT_MODULE = 'app-layout';
/** Wraps every protected screen (the sign-in gate, the user's appearance). */
export const PROTECTED_LAYOUT_MODULE = 'protected-layout';
/** The frame of every protected screen but the reader: sidebar, header, phone tab bar. */
export const SHELL_LAYOUT_MODULE = 'app-shell';

export const AUTH = { path: 'auth', module: 'auth' } as const;

/** Protected screens inside the app shell. */
export const SHELL_ROUTES = [
  {
    path: 'dashboard',
    module: 'dashboard',
    // Home (the default tab): the featured books of the hero and Featured Stories, and Continue
    // reading, as features/home asks for them.
    firstRequests: {
      onlyWithoutQuery: true,
      requests: [
        { call: 'listBooks', query: { limit: 12, featured: 'true' } },
        { call: 'continueReading', query: { limit: 8 } },
      ],
    },
  },
  { path: 'profile-customization', module: 'profile-customization' },
  { path: 'profile', module: 'profile' },
  { path: 'u/:userId', module: 'public-profile' },
  { path: 'reading-goals', module: 'reading-goals' },
  { path: 'reading-progress', module: 'reading-progress' },
  { path: 'achievements', module: 'achievements' },
  { path: 'reading-history', module: 'reading-history' },
  { path: 'book-management', module: 'book-management' },
  { path: 'bookshelf', module: 'bookshelf' },
  { path: 'book-upload', module: 'book-upload' },
  { path: 'edit/:bookId', module: 'edit-book' },
  // The writer's figures for one book (the writer's studio, issue 26).
  { path: 'edit/:bookId/analytics', module: 'book-analytics' },
  { path: 'all-books', module: 'all-books' },
  {
    path: 'book-library',
    module: 'book-library',
    // The default view's first page (a search, a filter or another order is left to the app).
    firstRequests: {
      onlyWithoutQuery: true,
      requests: [
        {
          call: 'listBooks',
          query: {
            page: 1,
            limit: { constant: 'LIBRARY_PAGE_SIZE' },
            sort: { constant: 'DEFAULT_BOOK_SORT' },
            order: { constant: 'DEFAULT_BOOK_ORDER' },
          },
        },
      ],
    },
  },
  { path: 'book/:bookId', module: 'book' },
  { path: 'help', module: 'help' },
  // Downloaded books (the offline reader).
  { path: 'downloads', module: 'downloads' },
] as const satisfies readonly ScreenRoute[];

/** Protected screens with their own immersive chrome (no shell). */
export const IMMERSIVE_ROUTES = [
  {
    path: 'book-reader',
    module: 'book-reader',
    // ?book=<id>: its contents, the reader settings, the reading speed, this device's place (once
    // there is a device id) and the chapter named in the link (if one is).
    firstRequests: {
      needs: { book: UUID },
      requests: [
        { call: 'listChapters', params: { id: { search: 'book' } } },
        { call: 'getReaderSettings' },
        { call: 'readingSpeed' },
        { call: 'getPosition', params: { id: { search: 'book' } }, query: { deviceId: { deviceId: true } } },
        {
          call: 'getChapter',
          params: { id: { search: 'book' }, number: { search: 'chapter', match: '^[1-9]\\d{0,5}$' } },
        },
      ],
    },
  },
] as const satisfies readonly ScreenRoute[];

export const PROTECTED_ROUTES = [...SHELL_ROUTES, ...IMMERSIVE_ROUTES] as const;

export type ScreenModule =
  | typeof LANDING.module
  | typeof AUTH.module
  | (typeof PROTECTED_ROUTES)[number]['module'];
export type LayoutModule =
  | typeof APP_LAYOUT_MODULE
  | typeof PROTECTED_LAYOUT_MODULE
  | typeof SHELL_LAYOUT_MODULE;

/**
 * For each URL pattern, the route modules a page at that URL loads, outermost first (the
 * unmatched-URL fallback loads none: it redirects to /auth).
 */
export function routeModuleChains(): { path: string; modules: (ScreenModule | LayoutModule)[] }[] {
  return [
    { path: LANDING.path, modules: [LANDING.module] },
    { path: `/${AUTH.path}`, modules: [APP_LAYOUT_MODULE, AUTH.module] },
    ...SHELL_ROUTES.map(({ path, module }) => ({
      path: `/${path}`,
      modules: [APP_LAYOUT_MODULE, PROTECTED_LAYOUT_MODULE, SHELL_LAYOUT_MODULE, module] as (
        | ScreenModule
        | LayoutModule
      )[],
    })),
    ...IMMERSIVE_ROUTES.map(({ path, module }) => ({
      path: `/${path}`,
      modules: [APP_LAYOUT_MODULE, PROTECTED_LAYOUT_MODULE, module] as (ScreenModule | LayoutModule)[],
    })),
  ];
}

/** Every screen that declares first requests, with its path as the router matches it. */
export function firstRequestRoutes(): { path: string; firstRequests: ScreenFirstRequests }[] {
  return PROTECTED_ROUTES.flatMap((route: ScreenRoute) =>
    route.firstRequests ? [{ path: `/${route.path}`, firstRequests: route.firstRequests }] : [],
  );
}
