/**
 * The first script of every signed-in page (index.html). It runs before the app's code has even
 * downloaded and asks for what the page will need first: the sign-in check, the signed-in user
 * and the opened screen's first data; and it decides when the web fonts load (loadWebFonts). The app's API client then takes these answers instead of
 * asking again (lib/api-client.ts), so the screen's data arrives while its code downloads rather
 * than after it has run (decision 046).
 *
 * It imports nothing but ./first-requests.ts (which imports nothing), so that it is one small file
 * of its own: the build appends it to the route-preload module (build/first-screens.ts), and the
 * values it shares with the app (storage keys, the paths of the calls from the endpoint table,
 * each screen's first requests as declared on its route in app/route-table.ts) are put in at
 * build time from their one definition (bootDefines in build/first-screens.ts).
 * What each screen asks for first is checked by the browser tests: every early request must be
 * taken by the app (e2e/tests/early-requests.spec.ts).
 */
import { type FirstScreen, firstRequestsFor } from './first-requests';

/** What the build puts in (build/first-screens.ts `bootDefines`). */
export interface BootValues {
  tokenKey: string;
  deviceIdKey: string;
  checkStatusKey: string;
}

/** The path patterns of the calls every signed-in page asks for early, from the endpoint table. */
export interface BootPaths {
  checkStatus: string;
  getCurrentUser: string;
}

/** Filled in at build time (vite.config.ts `define`). */
declare const __QUIRE_BOOT__: BootValues;
/**
 * Each path is put in on its own where it is used (`__QUIRE_PATHS__.checkStatus` becomes the
 * string): read them only that way, never through a copy of `__QUIRE_PATHS__`.
 */
declare const __QUIRE_PATHS__: BootPaths;
/** Each screen's first requests, from the route table's declarations (build/first-screens.ts). */
declare const __QUIRE_FIRST_SCREENS__: FirstScreen[];

const BOOT = __QUIRE_BOOT__;

export interface EarlyResponses {
  /**
   * The answer to `GET url` asked for as the page loaded with this Authorization header, once;
   * undefined if there is none (or it is older than a few seconds: then it is asked for again).
   */
  take(url: string, authorization: string | null): Promise<Response> | undefined;
}

declare global {
  interface Window {
    quireEarly?: EarlyResponses;
  }
}

/** Answers older than this are not used: the app asks again. */
const FRESH_MS = 10_000;

/** The screen-specific first requests of a page, from its URL (paths and queries as the app builds them). */
export function screenRequests(url: URL, storedDeviceId: string | null): string[] {
  return firstRequestsFor(__QUIRE_FIRST_SCREENS__, url, storedDeviceId);
}

/** Every first request of a signed-in page at `url`. */
export function earlyRequests(url: URL, storedDeviceId: string | null): string[] {
  return [
    `${__QUIRE_PATHS__.checkStatus}?key=${BOOT.checkStatusKey}`,
    __QUIRE_PATHS__.getCurrentUser,
    ...screenRequests(url, storedDeviceId),
  ];
}

const stored = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

/**
 * This browser's device id (lib/offline/device.ts reads the same key); a first visit gets it here,
 * so that the reader's place can be asked for at once too.
 */
function deviceIdForRequests(): string | null {
  const existing = stored(BOOT.deviceIdKey);
  if (existing || typeof crypto?.randomUUID !== 'function') return existing;
  try {
    const id = crypto.randomUUID();
    localStorage.setItem(BOOT.deviceIdKey, id);
    return id;
  } catch {
    return null;
  }
}

/** Starts the page's first requests and offers their answers to the app (window.quireEarly). */
export function startEarlyRequests(): void {
  const token = stored(BOOT.tokenKey);
  // Signed out: the app sends the page to /auth; nothing to ask for.
  if (!token || typeof fetch !== 'function') return;
  const authorization = `Bearer ${token}`;
  const startedAt = Date.now();
  const pending = new Map<string, Promise<Response>>();
  for (const url of earlyRequests(new URL(window.location.href), deviceIdForRequests())) {
    const answer = fetch(url, {
      headers: { Accept: 'application/json', Authorization: authorization },
      credentials: 'include',
    });
    // A failure is the app's to report, when (and if) it takes the answer.
    answer.catch(() => {});
    pending.set(url, answer);
    performance.mark('quire:early-request', { detail: url });
  }
  window.quireEarly = {
    take(url, header) {
      const answer = pending.get(url);
      if (!answer || header !== authorization || Date.now() - startedAt > FRESH_MS) return undefined;
      pending.delete(url);
      performance.mark('quire:early-taken', { detail: url });
      return answer;
    },
  };
}

/** The web fonts' stylesheet (src/fonts.css), its built address put in by the build. */
const FONTS_STYLESHEET = '%QUIRE_FONTS_STYLESHEET%';

/** Whether `element` is the app's own content, not one of its 'Loading...' states. */
const isScreenContent = (element: Element | null | undefined): boolean =>
  Boolean(element?.closest('#root') && !element.closest('[role="status"]'));

/**
 * Switches the web fonts on (decision 045). With the app's offline copy in place (a service worker
 * controls the page) the fonts are on the device: at once, so the first screen is set in them.
 * Otherwise (a first visit) once the screen's own content has painted and the page is quiet: the
 * first screen paints in the metric-matched stand-ins and does not wait for ~100 KB of fonts;
 * they then replace the stand-ins without moving the text. Browsers without paint timing for
 * elements load them once the page has loaded and is quiet.
 */
export function loadWebFonts(stylesheet = FONTS_STYLESHEET): void {
  const insert = () => {
    if (document.querySelector(`link[href="${stylesheet}"]`)) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = stylesheet;
    document.head.append(link);
  };
  if (navigator.serviceWorker?.controller) {
    insert();
    return;
  }
  const whenQuiet = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(insert, { timeout: 2000 })
      : setTimeout(insert, 200);
  const afterLoad = (then: () => void) =>
    document.readyState === 'complete' ? then() : addEventListener('load', then, { once: true });
  if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    afterLoad(whenQuiet);
    return;
  }
  const observer = new PerformanceObserver((list) => {
    const painted = list
      .getEntries()
      .some((entry) => isScreenContent((entry as PerformanceEntry & { element?: Element | null }).element));
    if (!painted) return;
    observer.disconnect();
    whenQuiet();
  });
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  // A screen with nothing large enough to report (or one that never gets past 'Loading...'): the
  // fonts come a few seconds after the page has loaded.
  afterLoad(() => setTimeout(insert, 5000));
}

startEarlyRequests();
loadWebFonts();
