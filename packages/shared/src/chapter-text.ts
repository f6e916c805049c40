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

/** One sentence of a paragraph: `[start, end)` offsets in the paragraph's displayed text. */
export interface SentenceRange {
  start: number;
  end: number;
  text: string;
}

/** Abbreviations whose full stop does not end a sentence (lower-cased, without the stop). */
const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'st',
  'sr',
  'jr',
  'mt',
  'capt',
  'col',
  'gen',
  'lt',
  'sgt',
  'rev',
  'hon',
  'vs',
  'etc',
  'e.g',
  'i.e',
  'cf',
  'no',
  'vol',
  'fig',
  'p',
  'pp',
  'approx',
  'dept',
  'est',
  'inc',
  'ltd',
  'co',
]);

/** A break right after "Mr." or "e.g." or a single initial ("J. R. R.") is not a sentence end. */
function endsWithAbbreviation(segment: string): boolean {
  const match = /(?:^|[\s(“"‘'])((?:\p{L}\.)*\p{L}+)\.\s*$/u.exec(segment);
  if (!match?.[1]) return false;
  const word = match[1].toLowerCase();
  return ABBREVIATIONS.has(word) || /^\p{L}$/u.test(word) || /^(?:\p{L}\.)+\p{L}$/u.test(word);
}

const SENTENCE_END = /[.!?…]+[”’"')\]]*\s+(?=[“"‘'([]?[\p{Lu}\p{N}¿¡])/gu;

/** Fallback where `Intl.Segmenter` is missing: break after . ! ? … (and closing quotes) before a capital. */
function roughSentenceBreaks(text: string): number[] {
  const breaks: number[] = [];
  for (const match of text.matchAll(SENTENCE_END)) breaks.push(match.index + match[0].length);
  return breaks;
}

const ELLIPSIS_END = /(?:…|\.\.\.)[”’"')\]]*\s+(?=[“"‘'([]?\p{Lu})/gu;

function ellipsisBreaks(text: string): number[] {
  return [...text.matchAll(ELLIPSIS_END)].map((match) => match.index + match[0].length);
}

function segmenterBreaks(text: string, locale?: string): number[] | undefined {
  const Segmenter = (Intl as { Segmenter?: typeof Intl.Segmenter }).Segmenter;
  if (!Segmenter) return undefined;
  const breaks: number[] = [];
  for (const { index } of new Segmenter(locale, { granularity: 'sentence' }).segment(text))
    if (index > 0) breaks.push(index);
  return breaks;
}

/**
 * A displayed paragraph's sentences, in the chapter-text coordinate system: offsets into
 * `paragraphText(source)`. Uses `Intl.Segmenter` (sentence granularity) where available, then
 * joins breaks it places after common abbreviations and initials; whitespace between sentences
 * belongs to no sentence. Every non-blank character is inside exactly one sentence.
 */
export function sentences(text: string, locale?: string): SentenceRange[] {
  const segmented = segmenterBreaks(text, locale);
  // ICU reads an ellipsis as a pause; before a capital, a reader hears it as an end.
  const breaks = segmented
    ? [...new Set([...segmented, ...ellipsisBreaks(text)])].sort((a, b) => a - b)
    : roughSentenceBreaks(text);
  const result: SentenceRange[] = [];
  let start = 0;
  for (const end of [...breaks, text.length]) {
    // After an abbreviation, or before a lower-case word ("Is it over?" asked Wren.), it goes on.
    if (
      end < text.length &&
      (endsWithAbbreviation(text.slice(start, end)) || /^\s*\p{Ll}/u.test(text.slice(end)))
    )
      continue;
    pushTrimmed(result, text, start, end);
    start = end;
  }
  return result;
}

function pushTrimmed(result: SentenceRange[], text: string, from: number, to: number) {
  let start = from;
  let end = to;
  while (start < end && /\s/u.test(text[start] ?? '')) start++;
  while (end > start && /\s/u.test(text[end - 1] ?? '')) end--;
  if (end > start) result.push({ start, end, text: text.slice(start, end) });
}
