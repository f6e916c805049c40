import { deferredModule } from './deferred-modules.js';
import type { XMLBuilder as LibraryBuilder } from 'xmlbuilder2/lib/interfaces.js';

/** xmlbuilder2, loaded on the first document rather than at start-up (decision 058). */
const loadXmlBuilder = deferredModule<typeof import('xmlbuilder2')>('xmlbuilder2');

/** Attribute values by attribute name. */
export type XmlAttributes = Record<string, string>;

/**
 * Characters XML 1.0 does not allow (C0 controls other than tab, line feed and carriage return,
 * U+FFFE/U+FFFF) and lone surrogates: text typed or pasted into a book may hold them, and a
 * single one makes an EPUB or a feed unreadable.
 *
 * They are dropped here, with one pass of a regular expression, rather than by xmlbuilder2's
 * `invalidCharReplacement`: that option rebuilds every value a character at a time, and on a long
 * chapter that (and the string it leaves for the serializer to flatten) cost more than building
 * the document.
 */
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters XML forbids
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * xmlbuilder2 leaves an `&` unescaped when what follows looks like an entity (`&nbsp;`, `&amp;`),
 * so a chapter that says "&nbsp;" made a document that does not parse and "&amp;" read back as
 * "&". Every `&` is given to it as `&amp;`, which it keeps: the text reads back exactly as written.
 */
const xmlChars = (value: string) => value.replace(NOT_XML, '').replaceAll('&', '&amp;');

function xmlAttributes(attributes: XmlAttributes | undefined): XmlAttributes | undefined {
  if (!attributes) return undefined;
  const clean: XmlAttributes = {};
  for (const name of Object.keys(attributes)) clean[name] = xmlChars(attributes[name] as string);
  return clean;
}

/**
 * An element of a document being built (or the document itself), as xmlbuilder2's builder has
 * it: `ele` adds a child element and returns it, `txt` adds text, `up` returns the parent. The
 * builder escapes every text and attribute value, so no value can forget it; this wrapper first
 * drops the characters XML forbids from each of them.
 */
export class XmlBuilder {
  readonly #node: LibraryBuilder;

  constructor(node: LibraryBuilder) {
    this.#node = node;
  }

  /** A child element; with a namespace, in that namespace (the root element's `xmlns`). */
  ele(name: string, attributes?: XmlAttributes): XmlBuilder;
  ele(namespace: string, name: string, attributes?: XmlAttributes): XmlBuilder;
  ele(first: string, second?: string | XmlAttributes, third?: XmlAttributes): XmlBuilder {
    return new XmlBuilder(
      typeof second === 'string'
        ? this.#node.ele(first, second, xmlAttributes(third))
        : this.#node.ele(first, xmlAttributes(second)),
    );
  }

  txt(text: string): this {
    this.#node.txt(xmlChars(text));
    return this;
  }

  up(): XmlBuilder {
    return new XmlBuilder(this.#node.up());
  }

  /** The document type declaration (`<!DOCTYPE html>`), on the document. */
  dtd(options: { name: string }): this {
    this.#node.dtd(options);
    return this;
  }

  /** The whole document as text: see {@link xmlString}. */
  end(layout: 'indented' | 'as-built'): string {
    return `${this.#node.end({ prettyPrint: layout === 'indented' })}\n`;
  }
}

/** A new XML document (version 1.0, UTF-8) for the EPUB files and the OPDS feeds. */
export const xmlDocument = (): XmlBuilder =>
  new XmlBuilder(loadXmlBuilder().create({ version: '1.0', encoding: 'UTF-8' }));

/**
 * The document as text, with its declaration and a final line break. `indented` lays out
 * documents whose elements hold either elements or text (package, NCX, feeds), two spaces a
 * level; `as-built` writes only the whitespace the document holds, for XHTML, where indenting
 * would put whitespace inside paragraphs.
 */
export const xmlString = (doc: XmlBuilder, layout: 'indented' | 'as-built'): string => doc.end(layout);
