/**
 * A chapter document written as Markdown (CommonMark + GFM tables, strikethrough and footnotes,
 * with `<sub>`/`<sup>` for what Markdown has no syntax for, and a line break as a plain newline,
 * as chapter text has always had it: GitHub's "breaks"): the `content` text of a chapter that
 * came as a document (spec §2 answers carry text; paragraphs are separated by blank lines) and the
 * Markdown export. Text is escaped so it reads back as itself.
 */
import type { BlockNode, ChapterDoc, InlineNode, Mark, TableNode } from './chapter-doc.js';

/**
 * What starts or ends Markdown formatting inside a line: backslashes, stars, backticks, brackets,
 * an underscore at a word's edge, a `<` that could open a tag, a double tilde.
 */
const INLINE_SPECIAL = /[\\`*[\]]|(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])|<(?=\/?su[bp]>)|~(?=~)/gu;

/** Text as Markdown that reads back as the same text. */
function escapeText(text: string): string {
  return text.replace(INLINE_SPECIAL, '\\$&');
}

/** A line that would start a block (a heading, a quote, a list item, a rule) keeps it as text. */
function escapeLineStart(line: string): string {
  return line
    .replace(/^(\s*)(#{1,6}(?:\s|$))/, '$1\\$2')
    .replace(/^(\s*)([>+-](?:\s|$))/, '$1\\$2')
    .replace(/^(\s*)(\d{1,9})([.)](?:\s|$))/, '$1$2\\$3')
    .replace(/^(\s*)(=+\s*$)/, '$1\\$2')
    .replace(/^(\s*)(-{2,}\s*$)/, '$1\\$2');
}

const WRAP: Partial<Record<Mark['type'], [string, string]>> = {
  italic: ['*', '*'],
  bold: ['**', '**'],
  strike: ['~~', '~~'],
  subscript: ['<sub>', '</sub>'],
  superscript: ['<sup>', '</sup>'],
};

/** Inline content: marks as Markdown, a line break as a newline, notes as `[^label]`. */
function inline(content: readonly InlineNode[] | undefined, notes: Map<string, string>): string {
  if (!content) return '';
  let out = '';
  for (const node of content) {
    if (node.type === 'hardBreak') {
      out += '\n';
      continue;
    }
    if (node.type === 'footnoteReference') {
      out += `[^${notes.get(node.attrs.note) ?? node.attrs.label}]`;
      continue;
    }
    const marks = node.marks ?? [];
    const code = marks.some((mark) => mark.type === 'code');
    let text: string;
    if (code) {
      const longest = Math.max(0, ...(node.text.match(/`+/g) ?? []).map((run) => run.length));
      const fence = '`'.repeat(longest + 1);
      const pad = node.text.startsWith('`') || node.text.endsWith('`') ? ' ' : '';
      text = `${fence}${pad}${node.text}${pad}${fence}`;
    } else {
      // Spaces at a run's edges go outside its markers, or the markers would not open or close.
      const lead = /^\s*/.exec(node.text)![0];
      const trail = /\s*$/.exec(node.text.slice(lead.length))![0];
      const core = node.text.slice(lead.length, node.text.length - trail.length);
      text = escapeText(core);
      for (const mark of marks) {
        const wrap = WRAP[mark.type];
        if (wrap && core) text = `${wrap[0]}${text}${wrap[1]}`;
      }
      text = escapeText(lead) + text + escapeText(trail);
    }
    const link = marks.find((mark) => mark.type === 'link');
    if (link?.type === 'link') text = `[${text}](<${link.attrs.href}>)`;
    out += text;
  }
  return out;
}

/** Each line of a block, prefixed (a quote's `> `, a list item's indentation). */
const prefixLines = (text: string, first: string, rest: string) =>
  text
    .split('\n')
    .map((line, index) =>
      line === '' ? (index === 0 ? first.trimEnd() : rest.trimEnd()) : (index === 0 ? first : rest) + line,
    )
    .join('\n');

