import { describe, expect, it } from 'vitest';
import { formatParagraph, paragraphText, parseParagraph, readerParagraphs, sentences } from './chapter-text';
import { countWords } from './domain';

describe('readerParagraphs', () => {
  it('numbers paragraphs as the reader shows them, typography applied', () => {
    const paragraphs = readerParagraphs('"Wait..." she said.\n\nIt\'s late -- go.\n\n\n');
    expect(paragraphs).toEqual(['\u201cWait\u2026\u201d she said.', 'It\u2019s late\u2014go.']);
  });

  it('gives the same text for one paragraph as for the chapter', () => {
    expect(paragraphText("Don't")).toBe(readerParagraphs("Don't")[0]);
  });
});

describe('simple formatting (decision 019)', () => {
  it('reads headings, emphasis and strong, and strips their markers from the displayed text', () => {
    expect(parseParagraph('## The Sea')).toEqual({ kind: 'h2', lines: [[{ text: 'The Sea' }]] });
    expect(parseParagraph('### Low tide').kind).toBe('h3');
    expect(parseParagraph('She *really* went **there**.').lines[0]).toEqual([
      { text: 'She ' },
      { text: 'really', em: true },
      { text: ' went ' },
      { text: 'there', strong: true },
      { text: '.' },
    ]);
    expect(paragraphText('***both***')).toBe('both');
    expect(paragraphText('"*Hello*," she said.')).toBe('\u201cHello,\u201d she said.');
  });

  it('leaves typed text with stars exactly as typed', () => {
    for (const typed of ['2*3*4', 'a * b', '*', '**', 'a ** b', 'un*believ*able', 'file*', '*a\nb*']) {
      expect(paragraphText(typed)).toBe(typed);
    }
    // Code keeps everything, escapes included.
    expect(paragraphText('x = a ** b;')).toBe('x = a ** b;');
    expect(paragraphText('if (a) { *p = 1 }')).toBe('if (a) { *p = 1 }');
    expect(paragraphText('# one hash is not a heading')).toBe('# one hash is not a heading');
  });

  it('shows escaped stars, hashes and backslashes as themselves', () => {
    expect(paragraphText('\\*not\\* emphasis')).toBe('*not* emphasis');
    expect(paragraphText('\\## not a heading')).toBe('## not a heading');
    expect(paragraphText('a\\\\b and c\\d')).toBe('a\\b and c\\d');
  });

  it('writes runs back as markup that reads the same', () => {
    const runs = [{ text: 'She ' }, { text: 'really', em: true as const }, { text: ' went 2*3.' }];
    const written = formatParagraph(runs);
    expect(written).toBe('She *really* went 2\\*3.');
    expect(paragraphText(written)).toBe('She really went 2*3.');
    // Emphasis inside a word cannot be carried: dropped, never shown as stars.
    expect(
      paragraphText(formatParagraph([{ text: 'un' }, { text: 'believ', em: true }, { text: 'able' }])),
    ).toBe('unbelievable');
    expect(formatParagraph([{ text: '## not a heading' }])).toBe('\\## not a heading');
    expect(formatParagraph([{ text: 'Part One' }], 'h2')).toBe('## Part One');
  });

  it('keeps the textContent rule for every paragraph: markers never count as words', () => {
    expect(countWords('## The Sea\n\nShe *really* went **there** \\*')).toBe(6);
    expect(countWords('2*3*4 a * b')).toBe(3);
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
