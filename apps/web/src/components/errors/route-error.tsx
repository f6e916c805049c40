import { useRouteError } from 'react-router';

/**
 * Shown when a screen fails to load or render; most often a code chunk that changed with a new
 * release, which a reload fixes.
 */
export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <main role="alert" className="grid min-h-dvh place-items-center bg-paper-50 px-6 text-center">
      <div className="max-w-sm">
        <h1 className="font-serif text-2xl font-semibold text-ink-900">Something went wrong</h1>
        <p className="mt-2 text-ink-600">This page could not be loaded. Reloading usually fixes it.</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-6 inline-flex h-11 items-center rounded-full bg-accent-600 px-5 font-medium text-white hover:bg-accent-700"
        >
          Reload
        </button>
      </div>
    </main>
  );
}
