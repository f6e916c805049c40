import {
  type BlockNode,
  type ChapterDoc,
  type FootnoteNode,
  isTextBlock,
  textBlocks,
  walkBlocks,
} from '@quire/shared/chapter-doc';
import { ownImageIdOf, ownImageUrl } from '@quire/shared/domain';
import { Marked } from 'marked';
import markedFootnote from 'marked-footnote';
import { htmlToDoc } from './html-doc.js';
import { ImportBudget, LimitRefusal } from './import-limits.js';
import { htmlToBlocks, normaliseSpace, type TextBlock } from './html-text.js';
import type { ImportedBook, ImportedChapter } from './imported-book.js';

/** Windows-1252's characters at 0x80–0x9F (undefined ones stay as they are in Latin-1). */
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/**
 * Decodes a text file: UTF-8 (a byte order mark dropped; UTF-16 with its byte order mark), and
 * Windows-1252 when the bytes are not valid UTF-8. Undefined when it holds NUL bytes (binary).
 */
export function decodeText(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  if (bytes.includes(0)) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    let out = '';
    for (const byte of bytes)
      out += byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
    return out;
  }
}

/** A title from a file name: its extension dropped, separators as spaces. */
export function titleFromFileName(fileName: string | undefined): string | undefined {
  const base = (fileName ?? '').split(/[\\/]/).pop() ?? '';
  const title = normaliseSpace(
    base
      .replace(/\.[A-Za-z0-9]{1,10}$/, '')
      .replace(/[_]+/g, ' ')
      .replace(/(\S)-(\S)/g, '$1 $2'),
  );
  if (!title) return undefined;
  return title === title.toLowerCase() ? title[0]!.toUpperCase() + title.slice(1) : title;
}

const BY_LINE = /^by\s+(.{1,200})$/i;

// -------------------------------------------------------------------------- Markdown

/**
 * Markdown: rendered to HTML by marked, then read like XHTML (so emphasis, lists and quotes become
 * the chapter-text subset and raw HTML is text, never markup). `#` and `##` headings start
 * chapters; when one `#` heading opens a file whose chapters are `##`, it is the book's title.
 */
