/**
 * The editor's JSON as a chapter document (decision 049): the same node and mark names, with the
 * editor's own attributes (column widths, link targets, list types) dropped, every block given a
 * unique id, empty text left out, notes moved to the end and references to missing notes dropped.
 * The result is what `chapterDocSchema` accepts; the server checks it again.
 */
import {
  type BlockNode,
  type ChapterDoc,
  type InlineNode,
  type Mark,
  newBlockId,
  SAFE_LINK,
} from '@quire/shared/chapter-doc';

interface EditorNode {
  type?: string;
  attrs?: Record<string, unknown>;
  content?: EditorNode[];
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  text?: string;
}

const MARKS = new Set(['italic', 'bold', 'strike', 'subscript', 'superscript', 'code']);

function marksOf(node: EditorNode): Mark[] | undefined {
  const marks: Mark[] = [];
  for (const mark of node.marks ?? []) {
    if (MARKS.has(mark.type)) marks.push({ type: mark.type } as Mark);
    else if (
      mark.type === 'link' &&
      typeof mark.attrs?.href === 'string' &&
      SAFE_LINK.test(mark.attrs.href)
    ) {
      marks.push({ type: 'link', attrs: { href: mark.attrs.href } });
    }
  }
  return marks.length ? marks : undefined;
}

class Normaliser {
  private readonly seen = new Set<string>();
  readonly notes = new Set<string>();

  id(node: EditorNode): string {
    const id = node.attrs?.id;
    if (typeof id === 'string' && /^[A-Za-z0-9_-]{1,40}$/.test(id) && !this.seen.has(id)) {
      this.seen.add(id);
      return id;
    }
    let fresh = newBlockId();
    while (this.seen.has(fresh)) fresh = newBlockId();
    this.seen.add(fresh);
    return fresh;
  }

  inline(nodes: EditorNode[] | undefined): InlineNode[] | undefined {
    const out: InlineNode[] = [];
    for (const node of nodes ?? []) {
      if (node.type === 'text' && node.text) {
        const marks = marksOf(node);
        out.push(marks ? { type: 'text', text: node.text, marks } : { type: 'text', text: node.text });
      } else if (node.type === 'hardBreak') out.push({ type: 'hardBreak' });
      else if (node.type === 'footnoteReference' && typeof node.attrs?.note === 'string') {
        out.push({
          type: 'footnoteReference',
          attrs: { note: node.attrs.note, label: String(node.attrs.label ?? '1').slice(0, 16) || '1' },
        });
      }
    }
    return out.length ? out : undefined;
  }

  blocks(nodes: EditorNode[] | undefined): BlockNode[] {
    return (nodes ?? []).flatMap((node) => this.block(node));
  }

  /** Blocks, never none (lists, quotes, cells and notes hold at least a paragraph). */
  someBlocks(nodes: EditorNode[] | undefined): BlockNode[] {
    const blocks = this.blocks(nodes);
    return blocks.length ? blocks : [{ type: 'paragraph', attrs: { id: this.id({}) } }];
  }

