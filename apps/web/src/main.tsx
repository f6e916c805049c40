import './index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app';
import { registerServiceWorker } from './lib/service-worker';
import { createRoutes, PRERENDERED_HYDRATION_DATA, resolveRoutesFor } from './app/router';
import { PAGE_READY_EVENT } from './lib/prerendered-page';
import { createQueryClient } from './lib/query-client';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

/**
 * A page prerendered at build time (/auth, decision 040) arrives with its markup in #root: its
 * route code is loaded first (index.html preloads it) and the markup is hydrated. Every other URL
 * gets the empty shell and renders.
 */
async function start(container: HTMLElement) {
  const queryClient = createQueryClient();
  const routes = createRoutes(queryClient);
  const prerendered = container.firstElementChild !== null;
  if (prerendered) await resolveRoutesFor(routes, window.location.pathname);
  // The app's modules have just run in one task: the browser gets a turn before the router starts.
  else await yieldToBrowser();
  const router = createBrowserRouter(
    routes,
    prerendered ? { hydrationData: PRERENDERED_HYDRATION_DATA } : undefined,
  );
  const app = (
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>
  );
  // As a transition, React hydrates in short slices and the browser stays responsive meanwhile.
  if (prerendered)
    startTransition(() => {
      hydrateRoot(container, app);
    });
  else {
    // Also in short slices: the page shows 'Loading...' from its HTML meanwhile.
    const reactRoot = createRoot(container);
    startTransition(() => reactRoot.render(app));
    // Nothing was on the page before the app (its HTML only says 'Loading...'): the start script
    // has no clicks or typing to keep for it (scripts/prerendered-start.js).
    document.dispatchEvent(new Event(PAGE_READY_EVENT));
  }
}

/** Lets the browser paint and handle input before the next piece of start-up work. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void start(root);

registerServiceWorker();
