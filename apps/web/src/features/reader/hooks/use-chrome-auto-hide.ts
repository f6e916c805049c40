import { useCallback, useRef, useState } from 'react';

/**
 * The reader's bars (header, bottom bar) hide while the person reads on and come back on any move
 * back up, at the top or at the end of the text. `follow` is told of every scroll; only the
 * person's own scrolling (not the reader's restore or reflow) decides.
 */
export function useChromeAutoHide() {
  const [hidden, setHidden] = useState(false);
  const lastScrollTop = useRef(0);

  const follow = useCallback((scroller: HTMLElement, byReader: boolean) => {
    const top = scroller.scrollTop;
    const delta = top - lastScrollTop.current;
    lastScrollTop.current = top;
    if (!byReader) return;
    // Reading on (scrolling down) hides the bars; any move back up, the top or the end shows them.
    const atEnd = top + scroller.clientHeight >= scroller.scrollHeight - 48;
    if (top < 80 || atEnd || delta < -6) setHidden(false);
    else if (delta > 6) setHidden(true);
  }, []);

  /** A chapter is placed: show the bars and measure the next move from here. */
  const resetAt = useCallback((top: number) => {
    lastScrollTop.current = top;
    setHidden(false);
  }, []);

  const reveal = useCallback(() => setHidden(false), []);

  return { hidden, follow, resetAt, reveal };
}
