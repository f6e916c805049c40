/**
 * A chapter as a structured document (decision 049): ProseMirror JSON with TipTap's node and mark
 * names, so the writer's editor reads and writes it as it is. Defined once here and used by the
 * server (storage, anchoring, search text, word counts), the importers, the exporters and the
 * reader.
 *
 * The coordinate system that highlights, paragraph comments, read-aloud and the reading position
 * use is the document's **text blocks** in reading order (`textBlocks`): every leaf block that
 * holds inline content (paragraph, heading, verse, preformatted text, a figure's caption). A text
 * block's index is its `data-paragraph` on the page and the `paragraph` of an anchor; its `id` is
 * stable across edits; offsets are offsets in its `text`, exactly the text the reader displays.
 * A chapter written as text (spec §2, decision 019) converts with `docFromText` into a document
 * whose text blocks are exactly its paragraphs as displayed, so nothing anchored to it moves.
 *
 * Nothing executable can be represented: there is no raw HTML, no attribute beyond the ones
 * below, links are http, https or mailto only, and images are Quire's own stored images.
 */
import { z } from 'zod';
import { parseParagraph, splitParagraphs } from './chapter-text.js';
import { countWords, OWN_IMAGE_PREFIX } from './domain.js';

// ---------------------------------------------------------------- limits

/** How deep blocks may nest (quotes, lists, notes, table cells); deeper input is refused. */
export const DOC_MAX_DEPTH = 12;
/** A block id: short, url-safe. */
const blockId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);

// ---------------------------------------------------------------- marks and inline nodes

/** Link targets a reader may follow: web pages and e-mail, never scripts or data. */
export const SAFE_LINK = /^(?:https?:\/\/|mailto:)[^\s<>"]+$/i;

export const markSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('italic') }),
  z.object({ type: z.literal('bold') }),
  z.object({ type: z.literal('strike') }),
  z.object({ type: z.literal('subscript') }),
  z.object({ type: z.literal('superscript') }),
  z.object({ type: z.literal('code') }),
  z.object({
    type: z.literal('link'),
    attrs: z.object({ href: z.string().max(2048).regex(SAFE_LINK) }),
  }),
]);
export type Mark = z.infer<typeof markSchema>;
export type MarkType = Mark['type'];

export const textNodeSchema = z.object({
  type: z.literal('text'),
  text: z.string().min(1).max(500_000),
  marks: z.array(markSchema).max(7).optional(),
});
export type TextNode = z.infer<typeof textNodeSchema>;

/** A line break inside a block (verse, addresses, letters). */
export const hardBreakSchema = z.object({ type: z.literal('hardBreak') });
/** A note's mark in the text: `note` is the id of a `footnote` block of the same chapter. */
export const footnoteReferenceSchema = z.object({
  type: z.literal('footnoteReference'),
  attrs: z.object({ note: blockId, label: z.string().min(1).max(16) }),
});

export const inlineSchema = z.discriminatedUnion('type', [
  textNodeSchema,
  hardBreakSchema,
  footnoteReferenceSchema,
]);
export type InlineNode = z.infer<typeof inlineSchema>;
const inlineContent = z.array(inlineSchema).max(20_000).optional();

// ---------------------------------------------------------------- blocks

const idAttrs = z.object({ id: blockId });

export const paragraphSchema = z.object({
  type: z.literal('paragraph'),
  attrs: idAttrs,
  content: inlineContent,
});
export const headingSchema = z.object({
  type: z.literal('heading'),
  attrs: idAttrs.extend({ level: z.union([z.literal(2), z.literal(3), z.literal(4)]) }),
  content: inlineContent,
});
/** Lines of verse: line breaks are hard breaks, kept as written. */
export const verseSchema = z.object({ type: z.literal('verse'), attrs: idAttrs, content: inlineContent });
/** Preformatted text or code: text nodes without marks, shown exactly as written. */
export const codeBlockSchema = z.object({
  type: z.literal('codeBlock'),
  attrs: idAttrs.extend({ language: z.string().max(40).nullable().optional() }),
  content: z
    .array(z.object({ type: z.literal('text'), text: z.string().min(1).max(500_000) }))
    .max(1)
    .optional(),
});
/** A scene break. */
export const horizontalRuleSchema = z.object({ type: z.literal('horizontalRule'), attrs: idAttrs });
/** An image from Quire's image store with its alt text; its inline content is the caption. */
export const figureSchema = z.object({
  type: z.literal('figure'),
  attrs: idAttrs.extend({
    src: z
      .string()
      .max(200)
      .refine((src) => src.startsWith(OWN_IMAGE_PREFIX) && /^[\w/-]+$/.test(src)),
    alt: z.string().max(2000),
    width: z.number().int().positive().max(100_000).nullable().optional(),
    height: z.number().int().positive().max(100_000).nullable().optional(),
  }),
  content: inlineContent,
});

