import { docFromText } from '@quire/shared/chapter-doc';
import { readerParagraphs } from '@quire/shared/chapter-text';
import { describe, expect, it } from 'vitest';
import { type Anchor, contextAround, reanchor, reanchorStoredAnchors } from './anchoring.js';

/** An anchor on the first occurrence (or the `nth`) of `quote` in a chapter, as the server stores it. */
function anchorOn(content: string, quote: string, nth = 0): Anchor {
  const paragraphs = readerParagraphs(content);
  let seen = 0;
  for (const [paragraph, text] of paragraphs.entries()) {
    for (let at = text.indexOf(quote); at !== -1; at = text.indexOf(quote, at + 1)) {
      if (seen++ === nth) {
        const end = at + quote.length;
        return { paragraph, start: at, end, quote, ...contextAround(text, at, end) };
      }
    }
  }
  throw new Error(`"${quote}" not in the chapter`);
}

/** The text the anchor points at in the new content. */
function textAt(content: string, anchor: { paragraph: number; start: number; end: number }) {
  return readerParagraphs(content)[anchor.paragraph]!.slice(anchor.start, anchor.end);
}

const ORIGINAL = [
  'The lighthouse keeper woke before dawn, as he had every morning for thirty years.',
  'He climbed the spiral stairs and polished the great lens until it shone like a second moon.',
  'Far below, the sea was grey and patient, and the gulls had not yet begun to argue.',
].join('\n\n');

