import { describe, expect, it } from 'vitest';
import { paragraphText, readerParagraphs } from './chapter-text';

describe('readerParagraphs', () => {
  it('numbers paragraphs as the reader shows them, typography applied', () => {
    const paragraphs = readerParagraphs('"Wait..." she said.\n\nIt\'s late -- go.\n\n\n');
    expect(paragraphs).toEqual(['\u201cWait\u2026\u201d she said.', 'It\u2019s late\u2014go.']);
  });

  it('gives the same text for one paragraph as for the chapter', () => {
    expect(paragraphText("Don't")).toBe(readerParagraphs("Don't")[0]);
  });
});