export function readMarkdown(
  text: string,
  fileName?: string,
  budget: ImportBudget = new ImportBudget(),
): ImportedBook {
  refuseOversizedText(text, budget);
  const { meta, body } = frontMatter(text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n'));
  // marked recurses once per level of quotes and lists: too deep a file is refused before it.
  budget.nest(markdownDepth(body));
  const marked = markdownParser(false);
  const html = marked.parse(body) as string;
  const read = htmlToDoc(html, budget);
  const level = (node: BlockNode) => (node.type === 'heading' ? (read.headingLevels.get(node) ?? 0) : 0);
  const nodes = read.doc.content.filter((node) => node.type !== 'footnote');
  const notes = read.doc.content.filter((node): node is FootnoteNode => node.type === 'footnote');
  const h1 = nodes.filter((node) => level(node) === 1);
  const h2 = nodes.filter((node) => level(node) === 2);
  const titleHeading = h1.length === 1 && h2.length > 0 && nodes[0] === h1[0] ? h1[0] : undefined;
  const chapterLevel = titleHeading ? 2 : 1;
  const textOf = (node: BlockNode) =>
    normaliseSpace(textBlocks({ type: 'doc', content: [node] })[0]?.text ?? '');

  const title = titleHeading ? textOf(titleHeading) : undefined;
  let author: string | undefined;
  const chapters: { title?: string; nodes: BlockNode[] }[] = [];
  let current: { title?: string; nodes: BlockNode[] } = { nodes: [] };
  let preface = true;
  for (const node of nodes) {
    if (node === titleHeading) continue;
    const rank = level(node);
    if (rank > 0 && rank <= 2 && (rank >= chapterLevel || !titleHeading)) {
      if (current.nodes.length || current.title) chapters.push(current);
      current = { title: textOf(node), nodes: [] };
      preface = false;
      continue;
    }
    // "by Someone" right under the title names the author.
    if (preface && titleHeading && !author && current.nodes.length === 0 && node.type === 'paragraph') {
      const by = BY_LINE.exec(textOf(node));
      if (by) {
        author = by[1];
        continue;
      }
    }
    // Headings below the chapter level keep their rank inside the chapter (level 2 at most).
    current.nodes.push(
      node.type === 'heading'
        ? {
            ...node,
            attrs: { ...node.attrs, level: rank - chapterLevel <= 2 ? 2 : rank - chapterLevel === 3 ? 3 : 4 },
          }
        : node,
    );
  }
  if (current.nodes.length || current.title) chapters.push(current);
  // The text before the first heading is a preface when it has any text.
  for (const chapter of chapters) if (!chapter.title && chapter === chapters[0]) chapter.title = 'Preface';
  const year = /\b(\d{4})\b/.exec(meta.date ?? '')?.[1];
  return {
    title: meta.title ?? title ?? titleFromFileName(fileName),
    author: meta.author ?? author,
    language: meta.lang ?? meta.language,
    publisher: meta.publisher,
    description: meta.description ? htmlToText(marked.parse(meta.description) as string, budget) : undefined,
    publicationYear: year ? Number(year) : undefined,
    isbn: meta.isbn ?? /^(?:urn:)?isbn:\s*(.+)$/i.exec(meta.identifier ?? '')?.[1],
    chapters: chapters
      .filter((chapter) => chapter.nodes.length > 0)
      .map((chapter) => ({ title: chapter.title, blocks: [], doc: withNotes(chapter.nodes, notes) })),
    imagesDropped: read.imagesLost,
    elementsKept: read.kept,
  };
}

/**
 * Markdown as the importers read it: CommonMark with GitHub's tables, strikethrough and footnotes.
 * `breaks`: a single line break is a line break (chapter text, as Quire writes it), not a space
 * (a Markdown file, whose prose is usually wrapped by hand).
 */
export function markdownParser(breaks: boolean) {
  return new Marked({ gfm: true, breaks, async: false }).use(markedFootnote());
}

/** A chapter's blocks with the notes they refer to, at the end. */
function withNotes(nodes: BlockNode[], notes: FootnoteNode[]): ChapterDoc {
  const referred = new Set<string>();
  for (const node of walkBlocks(nodes))
    if (isTextBlock(node))
      for (const inline of node.content ?? [])
        if (inline.type === 'footnoteReference') referred.add(inline.attrs.note);
  return { type: 'doc', content: [...nodes, ...notes.filter((note) => referred.has(note.attrs.id))] };
}

const htmlToText = (html: string, budget: ImportBudget) =>
  htmlToBlocks(html, budget).blocks.map(blockText).join('\n\n');

/** A file with far more characters than a book may hold is refused before it is read. */
function refuseOversizedText(text: string, budget: ImportBudget) {
  // Markup and blank lines are not kept, so the file may be somewhat larger than its text.
  if (text.length > budget.limits.maxTextChars * 1.5) throw new LimitRefusal('tooMuchText');
}

/**
 * The deepest nesting of block quotes and lists in a Markdown text, read line by line without
 * parsing: each `>` opens a quote, and every two columns of indentation after them can open a list.
 */
export function markdownDepth(text: string): number {
  let deepest = 0;
  let lineStart = 0;
  while (lineStart <= text.length) {
    let end = text.indexOf('\n', lineStart);
    if (end < 0) end = text.length;
    let at = lineStart;
    let quotes = 0;
    let indent = 0;
    while (at < end) {
      const char = text.charCodeAt(at);
      if (char === 0x3e /* > */) {
        quotes += 1;
        indent = 0;
      } else if (char === 0x20) indent += 1;
      else if (char === 0x09) indent += 4;
      else break;
      at += 1;
    }
    deepest = Math.max(deepest, quotes + Math.floor(indent / 2));
    lineStart = end + 1;
  }
  return deepest;
}

/** How many blank-line separated paragraphs a text has, counted without splitting it. */
function countParagraphs(text: string): number {
  const separator = /\n[ \t]*\n\s*/g;
  let count = 1;
  while (separator.exec(text)) count += 1;
  return count;
}

/**
 * A YAML front matter block (pandoc's and static site generators' metadata): its simple
 * `key: value` lines (quotes removed); anything more elaborate is ignored, never run.
 */
function frontMatter(text: string): { meta: Record<string, string | undefined>; body: string } {
  const match = /^---\n([\s\S]*?)\n(?:---|\.\.\.)\n/.exec(text);
  if (!match) return { meta: {}, body: text };
  const meta: Record<string, string> = {};
  for (const line of match[1]!.split('\n')) {
    const pair = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(line);
    if (!pair?.[2]) continue;
    meta[pair[1]!.toLowerCase()] = pair[2].trim().replace(/^(["'])(.*)\1$/, '$2');
  }
  return { meta, body: text.slice(match[0].length) };
}

const blockText = (block: TextBlock) => normaliseSpace(block.runs.map((run) => run.text).join(''));

// -------------------------------------------------------------------------- plain text

const NUMBER_WORDS =
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth';
/** "Chapter 1", "CHAPTER ONE", "Chapter IV: The Sea", "Chapter Twenty-One. Home". */
const CHAPTER_LINE = new RegExp(
  `^(?:chapter|part|book)\\s+(?:\\d{1,4}|[ivxlcdm]{1,8}|(?:${NUMBER_WORDS})(?:[- ](?:${NUMBER_WORDS}))*)\\b\\s*(?:[.:\\-\u2013\u2014]\\s*.{0,150})?$`,
  'i',
);
/** "I." or "IV." alone on a line. */
const ROMAN_LINE = /^[IVXLCDM]{1,8}\.$/;

/** Whether a line (alone in its paragraph) is a chapter heading of a plain text book. */
export const isChapterHeading = (line: string) => CHAPTER_LINE.test(line) || ROMAN_LINE.test(line);

/**
 * Plain text: paragraphs at blank lines; a chapter heading alone on its line starts a chapter, else
 * the whole file is one chapter. Hard-wrapped prose (lines of 60 characters and more) is joined into
 * flowing paragraphs, shorter lines (verse, letters) keep their breaks. A short first line before
 * the first chapter is the title (a "by …" line under it the author); else the file name.
 */
export function readPlainText(
  text: string,
  fileName?: string,
  budget: ImportBudget = new ImportBudget(),
): ImportedBook {
  refuseOversizedText(text, budget);
  if (countParagraphs(text) > budget.limits.maxParagraphs) throw new LimitRefusal('tooManyParagraphs');
  const paragraphs = text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n\s*/)
    .map((p) =>
      p
        .split('\n')
        .map((line) => line.replace(/\s+/g, ' ').trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0);

  const chapters: { title?: string; paragraphs: string[][] }[] = [];
  let current: { title?: string; paragraphs: string[][] } = { paragraphs: [] };
  for (const lines of paragraphs) {
    // A heading alone in its paragraph, or the first line of a paragraph ("CHAPTER I.\nThe Sea").
    const heading = isChapterHeading(lines[0]!) ? lines[0]! : undefined;
    if (heading) {
      if (current.paragraphs.length || current.title) chapters.push(current);
      const rest = lines.slice(1);
      // "CHAPTER I.\nThe Sea": a short line under the heading is its subtitle.
      const subtitle = rest.length === 1 && rest[0]!.length <= 80 ? rest.shift() : undefined;
      const base = heading.replace(/\.$/, '');
      current = { title: subtitle ? `${base}: ${subtitle}` : base, paragraphs: rest.length ? [rest] : [] };
      continue;
    }
    current.paragraphs.push(lines);
  }
  chapters.push(current);

  let title: string | undefined;
  let author: string | undefined;
  const first = chapters[0]!;
  if (!first.title && chapters.length > 1) {
    // Before the first chapter: a title (and a by-line) rather than a preface, when that is all.
    const [head, ...rest] = first.paragraphs;
    if (head && head.length <= 2 && head[0]!.length <= 120) {
      title = head[0];
      const by = head[1] ? BY_LINE.exec(head[1]) : undefined;
      if (by) author = by[1];
      if (!by && rest[0]?.length === 1) {
        const nextBy = BY_LINE.exec(rest[0][0]!);
        if (nextBy) {
          author = nextBy[1];
          rest.shift();
        }
      }
      first.paragraphs = rest;
    }
    if (first.paragraphs.length) first.title = 'Preface';
  }

  const imported: ImportedChapter[] = chapters
    .filter((chapter) => chapter.paragraphs.length > 0)
    .map((chapter) => {
      budget.chapter();
      return {
        title: chapter.title,
        blocks: chapter.paragraphs.map((lines) => {
          const joined = joinLines(lines);
          budget.paragraph();
          budget.text(joined.length);
          return { level: 0, runs: [{ text: joined }] };
        }),
      };
    });
  return { title: title ?? titleFromFileName(fileName), author, chapters: imported, imagesDropped: 0 };
}

/** Hard-wrapped prose becomes one flowing line; short lines (verse) keep their breaks. */
function joinLines(lines: string[]): string {
  if (lines.length > 1 && lines.some((line) => line.length >= 60)) return lines.join(' ');
  return lines.join('\n');
}

/**
 * A chapter's text as Quire writes it for a document (`docToMarkdown`: Markdown, a single line
 * break a line break) read back into a document: how an edit through the book form's text keeps a
 * structured chapter's tables, lists and notes (decision 049). Bounded like an import.
 */
export function chapterMarkdownToDoc(markdown: string): ChapterDoc {
  const budget = new ImportBudget();
  budget.nest(markdownDepth(markdown));
  // Its figures are Quire's own stored images: kept by their address; any other picture is not taken.
  const ownImage = (src: string) => (ownImageIdOf(src) ? ownImageUrl(ownImageIdOf(src)!) : undefined);
  return htmlToDoc(markdownParser(true).parse(markdown) as string, budget, ownImage).doc;
}
