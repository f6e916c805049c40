/**
 * Chapter text as the reader shows it: the one coordinate system for everything that points into
 * a chapter (highlights, paragraph comments, read-aloud sentences, the reading position).
 *
 * A chapter's `content` is text; paragraphs are separated by blank lines (spec §2). Paragraph
 * indices are positions in `splitParagraphs(content)`, and character offsets inside a paragraph are
 * offsets in `paragraphText(source)`, the text exactly as the reader displays it. Any markup that
 * chapter text may carry must be stripped by `paragraphText`, so offsets computed on the page
 * (a DOM selection's text) and on the server (re-anchoring after an edit) agree.
 */

/**
 * Splits chapter text into paragraphs at blank lines (spec §2). Single line breaks inside a
 * paragraph are kept (verse, letters, drama), surrounding whitespace is trimmed and empty
 * paragraphs are dropped. Windows line endings are accepted.
 */
export function splitParagraphs(content: string): string[] {
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n\s*/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .join('\n')
        .trim(),
    )
    .filter((paragraph) => paragraph.length > 0);
}

/** Text that looks like code (braces, angle brackets, arrows, statements) keeps its straight quotes. */
const LOOKS_LIKE_CODE = /[{}<>]|=>|==|;\s*$/m;

/**
 * Book typography for text typed on a keyboard: curly quotes and apostrophes, an ellipsis and
 * em dashes. Paragraphs that look like code are left exactly as written.
 */
export function typeset(text: string): string {
  if (LOOKS_LIKE_CODE.test(text)) return text;
  return (
    text
      // Apostrophes inside and at the end of words: don't, Wren's, the Joneses'
      .replace(/(\p{L}|\p{N})'/gu, '$1\u2019')
      // Abbreviated years: '90s
      .replace(/'(?=\d{2}s?\b)/g, '\u2019')
      .replace(/(^|[\s([{\u2014\u2013-])'/gu, '$1\u2018')
      .replace(/'/g, '\u2019')
      .replace(/(^|[\s([{\u2014\u2013-])"/gu, '$1\u201c')
      .replace(/"/g, '\u201d')
      .replace(/\.\.\./g, '\u2026')
      .replace(/ ?--- ?| -- |--/g, '\u2014')
  );
}

/** A paragraph's text exactly as the reader displays it (typography applied). */
export function paragraphText(source: string): string {
  return typeset(source);
}

/** Every paragraph of a chapter as the reader displays it; index = paragraph number from 0. */
export function readerParagraphs(content: string): string[] {
  return splitParagraphs(content).map(paragraphText);
}
