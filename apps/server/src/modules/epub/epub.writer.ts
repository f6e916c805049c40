import { parseParagraph, splitParagraphs } from '@quire/shared/chapter-text';
import { type Zippable, strToU8, zipSync } from 'fflate';
import { xmlText } from './xml-text.js';

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

export const EPUB_MEDIA_TYPE = 'application/epub+zip';

/**
 * One paragraph of chapter text as XHTML: the text exactly as the reader displays it
 * (`parseParagraph`, decision 019), every character escaped, its emphasis as em/strong, its
 * headings one level under the chapter's title, line breaks inside the paragraph kept (verse).
 */
export function renderParagraph(source: string): string {
  const { kind, lines } = parseParagraph(source);
  const inline = lines
    .map((runs) =>
      runs
        .map((run) => {
          const text = xmlText(run.text);
          if (run.em && run.strong) return `<strong><em>${text}</em></strong>`;
          if (run.strong) return `<strong>${text}</strong>`;
          return run.em ? `<em>${text}</em>` : text;
        })
        .join(''),
    )
    .join(kind === 'p' ? '<br/>' : ' ');
  // The chapter's title is its h2: the text's own headings sit one level below it.
  const tag = kind === 'h2' ? 'h3' : kind === 'h3' ? 'h4' : 'p';
  return `<${tag}>${inline}</${tag}>`;
}

const chapterFile = (index: number) => `chapter-${String(index + 1).padStart(3, '0')}.xhtml`;

/** W3CDTF without fractions, as dcterms:modified requires (2026-01-31T10:00:00Z). */
const modifiedStamp = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

