import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './provider';

/**
 * The app: its router is created before the first render (main.tsx), so that a prerendered page
 * can load its route code first and hydrate, and the build can render the same tree (prerender.tsx).
 */
export function App({ queryClient, router }: { queryClient: QueryClient; router: DataRouter }) {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