describe('reanchor', () => {
  it('keeps an anchor whose text did not change', () => {
    const anchor = anchorOn(ORIGINAL, 'polished the great lens');
    const result = reanchor(anchor, readerParagraphs(ORIGINAL));
    expect(result).toEqual({ status: 'kept', ...anchor });
  });

  it('keeps an anchor when only other paragraphs changed', () => {
    const anchor = anchorOn(ORIGINAL, 'polished the great lens');
    const edited = ORIGINAL.replace('thirty years', 'forty long years');
    expect(reanchor(anchor, readerParagraphs(edited))).toMatchObject({ status: 'kept', paragraph: 1 });
  });

  it('moves an anchor when a paragraph is inserted before it', () => {
    const anchor = anchorOn(ORIGINAL, 'polished the great lens');
    const edited = `A storm had passed in the night.\n\n${ORIGINAL}`;
    const result = reanchor(anchor, readerParagraphs(edited));
    expect(result).toMatchObject({ status: 'moved', paragraph: 2, quote: 'polished the great lens' });
    if (result.status !== 'detached') expect(textAt(edited, result)).toBe('polished the great lens');
  });

  it('moves an anchor when words are inserted before it in its paragraph', () => {
    const anchor = anchorOn(ORIGINAL, 'polished the great lens');
    const edited = ORIGINAL.replace(
      'He climbed the spiral stairs',
      'Slowly, he climbed the narrow spiral stairs',
    );
    const result = reanchor(anchor, readerParagraphs(edited));
    expect(result).toMatchObject({ status: 'moved', paragraph: 1 });
    if (result.status !== 'detached') expect(textAt(edited, result)).toBe('polished the great lens');
  });

  it('follows a small edit inside the quote and answers the new words', () => {
    const anchor = anchorOn(ORIGINAL, 'polished the great lens until it shone');
    const edited = ORIGINAL.replace('polished the great lens until', 'polished the great lamp until');
    const result = reanchor(anchor, readerParagraphs(edited));
    expect(result).toMatchObject({
      status: 'moved',
      paragraph: 1,
      quote: 'polished the great lamp until it shone',
    });
  });

  it('detaches an anchor whose passage was deleted', () => {
    const anchor = anchorOn(ORIGINAL, 'the gulls had not yet begun to argue');
    const edited = ORIGINAL.replace(', and the gulls had not yet begun to argue', '');
    expect(reanchor(anchor, readerParagraphs(edited))).toEqual({ status: 'detached' });
  });

  it('detaches an anchor when its whole paragraph is deleted', () => {
    const anchor = anchorOn(ORIGINAL, 'spiral stairs');
    const paragraphs = ORIGINAL.split('\n\n');
    const edited = [paragraphs[0], paragraphs[2]].join('\n\n');
    expect(reanchor(anchor, readerParagraphs(edited))).toEqual({ status: 'detached' });
  });

  it('detaches an anchor whose quote was rewritten beyond recognition', () => {
    const anchor = anchorOn(ORIGINAL, 'grey and patient');
    const edited = ORIGINAL.replace('grey and patient', 'loud and furious');
    expect(reanchor(anchor, readerParagraphs(edited))).toEqual({ status: 'detached' });
  });

  it('follows a passage into the second half of a split paragraph', () => {
    const anchor = anchorOn(ORIGINAL, 'until it shone like a second moon');
    const edited = ORIGINAL.replace('stairs and polished', 'stairs.\n\nThen he polished');
    const result = reanchor(anchor, readerParagraphs(edited));
    expect(result).toMatchObject({
      status: 'moved',
      paragraph: 2,
      quote: 'until it shone like a second moon',
    });
  });

  it('keeps the larger part of a passage that a split cut in two', () => {
    const anchor = anchorOn(ORIGINAL, 'spiral stairs and polished the great lens until it shone');
    const edited = ORIGINAL.replace('stairs and', 'stairs.\n\nAnd');
    const result = reanchor(anchor, readerParagraphs(edited));
    // "polished the great lens until it shone" is the bigger half, in the new paragraph 2.
    expect(result).toMatchObject({ status: 'moved', paragraph: 2 });
    if (result.status !== 'detached') expect(textAt(edited, result)).toContain('polished the great lens');
  });

  it('follows a passage when two paragraphs are merged', () => {
    const anchor = anchorOn(ORIGINAL, 'the sea was grey');
    const edited = ORIGINAL.replace('second moon.\n\nFar below', 'second moon. Far below');
    const result = reanchor(anchor, readerParagraphs(edited));
    expect(result).toMatchObject({ status: 'moved', paragraph: 1, quote: 'the sea was grey' });
    if (result.status !== 'detached') expect(textAt(edited, result)).toBe('the sea was grey');
  });

  it('chooses the right one of a repeated phrase by its context', () => {
    const content = [
      'She said the words once, softly: come home.',
      'Years later he wrote them on a postcard: come home.',
    ].join('\n\n');
    const second = anchorOn(content, 'come home', 1);
    expect(second.paragraph).toBe(1);
    // A new first paragraph moves both; the second phrase must stay the second.
    const edited = `Prologue.\n\n${content}`;
    const result = reanchor(second, readerParagraphs(edited));
    expect(result).toMatchObject({ status: 'moved', paragraph: 2 });
  });

  it('does not stay on a repeated phrase that slid under the old offsets', () => {
    const content = 'I said yes. You said no.';
    const anchor = anchorOn(content, 'said', 1);
    // Words inserted before move the first "said" exactly under the second one's old offsets.
    const shift = content.lastIndexOf('said') - content.indexOf('said');
    const inserted = `${'Oh'.padEnd(shift - 1, 'h')} `;
    const edited = inserted + content;
    expect(readerParagraphs(edited)[0]!.slice(anchor.start, anchor.end)).toBe('said');
    const result = reanchor(anchor, readerParagraphs(edited));
    expect(result).toMatchObject({ status: 'moved', paragraph: 0, start: anchor.start + inserted.length });
  });

  it('survives whitespace-only edits', () => {
    const anchor = anchorOn(ORIGINAL, 'grey and patient');
    const edited = `\n\n${ORIGINAL.replace('Far below, the', 'Far  below,\tthe').replace(/\n\n/g, '\n\n\n')}  \n`;
    const result = reanchor(anchor, readerParagraphs(edited));
    expect(result).toMatchObject({ paragraph: 2, quote: 'grey and patient' });
    expect(result.status).not.toBe('detached');
  });

  it('survives typographic changes (straight quotes typed as curly ones, dashes)', () => {
    const content = `He said "don't go" -- and went back to the lamp.`;
    const anchor = anchorOn(content, readerParagraphs(content)[0]!.slice(0, 18));
    const edited = 'He said \u201cdon\u2019t go\u201d\u2014and went back to the lamp.';
    const result = reanchor(anchor, readerParagraphs(edited));
    expect(result.status).not.toBe('detached');
    if (result.status !== 'detached') expect(result.quote).toContain('don\u2019t go');
  });

  it('handles a chapter emptied of the paragraph index and a quote of one character', () => {
    const anchor = anchorOn('A b c.', 'b');
    expect(reanchor(anchor, [])).toEqual({ status: 'detached' });
    expect(reanchor(anchor, ['A b c.'])).toMatchObject({ status: 'kept', start: 2, end: 3 });
  });
});

