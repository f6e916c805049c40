import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { App } from './app';
import { createRoutes, PRERENDERED_HYDRATION_DATA, resolveRoutesFor } from './app/router';
import LandingRoute from './app/routes/landing';
import { createQueryClient } from './lib/query-client';

/**
 * The build renders the public pages to HTML with these (scripts/prerender.mjs, decision 040), so
 * that they paint before any JavaScript has run. Each renders exactly the tree its entry hydrates:
 * the landing page alone (landing-main.tsx), the app at a URL (main.tsx), as a visitor without a
 * token sees it.
 */
export function renderLanding(): string {
  return renderToString(
    <StrictMode>
      <LandingRoute />
    </StrictMode>,
  );
}

export async function renderAppPage(pathname: string): Promise<string> {
  const queryClient = createQueryClient();
  const routes = createRoutes(queryClient);
  await resolveRoutesFor(routes, pathname);
  const router = createMemoryRouter(routes, {
    initialEntries: [pathname],
    hydrationData: PRERENDERED_HYDRATION_DATA,
  });
  return renderToString(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  );
}
