import type { BlockNode, ChapterDoc, InlineNode } from '@quire/shared/chapter-doc';
import { parseParagraph, splitParagraphs } from '@quire/shared/chapter-text';
import { type Zippable, strToU8, zipSync } from 'fflate';
import { attachmentHeader } from '../../http/attachment.js';
import { EPUB_MEDIA_TYPE } from '../../http/send-epub.js';
import { epubChapterHref } from '../../lib/epub-paths.js';
import { type XmlBuilder, xmlDocument, xmlString } from '../../lib/xml-document.js';

/** What an EPUB is written from: plain data, no database and no request. */
export interface EpubBook {
  id: string;
  title: string;
  author: string;
  /** BCP 47 tag. */
  language: string;
  publisher?: string;
  description?: string;
  /** The publication year, or a full date (W3CDTF). */
  date?: string;
  subjects: string[];
  modified: Date;
  cover?: { data: Uint8Array; mediaType: 'image/jpeg' | 'image/png' };
  /** Each chapter's document (decision 049); a chapter without one is written from its text. */
  chapters: { title: string; content: string; doc?: ChapterDoc }[];
  /** The images the chapters show, by their stored address (JPEG renditions). */
  images?: { src: string; data: Uint8Array }[];
}

const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const OPS_NS = 'http://www.idpf.org/2007/ops';

/**
 * One paragraph of chapter text as XHTML, added to `parent`: the text exactly as the reader
 * displays it (`parseParagraph`, decision 019), its emphasis as em/strong, its headings one level
 * under the chapter's title, line breaks inside the paragraph kept (verse). The builder escapes
 * every character.
 */
export function renderParagraph(parent: XmlBuilder, source: string): void {
  const { kind, lines } = parseParagraph(source);
  // The chapter's title is its h2: the text's own headings sit one level below it.
  const block = parent.ele(kind === 'h2' ? 'h3' : kind === 'h3' ? 'h4' : 'p');
  lines.forEach((runs, index) => {
    if (index > 0) {
      if (kind === 'p') block.ele('br');
      else block.txt(' ');
    }
    for (const run of runs) {
      if (run.em && run.strong) block.ele('strong').ele('em').txt(run.text);
      else if (run.strong) block.ele('strong').txt(run.text);
      else if (run.em) block.ele('em').txt(run.text);
      else block.txt(run.text);
    }
  });
}

const chapterFile = epubChapterHref;

/** The file of the image with that stored address (its id), in the package. */
const imageFile = (src: string) => `images/${src.slice(src.lastIndexOf('/') + 1)}.jpg`;

/** What a chapter page's blocks need: the notes' numbers and the images in the package. */
interface PageContext {
  notes: Map<string, string>;
  images: Set<string>;
}

/** A chapter's inline content as XHTML: marks as elements, note marks as EPUB 3 note references. */
function renderInline(parent: XmlBuilder, content: readonly InlineNode[] | undefined, ctx: PageContext) {
  for (const node of content ?? []) {
    if (node.type === 'hardBreak') {
      parent.ele('br');
      continue;
    }
    if (node.type === 'footnoteReference') {
      const note = ctx.notes.get(node.attrs.note);
      if (note)
        parent
          .ele('a', { 'epub:type': 'noteref', role: 'doc-noteref', href: `#note-${note}`, id: `ref-${note}` })
          .txt(node.attrs.label);
      else parent.ele('sup').txt(node.attrs.label);
      continue;
    }
    let target = parent;
    for (const mark of node.marks ?? []) {
      if (mark.type === 'link') target = target.ele('a', { href: mark.attrs.href });
      else target = target.ele(MARK_ELEMENTS[mark.type]);
    }
    target.txt(node.text);
  }
}

const MARK_ELEMENTS = {
  italic: 'em',
  bold: 'strong',
  strike: 's',
  subscript: 'sub',
  superscript: 'sup',
  code: 'code',
} as const;

/**
 * A chapter document's blocks as XHTML under `parent` (decision 053): the chapter's title is its
 * h2, so the text's headings sit one level below; tables with header cells, figures with their
 * image from the package, lists, quotes, verse, code, scene breaks; notes at the end as EPUB 3
 * footnotes with a way back. The builder escapes every character.
 */
