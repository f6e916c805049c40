import {
  type BlockNode,
  type CellAlign,
  type ChapterDoc,
  DOC_MAX_DEPTH,
  type FootnoteNode,
  type InlineNode,
  inlineText,
  type ListItemNode,
  type Mark,
  newBlockId,
  SAFE_LINK,
  type TableCellNode,
  type TableRowNode,
  isTextBlock,
  mapChildBlocks,
  walkBlocks,
} from '@quire/shared/chapter-doc';
import { Parser } from 'htmlparser2';
import { ImportBudget } from './import-limits.js';

/**
 * (X)HTML into a chapter document (decision 049, how each element maps: decision 052), read as it
 * is parsed (htmlparser2's callbacks, no tree): memory grows with what is kept, and each element's
 * depth, each block and each character are spent from the import budget as they are met. Scripts,
 * styles and forms are dropped; elements the model has no place for keep their text, counted in
 * `kept` so the import notes can say so. Nothing the file says becomes markup: links are kept only
 * for http, https and mailto, and images only through `image`, which hands back Quire's own address.
 */

/** How an image the document shows is taken in: its stored address, or undefined when it cannot be. */
export type ImageTaker = (src: string) => string | undefined;

export interface HtmlDoc {
  /** The blocks in reading order, the notes at the end. */
  doc: ChapterDoc;
  /** Each heading's level in the file (1–6), for splitting and titles. */
  headingLevels: Map<BlockNode, number>;
  /** `epub:type` / `role` words on the body and its top sections (titlepage, cover, toc, ...). */
  types: Set<string>;
  /** Images shown, and those that could not be taken in (their alt text is kept). */
  images: number;
  imagesLost: number;
  /** Elements the model has no place for, kept as text (definition lists, math, ...). */
  kept: number;
}

