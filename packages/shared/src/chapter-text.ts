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

/** Whether a paragraph reads as code: it is shown exactly as written (no typography, no markup). */
export const looksLikeCode = (text: string): boolean => LOOKS_LIKE_CODE.test(text);

/** Book typography on any text, whatever it looks like (see {@link typeset}). */
function typesetText(text: string): string {
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

/**
 * Book typography for text typed on a keyboard: curly quotes and apostrophes, an ellipsis and
 * em dashes. Paragraphs that look like code are left exactly as written.
 */
export function typeset(text: string): string {
  if (looksLikeCode(text)) return text;
  return typesetText(text);
}

/*
 * Simple formatting (decision 019). Chapter text is never HTML: a small Markdown-like subset
 * carries what imported books need, and the reader renders it as elements, never as markup.
 *   - a paragraph starting with "## " is a heading, "### " a smaller one;
 *   - *emphasis* and **strong** inside a line: an opening star run is followed by a non-space and
 *     not preceded by a letter or digit, a closing one is preceded by a non-space and not followed
 *     by a letter or digit (so 2*3*4, a lone * and "a ** b" stay as typed);
 *   - a backslash before *, # or another backslash shows that character as itself.
 * A paragraph that looks like code is shown exactly as written: no markup, no escapes.
 */

/** A run of text with the same formatting. */
export interface InlineRun {
  text: string;
  em?: true;
  strong?: true;
}

/** One paragraph as the reader shows it: its kind and its lines (each a list of runs). */
export interface ParagraphBlock {
  kind: 'p' | 'h2' | 'h3';
  lines: InlineRun[][];
}

const HEADING = /^(#{2,3}) +(?=\S)/;
const ESCAPABLE = new Set(['*', '#', '\\']);
const isWordChar = (char: string | undefined) => !!char && /[\p{L}\p{N}]/u.test(char);
const isSpace = (char: string | undefined) => char === undefined || /\s/u.test(char);

interface Token {
  /** Literal text, or a run of 1 to 3 stars that may open or close formatting. */
  text: string;
  stars?: number;
  canOpen?: boolean;
  canClose?: boolean;
}

function tokenizeLine(line: string): Token[] {
  const tokens: Token[] = [];
  let literal = '';
  let at = 0;
  while (at < line.length) {
    const char = line[at]!;
    if (char === '\\' && ESCAPABLE.has(line[at + 1] ?? '')) {
      literal += line[at + 1];
      at += 2;
      continue;
    }
    if (char === '*') {
      let end = at;
      while (line[end] === '*') end++;
      const count = end - at;
      const before = line[at - 1];
      const after = line[end];
      // Only the run's own neighbours decide: an escaped star before it is plain text, not a word.
      const canOpen = count <= 3 && !isSpace(after) && !isWordChar(before);
      const canClose = count <= 3 && !isSpace(before) && !isWordChar(after);
      if (canOpen || canClose) {
        if (literal) tokens.push({ text: literal });
        literal = '';
        tokens.push({ text: line.slice(at, end), stars: count, canOpen, canClose });
      } else {
        literal += line.slice(at, end);
      }
      at = end;
      continue;
    }
    literal += char;
    at++;
  }
  if (literal) tokens.push({ text: literal });
  return tokens;
}

/** Matches star runs into emphasis (1), strong (2) or both (3); unmatched ones stay as text. */
function parseInline(line: string): InlineRun[] {
  const tokens = tokenizeLine(line);
  const em = new Array<number>(tokens.length).fill(0);
  const strong = new Array<number>(tokens.length).fill(0);
  const used = new Set<number>();
  const open: number[] = [];
  tokens.forEach((token, index) => {
    if (!token.stars) return;
    if (token.canClose) {
      const opener = open.findLastIndex((o) => tokens[o]!.stars === token.stars);
      if (opener >= 0) {
        const from = open[opener]!;
        open.length = opener;
        used.add(from).add(index);
        for (let between = from + 1; between < index; between++) {
          if (token.stars !== 2) em[between]! += 1;
          if (token.stars !== 1) strong[between]! += 1;
        }
        return;
      }
    }
    if (token.canOpen) open.push(index);
  });
  const runs: InlineRun[] = [];
  tokens.forEach((token, index) => {
    if (used.has(index)) return;
    const run: InlineRun = { text: token.text };
    if (em[index]) run.em = true;
    if (strong[index]) run.strong = true;
    const last = runs.at(-1);
    if (last && !!last.em === !!run.em && !!last.strong === !!run.strong) last.text += run.text;
    else runs.push(run);
  });
  return runs;
}

/** Typography per run, each run seeing the end of the text before it (quotes after a star). */
function typesetRuns(runs: InlineRun[]): InlineRun[] {
  let before = '';
  return runs.map((run) => {
    const context = before.slice(-1);
    const text = typesetText(context + run.text).slice(context.length);
    before += run.text;
    return { ...run, text };
  });
}

/** Parses a paragraph's source (one item of `splitParagraphs`) into what the reader shows. */
export function parseParagraph(source: string): ParagraphBlock {
  if (looksLikeCode(source)) return { kind: 'p', lines: source.split('\n').map((text) => [{ text }]) };
  const heading = HEADING.exec(source);
  const kind = heading ? (heading[1] === '##' ? 'h2' : 'h3') : 'p';
  const body = heading ? source.slice(heading[0].length) : source;
  return {
    kind,
    lines: body.split('\n').map((line) => typesetRuns(parseInline(line)).filter((run) => run.text !== '')),
  };
}

/** A paragraph's text exactly as the reader displays it (markup removed, typography applied). */
export function paragraphText(source: string): string {
  return parseParagraph(source)
    .lines.map((runs) => runs.map((run) => run.text).join(''))
    .join('\n');
}

/** Every paragraph of a chapter as the reader displays it; index = paragraph number from 0. */
export function readerParagraphs(content: string): string[] {
  return splitParagraphs(content).map(paragraphText);
}

/** Text shown as itself inside formatted chapter text: stars, hashes and backslashes escaped. */
export function escapeMarkup(text: string): string {
  return text.replace(/[\\*]/g, '\\$&');
}

/**
 * Writes a paragraph of formatted runs as chapter text (the importers' side of the subset). A
 * paragraph that would read as code is written plain, since code keeps no markup; formatting that
 * the subset cannot carry (emphasis inside a word) is dropped rather than shown as stars.
 */
export function formatParagraph(runs: InlineRun[], kind: ParagraphBlock['kind'] = 'p'): string {
  const plain = runs.map((run) => run.text).join('');
  if (looksLikeCode(plain)) return kind === 'p' ? plain : plain.replace(/\n/g, ' ');
  const prefix = kind === 'h2' ? '## ' : kind === 'h3' ? '### ' : '';
  const lineText = (text: string) => (kind === 'p' ? text : text.replace(/\n/g, ' '));
  const escapedPlain = prefix + escapeMarkup(lineText(plain)).replace(/^#/, prefix ? '#' : '\\#');
  // Most paragraphs carry no formatting: their escaped text is all there is to write.
  if (!runs.some((run) => run.em || run.strong)) return escapedPlain;
  let out = '';
  runs.forEach((run, index) => {
    const text = escapeMarkup(lineText(run.text));
    const marker = run.em && run.strong ? '***' : run.strong ? '**' : run.em ? '*' : '';
    const core = text.trim();
    const next = runs[index + 1]?.text[0];
    if (!marker || !core || core.includes('\n') || isWordChar(out.at(-1)) || isWordChar(next)) {
      out += text;
      return;
    }
    // Markers need text against them: spaces at a run's edges go outside.
    const lead = text.slice(0, text.indexOf(core));
    const trail = text.slice(lead.length + core.length);
    if (lead === '' && isWordChar(out.at(-1))) out += text;
    else out += `${lead}${marker}${core}${marker}${trail}`;
  });
  // A paragraph starting with a hash that is not a heading keeps it as text.
  const written = prefix ? prefix + out : out.replace(/^#/, '\\#');
  // Whatever the markers did, the words must read the same as the plain text; else keep it plain.
  return paragraphText(written) === paragraphText(escapedPlain) ? written : escapedPlain;
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
