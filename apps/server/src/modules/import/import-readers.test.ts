import { describe, expect, it } from 'vitest';
import { writeZip } from '../../../test/fixtures/books/zip-writer.js';
import { languageName } from '@quire/shared/language';
import { shorten } from './book-draft.js';
import { resolveHref } from './epub.js';
import { htmlToBlocks } from './html-text.js';
import { isSafeEntryName, SafeZip } from './safe-zip.js';
import { decodeText, isChapterHeading, titleFromFileName } from './text-files.js';

describe('SafeZip', () => {
  it('stops inflating at an entry’s declared size and refuses the zip (a zip that lies small)', () => {
    const text = 'a'.repeat(10_000);
    const zip = new SafeZip(writeZip([{ name: 'big.txt', data: text, declaredSize: 100 }]));
    expect(() => zip.read('big.txt')).toThrow(expect.objectContaining({ problem: 'tooLarge' }));
  });

  it('reads stored and deflated entries', () => {
    expect(new SafeZip(writeZip([{ name: 'a.txt', data: 'hello' }], { store: true })).readText('a.txt')).toBe(
      'hello',
    );
    expect(new SafeZip(writeZip([{ name: 'a.txt', data: 'hello' }])).readText('a.txt')).toBe('hello');
  });

  it('accepts names inside the archive only', () => {
    expect(isSafeEntryName('OEBPS/text/ch1.xhtml')).toBe(true);
    for (const name of ['../x', 'a/../../x', '/abs', 'C:/x', 'a\\b', ''])
      expect(isSafeEntryName(name)).toBe(false);
  });
});

describe('EPUB paths', () => {
  it('resolves hrefs against the referring file, decoding and dropping fragments', () => {
    expect(resolveHref('OEBPS/content.opf', 'text/ch%201.xhtml#p3')).toBe('OEBPS/text/ch 1.xhtml');
    expect(resolveHref('OEBPS/text/nav.xhtml', '../images/c.jpg')).toBe('OEBPS/images/c.jpg');
    expect(resolveHref('OEBPS/a.xhtml', 'https://example.com/x')).toBeUndefined();
  });
});

describe('XHTML to chapter text', () => {
  it('turns blocks into paragraphs, <br> into a line break, and drops scripts and styles', () => {
    const { blocks } = htmlToBlocks(
      '<body><style>p{}</style><h2>Title</h2><div>One\n   two <b>bold</b></div><p>Line<br/>next</p><script>x()</script></body>',
    );
    expect(blocks.map((b) => [b.level, b.runs.map((r) => r.text).join('')])).toEqual([
      [2, 'Title'],
      [0, 'One two bold'],
      [0, 'Line\nnext'],
    ]);
  });
});

describe('plain text', () => {
  it('recognises chapter headings on their own line', () => {
    for (const line of [
      'Chapter 1',
      'CHAPTER ONE',
      'Chapter IV: The Sea',
      'IV.',
      'I.',
      'Chapter Twenty-One. Home',
    ])
      expect(isChapterHeading(line)).toBe(true);
    for (const line of ['Chapter and verse were quoted at him.', 'I went home.', 'IVY.'])
      expect(isChapterHeading(line)).toBe(false);
  });

  it('decodes UTF-8 (with or without a byte order mark) and falls back to Windows-1252', () => {
    expect(decodeText(Buffer.from('\ufeffCafé', 'utf8'))).toBe('Café');
    expect(decodeText(Buffer.from([0x93, 0x61, 0x94, 0x80]))).toBe('\u201ca\u201d\u20ac');
    expect(decodeText(Buffer.from([0x61, 0x00]))).toBeUndefined();
  });

  it('makes titles from file names and fits metadata into the form', () => {
    expect(titleFromFileName('the_long-road.txt')).toBe('The long road');
    expect(titleFromFileName('Moby Dick.md')).toBe('Moby Dick');
    expect(shorten('word '.repeat(100).trim(), 50).length).toBeLessThanOrEqual(50);
    expect(languageName('fr')).toBe('French');
    expect(languageName('English')).toBe('English');
  });
});