function renderBlocks(parent: XmlBuilder, nodes: readonly BlockNode[], ctx: PageContext) {
  for (const node of nodes) {
    switch (node.type) {
      case 'paragraph':
        renderInline(onNewLine(parent, 'p'), node.content, ctx);
        break;
      case 'heading':
        renderInline(onNewLine(parent, `h${Math.min(6, node.attrs.level + 1)}`), node.content, ctx);
        break;
      case 'verse':
        renderInline(onNewLine(parent, 'p', { class: 'verse' }), node.content, ctx);
        break;
      case 'codeBlock':
        onNewLine(parent, 'pre')
          .ele('code')
          .txt(node.content?.[0]?.text ?? '');
        break;
      case 'horizontalRule':
        onNewLine(parent, 'hr', { class: 'scene-break' });
        break;
      case 'figure': {
        if (!ctx.images.has(node.attrs.src)) {
          // The image is not in the package (it could not be read): its words stay.
          const words = onNewLine(parent, 'p');
          if (node.attrs.alt) words.txt(`[${node.attrs.alt}] `);
          renderInline(words, node.content, ctx);
          break;
        }
        const figure = onNewLine(parent, 'figure');
        figure.ele('img', { src: imageFile(node.attrs.src), alt: node.attrs.alt });
        if (node.content?.length) renderInline(figure.ele('figcaption'), node.content, ctx);
        break;
      }
      case 'blockquote': {
        const quote = onNewLine(parent, 'blockquote');
        renderBlocks(quote, node.content, ctx);
        endLines(quote);
        break;
      }
      case 'bulletList':
      case 'orderedList': {
        const list =
          node.type === 'orderedList'
            ? onNewLine(parent, 'ol', node.attrs.start !== 1 ? { start: String(node.attrs.start) } : {})
            : onNewLine(parent, 'ul');
        for (const item of node.content) {
          const li = onNewLine(list, 'li');
          renderBlocks(li, item.content, ctx);
          endLines(li);
        }
        endLines(list);
        break;
      }
      case 'table': {
        const table = onNewLine(parent, 'table');
        const [head, ...rows] = node.content;
        const headerRow = head?.content.every((cell) => cell.type === 'tableHeader');
        const row = (into: XmlBuilder, cells: NonNullable<typeof head>) => {
          const tr = onNewLine(into, 'tr');
          for (const cell of cells.content) {
            const header = cell.type === 'tableHeader';
            const attributes: Record<string, string> = {};
            if (header) attributes.scope = headerRow && cells === head ? 'col' : 'row';
            if (cell.attrs.colspan > 1) attributes.colspan = String(cell.attrs.colspan);
            if (cell.attrs.rowspan > 1) attributes.rowspan = String(cell.attrs.rowspan);
            if (cell.attrs.align) attributes.class = `align-${cell.attrs.align}`;
            const td = tr.ele(header ? 'th' : 'td', attributes);
            // One paragraph is the cell's text; more keep their paragraphs.
            const only = cell.content.length === 1 ? cell.content[0] : undefined;
            if (only?.type === 'paragraph') renderInline(td, only.content, ctx);
            else renderBlocks(td, cell.content, ctx);
          }
          endLines(tr);
        };
        if (head && headerRow) {
          const thead = onNewLine(table, 'thead');
          row(thead, head);
          endLines(thead);
        }
        const tbody = onNewLine(table, 'tbody');
        for (const r of headerRow ? rows : node.content) row(tbody, r);
        endLines(tbody);
        endLines(table);
        break;
      }
      case 'footnote': {
        const label = ctx.notes.get(node.attrs.id) ?? node.attrs.label;
        const aside = onNewLine(parent, 'aside', {
          'epub:type': 'footnote',
          role: 'doc-footnote',
          id: `note-${label}`,
        });
        renderBlocks(aside, node.content, ctx);
        onNewLine(aside, 'p', { class: 'back' })
          .ele('a', { href: `#ref-${label}`, role: 'doc-backlink' })
          .txt(`Back to note ${node.attrs.label}`);
        endLines(aside);
        break;
      }
    }
  }
}

