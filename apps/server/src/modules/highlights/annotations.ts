import { HIGHLIGHT_COLORS, type Highlight, type HighlightColor } from '@quire/shared';
import type { TextBlock } from '@quire/shared/chapter-doc';
import { endpoints } from '@quire/shared/endpoints';
import type { Annotation, AnnotationSelector, AnnotationsImport } from '@quire/shared/schemas/annotations';
import { epubChapterHref } from '../../lib/epub-paths.js';

/**
 * Highlights as annotations (decision 054). A chapter's text, for a TextPositionSelector, is its
 * text blocks (decision 049) joined by a blank line, counted in Unicode code points as the W3C
 * model says; a TextQuoteSelector carries the quote and the context Quire keeps.
 */

const ANNO_CONTEXT = 'http://www.w3.org/ns/anno.jsonld';
/** Between two text blocks in a chapter's text. */
const BLOCK_SEPARATOR = '\n\n';

const codePoints = (text: string) => {
  let count = 0;
  for (const _ of text) count++;
  return count;
};

/** A text's code unit offset of code point `points` (its length when beyond the end). */
function unitsOf(text: string, points: number): number {
  let units = 0;
  let seen = 0;
  for (const char of text) {
    if (seen === points) return units;
    units += char.length;
    seen++;
  }
  return units;
}

/** Where each block starts in the chapter's text, in code points. */
function blockStarts(blocks: readonly TextBlock[]): number[] {
  const starts: number[] = [];
  let at = 0;
  for (const block of blocks) {
    starts.push(at);
    at += codePoints(block.text) + BLOCK_SEPARATOR.length;
  }
  return starts;
}

export interface AnnotatedBook {
  id: string;
  title: string;
  author: string;
  isbn: string | null;
}

/** A chapter of the book as exports place annotations in it. */
export interface AnnotatedChapter {
  number: number;
  title: string;
  blocks: readonly TextBlock[];
}

const chapterUrl = (siteUrl: string, bookId: string, number: number) =>
  siteUrl + endpoints.getChapter.path.replace(':id', bookId).replace(':number', String(number));
const bookUrl = (siteUrl: string, bookId: string) => siteUrl + endpoints.getBook.path.replace(':id', bookId);

function selectors(highlight: Highlight, chapter: AnnotatedChapter | undefined) {
  const quote = {
    type: 'TextQuoteSelector',
    exact: highlight.quote,
    prefix: highlight.prefix,
    suffix: highlight.suffix,
  };
  const block = chapter?.blocks[highlight.paragraph];
  if (!chapter || !block || highlight.detached) return [quote];
  const blockStart = blockStarts(chapter.blocks)[highlight.paragraph]!;
  const start = blockStart + codePoints(block.text.slice(0, highlight.start));
  return [quote, { type: 'TextPositionSelector', start, end: start + codePoints(highlight.quote) }];
}

const dates = (highlight: Highlight) => ({ created: highlight.createdAt, modified: highlight.updatedAt });

/** The book's highlights as a W3C Web Annotation collection (one page, inline). */
export function webAnnotationCollection(
  book: AnnotatedBook,
  chapters: readonly AnnotatedChapter[],
  highlights: readonly Highlight[],
  siteUrl: string,
) {
  const byNumber = new Map(chapters.map((chapter) => [chapter.number, chapter]));
  const items = highlights.map((highlight) => {
    const chapter = highlight.chapterNumber === null ? undefined : byNumber.get(highlight.chapterNumber);
    const body: object[] = [{ type: 'TextualBody', value: highlight.color, purpose: 'tagging' }];
    if (highlight.note)
      body.unshift({
        type: 'TextualBody',
        value: highlight.note,
        format: 'text/plain',
        purpose: 'commenting',
      });
    return {
      id: `urn:uuid:${highlight._id}`,
      type: 'Annotation',
      motivation: highlight.note ? 'commenting' : 'highlighting',
      ...dates(highlight),
      body,
      target: {
        source: chapter ? chapterUrl(siteUrl, book.id, chapter.number) : bookUrl(siteUrl, book.id),
        selector: selectors(highlight, chapter),
      },
    };
  });
  return {
    '@context': ANNO_CONTEXT,
    id: `${bookUrl(siteUrl, book.id)}#highlights`,
    type: 'AnnotationCollection',
    label: `Highlights in ${book.title}`,
    total: items.length,
    first: { type: 'AnnotationPage', startIndex: 0, items },
  };
}

