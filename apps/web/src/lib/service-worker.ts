/**
 * Registers the service worker of the production build (see pwa.config.ts): it keeps the app's
 * shell on the device so Quire opens offline. It starts once the page has loaded and the main
 * thread is idle, so precaching the shell never competes with the first screen; its code (the
 * Workbox window helper) is a chunk of its own, loaded then. A new version activates at once.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
    idle(() => void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true })));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