export type ParagraphNode = z.infer<typeof paragraphSchema>;
export type HeadingNode = z.infer<typeof headingSchema>;
export type VerseNode = z.infer<typeof verseSchema>;
export type CodeBlockNode = z.infer<typeof codeBlockSchema>;
export type HorizontalRuleNode = z.infer<typeof horizontalRuleSchema>;
export type FigureNode = z.infer<typeof figureSchema>;

export type CellAlign = 'left' | 'center' | 'right';
export interface TableCellNode {
  type: 'tableCell' | 'tableHeader';
  attrs: { id: string; colspan: number; rowspan: number; align?: CellAlign | null };
  content: BlockNode[];
}
export interface TableRowNode {
  type: 'tableRow';
  content: TableCellNode[];
}
export interface TableNode {
  type: 'table';
  attrs: { id: string };
  content: TableRowNode[];
}
export interface BlockquoteNode {
  type: 'blockquote';
  attrs: { id: string };
  content: BlockNode[];
}
export interface ListItemNode {
  type: 'listItem';
  attrs: { id: string };
  content: BlockNode[];
}
export interface BulletListNode {
  type: 'bulletList';
  attrs: { id: string };
  content: ListItemNode[];
}
export interface OrderedListNode {
  type: 'orderedList';
  attrs: { id: string; start: number };
  content: ListItemNode[];
}
/** A footnote or endnote: its text, reached from its references and linking back to them. */
export interface FootnoteNode {
  type: 'footnote';
  attrs: { id: string; label: string };
  content: BlockNode[];
}

/** Blocks that hold inline content: the text blocks of the coordinate system. */
export type TextBlockNode = ParagraphNode | HeadingNode | VerseNode | CodeBlockNode | FigureNode;
export type BlockNode =
  | TextBlockNode
  | HorizontalRuleNode
  | BlockquoteNode
  | BulletListNode
  | OrderedListNode
  | TableNode
  | FootnoteNode;

export interface ChapterDoc {
  type: 'doc';
  content: BlockNode[];
}

const blocks: z.ZodType<BlockNode[]> = z.lazy(() => z.array(blockSchema).max(20_000));
const listItemSchema: z.ZodType<ListItemNode> = z.object({
  type: z.literal('listItem'),
  attrs: idAttrs,
  content: blocks,
});
const tableCellSchema: z.ZodType<TableCellNode> = z.object({
  type: z.enum(['tableCell', 'tableHeader']),
  attrs: idAttrs.extend({
    colspan: z.number().int().min(1).max(1000),
    rowspan: z.number().int().min(1).max(65_534),
    align: z.enum(['left', 'center', 'right']).nullable().optional(),
  }),
  content: blocks,
});
const blockSchema: z.ZodType<BlockNode> = z.lazy(() =>
  z.discriminatedUnion('type', [
    paragraphSchema,
    headingSchema,
    verseSchema,
    codeBlockSchema,
    horizontalRuleSchema,
    figureSchema,
    z.object({ type: z.literal('blockquote'), attrs: idAttrs, content: blocks }),
    z.object({ type: z.literal('bulletList'), attrs: idAttrs, content: z.array(listItemSchema).max(10_000) }),
    z.object({
      type: z.literal('orderedList'),
      attrs: idAttrs.extend({ start: z.number().int().min(0).max(1_000_000) }),
      content: z.array(listItemSchema).max(10_000),
    }),
    z.object({
      type: z.literal('table'),
      attrs: idAttrs,
      content: z
        .array(z.object({ type: z.literal('tableRow'), content: z.array(tableCellSchema).max(1000) }))
        .max(10_000),
    }),
    z.object({
      type: z.literal('footnote'),
      attrs: idAttrs.extend({ label: z.string().min(1).max(16) }),
      content: blocks,
    }),
  ]),
);

