import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useState } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, Navigate, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { RouteError } from '@/components/errors/route-error';
import { FullScreenLoading } from '@/components/ui/full-screen-loading';
import { checkStatusQueryOptions } from '@/features/auth/api/check-status';
import { getToken } from '@/lib/token-storage';
import {
  APP_LAYOUT_MODULE,
  AUTH,
  LANDING,
  type LayoutModule,
  IMMERSIVE_ROUTES,
  PROTECTED_LAYOUT_MODULE,
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
const routeFiles = import.meta.glob<RouteModule>('./routes/*.tsx');

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
    lazy: lazyComponent(APP_LAYOUT_MODULE),
    loader: () => startAuthCheck(queryClient),
    shouldRevalidate: () => false,
    HydrateFallback: ChunkLoading,
    ErrorBoundary: RouteError,
    children: [
      { path: AUTH.path, lazy: lazyComponent(AUTH.module) },
      {
        lazy: lazyComponent(PROTECTED_LAYOUT_MODULE),
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

export function AppRouter() {
  const queryClient = useQueryClient();
  const [router] = useState(() => createBrowserRouter(createRoutes(queryClient)));
  return <RouterProvider router={router} />;
}
