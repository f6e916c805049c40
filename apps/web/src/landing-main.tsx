import './index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import LandingRoute from './app/routes/landing';

/**
 * The landing page's own entry (landing.html, served for `/`): the page is prerendered at build
 * time (scripts/prerender.mjs) and hydrated here with React alone, without the router, the query
 * cache or any signed-in code (decision 040). The dev server, which does not prerender, renders it.
 */
const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from landing.html');

const page = (
  <StrictMode>
    <LandingRoute />
  </StrictMode>
);
// Hydrating as a transition lets React yield to the browser between components (short tasks,
// the page stays responsive) instead of hydrating the whole page in one long task.
if (root.firstElementChild)
  startTransition(() => {
    hydrateRoot(root, page);
  });
else createRoot(root).render(page);
