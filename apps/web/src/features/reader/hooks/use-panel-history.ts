import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReaderPanel } from '../components/reader-layout';

const PANELS: readonly Exclude<ReaderPanel, null>[] = ['menu', 'comments', 'shortcuts', 'highlights'];
/** Marks the history entry the reader added for an open panel. */
const MARK = 'quireReaderPanel';
/** How long a chapter change waits for the browser to step back over a closed panel's entry. */
const BACK_WAIT_MS = 400;

const marked = () => Boolean((window.history.state as Record<string, unknown> | null)?.[MARK]);
const withoutHash = () => `${window.location.pathname}${window.location.search}`;
const panelFromHash = (): ReaderPanel => {
  const hash = window.location.hash.slice(1);
  return (PANELS as readonly string[]).includes(hash) ? (hash as ReaderPanel) : null;
};

/**
 * The reader's open panel, and its place in the browser's history: opening a panel adds an entry
 * whose address ends with the panel's name (#menu, #comments, #highlights, #shortcuts), so Back
 * closes the panel (and a link with that fragment opens the reader with it). Closing it from the
 * page steps back over that entry. The panel itself stays in this component's state: the reader
 * never follows the router's location for it (the router only sees the same address again).
 *
 * `afterHistory` runs a change of address (a chapter turn) once a pending step back is done, so a
 * chapter chosen from the contents is not undone by the step back that closes the contents.
 */
export function usePanelHistory() {
  const [panel, setPanelState] = useState<ReaderPanel>(panelFromHash);
  const open = useRef(panel);
  open.current = panel;
  const backPending = useRef(false);
  const queued = useRef<(() => void)[]>([]);

  const flush = useCallback(() => {
    backPending.current = false;
    const waiting = queued.current;
    queued.current = [];
    for (const run of waiting) run();
  }, []);

  useEffect(() => {
    const onPop = () => {
      if (backPending.current) {
        flush();
        return;
      }
      // Back or Forward by the reader (or an address with another fragment): the panel follows the
      // entry now shown.
      const shown = panelFromHash();
      open.current = shown;
      setPanelState(shown);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [flush]);

  const setPanel = useCallback(
    (next: ReaderPanel) => {
      const current = open.current;
      if (next === current) return;
      open.current = next;
      setPanelState(next);
      if (next === null) {
        if (marked()) {
          backPending.current = true;
          window.history.back();
          // A browser that never reports the step still gets its chapter turn.
          window.setTimeout(() => {
            if (backPending.current) flush();
          }, BACK_WAIT_MS);
        } else if (window.location.hash) {
          window.history.replaceState(window.history.state, '', withoutHash());
        }
        return;
      }
      const state = { ...(window.history.state as Record<string, unknown> | null), [MARK]: true };
      const address = `${withoutHash()}#${next}`;
      if (current === null && !marked()) window.history.pushState(state, '', address);
      else window.history.replaceState(state, '', address);
    },
    [flush],
  );

  const afterHistory = useCallback((run: () => void) => {
    if (backPending.current) queued.current.push(run);
    else run();
  }, []);

  return { panel, setPanel, afterHistory };
}
