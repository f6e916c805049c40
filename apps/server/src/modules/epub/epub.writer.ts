import { parseParagraph, splitParagraphs } from '@quire/shared/chapter-text';
import { type Zippable, strToU8, zipSync } from 'fflate';
import { attachmentHeader } from '../../http/attachment.js';
import { EPUB_MEDIA_TYPE } from '../../http/send-epub.js';
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
  chapters: { title: string; content: string }[];
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

const chapterFile = (index: number) => `chapter-${String(index + 1).padStart(3, '0')}.xhtml`;

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

function chapterPage(book: EpubBook, chapter: EpubBook['chapters'][number]): string {
  return xhtmlPage(book, chapter.title, 'bodymatter', (body) => {
    const section = onNewLine(body, 'section', { 'epub:type': 'chapter', role: 'doc-chapter' });
    onNewLine(section, 'h2').txt(chapter.title);
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
  book.chapters.forEach((chapter, index) => {
    files[`OEBPS/${chapterFile(index)}`] = strToU8(chapterPage(book, chapter));
  });
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
export function epubContentDisposition(title: string): string {
  const full = title.replace(NOT_IN_FILE_NAMES, ' ').trim().slice(0, 120);
  return attachmentHeader(epubFileName(title), `${full || 'book'}.epub`);
}
