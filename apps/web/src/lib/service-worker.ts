import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the service worker of the production build (see pwa.config.ts): it keeps the app's
 * shell on the device so Quire opens offline. A new version activates at once; the next
 * navigation runs it.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registerSW({ immediate: true });
}
