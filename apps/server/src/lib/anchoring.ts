/**
 * Anchors that survive a writer's edits (decision 029). An anchor is a text-quote selector in the
 * manner of the W3C Web Annotation model: the exact quote with a little context before and after,
 * plus where it was (paragraph index and character offsets in the paragraph's displayed text,
 * chapter-text.ts). After an edit an anchor is found again the way the Hypothesis client does it:
 * the same place if the quote and its context are still there, else the best approximate match of
 * the quote in the whole chapter (approx-string-match, Myers' bit-parallel algorithm), scored by the
 * quote's errors, how well the context around it agrees and how near it is to the old place.
 * Nothing found means "detached": the caller keeps the anchor and shows its quote.
 */
import { ANCHOR_CONTEXT_LENGTH } from '@quire/shared/constants/highlights';
import { type ChapterDoc, type TextBlock, textBlocks } from '@quire/shared/chapter-doc';
import search from 'approx-string-match';

export interface Anchor {
  paragraph: number;
  start: number;
  end: number;
  quote: string;
  prefix: string;
  suffix: string;
}

export type Reanchored = ({ status: 'kept' | 'moved' } & Anchor) | { status: 'detached' };

/** The context kept before and after a passage of a paragraph. */
export function contextAround(paragraph: string, start: number, end: number) {
  return {
    prefix: paragraph.slice(Math.max(0, start - ANCHOR_CONTEXT_LENGTH), start),
    suffix: paragraph.slice(end, end + ANCHOR_CONTEXT_LENGTH),
  };
}

/** An anchor at a place of the paragraphs, with its quote and context read from them. */
function anchorAt(paragraphs: readonly string[], paragraph: number, start: number, end: number): Anchor {
  const text = paragraphs[paragraph]!;
  return { paragraph, start, end, quote: text.slice(start, end), ...contextAround(text, start, end) };
}

/** Paragraphs are joined with this, so that no quote found in the joined text spans two unnoticed. */
const SEPARATOR = '\n\n';

/** The chapter as one string, with where each paragraph starts in it. */
function joinParagraphs(paragraphs: readonly string[]) {
  const starts: number[] = [];
  let offset = 0;
  for (const paragraph of paragraphs) {
    starts.push(offset);
    offset += paragraph.length + SEPARATOR.length;
  }
  return { text: paragraphs.join(SEPARATOR), starts };
}

/** 1 for identical texts, falling to 0 as the edit distance reaches the length of `expected`. */
function similarity(expected: string, actual: string): number {
  if (expected.length === 0) return 1;
  if (actual.length === 0) return 0;
  const [best] = search(actual, expected, expected.length).sort((a, b) => a.errors - b.errors);
  if (!best) return 0;
  // Errors against a window as long as the context: a shorter window costs its missing characters.
  return Math.max(0, 1 - best.errors / expected.length);
}

/** How much each agreement counts when choosing among candidate places (as in Hypothesis). */
const WEIGHTS = { quote: 50, prefix: 20, suffix: 20, position: 2 } as const;

/** At most this share of a quote may differ for it still to be "the same passage". */
const MAX_ERROR_SHARE = 0.25;

/**
 * Finds an anchor again in a chapter's new paragraphs (`readerParagraphs(content)`).
 * `kept`: the quote and its context are still at the same place (context refreshed).
 * `moved`: found elsewhere (or changed a little); the answer is the new place, with the quote as
 * the text there now. `detached`: not found.
 */
export function reanchor(anchor: Anchor, paragraphs: readonly string[]): Reanchored {
  const here = paragraphs[anchor.paragraph];
  if (here !== undefined && here.slice(anchor.start, anchor.end) === anchor.quote) {
    const context = contextAround(here, anchor.start, anchor.end);
    // A repeated phrase can sit at the old offsets while the passage itself moved: the context decides.
    if (context.prefix === anchor.prefix && context.suffix === anchor.suffix)
      return { status: 'kept', ...anchorAt(paragraphs, anchor.paragraph, anchor.start, anchor.end) };
  }

  const { text, starts } = joinParagraphs(paragraphs);
  const quote = anchor.quote;
  const maxErrors = Math.floor(Math.min(256, quote.length * MAX_ERROR_SHARE));
  const exact: Array<{ start: number; end: number; errors: number }> = [];
  for (let at = text.indexOf(quote); at !== -1; at = text.indexOf(quote, at + 1))
    exact.push({ start: at, end: at + quote.length, errors: 0 });
  const candidates = exact.length > 0 || maxErrors === 0 ? exact : search(text, quote, maxErrors);
  if (candidates.length === 0) return { status: 'detached' };

  const hint = (starts[Math.min(anchor.paragraph, starts.length - 1)] ?? 0) + anchor.start;
  let best: { start: number; end: number; score: number } | undefined;
  for (const match of candidates) {
    const before = text.slice(Math.max(0, match.start - anchor.prefix.length), match.start);
    const after = text.slice(match.end, match.end + anchor.suffix.length);
    const score =
      WEIGHTS.quote * (1 - match.errors / quote.length) +
      WEIGHTS.prefix * similarity(anchor.prefix, before) +
      WEIGHTS.suffix * similarity(anchor.suffix, after) +
      WEIGHTS.position * (1 - Math.min(1, Math.abs(match.start - hint) / Math.max(1, text.length)));
    if (!best || score > best.score) best = { start: match.start, end: match.end, score };
  }
  if (!best) return { status: 'detached' };

  const placed = placeInParagraph(best.start, best.end, starts, paragraphs);
  if (!placed || placed.end - placed.start < quote.length * (1 - MAX_ERROR_SHARE))
    return { status: 'detached' };
  const found = anchorAt(paragraphs, placed.paragraph, placed.start, placed.end);
  const same =
    found.paragraph === anchor.paragraph &&
    found.start === anchor.start &&
    found.end === anchor.end &&
    found.quote === anchor.quote;
  return { status: same ? 'kept' : 'moved', ...found };
}

