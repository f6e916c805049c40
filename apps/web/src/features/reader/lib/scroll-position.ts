/**
 * The reading position inside a chapter: 0 with the chapter's start at the top, 1 when the end of
 * its text reaches the bottom of the screen. As a fraction of the text it survives other font
 * sizes, widths and devices (the same paragraph comes back, near enough).
 */
interface Geometry {
  /** Top of the text, in the scroller's content coordinates. */
  textTop: number;
  /** How far the scroller moves while the text passes by (≤ 0: the text fits on one screen). */
  range: number;
}

function geometry(scroller: HTMLElement, text: HTMLElement): Geometry {
  const textTop =
    text.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;
  return { textTop, range: text.offsetHeight - scroller.clientHeight };
}

export function readScrollPosition(
  scroller: HTMLElement,
  text: HTMLElement,
): { position: number; scrollable: boolean } {
  const { textTop, range } = geometry(scroller, text);
  if (range <= 0)
    return { position: scroller.scrollTop + scroller.clientHeight >= textTop ? 1 : 0, scrollable: false };
  const position = (scroller.scrollTop - textTop) / range;
  return { position: Math.min(1, Math.max(0, Math.round(position * 10_000) / 10_000)), scrollable: true };
}

/** Scrolls so that `position` of the text is in view (0 shows the chapter heading). */
export function scrollToPosition(scroller: HTMLElement, text: HTMLElement, position: number) {
  if (position <= 0.0005) {
    scroller.scrollTo({ top: 0, behavior: 'instant' });
    return;
  }
  const { textTop, range } = geometry(scroller, text);
  scroller.scrollTo({ top: Math.max(0, textTop + Math.max(0, range) * position), behavior: 'instant' });
}