/**
 * How deep any JSON may nest before the schema reads it: the schema walks the document
 * recursively, so a body of thousands of nested blocks (a few kilobytes) would exhaust the stack
 * before {@link DOC_MAX_DEPTH} is checked. Generous: a document at DOC_MAX_DEPTH (tables in lists
 * in quotes) stays far below it.
 */
const RAW_MAX_DEPTH = 128;

/** The nesting depth of parsed JSON, counted without recursion; stops past `limit`. */
function jsonDepth(value: unknown, limit: number): number {
  const stack: [unknown, number][] = [[value, 1]];
  let deepest = 0;
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth > limit) return depth;
    deepest = Math.max(deepest, depth);
    for (const child of Array.isArray(item) ? item : Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** A chapter document; nesting deeper than {@link DOC_MAX_DEPTH} is refused. */
export const chapterDocSchema: z.ZodType<ChapterDoc> = z
  .unknown()
  .refine((value) => jsonDepth(value, RAW_MAX_DEPTH) <= RAW_MAX_DEPTH, {
    message: 'Too deeply nested',
    abort: true,
  })
  .pipe(z.object({ type: z.literal('doc'), content: blocks }))
  .refine((doc) => docDepth(doc) <= DOC_MAX_DEPTH, { message: 'Too deeply nested' })
  .refine(hasUniqueIds, { message: 'Block ids must be unique' });

function hasUniqueIds(doc: ChapterDoc): boolean {
  const seen = new Set<string>();
  for (const node of walkBlocks(doc.content)) {
    if (!('attrs' in node)) continue;
    if (seen.has(node.attrs.id)) return false;
    seen.add(node.attrs.id);
  }
  return true;
}

// ---------------------------------------------------------------- walking

const TEXT_BLOCK_TYPES = new Set<BlockNode['type']>(['paragraph', 'heading', 'verse', 'codeBlock', 'figure']);
export const isTextBlock = (node: BlockNode): node is TextBlockNode => TEXT_BLOCK_TYPES.has(node.type);

/** The blocks a block holds (a table's cells' blocks, a list's items' blocks). */
export function childBlocks(node: BlockNode): BlockNode[] {
  switch (node.type) {
    case 'blockquote':
    case 'footnote':
      return node.content;
    case 'bulletList':
    case 'orderedList':
      return node.content.flatMap((item) => item.content);
    case 'table':
      return node.content.flatMap((row) => row.content.flatMap((cell) => cell.content));
    default:
      return [];
  }
}

function docDepth(doc: ChapterDoc): number {
  let deepest = 0;
  const walk = (nodes: BlockNode[], depth: number) => {
    if (depth > deepest) deepest = depth;
    if (depth > DOC_MAX_DEPTH) return;
    for (const node of nodes) walk(childBlocks(node), depth + 1);
  };
  walk(doc.content, 0);
  return deepest;
}

/** Every block in reading order, containers before what they hold. */
export function* walkBlocks(nodes: BlockNode[]): Generator<BlockNode> {
  for (const node of nodes) {
    yield node;
    yield* walkBlocks(childBlocks(node));
  }
}

/** The text an inline run shows: text as is, a line break as "\n", a note's mark as nothing. */
export function inlineText(content: readonly InlineNode[] | undefined): string {
  if (!content) return '';
  let text = '';
  for (const node of content) {
    if (node.type === 'text') text += node.text;
    else if (node.type === 'hardBreak') text += '\n';
  }
  return text;
}

/** One text block of the coordinate system. */
export interface TextBlock {
  id: string;
  type: TextBlockNode['type'];
  /** Exactly the text the reader displays (a note's mark is drawn, not text). */
  text: string;
}

/** The chapter's text blocks in reading order: index = `data-paragraph` = an anchor's paragraph. */
export function textBlocks(doc: ChapterDoc): TextBlock[] {
  const out: TextBlock[] = [];
  for (const node of walkBlocks(doc.content)) {
    if (isTextBlock(node)) out.push({ id: node.attrs.id, type: node.type, text: inlineText(node.content) });
  }
  return out;
}

/** Every paragraph of the chapter as displayed (the anchoring matcher's input). */
export const docParagraphs = (doc: ChapterDoc): string[] => textBlocks(doc).map((block) => block.text);

/** Words a reader sees (alt text and note marks aside). */
export const docWordCount = (doc: ChapterDoc): number =>
  textBlocks(doc).reduce((sum, block) => sum + countWords(block.text), 0);

/** Every image the chapter shows (its figures' stored addresses). */
export function docImages(doc: ChapterDoc): string[] {
  const out: string[] = [];
  for (const node of walkBlocks(doc.content)) if (node.type === 'figure') out.push(node.attrs.src);
  return out;
}

// ---------------------------------------------------------------- ids

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A new random block id (10 characters, ~52 bits). */
export function newBlockId(): string {
  const bytes = new Uint8Array(10);
  globalThis.crypto.getRandomValues(bytes);
  let id = '';
  for (const byte of bytes) id += ID_ALPHABET[byte % ID_ALPHABET.length];
  return id;
}

// ---------------------------------------------------------------- from chapter text

/**
 * A chapter written as text (spec §2 with decision 019's formatting) as a document: one text block
 * per paragraph, whose text is exactly the paragraph as the reader has always displayed it
 * (`readerParagraphs`), so every anchor keeps its paragraph index and offsets.
 */
export function docFromText(content: string, makeId: () => string = newBlockId): ChapterDoc {
  return {
    type: 'doc',
    content: splitParagraphs(content).map((source): TextBlockNode => {
      const block = parseParagraph(source);
      const inline: InlineNode[] = [];
      block.lines.forEach((runs, line) => {
        if (line > 0) inline.push({ type: 'hardBreak' });
        for (const run of runs) {
          const marks: Mark[] = [];
          if (run.em) marks.push({ type: 'italic' });
          if (run.strong) marks.push({ type: 'bold' });
          inline.push(
            marks.length ? { type: 'text', text: run.text, marks } : { type: 'text', text: run.text },
          );
        }
      });
      const content = inline.length ? inline : undefined;
      if (block.kind === 'p') return { type: 'paragraph', attrs: { id: makeId() }, content };
      return { type: 'heading', attrs: { id: makeId(), level: block.kind === 'h2' ? 2 : 3 }, content };
    }),
  };
}

/**
 * Gives the blocks of `next` the ids of `previous`'s blocks with the same text (each at most once,
 * in order), so an edit through the text form keeps the ids of the paragraphs it did not change.
 */
export function carryBlockIds(previous: ChapterDoc, next: ChapterDoc): ChapterDoc {
  const free = new Map<string, string[]>();
  for (const block of textBlocks(previous)) {
    const key = `${block.type}\u0000${block.text}`;
    const ids = free.get(key);
    if (ids) ids.push(block.id);
    else free.set(key, [block.id]);
  }
  const used = new Set<string>();
  const rewrite = (nodes: BlockNode[]): BlockNode[] =>
    nodes.map((node) => {
      if (isTextBlock(node)) {
        const id = free.get(`${node.type}\u0000${inlineText(node.content)}`)?.shift();
        if (id && !used.has(id)) {
          used.add(id);
          return { ...node, attrs: { ...node.attrs, id } } as BlockNode;
        }
        return node;
      }
      return mapChildBlocks(node, rewrite);
    });
  return { type: 'doc', content: rewrite(next.content) };
}

/** A container block with its blocks replaced by `map` (text blocks are returned as they are). */
export function mapChildBlocks(node: BlockNode, map: (nodes: BlockNode[]) => BlockNode[]): BlockNode {
  switch (node.type) {
    case 'blockquote':
    case 'footnote':
      return { ...node, content: map(node.content) };
    case 'bulletList':
    case 'orderedList':
      return {
        ...node,
        content: node.content.map((item) => ({ ...item, content: map(item.content) })),
      } as BlockNode;
    case 'table':
      return {
        ...node,
        content: node.content.map((row) => ({
          ...row,
          content: row.content.map((cell) => ({ ...cell, content: map(cell.content) })),
        })),
      };
    default:
      return node;
  }
}

/**
 * A stored chapter's document: its own, or, for a chapter saved before documents existed (a row
 * the start-up conversion has not reached yet, an offline copy made before), its text converted.
 */
export const chapterDocOf = (chapter: { doc?: ChapterDoc | null; content: string }): ChapterDoc =>
  chapter.doc ?? docFromText(chapter.content);

/**
 * A document as answers carry it: checked in full when it is written, so an answer (the reader's
 * hottest one) checks only its outline rather than walking every node again.
 */
export const storedChapterDocSchema = z.looseObject({
  type: z.literal('doc'),
  content: z.array(z.unknown()),
}) as unknown as z.ZodType<ChapterDoc>;
