import type { ChapterDoc } from '@quire/shared/chapter-doc';
import { describe, expect, it } from 'vitest';
import { diffChapterDocs, diffText, foldUnchanged, summarizeDiff } from './revision-diff';

const doc = (...blocks: [id: string, text: string][]): ChapterDoc => ({
  type: 'doc',
  content: blocks.map(([id, text]) => ({
    type: 'paragraph',
    attrs: { id },
    content: text ? [{ type: 'text', text }] : undefined,
  })),
});

describe('diffText', () => {
  it('marks the words taken out and put in, keeping the rest', () => {
    expect(diffText('The lamp burned dimly.', 'The lamp burned brightly.')).toEqual([
      { kind: 'same', text: 'The lamp burned ' },
      { kind: 'removed', text: 'dimly' },
      { kind: 'added', text: 'brightly' },
      { kind: 'same', text: '.' },
    ]);
  });
});

describe('diffChapterDocs', () => {
  it('matches blocks by id, so an edited paragraph shows its words changed rather than a new paragraph', () => {
    const changes = diffChapterDocs(
      doc(['a', 'It was night.'], ['b', 'The lamp burned dimly.'], ['c', 'Nobody came.']),
      doc(
        ['a', 'It was night.'],
        ['b', 'The lamp burned brightly.'],
        ['n', 'Then a knock.'],
        ['c', 'Nobody came.'],
      ),
    );
    expect(changes.map((change) => change.kind)).toEqual(['same', 'changed', 'added', 'same']);
    const changed = changes[1]!;
    expect(changed.kind === 'changed' && changed.parts.filter((part) => part.kind !== 'same')).toEqual([
      { kind: 'removed', text: 'dimly' },
      { kind: 'added', text: 'brightly' },
    ]);
    expect(summarizeDiff(changes)).toEqual({ wordsAdded: 4, wordsRemoved: 1, blocksChanged: 2 });
  });

  it('pairs a block rewritten under a new id with the one it replaced, unless little of it is left', () => {
    const changes = diffChapterDocs(
      doc(['a', 'The ship left at dawn with the tide.'], ['b', 'Gulls followed it.']),
      doc(['x', 'The ship left at noon with the tide.'], ['y', 'Completely different words here.']),
    );
    expect(changes.map((change) => change.kind)).toEqual(['changed', 'removed', 'added']);
    expect(changes[1]).toMatchObject({ kind: 'removed', block: { text: 'Gulls followed it.' } });
    expect(changes[2]).toMatchObject({ kind: 'added', block: { text: 'Completely different words here.' } });
  });

  it('finds blocks whose ids changed by their text', () => {
    const changes = diffChapterDocs(doc(['a', 'Same words.']), doc(['z', 'Same words.']));
    expect(changes).toEqual([{ kind: 'same', block: { id: 'z', type: 'paragraph', text: 'Same words.' } }]);
  });

  it('shows a removed block as removed', () => {
    const changes = diffChapterDocs(doc(['a', 'One.'], ['b', 'Two.']), doc(['a', 'One.']));
    expect(changes.map((change) => change.kind)).toEqual(['same', 'removed']);
    expect(summarizeDiff(changes)).toEqual({ wordsAdded: 0, wordsRemoved: 1, blocksChanged: 1 });
  });
});

describe('foldUnchanged', () => {
  it('keeps one block of context on each side of a change and folds longer unchanged stretches', () => {
    const blocks = Array.from({ length: 8 }, (_, index): [string, string] => [
      `p${index}`,
      `Paragraph ${index}.`,
    ]);
    const changed = blocks.map(([id, text]): [string, string] => [
      id,
      id === 'p4' ? 'Paragraph four.' : text,
    ]);
    const rows = foldUnchanged(diffChapterDocs(doc(...blocks), doc(...changed)));
    expect(rows.map((row) => (row.kind === 'folded' ? `folded ${row.blocks.length}` : row.kind))).toEqual([
      'folded 3',
      'same',
      'changed',
      'same',
      'folded 2',
    ]);
  });

  it('shows a lone unchanged block rather than folding it', () => {
    const rows = foldUnchanged(
      diffChapterDocs(
        doc(['a', 'A.'], ['b', 'B.'], ['c', 'C.']),
        doc(['a', 'A.'], ['b', 'B.'], ['c', 'See.']),
      ),
    );
    expect(rows.map((row) => row.kind)).toEqual(['same', 'same', 'changed']);
  });
});