/** W3CDTF without fractions, as dcterms:modified requires (2026-01-31T10:00:00Z). */
const modifiedStamp = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

/** Adds an element to `parent` on a line of its own (XHTML pages are laid out by hand). */
const onNewLine = (parent: XmlBuilder, name: string, attributes?: Record<string, string>) =>
  parent.txt('\n').ele(name, attributes);

/** Ends the lines of `parent`: its end tag goes on a line of its own. */
const endLines = (parent: XmlBuilder) => parent.txt('\n');

/**
 * An XHTML page with the book's language and the style sheet; `fill` adds the body's content,
 * each block on a line of its own (`onNewLine`).
 */
function xhtmlPage(
  book: EpubBook,
  title: string,
  bodyType: string | undefined,
  fill: (body: XmlBuilder) => void,
): string {
  const doc = xmlDocument().dtd({ name: 'html' });
  const html = doc.ele(XHTML_NS, 'html', {
    'xmlns:epub': OPS_NS,
    lang: book.language,
    'xml:lang': book.language,
  });
  const head = onNewLine(html, 'head');
  onNewLine(head, 'meta', { charset: 'UTF-8' });
  onNewLine(head, 'title').txt(title);
  onNewLine(head, 'link', { rel: 'stylesheet', type: 'text/css', href: 'style.css' });
  endLines(head);
  const body = onNewLine(html, 'body', bodyType ? { 'epub:type': bodyType } : {});
  fill(body);
  endLines(body);
  endLines(html);
  return xmlString(doc, 'as-built');
}

const STYLE = `body { margin: 0 5%; font-family: serif; line-height: 1.5; }
h1, h2 { font-family: sans-serif; line-height: 1.2; margin: 1.5em 0 1em; page-break-after: avoid; }
h1 { font-size: 1.8em; text-align: center; }
h2 { font-size: 1.4em; }
p { margin: 0; text-indent: 1.5em; text-align: justify; }
h2 + p { text-indent: 0; }
.title-page { text-align: center; margin-top: 20%; }
.title-page .author { font-size: 1.2em; margin-top: 1em; text-indent: 0; text-align: center; }
.title-page .publisher { margin-top: 3em; text-indent: 0; text-align: center; }
.cover { text-align: center; margin: 0; padding: 0; }
.cover img { max-width: 100%; max-height: 100%; }
nav ol { list-style: none; padding-left: 0; }
h3, h4, h5 { font-family: sans-serif; line-height: 1.25; margin: 1.2em 0 0.6em; }
blockquote { margin: 1em 1.5em; font-style: italic; }
blockquote p, li p, td p, th p, figcaption, .verse, aside p { text-indent: 0; }
.verse { margin: 0.8em 0 0.8em 1.5em; text-align: left; }
pre { white-space: pre-wrap; font-size: 0.85em; margin: 1em 0; }
hr.scene-break { border: 0; margin: 1.5em 0; text-align: center; }
hr.scene-break::after { content: "* * *"; }
table { border-collapse: collapse; margin: 1em 0; font-size: 0.9em; }
th, td { border: 1px solid #999; padding: 0.25em 0.5em; vertical-align: top; }
.align-center { text-align: center; }
.align-right { text-align: right; }
.align-left { text-align: left; }
figure { margin: 1.2em 0; text-align: center; }
figure img { max-width: 100%; }
figcaption { font-size: 0.85em; margin-top: 0.4em; }
.notes { margin-top: 2em; border-top: 1px solid #999; font-size: 0.85em; }
`;

function containerDocument(): string {
  const doc = xmlDocument();
  doc
    .ele('urn:oasis:names:tc:opendocument:xmlns:container', 'container', { version: '1.0' })
    .ele('rootfiles')
    .ele('rootfile', { 'full-path': 'OEBPS/content.opf', 'media-type': 'application/oebps-package+xml' });
  return xmlString(doc, 'indented');
}

interface TocEntry {
  href: string;
  title: string;
}

