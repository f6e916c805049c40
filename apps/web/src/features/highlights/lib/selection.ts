/**
 * Reading a selection on the page in the chapter-text coordinate system: a paragraph index
 * (`data-paragraph`) and character offsets in the paragraph's textContent, which is exactly the
 * paragraph's displayed text. Paragraphs may hold inline elements (marks, emphasis), so offsets
 * are counted over every text node under the paragraph, never assumed to be one.
 */

export interface TextPlace {
  paragraph: number;
  start: number;
  end: number;
  quote: string;
}

/** The paragraph element (`[data-paragraph]`) that holds a node, inside `root`. */
export function paragraphOf(node: Node | null, root: HTMLElement): HTMLElement | null {
  let element: Node | null = node;
  while (element && element !== root) {
    if (element instanceof HTMLElement && element.dataset.paragraph !== undefined) return element;
    element = element.parentNode;
  }
  return null;
}

/** The character offset, in the paragraph's textContent, of a DOM boundary point inside it. */
export function offsetIn(paragraph: HTMLElement, node: Node, offset: number): number {
  const range = document.createRange();
  range.selectNodeContents(paragraph);
  range.setEnd(node, offset);
  return range.toString().length;
}

/**
 * Where a selection is in the chapter: within one paragraph (a selection running on into later
 * paragraphs keeps its part in the first), without the whitespace at its ends. Undefined when
 * it is collapsed, outside `root`, or only whitespace.
 */
export function placeOfSelection(selection: Selection | null, root: HTMLElement): TextPlace | undefined {
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return undefined;
  const range = selection.getRangeAt(0);
  if (!root.contains(range.commonAncestorContainer)) return undefined;
  let startParagraph = paragraphOf(range.startContainer, root);
  const endParagraph = paragraphOf(range.endContainer, root);
  // A selection starting between paragraphs starts in the next one it touches.
  if (!startParagraph) {
    startParagraph =
      [...root.querySelectorAll<HTMLElement>('[data-paragraph]')].find((element) =>
        range.intersectsNode(element),
      ) ?? null;
  }
  if (!startParagraph) return undefined;
  const text = startParagraph.textContent ?? '';
  let start = startParagraph.contains(range.startContainer)
    ? offsetIn(startParagraph, range.startContainer, range.startOffset)
    : 0;
  let end =
    endParagraph === startParagraph
      ? offsetIn(startParagraph, range.endContainer, range.endOffset)
      : text.length;
  while (start < end && /\s/.test(text[start]!)) start++;
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  if (end <= start) return undefined;
  return { paragraph: Number(startParagraph.dataset.paragraph), start, end, quote: text.slice(start, end) };
}

/** A DOM range over a place of a paragraph, found by walking its text nodes. */
export function rangeOfPlace(paragraph: HTMLElement, start: number, end: number): Range | undefined {
  const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  let seen = 0;
  let started = false;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const length = node.textContent?.length ?? 0;
    if (!started && start <= seen + length) {
      range.setStart(node, start - seen);
      started = true;
    }
    if (started && end <= seen + length) {
      range.setEnd(node, end - seen);
      return range;
    }
    seen += length;
  }
  return undefined;
}