function table(node: TableNode, notes: Map<string, string>): string {
  const rows = node.content.map((row) => {
    const cells: string[] = [];
    for (const cell of row.content) {
      const text = cell.content
        .map((block) => blockText(block, notes))
        .join(' ')
        .replace(/\n/g, ' ')
        .replace(/\|/g, '\\|');
      cells.push(text);
      // Markdown tables have no spans: the cells a span covers are left empty.
      for (let i = 1; i < cell.attrs.colspan; i++) cells.push('');
    }
    return cells;
  });
  const width = Math.max(1, ...rows.map((cells) => cells.length));
  const first = node.content[0]?.content ?? [];
  const align = (index: number) => {
    const value = first[index]?.attrs.align ?? node.content[1]?.content[index]?.attrs.align;
    return value === 'center' ? ':---:' : value === 'right' ? '---:' : value === 'left' ? ':---' : '---';
  };
  const line = (cells: string[]) =>
    `| ${Array.from({ length: width }, (_, i) => cells[i] ?? '').join(' | ')} |`;
  const [head = [], ...body] = rows;
  return [
    line(head),
    `| ${Array.from({ length: width }, (_, i) => align(i)).join(' | ')} |`,
    ...body.map(line),
  ].join('\n');
}

/** A text block's text in Markdown, without its block syntax (for table cells). */
function blockText(node: BlockNode, notes: Map<string, string>): string {
  if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'verse' || node.type === 'figure')
    return inline(node.content, notes);
  if (node.type === 'codeBlock') return escapeText(node.content?.[0]?.text ?? '');
  return blocks([node], notes).replace(/\n+/g, ' ');
}

function block(node: BlockNode, notes: Map<string, string>): string {
  switch (node.type) {
    case 'paragraph':
      return inline(node.content, notes).split('\n').map(escapeLineStart).join('\n');
    case 'heading':
      return `${'#'.repeat(node.attrs.level)} ${inline(node.content, notes).replace(/\n/g, ' ')}`;
    case 'verse':
      // Pandoc's line block: each line after a bar.
      return inline(node.content, notes)
        .split('\n')
        .map((line) => `| ${line}`)
        .join('\n');
    case 'codeBlock': {
      const text = node.content?.[0]?.text ?? '';
      const longest = Math.max(2, ...(text.match(/`+/g) ?? []).map((run) => run.length));
      const fence = '`'.repeat(longest + 1);
      return `${fence}${node.attrs.language ?? ''}\n${text}\n${fence}`;
    }
    case 'horizontalRule':
      return '* * *';
    case 'figure': {
      const caption = (node.content ?? []).map((n) => (n.type === 'text' ? n.text : ' ')).join('');
      const title = caption ? ` "${caption.replace(/["\\]/g, '\\$&')}"` : '';
      return `![${escapeText(node.attrs.alt)}](<${node.attrs.src}>${title})`;
    }
    case 'blockquote':
      return prefixLines(blocks(node.content, notes), '> ', '> ');
    case 'bulletList':
    case 'orderedList': {
      const ordered = node.type === 'orderedList';
      return node.content
        .map((item, index) => {
          const marker = ordered ? `${node.attrs.start + index}. ` : '- ';
          return prefixLines(blocks(item.content, notes), marker, ' '.repeat(marker.length));
        })
        .join('\n');
    }
    case 'table':
      return table(node, notes);
    case 'footnote':
      return prefixLines(
        blocks(node.content, notes),
        `[^${notes.get(node.attrs.id) ?? node.attrs.label}]: `,
        '    ',
      );
  }
}

function blocks(nodes: readonly BlockNode[], notes: Map<string, string>): string {
  return nodes.map((node) => block(node, notes)).join('\n\n');
}

/** The document as Markdown text, blocks separated by blank lines, notes at the end. */
export function docToMarkdown(doc: ChapterDoc): string {
  // Note labels as Markdown needs them: unique, no spaces or brackets.
  const notes = new Map<string, string>();
  for (const node of doc.content)
    if (node.type === 'footnote') {
      let label = node.attrs.label.replace(/[\s[\]^]/g, '') || String(notes.size + 1);
      while ([...notes.values()].includes(label)) label = `${label}-${notes.size + 1}`;
      notes.set(node.attrs.id, label);
    }
  return blocks(doc.content, notes);
}
