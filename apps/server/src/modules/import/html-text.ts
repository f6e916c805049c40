import { formatParagraph, type InlineRun } from '@quire/shared/chapter-text';
import type { ChildNode, Document, Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';

/**
 * (X)HTML into chapter text (decision 019): block elements become paragraphs, `<br>` a line
 * break inside one, headings `##`/`###` paragraphs, `<em>`/`<strong>` the subset's emphasis;
 * whitespace is normalised and scripts, styles and other non-text content are dropped. The
 * markup is read as a document tree (htmlparser2), never matched with patterns.
 */

/** One block of text: a heading level (1 to 6) or 0 for a paragraph, and its runs. */
export interface TextBlock {
  level: number;
  runs: InlineRun[];
}

export interface HtmlText {
  blocks: TextBlock[];
  /** Images met in the text (dropped: decision 020). */
  images: number;
  /** `epub:type` / `role` words on the body and its top sections (titlepage, cover, toc, ...). */
  types: Set<string>;
}

const SKIPPED = new Set([
  'head',
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'math',
  'iframe',
  'object',
  'embed',
  'audio',
  'video',
  'canvas',
  'button',
  'input',
  'select',
  'textarea',
]);

const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  'caption',
  'center',
  'dd',
  'details',
  'dialog',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'header',
  'hgroup',
  'hr',
  'html',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
]);

const EMPHASIS = new Set(['em', 'i', 'cite', 'dfn', 'var']);
const STRONG = new Set(['strong', 'b']);

/** An element's name without its namespace prefix, lower case. */
export const localName = (name: string) => name.slice(name.indexOf(':') + 1).toLowerCase();

/** Parses (X)HTML leniently: XHTML's self-closing tags are understood, entities decoded. */
export function parseHtml(markup: string): Document {
  return parseDocument(markup, { recognizeSelfClosing: true, lowerCaseTags: true, decodeEntities: true });
}

/** Whitespace collapsed and trimmed (a description, a title). */
export const normaliseSpace = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The element's plain text, whitespace normalised (for nav labels, titles, descriptions). */
export function plainText(node: ChildNode | Document): string {
  let out = '';
  const walk = (n: ChildNode | Document) => {
    if (n.type === 'text') out += (n as { data: string }).data;
    else if ('children' in n) {
      if ('name' in n && SKIPPED.has(localName((n as Element).name))) return;
      if ('name' in n && localName((n as Element).name) === 'br') out += ' ';
      for (const child of n.children) walk(child);
    }
  };
  walk(node);
  return normaliseSpace(out);
}

function typesOf(element: Element): string[] {
  const words = `${element.attribs['epub:type'] ?? ''} ${element.attribs.role ?? ''}`;
  return words
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.replace(/^doc-/, '').toLowerCase());
}

/** Reads the text blocks of an (X)HTML document or fragment. */
export function htmlToBlocks(markup: string): HtmlText {
  const document = parseHtml(markup);
  const blocks: TextBlock[] = [];
  const types = new Set<string>();
  let images = 0;
  let runs: InlineRun[] = [];
  let em = 0;
  let strong = 0;
  let pre = 0;

  const flush = (level = 0) => {
    const cleaned = cleanRuns(runs);
    runs = [];
    if (cleaned.length) blocks.push({ level, runs: cleaned });
  };
  const append = (text: string) => {
    if (!text) return;
    const run: InlineRun = { text };
    if (em) run.em = true;
    if (strong) run.strong = true;
    const last = runs.at(-1);
    if (last && !!last.em === !!run.em && !!last.strong === !!run.strong) last.text += text;
    else runs.push(run);
  };

  const walk = (node: ChildNode, depth: number) => {
    if (node.type === 'text') {
      const data = (node as { data: string }).data;
      append(pre ? data.replace(/\r\n?/g, '\n').replace(/\n{2,}/g, '\n') : data.replace(/\s+/g, ' '));
      return;
    }
    if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') return;
    const element = node as Element;
    const name = localName(element.name);
    if (SKIPPED.has(name)) return;
    if (depth <= 3 && (name === 'body' || name === 'section' || name === 'div' || name === 'nav'))
      for (const type of typesOf(element)) types.add(type);
    if (name === 'br') {
      append('\n');
      return;
    }
    if (name === 'img' || name === 'image') {
      images += 1;
      return;
    }
    const heading = /^h([1-6])$/.exec(name);
    if (heading) {
      flush();
      for (const child of element.children) walk(child, depth + 1);
      flush(Number(heading[1]));
      return;
    }
    const block = BLOCKS.has(name);
    if (block) flush();
    if (EMPHASIS.has(name)) em += 1;
    if (STRONG.has(name)) strong += 1;
    if (name === 'pre') pre += 1;
    for (const child of element.children) walk(child, depth + 1);
    if (EMPHASIS.has(name)) em -= 1;
    if (STRONG.has(name)) strong -= 1;
    if (name === 'pre') pre -= 1;
    if (block) flush();
    else if (name === 'td' || name === 'th') append(' ');
  };
  for (const child of document.children) walk(child, 0);
  flush();
  return { blocks, images, types };
}

/** Trims each line's edges, drops empty runs and lines, keeps formatting on the words. */
function cleanRuns(runs: InlineRun[]): InlineRun[] {
  // Split into lines, trim the line edges across runs, join back.
  const lines: InlineRun[][] = [[]];
  for (const run of runs) {
    const parts = run.text.split('\n');
    parts.forEach((part, index) => {
      if (index > 0) lines.push([]);
      if (part) lines.at(-1)!.push({ ...run, text: part.replace(/[ \t\u00a0]+/g, ' ') });
    });
  }
  const kept: InlineRun[] = [];
  for (const line of lines) {
    const first = line[0];
    if (first) first.text = first.text.replace(/^\s+/, '');
    const last = line.at(-1);
    if (last) last.text = last.text.replace(/\s+$/, '');
    const words = line.filter((run) => run.text !== '');
    if (!words.length) continue;
    if (kept.length) kept.push({ text: '\n' });
    kept.push(...words);
  }
  return kept;
}

/** A block as chapter text: headings 1–2 become `##`, deeper ones `###`. */
export function blockToParagraph(block: TextBlock): string {
  const level = block.level;
  const kind = level <= 0 ? 'p' : level <= 2 ? 'h2' : 'h3';
  return formatParagraph(block.runs, kind);
}

/** The text of a block without formatting (for titles). */
export const blockText = (block: TextBlock) => normaliseSpace(block.runs.map((run) => run.text).join(''));