function titlePage(book: EpubBook): string {
  return xhtmlPage(book, book.title, 'frontmatter', (body) => {
    const section = onNewLine(body, 'section', { class: 'title-page', 'epub:type': 'titlepage' });
    onNewLine(section, 'h1').txt(book.title);
    onNewLine(section, 'p', { class: 'author' }).txt(book.author);
    if (book.publisher) onNewLine(section, 'p', { class: 'publisher' }).txt(book.publisher);
    endLines(section);
  });
}

function chapterPage(book: EpubBook, chapter: EpubBook['chapters'][number], images: Set<string>): string {
  return xhtmlPage(book, chapter.title, 'bodymatter', (body) => {
    const section = onNewLine(body, 'section', { 'epub:type': 'chapter', role: 'doc-chapter' });
    onNewLine(section, 'h2').txt(chapter.title);
    if (chapter.doc) {
      // Notes are numbered in the page by their position: ids stay valid whatever the labels are.
      const notes = new Map<string, string>();
      for (const node of chapter.doc.content)
        if (node.type === 'footnote') notes.set(node.attrs.id, String(notes.size + 1));
      const ctx: PageContext = { notes, images };
      const body = chapter.doc.content.filter((node) => node.type !== 'footnote');
      renderBlocks(section, body, ctx);
      const footnotes = chapter.doc.content.filter((node) => node.type === 'footnote');
      if (footnotes.length) {
        const endnotes = onNewLine(section, 'section', {
          'epub:type': 'footnotes',
          role: 'doc-endnotes',
          class: 'notes',
        });
        renderBlocks(endnotes, footnotes, ctx);
        endLines(endnotes);
      }
    } else
      for (const paragraph of splitParagraphs(chapter.content)) renderParagraph(section.txt('\n'), paragraph);
    endLines(section);
  });
}

function coverPage(book: EpubBook, imageHref: string): string {
  return xhtmlPage(book, book.title, undefined, (body) => {
    onNewLine(body, 'section', { class: 'cover', 'epub:type': 'cover' }).ele('img', {
      src: imageHref,
      alt: book.title,
    });
  });
}

function navDocument(book: EpubBook, toc: TocEntry[], firstChapter: string, hasCover: boolean): string {
  const list = (nav: XmlBuilder, entries: { href: string; title: string; type?: string }[]) => {
    const ol = onNewLine(nav, 'ol');
    for (const entry of entries)
      onNewLine(ol, 'li')
        .ele('a', entry.type ? { 'epub:type': entry.type, href: entry.href } : { href: entry.href })
        .txt(entry.title);
    endLines(ol);
    endLines(nav);
  };
  return xhtmlPage(book, book.title, undefined, (body) => {
    const contents = onNewLine(body, 'nav', { 'epub:type': 'toc', id: 'toc', role: 'doc-toc' });
    onNewLine(contents, 'h1').txt('Contents');
    list(contents, toc);
    const landmarks = onNewLine(body, 'nav', {
      'epub:type': 'landmarks',
      id: 'landmarks',
      hidden: 'hidden',
    });
    onNewLine(landmarks, 'h2').txt('Landmarks');
    list(landmarks, [
      ...(hasCover ? [{ type: 'cover', href: 'cover.xhtml', title: 'Cover' }] : []),
      { type: 'titlepage', href: 'title.xhtml', title: 'Title page' },
      { type: 'toc', href: 'nav.xhtml#toc', title: 'Table of contents' },
      { type: 'bodymatter', href: firstChapter, title: 'Start of content' },
    ]);
  });
}

/** The EPUB 2 table of contents, for readers that do not read the EPUB 3 navigation document. */
function ncxDocument(book: EpubBook, toc: TocEntry[]): string {
  const doc = xmlDocument();
  const ncx = doc.ele('http://www.daisy.org/z3986/2005/ncx/', 'ncx', {
    version: '2005-1',
    'xml:lang': book.language,
  });
  ncx
    .ele('head')
    .ele('meta', { name: 'dtb:uid', content: `urn:uuid:${book.id}` })
    .up()
    .ele('meta', { name: 'dtb:depth', content: '1' })
    .up()
    .ele('meta', { name: 'dtb:totalPageCount', content: '0' })
    .up()
    .ele('meta', { name: 'dtb:maxPageNumber', content: '0' });
  ncx.ele('docTitle').ele('text').txt(book.title);
  ncx.ele('docAuthor').ele('text').txt(book.author);
  const navMap = ncx.ele('navMap');
  toc.forEach((entry, index) => {
    const point = navMap.ele('navPoint', { id: `nav-${index + 1}`, playOrder: String(index + 1) });
    point.ele('navLabel').ele('text').txt(entry.title);
    point.ele('content', { src: entry.href });
  });
  return xmlString(doc, 'indented');
}