/**
 * A match in the joined text as a place in one paragraph. A match that spans a paragraph break
 * (the writer split the passage's paragraph) keeps the part in the paragraph holding most of it.
 */
function placeInParagraph(
  start: number,
  end: number,
  starts: readonly number[],
  paragraphs: readonly string[],
): { paragraph: number; start: number; end: number } | undefined {
  let best: { paragraph: number; start: number; end: number } | undefined;
  for (let index = 0; index < paragraphs.length; index++) {
    const from = starts[index]!;
    const to = from + paragraphs[index]!.length;
    const overlapStart = Math.max(start, from);
    const overlapEnd = Math.min(end, to);
    if (overlapEnd <= overlapStart) continue;
    if (!best || overlapEnd - overlapStart > best.end - best.start)
      best = { paragraph: index, start: overlapStart - from, end: overlapEnd - from };
  }
  if (!best) return undefined;
  // Whitespace at the cut belongs to neither side.
  const text = paragraphs[best.paragraph]!;
  while (best.start < best.end && /\s/.test(text[best.start]!)) best.start++;
  while (best.end > best.start && /\s/.test(text[best.end - 1]!)) best.end--;
  return best.end > best.start ? best : undefined;
}

/** A chapter whose text an edit changed: its id and its new document. */
export interface ChangedChapter {
  chapterId: string;
  doc: ChapterDoc;
}

/** The new text blocks (decision 049) of each changed chapter, walked once, when first asked for. */
export function blocksByChapter(changed: readonly ChangedChapter[]) {
  const docs = new Map(changed.map((c) => [c.chapterId, c.doc]));
  const walked = new Map<string, { blocks: TextBlock[]; texts: string[] }>();
  return (chapterId: string) => {
    let found = walked.get(chapterId);
    if (!found) {
      const doc = docs.get(chapterId);
      const blocks = doc ? textBlocks(doc) : [];
      found = { blocks, texts: blocks.map((block) => block.text) };
      walked.set(chapterId, found);
    }
    return found;
  };
}

/** An anchor as a table stores it: the row's id, its chapter and whether it is detached now. */
export interface StoredAnchor extends Anchor {
  id: string;
  chapterId: string;
  /** The id of the text block it is in (decision 049); null for rows made before documents. */
  blockId: string | null;
  detached: boolean;
}

/** An anchor with the stable id of the text block it is in. */
export type BlockAnchor = Anchor & { blockId: string | null };

/**
 * What re-anchoring writes to one row: its new anchor, or null when it is detached (the row keeps
 * its last place and quote).
 */
export interface AnchorUpdate {
  id: string;
  anchor: BlockAnchor | null;
}

/**
 * The re-anchoring of a chapter save, for either table that points into chapters (highlights,
 * paragraph comments; decision 029): finds each stored anchor again in its chapter's new
 * paragraphs. Answers only the rows whose stored anchor changes (a row already detached that
 * stays detached, or a kept anchor whose place and context are unchanged, is not written), and
 * how many moved (reattached ones included) and how many are detached.
 */
export function reanchorStoredAnchors(
  rows: readonly StoredAnchor[],
  changed: readonly ChangedChapter[],
): { updates: AnchorUpdate[]; moved: number; detached: number } {
  const blocksOf = blocksByChapter(changed);
  const updates: AnchorUpdate[] = [];
  let moved = 0;
  let detached = 0;
  for (const row of rows) {
    const { blocks, texts } = blocksOf(row.chapterId);
    const result = reanchor(row, texts);
    if (result.status === 'detached') {
      detached++;
      if (!row.detached) updates.push({ id: row.id, anchor: null });
      continue;
    }
    const { status, ...place } = result;
    const anchor: BlockAnchor = { ...place, blockId: blocks[place.paragraph]?.id ?? null };
    if (status === 'moved' || row.detached) moved++;
    const differs =
      row.detached ||
      anchor.blockId !== row.blockId ||
      anchor.paragraph !== row.paragraph ||
      anchor.start !== row.start ||
      anchor.end !== row.end ||
      anchor.quote !== row.quote ||
      anchor.prefix !== row.prefix ||
      anchor.suffix !== row.suffix;
    if (differs) updates.push({ id: row.id, anchor });
  }
  return { updates, moved, detached };
}