/** The book's highlights as a Readium Annotation Set about its EPUB export. */
export function readiumAnnotationSet(
  book: AnnotatedBook,
  chapters: readonly AnnotatedChapter[],
  highlights: readonly Highlight[],
  siteUrl: string,
  generated: Date,
) {
  const byNumber = new Map(chapters.map((chapter) => [chapter.number, chapter]));
  const items = highlights.map((highlight) => {
    const chapter = highlight.chapterNumber === null ? undefined : byNumber.get(highlight.chapterNumber);
    return {
      id: `urn:uuid:${highlight._id}`,
      type: 'Annotation',
      ...dates(highlight),
      body: {
        type: 'TextualBody',
        value: highlight.note ?? '',
        format: 'text/plain',
        color: highlight.color,
        highlight: 'solid',
      },
      target: {
        source: chapter ? epubChapterHref(chapter.number - 1) : '',
        selector: selectors(highlight, chapter),
        ...(chapter ? { meta: { headings: [{ level: 1, txt: chapter.title }] } } : {}),
      },
    };
  });
  return {
    '@context': ANNO_CONTEXT,
    id: `urn:uuid:${book.id}-highlights`,
    type: 'AnnotationSet',
    generator: { id: siteUrl || 'urn:quire', type: 'Software', name: 'Quire' },
    generated: generated.toISOString(),
    title: `Highlights in ${book.title}`,
    about: {
      'dc:identifier': [`urn:uuid:${book.id}`, ...(book.isbn ? [`urn:isbn:${book.isbn}`] : [])],
      'dc:format': 'application/epub+zip',
      'dc:title': book.title,
      'dc:creator': book.author,
    },
    items,
  };
}

// ---------------------------------------------------------------- import

/** One annotation as an import reads it. */
export interface ReadAnnotation {
  /** The highlight's own id when the file came from Quire (`urn:uuid:…`). */
  id: string | undefined;
  /** The chapter its source names, when it names one. */
  chapterNumber: number | undefined;
  quote: string;
  prefix: string;
  suffix: string;
  /** A TextPositionSelector's range in the chapter's text (code points). */
  position: { start: number; end: number } | undefined;
  color: HighlightColor;
  note: string | null;
  created: Date | undefined;
  modified: Date | undefined;
}

/** Every annotation of an import file, whatever its wrapper. */
export function annotationsOf(file: AnnotationsImport): Annotation[] {
  if (Array.isArray(file)) return file;
  if (file.type === 'Annotation') return [file as Annotation];
  if (file.type === 'AnnotationCollection') return (file as { first: { items: Annotation[] } }).first.items;
  return (file as { items: Annotation[] }).items;
}

const UUID = /^(?:urn:uuid:)?([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
const CHAPTER_URL = /\/chapters\/(\d{1,7})(?:[?#].*)?$/;
const EPUB_CHAPTER = /chapter-(\d{1,7})\.x?html(?:[?#].*)?$/;
/** Readium's colours not in Quire's four. */
const NEAREST_COLOR: Record<string, HighlightColor> = { orange: 'yellow', purple: 'pink' };

const isColor = (value: string | undefined): value is HighlightColor =>
  !!value && (HIGHLIGHT_COLORS as readonly string[]).includes(value);

function dateOf(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Reads one annotation; undefined when it selects no text (a bookmark, a whole-resource note). */
export function readAnnotation(annotation: Annotation): ReadAnnotation | undefined {
  const target = Array.isArray(annotation.target) ? annotation.target[0]! : annotation.target;
  const list: AnnotationSelector[] =
    target.selector === undefined ? [] : Array.isArray(target.selector) ? target.selector : [target.selector];
  const quote = list.find((s) => s.type === 'TextQuoteSelector') as
    | { exact: string; prefix?: string; suffix?: string }
    | undefined;
  if (!quote) return undefined;
  const position = list.find((s) => s.type === 'TextPositionSelector') as
    | { start: number; end: number }
    | undefined;

  const source = target.source;
  const number = CHAPTER_URL.exec(source)?.[1] ?? EPUB_CHAPTER.exec(source)?.[1];

  const bodies =
    annotation.body === undefined ? [] : Array.isArray(annotation.body) ? annotation.body : [annotation.body];
  let color: HighlightColor = 'yellow';
  let note: string | null = null;
  for (const body of bodies) {
    const value = body.value?.trim() ?? '';
    if (body.purpose === 'tagging') {
      if (isColor(value)) color = value;
      continue;
    }
    if (body.color) color = isColor(body.color) ? body.color : (NEAREST_COLOR[body.color] ?? color);
    if (value) note = value;
  }
  return {
    id: UUID.exec(annotation.id ?? '')?.[1]?.toLowerCase(),
    chapterNumber: number === undefined ? undefined : Number(number),
    quote: quote.exact,
    prefix: quote.prefix ?? '',
    suffix: quote.suffix ?? '',
    position: position && position.end > position.start ? position : undefined,
    color,
    note,
    created: dateOf(annotation.created),
    modified: dateOf(annotation.modified),
  };
}

/**
 * The place of a TextPositionSelector's range, when it lies in one text block and holds the
 * quote there: the block's index and the offsets in its text (code units).
 */
export function placeOfPosition(
  blocks: readonly TextBlock[],
  position: { start: number; end: number },
  quote: string,
): { paragraph: number; start: number; end: number } | undefined {
  const starts = blockStarts(blocks);
  for (let paragraph = blocks.length - 1; paragraph >= 0; paragraph--) {
    if (starts[paragraph]! > position.start) continue;
    const text = blocks[paragraph]!.text;
    const start = unitsOf(text, position.start - starts[paragraph]!);
    const end = unitsOf(text, position.end - starts[paragraph]!);
    return text.slice(start, end) === quote && end > start ? { paragraph, start, end } : undefined;
  }
  return undefined;
}
