import { describe, expect, it } from 'vitest';
import { xmlDocument, xmlString } from './xml-document.js';

const written = (text: string, attribute: string) => {
  const doc = xmlDocument();
  doc.ele('root', { a: attribute }).txt(text);
  return xmlString(doc, 'as-built');
};

describe('xmlDocument', () => {
  it('drops the characters XML forbids from text and attribute values, and keeps the rest', () => {
    const odd =
      'a\u0000b\u0008c\u000Bd\u001Fe\uFFFEf\uFFFFg \uD800h\uDC00i \uDBFF\uDBFF\uDC00j \u{1F600}\t\r\n';
    const clean = 'abcdefg hi \uDBFF\uDC00j \u{1F600}\t\r\n';
    expect(written(odd, 'x')).toBe(`<?xml version="1.0" encoding="UTF-8"?><root a="x">${clean}</root>\n`);
    expect(written('', odd.trimEnd())).toContain(`<root a="${clean.trimEnd()}">`);
  });

  it('has the builder escape markup characters', () => {
    expect(written(`<b> & "q" 'a'`, `<b> & "q" 'a'`)).toBe(
      `<?xml version="1.0" encoding="UTF-8"?><root a="&lt;b&gt; &amp; &quot;q&quot; 'a'">&lt;b&gt; &amp; "q" 'a'</root>\n`,
    );
  });

  it('lays out element-only documents when asked', () => {
    const doc = xmlDocument();
    const root = doc.ele('urn:example', 'root', { version: '1' });
    root.ele('child').txt('text').up().ele('empty');
    expect(xmlString(doc, 'indented')).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<root xmlns="urn:example" version="1">\n  <child>text</child>\n  <empty/>\n</root>\n',
    );
  });
});

describe('ampersands', () => {
  it('keeps text and attributes that look like entities exactly as written', () => {
    expect(written('a &nbsp; b &amp; c & d', 'x &copy; y')).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><root a="x &amp;copy; y">a &amp;nbsp; b &amp;amp; c &amp; d</root>\n',
    );
  });
});
