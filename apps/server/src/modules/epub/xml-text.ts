/**
 * Characters XML 1.0 does not allow (C0 controls other than tab, line feed and carriage return,
 * U+FFFE/U+FFFF) and lone surrogates: text typed or pasted into a book may hold them, and a
 * single one makes an EPUB or a feed unreadable.
 */
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters XML forbids
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text made safe for XML content and attribute values: every markup character escaped. */
export function xmlText(value: string): string {
  return value
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