/** Dropped with their content: not text a reader reads. */
const DROPPED = new Set(['head', 'script', 'style', 'noscript', 'template', 'title']);
/** Not representable: dropped, counted (their text would be noise: forms, media, drawings). */
const UNSHOWN = new Set([
  'svg',
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
/** Blocks that only group other blocks: a boundary, nothing else. */
const GROUPS = new Set([
  'address',
  'article',
  'body',
  'center',
  'details',
  'dialog',
  'div',
  'fieldset',
  'footer',
  'form',
  'header',
  'hgroup',
  'html',
  'main',
  'nav',
  'section',
  'summary',
  'thead',
  'tbody',
  'tfoot',
  'colgroup',
]);
const ITALIC = new Set(['em', 'i', 'cite', 'dfn', 'var']);
const BOLD = new Set(['strong', 'b']);
const STRIKE = new Set(['s', 'del', 'strike']);
const CODE = new Set(['code', 'kbd', 'samp', 'tt']);
const NOTE_TYPES = new Set(['footnote', 'endnote', 'rearnote', 'note']);
const NOTES_TYPES = new Set(['footnotes', 'endnotes', 'rearnotes']);

const localName = (name: string) => name.slice(name.indexOf(':') + 1).toLowerCase();

function typesOf(attribs: Record<string, string>): string[] {
  return `${attribs['epub:type'] ?? ''} ${attribs.role ?? ''}`
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.replace(/^doc-/, '').toLowerCase());
}
const classesOf = (attribs: Record<string, string>) => (attribs.class ?? '').toLowerCase().split(/\s+/);

function alignOf(attribs: Record<string, string>): CellAlign | null {
  const value = (
    attribs.align ??
    /text-align\s*:\s*(\w+)/i.exec(attribs.style ?? '')?.[1] ??
    // Quire's own export says it with a class (its style sheet aligns).
    /\balign-(left|center|right)\b/.exec(attribs.class ?? '')?.[1] ??
    ''
  ).toLowerCase();
  return value === 'center' || value === 'right' || value === 'left' ? value : null;
}
const spanOf = (value: string | undefined, max: number) =>
  Math.min(max, Math.max(1, Number.parseInt(value ?? '1', 10) || 1));

/** A container being filled: the document, a quote, a list item, a table cell, a note. */
interface Container {
  kind: 'root' | 'blockquote' | 'list' | 'item' | 'table' | 'row' | 'cell' | 'note';
  blocks: BlockNode[];
  /** The node this container becomes when it closes (the root becomes the document). */
  close: (blocks: BlockNode[]) => BlockNode | undefined;
  items?: ListItemNode[];
  rows?: TableRowNode[];
  cells?: TableCellNode[];
}

/** What an open element did, undone when it closes. */
interface Open {
  name: string;
  skip?: boolean;
  unshown?: boolean;
  container?: boolean;
  text?: 'heading' | 'code' | 'caption';
  boundary?: boolean;
  mark?: Mark;
  noteref?: boolean;
  verse?: boolean;
  figure?: boolean;
  backlink?: boolean;
  dt?: boolean;
  notesSection?: boolean;
}

export function htmlToDoc(
  markup: string,
  budget: ImportBudget = new ImportBudget(),
  image?: ImageTaker,
): HtmlDoc {
  const types = new Set<string>();
  const headingLevels = new Map<BlockNode, number>();
  const notes: FootnoteNode[] = [];
  /** A note element's id in the file → its note block's id. */
  const noteIds = new Map<string, string>();
  const result = { images: 0, imagesLost: 0, kept: 0 };

  const root: Container = { kind: 'root', blocks: [], close: () => undefined };
  const containers: Container[] = [root];
  const open: Open[] = [];
  let skipped = 0;
  let unshown = 0;
  let verse = 0;
  let inNotes = 0;

  // The text block being read.
  let inline: InlineNode[] = [];
  let kind: 'paragraph' | 'heading' | 'code' | 'caption' = 'paragraph';
  let level = 0;
  const marks: Mark[] = [];
  let noteref: { target: string; label: string } | undefined;
  let figure: { src?: string; alt: string; caption: InlineNode[] } | undefined;

  const current = () => containers.at(-1)!;
  const depth = () => containers.length - 1;

  const push = (node: BlockNode) => {
    const container = current();
    if (container.kind === 'list' || container.kind === 'table' || container.kind === 'row') {
      // Text directly in a list or a table (no item or cell): it still reads, in the parent.
      containers[containers.length - 2]?.blocks.push(node);
      return;
    }
    container.blocks.push(node);
  };

  /** Ends the text block being read: kept when it shows any text (or a note's mark). */
  const flush = () => {
    const content = trimInline(inline);
    inline = [];
    const textKind = kind;
    kind = 'paragraph';
    if (content.length === 0) return;
    if (textKind === 'caption' && figure) {
      figure.caption.push(...content);
      return;
    }
    budget.paragraph();
    const id = newBlockId();
    if (textKind === 'code') {
      const text = inlineText(content);
      push({
        type: 'codeBlock',
        attrs: { id, language: null },
        content: text ? [{ type: 'text', text }] : undefined,
      });
    } else if (textKind === 'heading') {
      const node: BlockNode = {
        type: 'heading',
        attrs: { id, level: Math.min(4, Math.max(2, level)) as 2 | 3 | 4 },
        content,
      };
      headingLevels.set(node, level);
      push(node);
    } else if (verse > 0) {
      push({ type: 'verse', attrs: { id }, content });
    } else push({ type: 'paragraph', attrs: { id }, content });
  };

  const append = (given: string) => {
    let text = given;
    if (!text) return;
    budget.text(text.length);
    if (noteref) {
      noteref.label += text;
      return;
    }
    const active = marks.length ? [...marks] : undefined;
    const last = inline.at(-1);
    // Spaces from either side of an element collapse into one, as a browser shows them.
    if (kind !== 'code' && last?.type === 'text' && last.text.endsWith(' ') && text.startsWith(' '))
      text = text.slice(1);
    if (!text) return;
    if (last?.type === 'text' && sameMarks(last.marks, active)) last.text += text;
    else inline.push(active ? { type: 'text', text, marks: active } : { type: 'text', text });
  };

  const openContainer = (container: Container) => {
    flush();
    containers.push(container);
  };
  const closeContainer = () => {
    flush();
    const container = containers.pop()!;
    const node = container.close(container.blocks);
    if (node) push(node);
  };

  const emitFigure = () => {
    const made = figure;
    figure = undefined;
    if (!made) return;
    flush();
    if (made.src) {
      push({
        type: 'figure',
        attrs: { id: newBlockId(), src: made.src, alt: made.alt },
        content: made.caption.length ? trimInline(made.caption) : undefined,
      });
      return;
    }
    // The image could not be taken in: its words stay.
    const words = [made.alt ? [{ type: 'text' as const, text: `[${made.alt}]` }] : [], made.caption]
      .flat()
      .filter(Boolean);
    if (words.length) push({ type: 'paragraph', attrs: { id: newBlockId() }, content: trimInline(words) });
  };

  const takeImage = (attribs: Record<string, string>) => {
    result.images += 1;
    const alt = (attribs.alt ?? '').replace(/\s+/g, ' ').trim().slice(0, 2000);
    const src = attribs.src ?? attribs['xlink:href'] ?? '';
    const stored = src && image ? image(src) : undefined;
    if (!stored) result.imagesLost += 1;
    if (figure) {
      figure.src ??= stored;
      figure.alt ||= alt;
      return;
    }
    // An image in running text that could not be taken in leaves the text as it was.
    if (!stored) return;
    // Markdown's image title is the figure's caption (how Quire writes one).
    const title = (attribs.title ?? '').replace(/\s+/g, ' ').trim();
    figure = { src: stored, alt, caption: title ? [{ type: 'text', text: title }] : [] };
    emitFigure();
  };

  const parser = new Parser(
    {
      onopentag(tag, attribs) {
        budget.nest(open.length + 1);
        const name = localName(tag);
        if (skipped || DROPPED.has(name)) {
          skipped += 1;
          open.push({ name, skip: true });
          return;
        }
        if (unshown || UNSHOWN.has(name)) {
          if (!unshown) result.kept += 1;
          unshown += 1;
          open.push({ name, unshown: true });
          return;
        }
        const elementTypes = typesOf(attribs);
        if (open.length <= 3 && (name === 'body' || name === 'section' || name === 'div' || name === 'nav'))
          for (const type of elementTypes) types.add(type);
        const element: Open = { name };
        open.push(element);

        // A note: its own container, placed at the chapter's end.
        const isNotes =
          elementTypes.some((t) => NOTES_TYPES.has(t)) || classesOf(attribs).includes('footnotes');
        if (isNotes) {
          flush();
          inNotes += 1;
          element.notesSection = true;
          return;
        }
        const isNote =
          elementTypes.some((t) => NOTE_TYPES.has(t)) ||
          (inNotes > 0 && name === 'li' && attribs.id !== undefined);
        if (isNote && depth() < DOC_MAX_DEPTH - 2) {
          const id = newBlockId();
          if (attribs.id) noteIds.set(attribs.id, id);
          const label = String(notes.length + 1);
          element.container = true;
          openContainer({
            kind: 'note',
            blocks: [],
            close: (blocks) => {
              if (blocks.length) notes.push({ type: 'footnote', attrs: { id, label }, content: blocks });
              return undefined;
            },
          });
          return;
        }

        if (name === 'br') {
          if (kind === 'code') append('\n');
          else if (!noteref) inline.push({ type: 'hardBreak' });
          return;
        }
        if (name === 'img' || name === 'image') {
          takeImage(attribs);
          return;
        }
        if (name === 'hr') {
          if (inNotes) return;
          flush();
          push({ type: 'horizontalRule', attrs: { id: newBlockId() } });
          return;
        }
        if (name === 'a') {
          const href = attribs.href ?? '';
          if (
            elementTypes.includes('backlink') ||
            classesOf(attribs).includes('footnote-back') ||
            'data-footnote-backref' in attribs
          ) {
            element.skip = true;
            skipped += 1;
            return;
          }
          const isRef =
            elementTypes.includes('noteref') ||
            classesOf(attribs).includes('footnote-ref') ||
            'data-footnote-ref' in attribs ||
            (href.includes('#') && /^(?:fn|note|footnote|endnote)-?\d/i.test(href.split('#')[1] ?? ''));
          if (isRef && href.includes('#') && !noteref) {
            element.noteref = true;
            noteref = { target: href.slice(href.indexOf('#') + 1), label: '' };
            return;
          }
          if (SAFE_LINK.test(href) && href.length <= 2048) {
            element.mark = { type: 'link', attrs: { href } };
            marks.push(element.mark);
          }
          return;
        }
        const mark: Mark | undefined = ITALIC.has(name)
          ? { type: 'italic' }
          : BOLD.has(name)
            ? { type: 'bold' }
            : STRIKE.has(name)
              ? { type: 'strike' }
              : name === 'sub'
                ? { type: 'subscript' }
                : name === 'sup'
                  ? { type: 'superscript' }
                  : CODE.has(name) && kind !== 'code'
                    ? { type: 'code' }
                    : undefined;
        if (mark) {
          element.mark = mark;
          marks.push(mark);
          return;
        }
        const heading = /^h([1-6])$/.exec(name);
        if (heading && inNotes > 0 && current().kind !== 'note') {
          // A notes section's own heading ("Footnotes"): the reader titles the notes itself.
          element.skip = true;
          skipped += 1;
          return;
        }
        if (heading) {
          flush();
          kind = 'heading';
          level = Number(heading[1]);
          element.text = 'heading';
          return;
        }
        if (name === 'pre') {
          flush();
          kind = 'code';
          element.text = 'code';
          return;
        }
        if (name === 'figure') {
          flush();
          figure = { alt: '', caption: [] };
          element.figure = true;
          return;
        }
        if (name === 'figcaption' && figure) {
          flush();
          kind = 'caption';
          element.text = 'caption';
          return;
        }
        const canNest = depth() < DOC_MAX_DEPTH - 2;
        if (name === 'blockquote' && canNest) {
          element.container = true;
          openContainer({
            kind: 'blockquote',
            blocks: [],
            close: (blocks) =>
              blocks.length
                ? { type: 'blockquote', attrs: { id: newBlockId() }, content: blocks }
                : undefined,
          });
          return;
        }
        if ((name === 'ul' || name === 'ol') && canNest) {
          element.container = true;
          const ordered = name === 'ol';
          const start = ordered
            ? Math.min(1_000_000, Math.max(0, Number.parseInt(attribs.start ?? '1', 10) || 1))
            : 1;
          const list: Container = {
            kind: 'list',
            blocks: [],
            items: [],
            close: () => {
              const items = list.items ?? [];
              if (!items.length) return undefined;
              return ordered
                ? { type: 'orderedList', attrs: { id: newBlockId(), start }, content: items }
                : { type: 'bulletList', attrs: { id: newBlockId() }, content: items };
            },
          };
          openContainer(list);
          return;
        }
        if (name === 'li' && current().kind === 'list') {
          element.container = true;
          const list = current();
          openContainer({
            kind: 'item',
            blocks: [],
            close: (blocks) => {
              if (blocks.length)
                list.items?.push({ type: 'listItem', attrs: { id: newBlockId() }, content: blocks });
              return undefined;
            },
          });
          return;
        }
        if (name === 'table' && canNest) {
          element.container = true;
          const table: Container = {
            kind: 'table',
            blocks: [],
            rows: [],
            close: () => {
              const rows = (table.rows ?? []).filter((row) => row.content.length > 0);
              return rows.length ? { type: 'table', attrs: { id: newBlockId() }, content: rows } : undefined;
            },
          };
          openContainer(table);
          return;
        }
        if (name === 'tr' && current().kind === 'table') {
          element.container = true;
          const table = current();
          const row: Container = {
            kind: 'row',
            blocks: [],
            cells: [],
            close: () => {
              table.rows?.push({ type: 'tableRow', content: row.cells ?? [] });
              return undefined;
            },
          };
          openContainer(row);
          return;
        }
        if ((name === 'td' || name === 'th') && current().kind === 'row') {
          element.container = true;
          const row = current();
          const header = name === 'th' || open.some((o) => o.name === 'thead');
          const attrs = {
            id: newBlockId(),
            colspan: spanOf(attribs.colspan, 1000),
            rowspan: spanOf(attribs.rowspan, 65_534),
            align: alignOf(attribs),
          };
          openContainer({
            kind: 'cell',
            blocks: [],
            close: (blocks) => {
              row.cells?.push({ type: header ? 'tableHeader' : 'tableCell', attrs, content: blocks });
              return undefined;
            },
          });
          return;
        }
        if (name === 'caption') {
          flush();
          element.boundary = true;
          return;
        }
        if (name === 'dt' || name === 'dd' || name === 'dl') {
          flush();
          element.boundary = true;
          if (name === 'dl') result.kept += 1;
          if (name === 'dt') {
            element.dt = true;
            element.mark = { type: 'bold' };
            marks.push(element.mark);
          }
          return;
        }
        if (name === 'math') {
          result.kept += 1;
          return;
        }
        const classes = classesOf(attribs);
        if (
          (name === 'div' || name === 'p' || name === 'section') &&
          (classes.some((c) => /^(line-block|poem|poetry|verse|stanza)$/.test(c)) ||
            elementTypes.includes('z3998:poem') ||
            elementTypes.includes('z3998:verse'))
        ) {
          flush();
          verse += 1;
          element.verse = true;
          element.boundary = true;
          return;
        }
        if (
          name === 'p' ||
          GROUPS.has(name) ||
          name === 'li' ||
          name === 'tr' ||
          name === 'td' ||
          name === 'th'
        ) {
          // A line of a pandoc line block is a div inside the verse: a line break, not a block.
          if (verse > 0 && name === 'div') {
            if (inline.length) inline.push({ type: 'hardBreak' });
            return;
          }
          flush();
          element.boundary = true;
        }
      },
      ontext(data) {
        if (skipped || unshown) return;
        if (kind === 'code') append(data.replace(/\r\n?/g, '\n'));
        else append(data.replace(/\s+/g, ' '));
      },
      onclosetag() {
        const element = open.pop();
        if (!element) return;
        if (element.skip) {
          skipped -= 1;
          return;
        }
        if (element.unshown) {
          unshown -= 1;
          return;
        }
        if (element.noteref && noteref) {
          const label = noteref.label.replace(/\s+/g, '').slice(0, 16) || '*';
          inline.push({ type: 'footnoteReference', attrs: { note: noteref.target, label } });
          noteref = undefined;
          return;
        }
        if (element.mark) {
          const at = marks.lastIndexOf(element.mark);
          if (at >= 0) marks.splice(at, 1);
        }
        if (element.dt) flush();
        if (element.notesSection) {
          flush();
          inNotes -= 1;
          return;
        }
        if (element.container) {
          closeContainer();
          return;
        }
        if (element.text === 'heading' || element.text === 'code') flush();
        if (element.text === 'caption') {
          flush();
          kind = 'paragraph';
        }
        if (element.figure) emitFigure();
        if (element.verse) {
          flush();
          verse -= 1;
          return;
        }
        if (element.boundary) flush();
      },
    },
    { recognizeSelfClosing: true, lowerCaseTags: true, decodeEntities: true },
  );
  parser.end(markup);
  flush();
  while (containers.length > 1) closeContainer();

  // Note marks point at the notes' ids in the file; a mark whose note is not here stays its label.
  const resolve = (content: InlineNode[] | undefined): InlineNode[] | undefined =>
    content?.map((node) => {
      if (node.type !== 'footnoteReference') return node;
      const id = noteIds.get(node.attrs.note);
      return id
        ? { ...node, attrs: { ...node.attrs, note: id } }
        : { type: 'text', text: node.attrs.label, marks: [{ type: 'superscript' }] };
    });
  const fix = (nodes: BlockNode[]): BlockNode[] =>
    nodes.map((node) => {
      switch (node.type) {
        case 'paragraph':
        case 'heading':
        case 'verse':
        case 'figure': {
          const fixed = { ...node, content: resolve(node.content) } as BlockNode;
          if (headingLevels.has(node)) headingLevels.set(fixed, headingLevels.get(node)!);
          return fixed;
        }
        case 'blockquote':
        case 'footnote':
          return { ...node, content: fix(node.content) };
        case 'bulletList':
        case 'orderedList':
          return {
            ...node,
            content: node.content.map((item) => ({ ...item, content: fix(item.content) })),
          } as BlockNode;
        case 'table':
          return {
            ...node,
            content: node.content.map((row) => ({
              ...row,
              content: row.content.map((cell) => ({ ...cell, content: fix(cell.content) })),
            })),
          };
        default:
          return node;
      }
    });
  // A note's label is the reference's, when the text gives one.
  const labels = new Map<string, string>();
  const doc: ChapterDoc = { type: 'doc', content: [...fix(root.blocks), ...fix(notes)] };
  for (const node of walkInline(doc))
    if (node.type === 'footnoteReference') labels.set(node.attrs.note, node.attrs.label);
  doc.content = doc.content.map((node) =>
    node.type === 'footnote' && labels.has(node.attrs.id)
      ? { ...node, attrs: { ...node.attrs, label: labels.get(node.attrs.id)! } }
      : node,
  );
  return { doc, headingLevels, types, ...result };
}

function* walkInline(doc: ChapterDoc): Generator<InlineNode> {
  const stack: BlockNode[] = [...doc.content];
  while (stack.length) {
    const node = stack.pop()!;
    if ('content' in node && Array.isArray(node.content)) {
      for (const child of node.content as unknown[]) {
        const typed = child as { type: string };
        if (typed.type === 'text' || typed.type === 'hardBreak' || typed.type === 'footnoteReference')
          yield typed as InlineNode;
        else if (
          typed.type === 'listItem' ||
          typed.type === 'tableRow' ||
          typed.type === 'tableCell' ||
          typed.type === 'tableHeader'
        )
          stack.push(...(typed as unknown as { content: BlockNode[] }).content);
        else stack.push(typed as BlockNode);
      }
    }
  }
}

function sameMarks(a: readonly Mark[] | undefined, b: readonly Mark[] | undefined): boolean {
  if ((a?.length ?? 0) !== (b?.length ?? 0)) return false;
  return (a ?? []).every((mark, index) => JSON.stringify(mark) === JSON.stringify(b![index]));
}

/** Whitespace at a block's edges and around its line breaks dropped; empty runs removed. */
function trimInline(content: InlineNode[]): InlineNode[] {
  const out: InlineNode[] = [];
  for (const node of content) {
    if (node.type !== 'text') {
      if (node.type === 'hardBreak' && (out.length === 0 || out.at(-1)?.type === 'hardBreak')) continue;
      if (node.type === 'hardBreak') {
        const last = out.at(-1);
        if (last?.type === 'text') last.text = last.text.replace(/[ \t]+$/, '');
      }
      out.push(node);
      continue;
    }
    let text = node.text;
    const previous = out.at(-1);
    if (!previous || previous.type === 'hardBreak') text = text.replace(/^\s+/, '');
    if (!text) continue;
    out.push({ ...node, text });
  }
  while (out.at(-1)?.type === 'hardBreak') out.pop();
  const last = out.at(-1);
  if (last?.type === 'text') {
    last.text = last.text.replace(/\s+$/, '');
    if (!last.text) out.pop();
  }
  // Only a note's mark, or nothing but spaces: nothing to read.
  return out.some((node) => node.type === 'text' && node.text.trim() !== '') ? out : [];
}

/** The document's text blocks as the title rules read them: each with its heading level (0: text). */
export function docAsText(read: HtmlDoc): { blocks: { level: number; runs: { text: string }[] }[] } {
  const blocks: { level: number; runs: { text: string }[] }[] = [];
  for (const node of walkBlocks(read.doc.content))
    if (isTextBlock(node))
      blocks.push({ level: read.headingLevels.get(node) ?? 0, runs: [{ text: inlineText(node.content) }] });
  return { blocks };
}

const clampLevel = (level: number): 2 | 3 | 4 => (level <= 2 ? 2 : level === 3 ? 3 : 4);
const plain = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * A chapter from a document: its title is the navigation's, else its first heading's. The title
 * is shown above the text, so a heading that repeats it first is dropped, and the headings under
 * it move up with it (an h2 title over h3 sections gives level-2 sections).
 */
export function chapterFromDoc(
  read: HtmlDoc,
  navTitle: string | undefined,
): { title?: string; blocks: []; doc: ChapterDoc } {
  const content = [...read.doc.content];
  const firstHeading = [...walkBlocks(content)].find((node) => node.type === 'heading');
  const title =
    navTitle || (firstHeading ? plain(inlineText(firstHeading.content as InlineNode[])) : '') || undefined;
  let shift = 0;
  const first = content[0];
  if (
    first?.type === 'heading' &&
    title &&
    plain(inlineText(first.content)).toLowerCase() === title.toLowerCase()
  ) {
    shift = (read.headingLevels.get(first) ?? 1) - 1;
    content.shift();
  }
  const relevel = (nodes: BlockNode[]): BlockNode[] =>
    nodes.map((node) => {
      if (node.type === 'heading') {
        const raw = read.headingLevels.get(node) ?? node.attrs.level;
        return { ...node, attrs: { ...node.attrs, level: clampLevel(Math.max(1, raw - shift)) } };
      }
      return isTextBlock(node) ? node : mapChildBlocks(node, relevel);
    });
  return { title, blocks: [], doc: { type: 'doc', content: relevel(content) } };
}