function packageDocument(book: EpubBook, coverHref: string | undefined): string {
  const doc = xmlDocument();
  const pkg = doc.ele('http://www.idpf.org/2007/opf', 'package', {
    version: '3.0',
    'unique-identifier': 'book-id',
    'xml:lang': book.language,
  });

  const metadata = pkg.ele('metadata', { 'xmlns:dc': 'http://purl.org/dc/elements/1.1/' });
  metadata.ele('dc:identifier', { id: 'book-id' }).txt(`urn:uuid:${book.id}`);
  metadata.ele('dc:title').txt(book.title);
  metadata.ele('dc:creator', { id: 'creator' }).txt(book.author);
  metadata.ele('meta', { refines: '#creator', property: 'role', scheme: 'marc:relators' }).txt('aut');
  metadata.ele('dc:language').txt(book.language);
  if (book.publisher) metadata.ele('dc:publisher').txt(book.publisher);
  if (book.description) metadata.ele('dc:description').txt(book.description);
  if (book.date) metadata.ele('dc:date').txt(book.date);
  for (const subject of book.subjects) metadata.ele('dc:subject').txt(subject);
  metadata.ele('meta', { property: 'dcterms:modified' }).txt(modifiedStamp(book.modified));
  // EPUB Accessibility 1.1: what the book is made of and how it can be read.
  const pictures = imagesOf(book).length > 0 || Boolean(book.cover);
  metadata.ele('meta', { property: 'schema:accessMode' }).txt('textual');
  if (pictures) metadata.ele('meta', { property: 'schema:accessMode' }).txt('visual');
  metadata.ele('meta', { property: 'schema:accessModeSufficient' }).txt('textual');
  for (const feature of [
    'structuralNavigation',
    'tableOfContents',
    'readingOrder',
    'displayTransformability',
  ])
    metadata.ele('meta', { property: 'schema:accessibilityFeature' }).txt(feature);
  if (pictures) metadata.ele('meta', { property: 'schema:accessibilityFeature' }).txt('alternativeText');
  metadata.ele('meta', { property: 'schema:accessibilityHazard' }).txt('none');
  metadata
    .ele('meta', { property: 'schema:accessibilitySummary' })
    .txt(
      'Text with headings, a table of contents and a logical reading order; images carry the alternative text their author gave; notes link back to where they are referenced. No flashing, sound or motion.',
    );
  if (coverHref) metadata.ele('meta', { name: 'cover', content: 'cover-image' });

  const manifest = pkg.ele('manifest');
  const item = (attributes: Record<string, string>) => manifest.ele('item', attributes);
  item({ id: 'nav', href: 'nav.xhtml', 'media-type': 'application/xhtml+xml', properties: 'nav' });
  item({ id: 'ncx', href: 'toc.ncx', 'media-type': 'application/x-dtbncx+xml' });
  item({ id: 'style', href: 'style.css', 'media-type': 'text/css' });
  if (coverHref && book.cover)
    item({
      id: 'cover-image',
      href: coverHref,
      'media-type': book.cover.mediaType,
      properties: 'cover-image',
    });
  if (coverHref) item({ id: 'cover', href: 'cover.xhtml', 'media-type': 'application/xhtml+xml' });
  item({ id: 'title-page', href: 'title.xhtml', 'media-type': 'application/xhtml+xml' });
  imagesOf(book).forEach((image, index) => {
    item({ id: `image-${index + 1}`, href: imageFile(image.src), 'media-type': 'image/jpeg' });
  });
  book.chapters.forEach((_, index) => {
    item({ id: `chapter-${index + 1}`, href: chapterFile(index), 'media-type': 'application/xhtml+xml' });
  });

  const spine = pkg.ele('spine', { toc: 'ncx' });
  if (coverHref) spine.ele('itemref', { idref: 'cover' });
  spine.ele('itemref', { idref: 'title-page' });
  book.chapters.forEach((_, index) => {
    spine.ele('itemref', { idref: `chapter-${index + 1}` });
  });
  // The landmarks point at the contents page: it is in the spine, out of the reading order.
  spine.ele('itemref', { idref: 'nav', linear: 'no' });
  return xmlString(doc, 'indented');
}

