import { type ChapterDoc, type TextBlock, textBlocks } from '@quire/shared/chapter-doc';
import { diffArrays, diffWords } from 'diff';

/** A run of text within a block: kept, added or removed between two versions. */
export interface TextPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/** One text block of the comparison, in the newer version's reading order. */
export type BlockChange =
  | { kind: 'same'; block: TextBlock }
  | { kind: 'added'; block: TextBlock }
  | { kind: 'removed'; block: TextBlock }
  | { kind: 'changed'; before: TextBlock; after: TextBlock; parts: TextPart[] };

/** A stretch of unchanged blocks folded away, between the changes shown with their context. */
export interface FoldedBlocks {
  kind: 'folded';
  blocks: TextBlock[];
}

export type DiffRow = BlockChange | FoldedBlocks;

/** Words added and removed, and blocks touched, across the whole comparison. */
export interface DiffSummary {
  wordsAdded: number;
  wordsRemoved: number;
  blocksChanged: number;
}

/**
 * Below this share of kept text, a rewritten block reads better as one block out and another in
 * than as a patchwork of single-word changes.
 */
const MIN_KEPT_SHARE = 0.3;

/** A word-level comparison of two texts (whitespace follows the words it sits between). */
export function diffText(before: string, after: string): TextPart[] {
  return diffWords(before, after).map((change) => ({
    kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
    text: change.value,
  }));
}

const keptShare = (parts: TextPart[], before: string, after: string): number => {
  const longest = Math.max(before.length, after.length);
  if (longest === 0) return 1;
  const kept = parts.reduce((sum, part) => (part.kind === 'same' ? sum + part.text.trim().length : sum), 0);
  return kept / longest;
};

/** The same block in both versions: its id (kept across edits), or the same kind and text. */
const sameBlock = (a: TextBlock, b: TextBlock) => a.id === b.id || (a.type === b.type && a.text === b.text);

/**
 * Compares two versions of a chapter block by block: blocks are matched by their ids (the editor
 * keeps them across edits) or, failing that, by their text; a matched block whose text changed,
 * or a block rewritten in place, shows its changes word by word.
 */
export function diffChapterDocs(older: ChapterDoc, newer: ChapterDoc): BlockChange[] {
  const before = textBlocks(older);
  const after = textBlocks(newer);
  const changes: BlockChange[] = [];
  let oldIndex = 0;
  let newIndex = 0;
  let removedRun: TextBlock[] = [];

  const pairRewrites = (added: TextBlock[]) => {
    // jsdiff gives the blocks taken out just before the ones put in their place: pair them in order.
    const paired = Math.min(removedRun.length, added.length);
    let takenOut: BlockChange[] = [];
    let putIn: BlockChange[] = [];
    // What went out reads before what came in at the same place, as a reader would compare them.
    const flushUnpaired = () => {
      changes.push(...takenOut, ...putIn);
      takenOut = [];
      putIn = [];
    };
    for (let index = 0; index < paired; index += 1) {
      const out = removedRun[index]!;
      const into = added[index]!;
      const parts = diffText(out.text, into.text);
      if (keptShare(parts, out.text, into.text) >= MIN_KEPT_SHARE) {
        flushUnpaired();
        changes.push({ kind: 'changed', before: out, after: into, parts });
      } else {
        takenOut.push({ kind: 'removed', block: out });
        putIn.push({ kind: 'added', block: into });
      }
    }
    for (const out of removedRun.slice(paired)) takenOut.push({ kind: 'removed', block: out });
    for (const into of added.slice(paired)) putIn.push({ kind: 'added', block: into });
    flushUnpaired();
    removedRun = [];
  };

  const flushRemoved = () => {
    for (const block of removedRun) changes.push({ kind: 'removed', block });
    removedRun = [];
  };

  for (const change of diffArrays(before, after, { comparator: sameBlock })) {
    const count = change.count;
    if (change.removed) {
      removedRun.push(...before.slice(oldIndex, oldIndex + count));
      oldIndex += count;
    } else if (change.added) {
      pairRewrites(after.slice(newIndex, newIndex + count));
      newIndex += count;
    } else {
      flushRemoved();
      for (let index = 0; index < count; index += 1) {
        const out = before[oldIndex + index]!;
        const into = after[newIndex + index]!;
        if (out.text === into.text && out.type === into.type) changes.push({ kind: 'same', block: into });
        else
          changes.push({ kind: 'changed', before: out, after: into, parts: diffText(out.text, into.text) });
      }
      oldIndex += count;
      newIndex += count;
    }
  }
  flushRemoved();
  return changes;
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** How much changed between the two versions, in words and blocks. */
export function summarizeDiff(changes: BlockChange[]): DiffSummary {
  const summary: DiffSummary = { wordsAdded: 0, wordsRemoved: 0, blocksChanged: 0 };
  for (const change of changes) {
    if (change.kind === 'same') continue;
    summary.blocksChanged += 1;
    if (change.kind === 'added') summary.wordsAdded += wordCount(change.block.text);
    else if (change.kind === 'removed') summary.wordsRemoved += wordCount(change.block.text);
    else
      for (const part of change.parts) {
        if (part.kind === 'added') summary.wordsAdded += wordCount(part.text);
        else if (part.kind === 'removed') summary.wordsRemoved += wordCount(part.text);
      }
  }
  return summary;
}

/**
 * The rows to show: every change with `context` unchanged blocks on each side, and each longer
 * stretch of unchanged blocks folded into one row (that can be opened).
 */
export function foldUnchanged(changes: BlockChange[], context = 1): DiffRow[] {
  const near = changes.map(() => false);
  changes.forEach((change, index) => {
    if (change.kind === 'same') return;
    for (let offset = -context; offset <= context; offset += 1) {
      const at = index + offset;
      if (at >= 0 && at < changes.length) near[at] = true;
    }
  });
  const rows: DiffRow[] = [];
  let folded: TextBlock[] = [];
  const flush = () => {
    // Folding a single block saves nothing: show it.
    if (folded.length === 1) rows.push({ kind: 'same', block: folded[0]! });
    else if (folded.length > 1) rows.push({ kind: 'folded', blocks: folded });
    folded = [];
  };
  changes.forEach((change, index) => {
    if (change.kind === 'same' && !near[index]) {
      folded.push(change.block);
      return;
    }
    flush();
    rows.push(change);
  });
  flush();
  return rows;
}
