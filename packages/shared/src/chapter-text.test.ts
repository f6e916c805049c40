import { describe, expect, it } from 'vitest';
import { paragraphText, readerParagraphs, sentences } from './chapter-text';

describe('readerParagraphs', () => {
  it('numbers paragraphs as the reader shows them, typography applied', () => {
    const paragraphs = readerParagraphs('"Wait..." she said.\n\nIt\'s late -- go.\n\n\n');
    expect(paragraphs).toEqual(['\u201cWait\u2026\u201d she said.', 'It\u2019s late\u2014go.']);
  });

  it('gives the same text for one paragraph as for the chapter', () => {
    expect(paragraphText("Don't")).toBe(readerParagraphs("Don't")[0]);
  });
});

describe('sentences', () => {
  const texts = (paragraph: string) => sentences(paragraph, 'en').map((s) => s.text);

  it('splits a paragraph into its sentences with offsets into the displayed text', () => {
    const text = 'The rain stopped. Wren looked up! Was it over? Yes.';
    const result = sentences(text, 'en');
    expect(result.map((s) => s.text)).toEqual([
      'The rain stopped.',
      'Wren looked up!',
      'Was it over?',
      'Yes.',
    ]);
    for (const sentence of result) expect(text.slice(sentence.start, sentence.end)).toBe(sentence.text);
  });

  it('does not end a sentence after an abbreviation or an initial', () => {
    expect(texts('Mr. Hale met Dr. Brown at St. Ives. They talked.')).toEqual([
      'Mr. Hale met Dr. Brown at St. Ives.',
      'They talked.',
    ]);
    expect(texts('Books by J. R. R. Tolkien, e.g. The Hobbit, sold well. Then came more.')).toEqual([
      'Books by J. R. R. Tolkien, e.g. The Hobbit, sold well.',
      'Then came more.',
    ]);
  });

  it('keeps closing quotes with their sentence', () => {
    const paragraph = paragraphText('"Wait," she said. "Is it late?" He nodded.');
    expect(texts(paragraph)).toEqual([
      '\u201cWait,\u201d she said.',
      '\u201cIs it late?\u201d',
      'He nodded.',
    ]);
    expect(texts(paragraphText('"Is it over?" asked Wren. "Yes!" she said.'))).toEqual([
      '\u201cIs it over?\u201d asked Wren.',
      '\u201cYes!\u201d she said.',
    ]);
  });

  it('treats an ellipsis before a capital as an end, and inside a sentence as a pause', () => {
    expect(texts(paragraphText('I wonder... Maybe not. It was... odd.'))).toEqual([
      'I wonder\u2026',
      'Maybe not.',
      'It was\u2026 odd.',
    ]);
  });

  it('gives no sentence for blank text and one for text without a full stop', () => {
    expect(sentences('   ')).toEqual([]);
    expect(texts('A heading')).toEqual(['A heading']);
  });

  it('splits the same way without Intl.Segmenter', () => {
    const original = Intl.Segmenter;
    try {
      (Intl as { Segmenter?: unknown }).Segmenter = undefined;
      expect(texts('Mr. Hale came. “Who?” she asked. He left...')).toEqual([
        'Mr. Hale came.',
        '“Who?” she asked.',
        'He left...',
      ]);
    } finally {
      (Intl as { Segmenter?: unknown }).Segmenter = original;
    }
  });
});