/** The images the package carries: each stored image the chapters show, once, in a fixed order. */
function imagesOf(book: EpubBook) {
  const seen = new Set<string>();
  return (book.images ?? [])
    .filter((image) => !seen.has(image.src) && seen.add(image.src))
    .sort((a, b) => (a.src < b.src ? -1 : a.src > b.src ? 1 : 0));
}

/**
 * Writes a book as an EPUB 3 file (with an EPUB 2 NCX for older readers): `mimetype` first and
 * stored, then the container, the package document, navigation, a title page, one XHTML file
 * per chapter, a small style sheet and the cover when there is one.
 */
export function writeEpub(book: EpubBook): Uint8Array {
  const coverHref = book.cover
    ? `images/cover.${book.cover.mediaType === 'image/png' ? 'png' : 'jpg'}`
    : undefined;
  const toc: TocEntry[] = book.chapters.length
    ? book.chapters.map((chapter, index) => ({ href: chapterFile(index), title: chapter.title }))
    : [{ href: 'title.xhtml', title: book.title }];
  const firstChapter = book.chapters.length ? chapterFile(0) : 'title.xhtml';

  // Object order is zip order: the mimetype entry must come first, uncompressed.
  const files: Zippable = {
    mimetype: [strToU8(EPUB_MEDIA_TYPE), { level: 0 }],
    'META-INF/container.xml': strToU8(containerDocument()),
    'OEBPS/content.opf': strToU8(packageDocument(book, coverHref)),
    'OEBPS/nav.xhtml': strToU8(navDocument(book, toc, firstChapter, Boolean(coverHref))),
    'OEBPS/toc.ncx': strToU8(ncxDocument(book, toc)),
    'OEBPS/style.css': strToU8(STYLE),
  };
  if (book.cover && coverHref) {
    files['OEBPS/cover.xhtml'] = strToU8(coverPage(book, coverHref));
    // Already compressed: stored as it is.
    files[`OEBPS/${coverHref}`] = [book.cover.data, { level: 0 }];
  }
  files['OEBPS/title.xhtml'] = strToU8(titlePage(book));
  const images = new Set(imagesOf(book).map((image) => image.src));
  book.chapters.forEach((chapter, index) => {
    files[`OEBPS/${chapterFile(index)}`] = strToU8(chapterPage(book, chapter, images));
  });
  for (const image of imagesOf(book)) files[`OEBPS/${imageFile(image.src)}`] = [image.data, { level: 0 }];
  return zipSync(files, { level: 6, mtime: book.modified });
}

/**
 * A file name for the download: the title in plain ASCII letters and digits ("Le Père Goriot" →
 * "Le-Pere-Goriot.epub"), "book.epub" when nothing is left.
 */
export function epubFileName(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return `${base || 'book'}.epub`;
}

/** Characters no file name should carry: path separators, reserved ones and controls. */
const NOT_IN_FILE_NAMES =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters have no place in a file name
  /[\\/:*?"<>|\u0000-\u001f]+/g;

/**
 * Content-Disposition for the download: the ASCII name (quoted, as it always was), and the full
 * title for clients that read UTF-8 (`attachmentHeader`).
 */
/** The Markdown download's Content-Disposition: the EPUB's names with `.md`. */
export function markdownContentDisposition(title: string): string {
  const full = title.replace(NOT_IN_FILE_NAMES, ' ').trim().slice(0, 120);
  return attachmentHeader(epubFileName(title).replace(/\.epub$/, '.md'), `${full || 'book'}.md`);
}

export function epubContentDisposition(title: string): string {
  const full = title.replace(NOT_IN_FILE_NAMES, ' ').trim().slice(0, 120);
  return attachmentHeader(epubFileName(title), `${full || 'book'}.epub`);
}
