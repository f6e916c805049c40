import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ReaderPanel } from '../components/reader-layout';

const PANELS: readonly Exclude<ReaderPanel, null>[] = ['menu', 'comments', 'shortcuts', 'highlights'];

/**
 * The reader's open panel lives in the URL's fragment (#comments, #highlights, #menu,
 * #shortcuts): opening one adds a history entry, so Back closes it (and Forward opens it again),
 * and a link with the fragment opens the reader with that panel. Switching panels replaces the
 * entry. Closing one goes back over the entry it added, or, when that entry is gone (a chapter
 * change replaced it) or the panel came with the link, takes the fragment off in place.
 */
export function usePanelInUrl(): [ReaderPanel, (panel: ReaderPanel) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const hash = location.hash.slice(1);
  const panel = (PANELS as readonly string[]).includes(hash) ? (hash as ReaderPanel) : null;
  const latest = useRef({ panel, key: location.key, search: location.search });
  latest.current = { panel, key: location.key, search: location.search };
  // The history entry this reader added for the open panel (its location key), once it is shown.
  const opening = useRef(false);
  const added = useRef<string | null>(null);
  useEffect(() => {
    if (panel === null) added.current = null;
    else if (opening.current) {
      added.current = location.key;
      opening.current = false;
    }
  }, [panel, location.key]);

  const setPanel = useCallback(
    (next: ReaderPanel) => {
      const { panel: open, key, search } = latest.current;
      if (next === open) return;
      if (next === null) {
        if (added.current !== null && added.current === key) navigate(-1);
        else navigate({ search, hash: '' }, { replace: true });
        added.current = null;
        return;
      }
      if (open === null) opening.current = true;
      else if (added.current === key) opening.current = true;
      navigate({ search, hash: next }, { replace: open !== null });
    },
    [navigate],
  );
  return [panel, setPanel];
}
