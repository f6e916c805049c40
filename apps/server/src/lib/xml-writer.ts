/**
 * Small XML documents written straight to text, for the OPDS feeds (decision 057). A feed is
 * elements holding either elements or text, written on every catalogue request; building it as
 * xmlbuilder2's document tree and serialising that cost ~20 times the same feed as OPDS 2.0's
 * JSON (a page of 20 books, or the root feed at four times the health route's whole request).
 *
 * The builder's surface and output are those of `xml-document.ts` (`ele`, `txt`, `up`, `end`
 * with the `indented` layout): the declaration, two spaces a level, an element with no content
 * closed in itself, text on its element's line. Every text and attribute value is escaped here
 * and has the characters XML does not allow dropped first, as there.
 */

/** Characters XML 1.0 does not allow, and lone surrogates (as `xml-document.ts` drops them). */
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters XML forbids
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const TEXT_SPECIAL = /[&<>]/g;
const ATTRIBUTE_SPECIAL = /[&<>"]/g;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeOne = (c: string) => ESCAPES[c] as string;

const escapeText = (value: string) => value.replace(NOT_XML, '').replace(TEXT_SPECIAL, escapeOne);
const escapeAttribute = (value: string) => value.replace(NOT_XML, '').replace(ATTRIBUTE_SPECIAL, escapeOne);

type Node = XmlWriter | { text: string };

/** An element being written (or the document, which has no name). */
export class XmlWriter {
  readonly #parent: XmlWriter | undefined;
  readonly #start: string;
  readonly #name: string;
  readonly #children: Node[] = [];

  private constructor(parent: XmlWriter | undefined, name: string, start: string) {
    this.#parent = parent;
    this.#name = name;
    this.#start = start;
  }

  /** A new document (version 1.0, UTF-8). */
  static document(): XmlWriter {
    return new XmlWriter(undefined, '', '');
  }

  /** A child element; with a namespace, in that namespace (the root element's `xmlns`). */
  ele(name: string, attributes?: Record<string, string>): XmlWriter;
  ele(namespace: string, name: string, attributes?: Record<string, string>): XmlWriter;
  ele(first: string, second?: string | Record<string, string>, third?: Record<string, string>): XmlWriter {
    const namespaced = typeof second === 'string';
    const name = namespaced ? second : first;
    const attributes = namespaced ? third : second;
    let start = `<${name}`;
    if (namespaced) start += ` xmlns="${escapeAttribute(first)}"`;
    if (attributes) {
      for (const key of Object.keys(attributes))
        start += ` ${key}="${escapeAttribute(attributes[key] as string)}"`;
    }
    const child = new XmlWriter(this, name, start);
    this.#children.push(child);
    return child;
  }

  txt(text: string): this {
    this.#children.push({ text: escapeText(text) });
    return this;
  }

  up(): XmlWriter {
    if (!this.#parent) throw new Error('The document has no parent');
    return this.#parent;
  }

  #write(out: string[], indent: string) {
    const children = this.#children;
    const texts = children.filter((c): c is { text: string } => !(c instanceof XmlWriter));
    const text = texts.map((t) => t.text).join('');
    if (children.length === 0 || (texts.length === children.length && text === '')) {
      out.push(`${indent}${this.#start}/>`);
    } else if (texts.length === children.length) {
      out.push(`${indent}${this.#start}>${text}</${this.#name}>`);
    } else {
      out.push(`${indent}${this.#start}>`);
      for (const child of children) {
        if (child instanceof XmlWriter) child.#write(out, `${indent}  `);
        else if (child.text !== '') out.push(`${indent}  ${child.text}`);
      }
      out.push(`${indent}</${this.#name}>`);
    }
  }

  /** The whole document as text: its declaration, the elements indented, a final line break. */
  end(): string {
    let document: XmlWriter = this;
    while (document.#parent) document = document.#parent;
    const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
    for (const child of document.#children) if (child instanceof XmlWriter) child.#write(out, '');
    return `${out.join('\n')}\n`;
  }
}
