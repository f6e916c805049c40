import { IMPORT_MAX_IMAGE_MB, IMPORT_MAX_IMAGES } from '@quire/shared/constants/import';
import { looksLikeIsbn } from '@quire/shared/domain';
import type { Document, Element } from 'domhandler';
import { ImportBudget } from './import-limits.js';
import {
  descendants,
  type HtmlText,
  localName,
  normaliseSpace,
  parseBounded,
  parseHtml,
  plainText,
} from './html-text.js';
import { chapterFromDoc, docAsText, htmlToDoc } from './html-doc.js';
import { type ImportedBook, type ImportedChapter, importedImageSrc } from './imported-book.js';
import { SafeZip, ZipRefusal } from './safe-zip.js';

/** Font obfuscation (not DRM): the only encryption an importable EPUB may declare. */
const FONT_OBFUSCATION = new Set(['http://www.idpf.org/2008/embedding', 'http://ns.adobe.com/pdf/enc#RC']);

export type EpubProblem = 'noContainer' | 'noPackage' | 'encrypted';

/** An EPUB refused for what it holds (the zip itself was readable). */
export class EpubRefusal extends Error {
  constructor(readonly problem: EpubProblem) {
    super(problem);
    this.name = 'EpubRefusal';
  }
}

/** Every element below `root` (document order) whose local name is one of `names`. */
function findAll(root: Document | Element, ...names: string[]): Element[] {
  const wanted = new Set(names);
  const found: Element[] = [];
  for (const node of descendants(root))
    if (node.type === 'tag' && wanted.has(localName((node as Element).name))) found.push(node as Element);
  return found;
}

/** An attribute by local name (`opf:scheme` and `scheme` alike). */
function attr(element: Element, name: string): string | undefined {
  for (const [key, value] of Object.entries(element.attribs)) if (localName(key) === name) return value;
  return undefined;
}

/** Resolves an href found in `fromPath` to a path inside the zip (fragment and query dropped). */
export function resolveHref(fromPath: string, href: string): string | undefined {
  const bare = href.split('#')[0]!.split('?')[0]!;
  if (!bare || /^[a-z][a-z0-9+.-]*:/i.test(bare)) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(bare);
  } catch {
    decoded = bare;
  }
  const base = bare.startsWith('/') ? [] : fromPath.split('/').slice(0, -1);
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') base.pop();
    else base.push(segment);
  }
  return base.join('/');
}

interface ManifestItem {
  id: string;
  path: string;
  mediaType: string;
  properties: Set<string>;
}

const isXhtml = (item: ManifestItem) =>
  item.mediaType === 'application/xhtml+xml' ||
  item.mediaType === 'text/html' ||
  /\.x?html?$/i.test(item.path);

/**
 * Reads an EPUB 2 or 3 file into chapters and metadata (nothing is stored here), spending from
 * `budget` as it goes: a file over any of its limits is refused part way, not after.
 */
