import { describe, expect, it } from 'vitest';
import { type XmlBuilder, xmlDocument, xmlString } from './xml-document.js';
import { XmlWriter } from './xml-writer.js';

/** The same document through both builders: a feed's shapes, with every value worth escaping. */
function build<B extends XmlBuilder | XmlWriter>(doc: B) {
  const tricky = `Tom & "Jerry" <b>'s</b> &amp; &nbsp; ]]> \u0001bell\ttab\nline \uD800lone 😀`;
  const root = doc.ele('http://www.w3.org/2005/Atom', 'feed', { 'xmlns:dc': 'http://purl.org/dc/terms/' });
  root.ele('id').txt('urn:x');
  root.ele('title').txt(tricky);
  root.ele('author').ele('name').txt('Quire').up().ele('uri').txt('http://h');
  root.ele('link', { rel: 'self', href: `http://h/?q=${tricky}`, type: 'a;b=c' });
  const entry = root.ele('entry');
  entry.ele('dc:identifier').txt('urn:isbn:9780000000002');
  entry.ele('summary', { type: 'text' }).txt(tricky);
  entry.ele('empty').txt('');
  entry.ele('twice').txt('a').txt('b');
  root.ele('last');
  return doc;
}

describe('XmlWriter', () => {
  it('writes what the document builder writes, byte for byte', () => {
    const written = build(XmlWriter.document()).end();
    const built = xmlString(build(xmlDocument()), 'indented');
    expect(written).toBe(built);
    expect(written).toContain('Tom &amp; "Jerry" &lt;b&gt;');
    expect(written).not.toContain('\u0001');
  });
});
