import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';

export type { XMLBuilder };

/**
 * A new XML document for the EPUB files and the OPDS feeds. The builder escapes every text and
 * attribute value, so no value can forget it, and drops the characters XML 1.0 does not allow
 * (C0 controls other than tab, line feed and carriage return, U+FFFE/U+FFFF, lone surrogates):
 * text typed or pasted into a book may hold them, and a single one makes an EPUB or a feed
 * unreadable.
 */
export const xmlDocument = (): XMLBuilder =>
  create({ version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '' });

/**
 * The document as text, with its declaration and a final line break. `indented` lays out
 * documents whose elements hold either elements or text (package, NCX, feeds), two spaces a
 * level; `as-built` writes only the whitespace the document holds, for XHTML, where indenting
 * would put whitespace inside paragraphs.
 */
export const xmlString = (doc: XMLBuilder, layout: 'indented' | 'as-built'): string =>
  `${doc.end({ prettyPrint: layout === 'indented' })}\n`;