export function readEpub(bytes: Uint8Array, budget: ImportBudget = new ImportBudget()): ImportedBook {
  const zip = new SafeZip(bytes, budget.limits);
  const parseXml = (text: string): Document => parseBounded(text, budget, true);

  const container = zip.readText('META-INF/container.xml');
  if (container === undefined) throw new EpubRefusal('noContainer');
  refuseEncrypted(zip, parseXml);

  const rootfile = findAll(parseXml(container), 'rootfile').find((el) => attr(el, 'full-path'));
  const opfPath = rootfile ? resolveHref('', attr(rootfile, 'full-path')!) : undefined;
  const opfText = opfPath ? zip.readText(opfPath) : undefined;
  if (!opfPath || opfText === undefined) throw new EpubRefusal('noPackage');
  const opf = parseXml(opfText);
  const pkg = findAll(opf, 'package')[0];
  if (!pkg) throw new EpubRefusal('noPackage');

  const manifest = new Map<string, ManifestItem>();
  for (const item of findAll(opf, 'item')) {
    const id = attr(item, 'id');
    const href = attr(item, 'href');
    const path = href ? resolveHref(opfPath, href) : undefined;
    if (!id || !path) continue;
    manifest.set(id, {
      id,
      path,
      mediaType: (attr(item, 'media-type') ?? '').toLowerCase(),
      properties: new Set((attr(item, 'properties') ?? '').split(/\s+/).filter(Boolean)),
    });
  }
  const spine = findAll(opf, 'spine')[0];
  const itemrefs = spine ? findAll(spine, 'itemref') : [];

  const navItem = [...manifest.values()].find((item) => item.properties.has('nav'));
  const ncxItem =
    (spine && attr(spine, 'toc') && manifest.get(attr(spine, 'toc')!)) ||
    [...manifest.values()].find((item) => item.mediaType === 'application/x-dtbncx+xml');
  const titles = navItem ? navTitles(zip, navItem.path, budget) : new Map<string, string>();
  if (titles.size === 0 && ncxItem)
    for (const [path, title] of ncxTitles(zip, ncxItem.path, parseXml)) titles.set(path, title);

  const metadata = readMetadata(opf, budget);
  const chapters: ImportedChapter[] = [];
  const images: Uint8Array[] = [];
  const imageIndex = new Map<string, number>();
  let imagesLost = 0;
  let kept = 0;
  for (const ref of itemrefs) {
    if (attr(ref, 'linear') === 'no') continue;
    const item = manifest.get(attr(ref, 'idref') ?? '');
    if (!item || !isXhtml(item) || item === navItem) continue;
    const markup = zip.readText(item.path);
    if (markup === undefined) continue;
    // Images inside the text: read from the package (bounded), stored by the image host later.
    const takeImage = (src: string) => {
      const path = resolveHref(item.path, src);
      if (!path) return undefined;
      const known = imageIndex.get(path);
      if (known !== undefined) return importedImageSrc(known);
      if (images.length >= IMPORT_MAX_IMAGES) return undefined;
      const bytes = zip.read(path);
      if (!bytes || bytes.length > IMPORT_MAX_IMAGE_MB * 1024 * 1024) return undefined;
      imageIndex.set(path, images.length);
      images.push(bytes);
      return importedImageSrc(images.length - 1);
    };
    const read = htmlToDoc(markup, budget, takeImage);
    const text = docAsText(read);
    // Title pages, covers and tables of contents are the reader's own chrome, not chapters.
    if (['titlepage', 'cover', 'toc'].some((type) => read.types.has(type))) continue;
    if (text.blocks.length === 0 || isTitlePage(text, metadata)) continue;
    imagesLost += read.imagesLost;
    kept += read.kept;
    budget.chapter();
    chapters.push(chapterFromDoc(read, titles.get(item.path)));
  }

  return {
    ...metadata,
    chapters,
    imagesDropped: imagesLost,
    images,
    elementsKept: kept,
    cover: readCover(zip, opf, opfPath, manifest, budget),
  };
}

/**
 * A title page made by the producer (pandoc's title_page.xhtml, a title block): every line of it
 * is the title, an author, the publisher, a date or a "by" line.
 */
function isTitlePage(text: Pick<HtmlText, 'blocks'>, metadata: Partial<ImportedBook>): boolean {
  const known = [metadata.title, metadata.author, metadata.publisher, ...(metadata.author?.split(', ') ?? [])]
    .filter((value): value is string => !!value)
    .map((value) => value.toLowerCase());
  if (!metadata.title) return false;
  return text.blocks.every((block) =>
    block.runs
      .map((run) => run.text)
      .join('')
      .split('\n')
      .every((line) => {
        const value = normaliseSpace(line)
          .toLowerCase()
          .replace(/^by\s+/, '');
        return value === '' || known.includes(value) || /^[\d\s./-]{4,10}$/.test(value);
      }),
  );
}

/** DRM: any encryption other than font obfuscation refuses the file. */
function refuseEncrypted(zip: SafeZip, parseXml: (text: string) => Document) {
  const encryption = zip.readText('META-INF/encryption.xml');
  if (encryption === undefined) return;
  const methods = findAll(parseXml(encryption), 'encryptionmethod').map((el) => attr(el, 'algorithm') ?? '');
  const data = findAll(parseXml(encryption), 'encrypteddata');
  if (data.length > methods.length || methods.some((method) => !FONT_OBFUSCATION.has(method)))
    throw new EpubRefusal('encrypted');
}

/** File path → title from the EPUB 3 navigation document's table of contents. */
function navTitles(zip: SafeZip, navPath: string, budget: ImportBudget): Map<string, string> {
  const titles = new Map<string, string>();
  const markup = zip.readText(navPath);
  if (markup === undefined) return titles;
  const document = parseHtml(markup, budget);
  const navs = findAll(document, 'nav');
  const toc =
    navs.find((nav) => /\btoc\b/.test(`${attr(nav, 'type') ?? ''} ${nav.attribs.role ?? ''}`)) ?? navs[0];
  if (!toc) return titles;
  for (const link of findAll(toc, 'a')) {
    const path = link.attribs.href ? resolveHref(navPath, link.attribs.href) : undefined;
    const label = plainText(link);
    if (path && label && !titles.has(path)) titles.set(path, label);
  }
  return titles;
}

