import { useEffect } from 'react';

/**
 * What a prerendered page (the landing page, the sign-in screen: decision 040) sends once React has
 * hydrated it. Until then its start script (scripts/prerendered-start.js) keeps the clicks, the
 * typing and the forms sent on the page, and does them again on this event (decision 044).
 */
export const PAGE_READY_EVENT = 'quire:page-ready';

/** Says the page is ready once its first render is committed (its handlers are attached). */
export function usePrerenderedPageReady() {
  useEffect(() => {
    document.dispatchEvent(new Event(PAGE_READY_EVENT));
  }, []);
}
