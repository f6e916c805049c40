/**
 * The landing page runs without the app's router: it is prerendered at build time and hydrated on
 * its own, small, so that a first visit downloads no signed-in code (decision 040). Its buttons and
 * links therefore go to the sign-in screen as a new page, which is prerendered too.
 */
export const SIGN_IN_PATH = '/auth';

export function goToSignIn(): void {
  window.location.assign(SIGN_IN_PATH);
}

let prefetched = false;

/**
 * Asks the browser to fetch the sign-in page ahead of the click, once, when a pointer or the focus
 * comes near a way there: the likely next page then opens from the cache.
 */
export function prefetchSignIn(): void {
  if (prefetched) return;
  prefetched = true;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = SIGN_IN_PATH;
  document.head.append(link);
}