/** File path → title from an EPUB 2 NCX. */
function ncxTitles(zip: SafeZip, ncxPath: string, parseXml: (text: string) => Document): Map<string, string> {
  const titles = new Map<string, string>();
  const text = zip.readText(ncxPath);
  if (text === undefined) return titles;
  for (const point of findAll(parseXml(text), 'navpoint')) {
    const label = findAll(point, 'navlabel')[0];
    const content = findAll(point, 'content')[0];
    const src = content ? attr(content, 'src') : undefined;
    const path = src ? resolveHref(ncxPath, src) : undefined;
    const name = label ? plainText(label) : '';
    if (path && name && !titles.has(path)) titles.set(path, name);
  }
  return titles;
}

function readMetadata(
  opf: Document,
  budget: ImportBudget,
): Omit<ImportedBook, 'chapters' | 'imagesDropped' | 'cover'> {
  const metadata = findAll(opf, 'metadata')[0];
  const dc = (name: string) =>
    metadata
      ? findAll(metadata, name)
          .map((el) => plainText(el))
          .filter(Boolean)
      : [];
  const creators = dc('creator');
  const identifiers = metadata ? findAll(metadata, 'identifier') : [];
  let isbn: string | undefined;
  for (const identifier of identifiers) {
    const value = plainText(identifier)
      .replace(/^urn:isbn:/i, '')
      .replace(/^isbn:?\s*/i, '');
    // An identifier in ISBN form (the shared domain's test), whatever scheme it declares.
    if (looksLikeIsbn(value)) {
      isbn = value;
      break;
    }
  }
  const dates = dc('date');
  const year = dates.map((date) => /\b(\d{4})\b/.exec(date)?.[1]).find(Boolean);
  // A description is often escaped HTML: read as markup, keep the text.
  const description = dc('description')
    .map((text) => plainText(parseHtml(text, budget)))
    .join('\n\n');
  return {
    title: dc('title')[0],
    author: creators.length ? creators.slice(0, 3).join(', ') : undefined,
    language: dc('language')[0],
    publisher: dc('publisher')[0],
    description: description || undefined,
    publicationYear: year ? Number(year) : undefined,
    isbn,
  };
}

const IMAGE_TYPES = /^image\/(jpeg|png|gif|webp|avif)$/;

/** The cover's bytes: EPUB 3 `cover-image`, EPUB 2 `<meta name="cover">`, or the guide's cover page. */
function readCover(
  zip: SafeZip,
  opf: Document,
  opfPath: string,
  manifest: Map<string, ManifestItem>,
  budget: ImportBudget,
): Uint8Array | undefined {
  const items = [...manifest.values()];
  let path = items.find((item) => item.properties.has('cover-image'))?.path;
  if (!path) {
    const meta = findAll(opf, 'meta').find((el) => attr(el, 'name') === 'cover');
    const id = meta ? attr(meta, 'content') : undefined;
    const item = id
      ? (manifest.get(id) ?? items.find((i) => i.path.endsWith(`/${id}`) || i.path === id))
      : undefined;
    if (item && IMAGE_TYPES.test(item.mediaType)) path = item.path;
  }
  if (!path) {
    const reference = findAll(opf, 'reference').find((el) => attr(el, 'type') === 'cover');
    const href = reference ? attr(reference, 'href') : undefined;
    const target = href ? resolveHref(opfPath, href) : undefined;
    if (target && /\.(jpe?g|png|gif|webp)$/i.test(target)) path = target;
    else if (target) path = firstImageIn(zip, target, budget);
  }
  if (!path) return undefined;
  try {
    return zip.read(path);
  } catch (error) {
    if (error instanceof ZipRefusal) throw error;
    return undefined;
  }
}

/** The first image a cover page shows (`<img src>` or SVG `<image href>`). */
function firstImageIn(zip: SafeZip, pagePath: string, budget: ImportBudget): string | undefined {
  const markup = zip.readText(pagePath);
  if (markup === undefined) return undefined;
  const image = findAll(parseHtml(markup, budget), 'img', 'image')[0];
  const src = image ? (image.attribs.src ?? attr(image, 'href')) : undefined;
  return src ? resolveHref(pagePath, src) : undefined;
}
