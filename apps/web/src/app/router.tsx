import { type ComponentType, useState } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { RouteError } from '@/components/errors/route-error';
import { FullScreenLoading } from '@/components/ui/full-screen-loading';

type RouteModule = { default: ComponentType };

/** Each screen is its own code chunk, loaded when its route is first visited. */
const lazyRoute = (load: () => Promise<RouteModule>) => async () => ({ Component: (await load()).default });

const ChunkLoading = () => <FullScreenLoading delayed />;

const protectedRoutes: RouteObject[] = [
  { path: 'dashboard', lazy: lazyRoute(() => import('./routes/dashboard')) },
  { path: 'profile-customization', lazy: lazyRoute(() => import('./routes/profile-customization')) },
  { path: 'profile', lazy: lazyRoute(() => import('./routes/profile')) },
  { path: 'u/:userId', lazy: lazyRoute(() => import('./routes/public-profile')) },
  { path: 'reading-goals', lazy: lazyRoute(() => import('./routes/reading-goals')) },
  { path: 'reading-progress', lazy: lazyRoute(() => import('./routes/reading-progress')) },
  { path: 'achievements', lazy: lazyRoute(() => import('./routes/achievements')) },
  { path: 'reading-history', lazy: lazyRoute(() => import('./routes/reading-history')) },
  { path: 'book-management', lazy: lazyRoute(() => import('./routes/book-management')) },
  { path: 'bookshelf', lazy: lazyRoute(() => import('./routes/bookshelf')) },
  { path: 'book-upload', lazy: lazyRoute(() => import('./routes/book-upload')) },
  { path: 'edit/:bookId', lazy: lazyRoute(() => import('./routes/edit-book')) },
  { path: 'all-books', lazy: lazyRoute(() => import('./routes/all-books')) },
  { path: 'book-reader', lazy: lazyRoute(() => import('./routes/book-reader')) },
  { path: 'book-library', lazy: lazyRoute(() => import('./routes/book-library')) },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    lazy: lazyRoute(() => import('./routes/landing')),
    HydrateFallback: ChunkLoading,
    ErrorBoundary: RouteError,
  },
  {
    // Everything behind sign-in, plus /auth itself: auth state and toasts live here.
    lazy: lazyRoute(() => import('./routes/app-layout')),
    HydrateFallback: ChunkLoading,
    ErrorBoundary: RouteError,
    children: [
      { path: 'auth', lazy: lazyRoute(() => import('./routes/auth')) },
      {
        lazy: lazyRoute(() => import('./routes/protected-layout')),
        children: protectedRoutes,
      },
    ],
  },
  { path: '*', element: <Navigate to="/auth" replace /> },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