function xhtmlPage(book: EpubBook, title: string, body: string, bodyType?: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" lang="${xmlText(book.language)}" xml:lang="${xmlText(book.language)}">
<head>
<meta charset="UTF-8"/>
<title>${xmlText(title)}</title>
<link rel="stylesheet" type="text/css" href="style.css"/>
</head>
<body${bodyType ? ` epub:type="${bodyType}"` : ''}>
${body}
</body>
</html>
`;
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

const CONTAINER = `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles>
    <rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/>
  </rootfiles>
</container>
`;

interface TocEntry {
  href: string;
  title: string;
}

function titlePage(book: EpubBook): string {
  const lines = [
    `<section class="title-page" epub:type="titlepage">`,
    `<h1>${xmlText(book.title)}</h1>`,
    `<p class="author">${xmlText(book.author)}</p>`,
    book.publisher ? `<p class="publisher">${xmlText(book.publisher)}</p>` : '',
    `</section>`,
  ];
  return xhtmlPage(book, book.title, lines.filter(Boolean).join('\n'), 'frontmatter');
}

function chapterPage(book: EpubBook, chapter: EpubBook['chapters'][number]): string {
  const body = [
    `<section epub:type="chapter" role="doc-chapter">`,
    `<h2>${xmlText(chapter.title)}</h2>`,
    ...splitParagraphs(chapter.content).map(renderParagraph),
    `</section>`,
  ].join('\n');
  return xhtmlPage(book, chapter.title, body, 'bodymatter');
}

function coverPage(book: EpubBook, imageHref: string): string {
  return xhtmlPage(
    book,
    book.title,
    `<section class="cover" epub:type="cover"><img src="${imageHref}" alt="${xmlText(book.title)}"/></section>`,
  );
}

function navDocument(book: EpubBook, toc: TocEntry[], firstChapter: string, hasCover: boolean): string {
  const items = toc.map((entry) => `<li><a href="${entry.href}">${xmlText(entry.title)}</a></li>`).join('\n');
  const landmarks = [
    hasCover ? `<li><a epub:type="cover" href="cover.xhtml">Cover</a></li>` : '',
    `<li><a epub:type="titlepage" href="title.xhtml">Title page</a></li>`,
    `<li><a epub:type="toc" href="nav.xhtml#toc">Table of contents</a></li>`,
    `<li><a epub:type="bodymatter" href="${firstChapter}">Start of content</a></li>`,
  ]
    .filter(Boolean)
    .join('\n');
  return xhtmlPage(
    book,
    book.title,
    `<nav epub:type="toc" id="toc" role="doc-toc">
<h1>Contents</h1>
<ol>
${items}
</ol>
</nav>
<nav epub:type="landmarks" id="landmarks" hidden="hidden">
<h2>Landmarks</h2>
<ol>
${landmarks}
</ol>
</nav>`,
  );
}

/** The EPUB 2 table of contents, for readers that do not read the EPUB 3 navigation document. */
function ncxDocument(book: EpubBook, toc: TocEntry[]): string {
  const points = toc
    .map(
      (entry, index) => `    <navPoint id="nav-${index + 1}" playOrder="${index + 1}">
      <navLabel><text>${xmlText(entry.title)}</text></navLabel>
      <content src="${entry.href}"/>
    </navPoint>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1" xml:lang="${xmlText(book.language)}">
  <head>
    <meta name="dtb:uid" content="urn:uuid:${xmlText(book.id)}"/>
    <meta name="dtb:depth" content="1"/>
    <meta name="dtb:totalPageCount" content="0"/>
    <meta name="dtb:maxPageNumber" content="0"/>
  </head>
  <docTitle><text>${xmlText(book.title)}</text></docTitle>
  <docAuthor><text>${xmlText(book.author)}</text></docAuthor>
  <navMap>
${points}
  </navMap>
</ncx>
`;
}

function packageDocument(book: EpubBook, coverHref: string | undefined): string {
  const metadata = [
    `<dc:identifier id="book-id">urn:uuid:${xmlText(book.id)}</dc:identifier>`,
    `<dc:title>${xmlText(book.title)}</dc:title>`,
    `<dc:creator id="creator">${xmlText(book.author)}</dc:creator>`,
    `<meta refines="#creator" property="role" scheme="marc:relators">aut</meta>`,
    `<dc:language>${xmlText(book.language)}</dc:language>`,
    book.publisher ? `<dc:publisher>${xmlText(book.publisher)}</dc:publisher>` : '',
    book.description ? `<dc:description>${xmlText(book.description)}</dc:description>` : '',
    book.date ? `<dc:date>${xmlText(book.date)}</dc:date>` : '',
    ...book.subjects.map((subject) => `<dc:subject>${xmlText(subject)}</dc:subject>`),
    `<meta property="dcterms:modified">${modifiedStamp(book.modified)}</meta>`,
    coverHref ? `<meta name="cover" content="cover-image"/>` : '',
  ].filter(Boolean);
  const manifest = [
    `<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>`,
    `<item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/>`,
    `<item id="style" href="style.css" media-type="text/css"/>`,
    coverHref && book.cover
      ? `<item id="cover-image" href="${coverHref}" media-type="${book.cover.mediaType}" properties="cover-image"/>`
      : '',
    coverHref ? `<item id="cover" href="cover.xhtml" media-type="application/xhtml+xml"/>` : '',
    `<item id="title-page" href="title.xhtml" media-type="application/xhtml+xml"/>`,
    ...book.chapters.map(
      (_, index) =>
        `<item id="chapter-${index + 1}" href="${chapterFile(index)}" media-type="application/xhtml+xml"/>`,
    ),
  ].filter(Boolean);
  const spine = [
    coverHref ? `<itemref idref="cover"/>` : '',
    `<itemref idref="title-page"/>`,
    ...book.chapters.map((_, index) => `<itemref idref="chapter-${index + 1}"/>`),
    // The landmarks point at the contents page: it is in the spine, out of the reading order.
    `<itemref idref="nav" linear="no"/>`,
  ].filter(Boolean);
  return `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="${xmlText(book.language)}">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    ${metadata.join('\n    ')}
  </metadata>
  <manifest>
    ${manifest.join('\n    ')}
  </manifest>
  <spine toc="ncx">
    ${spine.join('\n    ')}
  </spine>
</package>
`;
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
    'META-INF/container.xml': strToU8(CONTAINER),
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

/** Content-Disposition for the download: the ASCII name, and the full title for clients that read UTF-8. */
export function epubContentDisposition(title: string): string {
  const ascii = epubFileName(title);
  const full = `${title.replace(NOT_IN_FILE_NAMES, ' ').trim().slice(0, 120) || 'book'}.epub`;
  const encoded = encodeURIComponent(full).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
