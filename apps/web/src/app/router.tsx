import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import {
  type HydrationState,
  type LoaderFunctionArgs,
  matchRoutes,
  Navigate,
  type RouteObject,
} from 'react-router';
import { RouteError } from '@/components/errors/route-error';
import { FullScreenLoading } from '@/components/ui/full-screen-loading';
import { checkStatusQueryOptions } from '@/features/auth/api/check-status';
import { getToken } from '@/lib/token-storage';
import AppLayout from './routes/app-layout';
import ProtectedLayout from './routes/protected-layout';
import {
  AUTH,
  LANDING,
  type LayoutModule,
  IMMERSIVE_ROUTES,
  type ScreenModule,
  SHELL_LAYOUT_MODULE,
  SHELL_ROUTES,
} from './route-table';

type RouteModule = {
  default: ComponentType;
  /** Starts loading the screen's first data (called only when signed in). */
  prefetch?: (queryClient: QueryClient, url: URL) => void;
};

/**
 * Each screen is its own code chunk, loaded when its route is first visited. A module's name in
 * route-table.ts is its file in ./routes: the table is the one place a route is declared.
 */
const routeFiles = import.meta.glob<RouteModule>([
  './routes/*.tsx',
  '!./routes/app-layout.tsx',
  '!./routes/protected-layout.tsx',
]);

const routeModules = (module: ScreenModule | LayoutModule): Promise<RouteModule> => {
  const load = routeFiles[`./routes/${module}.tsx`];
  if (!load) throw new Error(`No route module app/routes/${module}.tsx`);
  return load();
};

/** The screen's code, loaded when its route is first visited. */
const lazyComponent = (module: ScreenModule | LayoutModule) => ({
  Component: async () => (await routeModules(module)).default,
});

/**
 * A screen route. The component is declared lazily on its own, so the loader runs alongside the
 * download of the screen's code; if the screen exports `prefetch`, the loader calls it as soon as
 * that code is in, before the first render, so the screen's first data is asked for while the
 * screen renders. It runs when the screen opens, not again for changes within it (its query
 * string).
 */
const screenRoute = (path: string, module: ScreenModule, queryClient: QueryClient): RouteObject => ({
  path,
  lazy: lazyComponent(module),
  loader: async ({ request }: LoaderFunctionArgs) => {
    if (getToken() === null) return null;
    const { prefetch } = await routeModules(module);
    prefetch?.(queryClient, new URL(request.url));
    return null;
  },
  shouldRevalidate: () => false,
});

const ChunkLoading = () => <FullScreenLoading delayed />;

/**
 * Starts the sign-in check (GET /api/auth/check-status) as soon as a page behind the app layout
 * opens, while its code is still downloading; AuthProvider then finds the answer under way
 * instead of asking only once that code has run. Without a stored token nothing is asked.
 */
const startAuthCheck = (queryClient: QueryClient) => {
  const token = getToken();
  if (token !== null) void queryClient.prefetchQuery(checkStatusQueryOptions(token));
  return null;
};

export const createRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    path: LANDING.path,
    lazy: lazyComponent(LANDING.module),
    HydrateFallback: ChunkLoading,
    ErrorBoundary: RouteError,
  },
  {
    // Everything behind sign-in, plus /auth itself: auth state and toasts live here. The sign-in
    // check starts here, while the layout's and the screen's code download.
    id: APP_LAYOUT_ROUTE_ID,
    // The two layouts around every signed-in screen are part of the app's own code (not chunks of
    // their own): every page behind index.html needs them, and each chunk is one more request.
    Component: AppLayout,
    loader: () => startAuthCheck(queryClient),
    shouldRevalidate: () => false,
    HydrateFallback: ChunkLoading,
    ErrorBoundary: RouteError,
    children: [
      { path: AUTH.path, lazy: lazyComponent(AUTH.module) },
      {
        Component: ProtectedLayout,
        children: [
          {
            lazy: lazyComponent(SHELL_LAYOUT_MODULE),
            children: SHELL_ROUTES.map(({ path, module }) => screenRoute(path, module, queryClient)),
          },
          ...IMMERSIVE_ROUTES.map(({ path, module }) => screenRoute(path, module, queryClient)),
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to="/auth" replace /> },
];

const APP_LAYOUT_ROUTE_ID = 'app';

/**
 * What the router starts from on a prerendered page (/auth, decision 040): the app layout's loader
 * only starts the sign-in check, which a visitor without a token does not need, so the page is
 * taken as loaded and hydrates without running it (AuthProvider asks when it mounts).
 */
export const PRERENDERED_HYDRATION_DATA: HydrationState = { loaderData: { [APP_LAYOUT_ROUTE_ID]: null } };

/**
 * Loads the code of the routes that match `pathname` and puts it in place of their `lazy`
 * declarations, so that a prerendered page is hydrated with the very components that rendered
 * it (a lazy route would render its loading fallback first and the markup would not match).
 */
export async function resolveRoutesFor(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (!lazy || typeof lazy === 'function') return;
      const Component = await lazy.Component?.();
      route.lazy = undefined;
      if (Component) route.Component = Component;
    }),
  );
}