  block(node: EditorNode): BlockNode[] {
    const attrs = node.attrs ?? {};
    const withContent = <T extends object>(block: T, content: InlineNode[] | undefined) =>
      content ? { ...block, content } : block;
    switch (node.type) {
      case 'paragraph': {
        // An empty paragraph is a blank line: the document keeps none (as `docFromText` does).
        const content = this.inline(node.content);
        return content ? [{ type: 'paragraph', attrs: { id: this.id(node) }, content }] : [];
      }
      case 'verse':
        return [
          withContent(
            { type: node.type, attrs: { id: this.id(node) } },
            this.inline(node.content),
          ) as BlockNode,
        ];
      case 'heading': {
        const level = Math.min(4, Math.max(2, Number(attrs.level) || 2)) as 2 | 3 | 4;
        return [
          withContent(
            { type: 'heading', attrs: { id: this.id(node), level } },
            this.inline(node.content),
          ) as BlockNode,
        ];
      }
      case 'codeBlock': {
        const text = (node.content ?? []).map((child) => child.text ?? '').join('');
        const language =
          typeof attrs.language === 'string' && attrs.language ? attrs.language.slice(0, 40) : null;
        const block = { type: 'codeBlock' as const, attrs: { id: this.id(node), language } };
        return [text ? { ...block, content: [{ type: 'text' as const, text }] } : block];
      }
      case 'horizontalRule':
        return [{ type: 'horizontalRule', attrs: { id: this.id(node) } }];
      case 'figure': {
        if (typeof attrs.src !== 'string') return [];
        const size = (value: unknown) =>
          Number.isInteger(value) && (value as number) > 0 ? (value as number) : null;
        const figure = {
          type: 'figure' as const,
          attrs: {
            id: this.id(node),
            src: attrs.src,
            alt: typeof attrs.alt === 'string' ? attrs.alt.slice(0, 2000) : '',
            width: size(attrs.width),
            height: size(attrs.height),
          },
        };
        return [withContent(figure, this.inline(node.content)) as BlockNode];
      }
      case 'blockquote':
        return [{ type: 'blockquote', attrs: { id: this.id(node) }, content: this.someBlocks(node.content) }];
      case 'bulletList':
      case 'orderedList': {
        const items = (node.content ?? []).map((item) => ({
          type: 'listItem' as const,
          attrs: { id: this.id(item) },
          content: this.someBlocks(item.content),
        }));
        if (!items.length) return [];
        if (node.type === 'bulletList')
          return [{ type: 'bulletList', attrs: { id: this.id(node) }, content: items }];
        const start =
          Number.isInteger(attrs.start) && (attrs.start as number) >= 0 ? (attrs.start as number) : 1;
        return [{ type: 'orderedList', attrs: { id: this.id(node), start }, content: items }];
      }
      case 'table': {
        const rows = (node.content ?? [])
          .map((row) => ({
            type: 'tableRow' as const,
            content: (row.content ?? []).map((cell) => ({
              type: cell.type === 'tableHeader' ? ('tableHeader' as const) : ('tableCell' as const),
              attrs: {
                id: this.id(cell),
                colspan: Math.max(1, Number(cell.attrs?.colspan) || 1),
                rowspan: Math.max(1, Number(cell.attrs?.rowspan) || 1),
                align: ['left', 'center', 'right'].includes(cell.attrs?.align as string)
                  ? (cell.attrs?.align as 'left' | 'center' | 'right')
                  : null,
              },
              content: this.someBlocks(cell.content),
            })),
          }))
          .filter((row) => row.content.length);
        return rows.length ? [{ type: 'table', attrs: { id: this.id(node) }, content: rows }] : [];
      }
      case 'footnote': {
        const id = this.id(node);
        this.notes.add(id);
        return [
          {
            type: 'footnote',
            attrs: { id, label: String(attrs.label ?? '1').slice(0, 16) || '1' },
            content: this.someBlocks(node.content),
          },
        ];
      }
      default:
        // An unknown block's text is kept as paragraphs rather than lost.
        return node.content ? this.blocks(node.content) : [];
    }
  }
}

/** Drops references to notes the chapter no longer has (a note deleted by hand). */
function dropDanglingReferences(blocks: BlockNode[], notes: Set<string>): BlockNode[] {
  const clean = (value: unknown): unknown => {
    if (Array.isArray(value)) {
      return value
        .filter(
          (node) =>
            !(
              node?.type === 'footnoteReference' &&
              !notes.has((node as { attrs: { note: string } }).attrs.note)
            ),
        )
        .map(clean);
    }
    if (value && typeof value === 'object' && 'content' in value) {
      const content = clean((value as { content: unknown[] }).content) as unknown[];
      return content.length
        ? { ...value, content }
        : Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'content'));
    }
    return value;
  };
  return clean(blocks) as BlockNode[];
}

export function toChapterDoc(json: EditorNode): ChapterDoc {
  const normaliser = new Normaliser();
  const blocks = normaliser.blocks(json.content);
  const body = blocks.filter((block) => block.type !== 'footnote');
  const notes = blocks.filter((block) => block.type === 'footnote');
  return { type: 'doc', content: dropDanglingReferences([...body, ...notes], normaliser.notes) };
}

/** A document with no text, no image and no rule: the chapter's content is missing. */
export const isEmptyDoc = (doc: ChapterDoc) =>
  doc.content.every((block) => block.type === 'paragraph' && !block.content?.length);
