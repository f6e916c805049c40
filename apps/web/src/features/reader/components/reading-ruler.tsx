import type { ReaderSettings } from '@quire/shared/schemas/reader';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

interface Band {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** The caret box of the text line at a point, if there is text there. */
function lineBoxAt(x: number, y: number): DOMRect | null {
  const doc = document as Document & {
    caretPositionFromPoint?: (x: number, y: number) => { offsetNode: Node; offset: number } | null;
  };
  let range: Range | null = null;
  if (typeof doc.caretRangeFromPoint === 'function') range = doc.caretRangeFromPoint(x, y);
  else if (typeof doc.caretPositionFromPoint === 'function') {
    const position = doc.caretPositionFromPoint(x, y);
    if (position) {
      range = document.createRange();
      range.setStart(position.offsetNode, position.offset);
    }
  }
  const box = range?.getBoundingClientRect();
  return box && box.height > 0 ? box : null;
}

/**
 * The reading ruler: a translucent band over one line of the text, at a steady place in the
 * window while the text scrolls under it (it settles on the line there). J / K move it a line
 * down / up (the text scrolls when it nears an edge); a click on the text puts it on that line.
 */
export function useReadingRuler({
  enabled,
  settings,
  scrollerRef,
  textRef,
  contentKey,
}: {
  enabled: boolean;
  /** The chapter on screen: a new one is a new text to follow. */
  contentKey: string | null;
  settings: ReaderSettings;
  scrollerRef: RefObject<HTMLElement | null>;
  textRef: RefObject<HTMLElement | null>;
}) {
  /** Where the band's centre is, as a share of the scroller's height. */
  const centre = useRef(0.4);
  const [band, setBand] = useState<Band | null>(null);
  const frame = useRef(0);
  const lineHeight = settings.fontSize * settings.lineHeight;

  const place = useCallback(() => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      const scroller = scrollerRef.current;
      const text = textRef.current;
      const root = scroller?.parentElement;
      if (!scroller || !text || !root) return setBand(null);
      const view = scroller.getBoundingClientRect();
      const column = text.getBoundingClientRect();
      const rootBox = root.getBoundingClientRect();
      const y = view.top + view.height * centre.current;
      const line = lineBoxAt(column.left + Math.min(24, column.width / 2), y);
      const middle =
        line && Math.abs(line.top + line.height / 2 - y) < lineHeight ? line.top + line.height / 2 : y;
      const pad = 8;
      setBand({
        top: middle - lineHeight / 2 - rootBox.top,
        left: column.left - pad - rootBox.left,
        width: column.width + pad * 2,
        height: lineHeight,
      });
    });
  }, [scrollerRef, textRef, lineHeight]);

  const move = useCallback(
    (lines: number) => {
      const scroller = scrollerRef.current;
      if (!scroller) return;
      const height = scroller.clientHeight;
      const next = centre.current + (lines * lineHeight) / height;
      if (next > 0.75 || next < 0.2) scroller.scrollBy({ top: lines * lineHeight });
      else centre.current = next;
      place();
    },
    [scrollerRef, lineHeight, place],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new chapter is a new text element to observe.
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!enabled || !scroller) {
      setBand(null);
      return;
    }
    place();
    const onPointer = (event: PointerEvent) => {
      if (!textRef.current?.contains(event.target as Node)) return;
      const view = scroller.getBoundingClientRect();
      centre.current = Math.min(0.85, Math.max(0.1, (event.clientY - view.top) / view.height));
      place();
    };
    scroller.addEventListener('scroll', place, { passive: true });
    scroller.addEventListener('pointerdown', onPointer);
    window.addEventListener('resize', place);
    const observer = new ResizeObserver(place);
    if (textRef.current) observer.observe(textRef.current);
    return () => {
      cancelAnimationFrame(frame.current);
      scroller.removeEventListener('scroll', place);
      scroller.removeEventListener('pointerdown', onPointer);
      window.removeEventListener('resize', place);
      observer.disconnect();
    };
  }, [enabled, place, scrollerRef, textRef, contentKey]);

  return { band: enabled ? band : null, move };
}

/** The band itself: decoration only (hidden from assistive technology). */
export function ReadingRuler({ band }: { band: Band | null }) {
  if (!band) return null;
  return (
    <div
      aria-hidden="true"
      data-reading-ruler=""
      className="pointer-events-none absolute z-10 rounded-md border-y border-(--reader-accent)/40 bg-(--reader-accent)/10 transition-[top] duration-150 motion-reduce:transition-none"
      style={{ top: band.top, left: band.left, width: band.width, height: band.height }}
    />
  );
}