describe('reanchorStoredAnchors', () => {
  const row = (id: string, anchor: Anchor, detached = false, chapterId = 'dawn') => ({
    id,
    chapterId,
    detached,
    blockId: detached ? null : `b${anchor.paragraph}`,
    ...anchor,
  });
  /** The chapter's document with block ids b0, b1, ... by paragraph. */
  const docOf = (content: string) => {
    let next = 0;
    return docFromText(content, () => `b${next++}`);
  };

  it('answers only the rows whose anchor changes, and counts moved and detached ones', () => {
    const lens = anchorOn(ORIGINAL, 'polished the great lens');
    const gulls = anchorOn(ORIGINAL, 'the gulls had not yet begun');
    const keeper = anchorOn(ORIGINAL, 'lighthouse keeper');
    // Lost on an earlier edit, its passage is still gone: stays detached, not written again.
    const lost = row('lost', { ...lens, quote: 'a storm lantern', prefix: '', suffix: '' }, true);
    const edited = ORIGINAL.replace(', and the gulls had not yet begun to argue', '').replace(
      'He climbed',
      'Slowly, he climbed',
    );
    const result = reanchorStoredAnchors(
      [row('lens', lens), row('gulls', gulls), row('keeper', keeper), lost],
      [{ chapterId: 'dawn', doc: docOf(edited) }],
    );
    const moved = reanchor(lens, readerParagraphs(edited));
    if (moved.status !== 'moved') throw new Error(`the lens should have moved, not be ${moved.status}`);
    const { status: _, ...lensNow } = moved;
    expect(result).toEqual({
      updates: [
        { id: 'lens', anchor: { ...lensNow, blockId: `b${lensNow.paragraph}` } },
        { id: 'gulls', anchor: null },
      ],
      moved: 1,
      detached: 2,
    });
  });

  it('reattaches a detached row whose passage came back, and counts it as moved', () => {
    const gulls = anchorOn(ORIGINAL, 'the gulls had not yet begun');
    const result = reanchorStoredAnchors(
      [row('gulls', gulls, true)],
      [{ chapterId: 'dawn', doc: docOf(ORIGINAL) }],
    );
    expect(result).toEqual({
      updates: [{ id: 'gulls', anchor: { ...gulls, blockId: `b${gulls.paragraph}` } }],
      moved: 1,
      detached: 0,
    });
  });

  it('finds each row in its own chapter', () => {
    const dusk = 'Night fell on the keeper. The lens went dark.';
    const inDawn = anchorOn(ORIGINAL, 'the great lens');
    const inDusk = anchorOn(dusk, 'The lens went dark');
    const result = reanchorStoredAnchors(
      [row('a', inDawn), row('b', inDusk, false, 'dusk')],
      [
        { chapterId: 'dawn', doc: docOf(`Prologue.\n\n${ORIGINAL}`) },
        { chapterId: 'dusk', doc: docOf(`Evening.\n\n${dusk}`) },
      ],
    );
    expect(result.updates).toEqual([
      { id: 'a', anchor: expect.objectContaining({ paragraph: 2, blockId: 'b2', quote: 'the great lens' }) },
      { id: 'b', anchor: expect.objectContaining({ paragraph: 1, start: inDusk.start }) },
    ]);
  });
});
