import { formatParagraph, type InlineRun } from '@quire/shared/chapter-text';
import { type ChildNode, type Document, DomHandler, type Element } from 'domhandler';
import { Parser } from 'htmlparser2';
import { ImportBudget, LimitRefusal } from './import-limits.js';

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

const HTML_OPTIONS = { recognizeSelfClosing: true, lowerCaseTags: true, decodeEntities: true } as const;

/** Elements one parsed document may hold: a metadata document (OPF, NCX, navigation) is small. */
const MAX_TREE_ELEMENTS = 500_000;

/**
 * The tree builder with bounds: nesting depth is checked as each element opens (the tree is built
 * without recursion, and every walk over it is a loop), and the element count is capped, so a
 * document of 200,000 nested elements is refused while it is read.
 */
class BoundedDomHandler extends DomHandler {
  private depth = 0;
  private elements = 0;

  constructor(
    private readonly budget: ImportBudget,
    xmlMode: boolean,
  ) {
    super(undefined, { xmlMode });
  }

  override onopentag(name: string, attribs: Record<string, string>) {
    this.depth += 1;
    this.elements += 1;
    this.budget.nest(this.depth);
    if (this.elements > MAX_TREE_ELEMENTS) throw new LimitRefusal('tooManyParagraphs');
    super.onopentag(name, attribs);
  }

  override onclosetag() {
    this.depth -= 1;
    super.onclosetag();
  }
}

/** Parses a document into a tree, bounded in depth and size; `xml` for XML (an OPF, an NCX). */
export function parseBounded(markup: string, budget: ImportBudget, xml = false): Document {
  const handler = new BoundedDomHandler(budget, xml);
  const parser = new Parser(handler, xml ? { xmlMode: true, decodeEntities: true } : HTML_OPTIONS);
  parser.end(markup);
  return handler.root;
}

/** Parses (X)HTML leniently: XHTML's self-closing tags are understood, entities decoded. */
export function parseHtml(markup: string, budget: ImportBudget = new ImportBudget()): Document {
  return parseBounded(markup, budget);
}

/** Whitespace collapsed and trimmed (a description, a title). */
export const normaliseSpace = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The nodes under `root` in document order, with a loop (never recursion) over the tree. */
export function* descendants(root: ChildNode | Document): Generator<ChildNode> {
  const stack: ChildNode[] = 'children' in root ? [...root.children].reverse() : [];
  while (stack.length) {
    const node = stack.pop()!;
    yield node;
    if ('children' in node)
      for (let i = node.children.length - 1; i >= 0; i -= 1) stack.push(node.children[i]!);
  }
}

/** The element's plain text, whitespace normalised (for nav labels, titles, descriptions). */
export function plainText(node: ChildNode | Document): string {
  let out = '';
  const stack: ChildNode[] = 'children' in node ? [...node.children].reverse() : [node as ChildNode];
  if (node.type === 'text') return normaliseSpace((node as { data: string }).data);
  while (stack.length) {
    const n = stack.pop()!;
    if (n.type === 'text') out += (n as { data: string }).data;
    else if ('children' in n) {
      const name = 'name' in n ? localName((n as Element).name) : '';
      if (SKIPPED.has(name)) continue;
      if (name === 'br') out += ' ';
      for (let i = n.children.length - 1; i >= 0; i -= 1) stack.push(n.children[i]!);
    }
  }
  return normaliseSpace(out);
}

function typesOf(attribs: Record<string, string>): string[] {
  const words = `${attribs['epub:type'] ?? ''} ${attribs.role ?? ''}`;
  return words
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.replace(/^doc-/, '').toLowerCase());
}

/** What an open element does to the text when it closes. */
interface OpenElement {
  skip: boolean;
  block: boolean;
  heading: number;
  em: boolean;
  strong: boolean;
  pre: boolean;
}

/**
 * Reads the text blocks of an (X)HTML document or fragment as it is parsed (htmlparser2's
 * callbacks, no tree): memory grows with the text kept, not the markup, and each element's depth,
 * each paragraph and each character are spent from `budget` as they are met.
 */
export function htmlToBlocks(markup: string, budget: ImportBudget = new ImportBudget()): HtmlText {
  const blocks: TextBlock[] = [];
  const types = new Set<string>();
  let images = 0;
  let runs: InlineRun[] = [];
  let em = 0;
  let strong = 0;
  let pre = 0;
  let skipped = 0;
  const open: OpenElement[] = [];

  const flush = (level = 0) => {
    const cleaned = cleanRuns(runs);
    runs = [];
    if (!cleaned.length) return;
    budget.paragraph();
    blocks.push({ level, runs: cleaned });
  };
  const append = (text: string) => {
    if (!text) return;
    budget.text(text.length);
    const run: InlineRun = { text };
    if (em) run.em = true;
    if (strong) run.strong = true;
    const last = runs.at(-1);
    if (last && !!last.em === !!run.em && !!last.strong === !!run.strong) last.text += text;
    else runs.push(run);
  };
  const NOTHING: OpenElement = {
    skip: false,
    block: false,
    heading: 0,
    em: false,
    strong: false,
    pre: false,
  };

  const parser = new Parser(
    {
      onopentag(tag, attribs) {
        budget.nest(open.length + 1);
        const name = localName(tag);
        if (skipped || SKIPPED.has(name)) {
          skipped += 1;
          open.push({ ...NOTHING, skip: true });
          return;
        }
        // The body and its top sections say what the document is (a title page, a cover, a toc).
        if (open.length <= 3 && (name === 'body' || name === 'section' || name === 'div' || name === 'nav'))
          for (const type of typesOf(attribs)) types.add(type);
        if (name === 'br') append('\n');
        if (name === 'img' || name === 'image') images += 1;
        const heading = Number(/^h([1-6])$/.exec(name)?.[1] ?? 0);
        const element: OpenElement = {
          skip: false,
          block: heading === 0 && BLOCKS.has(name),
          heading,
          em: EMPHASIS.has(name),
          strong: STRONG.has(name),
          pre: name === 'pre',
        };
        if (element.block || element.heading) flush();
        if (element.em) em += 1;
        if (element.strong) strong += 1;
        if (element.pre) pre += 1;
        open.push(element);
      },
      ontext(data) {
        if (skipped) return;
        append(pre ? data.replace(/\r\n?/g, '\n').replace(/\n{2,}/g, '\n') : data.replace(/\s+/g, ' '));
      },
      onclosetag() {
        const element = open.pop() ?? NOTHING;
        if (element.skip) {
          skipped -= 1;
          return;
        }
        if (element.em) em -= 1;
        if (element.strong) strong -= 1;
        if (element.pre) pre -= 1;
        if (element.heading) flush(element.heading);
        else if (element.block) flush();
      },
    },
    HTML_OPTIONS,
  );
  parser.end(markup);
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
