/**
 * Which screen module (a file in ./routes) each URL opens, as plain data. The router builds its
 * routes from it, and the production build reads it too (vite.config.ts), so that a page starts
 * downloading its screen's code chunks together with the app's own code instead of after it.
 * Paths are React Router patterns.
 */
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
  { path: 'dashboard', module: 'dashboard' },
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
  { path: 'all-books', module: 'all-books' },
  { path: 'book-library', module: 'book-library' },
  { path: 'book/:bookId', module: 'book' },
  { path: 'help', module: 'help' },
  // Downloaded books (the offline reader).
  { path: 'downloads', module: 'downloads' },
] as const;

/** Protected screens with their own immersive chrome (no shell). */
export const IMMERSIVE_ROUTES = [{ path: 'book-reader', module: 'book-reader' }] as const;

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
