import type { SpokenSentence } from './read-aloud-player';

export const READ_ALOUD_HIGHLIGHT = 'read-aloud';

/**
 * A DOM range over `[start, end)` of a paragraph's displayed text. The paragraph may hold several
 * text nodes (highlight marks, emphasis, verse lines): walk them, counting characters.
 */
export function paragraphRange(paragraph: Element, start: number, end: number): Range | null {
  const walker = paragraph.ownerDocument.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
  const range = paragraph.ownerDocument.createRange();
  let offset = 0;
  let started = false;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const length = node.textContent?.length ?? 0;
    if (!started && start <= offset + length) {
      range.setStart(node, Math.max(0, start - offset));
      started = true;
    }
    if (started && end <= offset + length) {
      range.setEnd(node, Math.max(0, end - offset));
      return range;
    }
    offset += length;
  }
  return null;
}

const supportsHighlights = () =>
  typeof CSS !== 'undefined' && 'highlights' in CSS && typeof Highlight !== 'undefined';

/**
 * Marks the sentence being spoken with the CSS Custom Highlight API (no DOM change, so it sits
 * with highlight marks); where that is missing, the paragraph gets `data-read-aloud` instead.
 * Answers the range, for keeping it in view.
 */
export function showSentence(text: Element, sentence: SpokenSentence | null): Range | null {
  clearSentence(text);
  if (!sentence) return null;
  const paragraph = text.querySelector(`[data-paragraph="${sentence.paragraph}"]`);
  if (!paragraph) return null;
  // A figure's alt text has no place in the text: the figure is marked instead.
  if (sentence.start === sentence.end) {
    const figure = paragraph.closest('figure') ?? paragraph;
    figure.setAttribute('data-read-aloud', '');
    const whole = figure.ownerDocument.createRange();
    whole.selectNode(figure);
    return whole;
  }
  const range = paragraphRange(paragraph, sentence.start, sentence.end);
  if (supportsHighlights() && range) CSS.highlights.set(READ_ALOUD_HIGHLIGHT, new Highlight(range));
  else paragraph.setAttribute('data-read-aloud', '');
  return range;
}

export function clearSentence(text: Element | null) {
  if (supportsHighlights()) CSS.highlights.delete(READ_ALOUD_HIGHLIGHT);
  for (const element of text?.querySelectorAll('[data-read-aloud]') ?? [])
    element.removeAttribute('data-read-aloud');
}

/**
 * Scrolls only when the sentence leaves the comfortable middle of the scroller (below the
 * sticky header, above the bottom controls), and without animation for reduced motion.
 */
export function keepInView(scroller: HTMLElement, range: Range) {
  const box = range.getBoundingClientRect();
  const view = scroller.getBoundingClientRect();
  const top = view.top + view.height * 0.18;
  const bottom = view.top + view.height * 0.72;
  if (box.top >= top && box.bottom <= bottom) return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  scroller.scrollBy({ top: box.top - (view.top + view.height * 0.3), behavior: reduced ? 'auto' : 'smooth' });
}
