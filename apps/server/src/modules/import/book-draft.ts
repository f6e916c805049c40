import {
  type BlockNode,
  type ChapterDoc,
  type FootnoteNode,
  isTextBlock,
  textBlocks,
  walkBlocks,
} from '@quire/shared/chapter-doc';
import { docToMarkdown } from '@quire/shared/chapter-doc-markdown';
import { languageName } from '@quire/shared/language';
import {
  type BOOK_CATEGORIES,
  currentYear,
  IMPORT_DEFAULT_CATEGORY,
  IMPORT_MAX_CHAPTERS,
  IMPORT_MAX_PARAGRAPHS_PER_CHAPTER,
  IMPORT_MESSAGES,
  IMPORT_UNKNOWN_AUTHOR,
  ISBN_MAX_LENGTH,
  normaliseIsbn,
  PUBLICATION_YEAR_MIN,
} from '@quire/shared';
import { blockToParagraph, normaliseSpace } from './html-text.js';
import type { ImportedBook } from './imported-book.js';

/** The book form's limits (bookInputSchema) that an imported book is fitted into (decision 020). */
export const LIMITS = {
  title: 300,
  author: 200,
  publisher: 200,
  language: 50,
  description: 10_000,
  chapterTitle: 300,
  chapterText: 500_000,
} as const;

export class ImportRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportRefusal';
  }
}

/** Shortens text to `max` characters at a word boundary, ending with an ellipsis. */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}\u2026`;
}

/**
 * Chapter text over the limit (in characters, or in paragraphs) is split at paragraph boundaries
 * into parts.
 */
function splitLongText(paragraphs: string[], maxParagraphs: number): string[] {
  const parts: string[] = [];
  let current: string[] = [];
  let length = 0;
  for (const paragraph of paragraphs) {
    // A single paragraph longer than a whole part (no blank lines at all) is cut at a space.
    const pieces: string[] = [];
    let rest = paragraph;
    while (rest.length > LIMITS.chapterText) {
      const at = rest.lastIndexOf(' ', LIMITS.chapterText - 1);
      const cut = at > LIMITS.chapterText / 2 ? at : LIMITS.chapterText - 1;
      pieces.push(rest.slice(0, cut).trimEnd());
      rest = rest.slice(cut).trimStart();
    }
    pieces.push(rest);
    for (const piece of pieces) {
      if (
        (length + piece.length + 2 > LIMITS.chapterText || current.length >= maxParagraphs) &&
        current.length
      ) {
        parts.push(current.join('\n\n'));
        current = [];
        length = 0;
      }
      current.push(piece);
      length += piece.length + 2;
    }
  }
  if (current.length) parts.push(current.join('\n\n'));
  return parts;
}

export interface DraftBook {
  input: {
    title: string;
    author: string;
    isbn: string | undefined;
    category: (typeof BOOK_CATEGORIES)[number];
    publicationYear: number;
    publisher: string;
    language: string;
    description: string;
    chapters: { title: string; content: string; doc?: ChapterDoc }[];
    published: false;
  };
  notes: string[];
}

/**
 * A chapter document over the limits (text blocks, or characters) split at its top-level blocks
 * into parts; each note goes with the part that refers to it. An empty document gives no part.
 */
function splitDoc(doc: ChapterDoc, maxParagraphs: number): ChapterDoc[] {
  const body = doc.content.filter((node) => node.type !== 'footnote');
  const notes = doc.content.filter((node): node is FootnoteNode => node.type === 'footnote');
  if (body.length === 0) return [];
  const parts: BlockNode[][] = [];
  let current: BlockNode[] = [];
  let count = 0;
  let length = 0;
  for (const node of body) {
    const blocks = textBlocks({ type: 'doc', content: [node] });
    const size = blocks.reduce((sum, block) => sum + block.text.length + 2, 0);
    if (
      current.length &&
      (count + blocks.length > maxParagraphs || length + size > LIMITS.chapterText * 0.8)
    ) {
      parts.push(current);
      current = [];
      count = 0;
      length = 0;
    }
    current.push(node);
    count += blocks.length;
    length += size;
  }
  parts.push(current);
  const noteOf = new Map(notes.map((note) => [note.attrs.id, note]));
  const placed = new Set<string>();
  const docs = parts.map((part) => {
    const own: FootnoteNode[] = [];
    for (const node of walkBlocks(part))
      if (isTextBlock(node))
        for (const inline of node.content ?? [])
          if (
            inline.type === 'footnoteReference' &&
            !placed.has(inline.attrs.note) &&
            noteOf.has(inline.attrs.note)
          ) {
            placed.add(inline.attrs.note);
            own.push(noteOf.get(inline.attrs.note)!);
          }
    return { type: 'doc' as const, content: [...part, ...own] };
  });
  const left = notes.filter((note) => !placed.has(note.attrs.id));
  docs[0]!.content.push(...left);
  return docs;
}

/**
 * The book form's fields for an imported book: the file's metadata fitted into the form's limits,
 * defaults for what it lacks (decision 020), chapters numbered "Chapter N" when untitled and
 * split into parts when longer than a chapter may be. Refuses a file without text, or with more
 * chapters than a book may hold.
 */
export function toDraftBook(
  book: ImportedBook,
  fallbackTitle: string,
  maxParagraphsPerChapter = IMPORT_MAX_PARAGRAPHS_PER_CHAPTER,
): DraftBook {
  const notes: string[] = [];
  const chapters: { title: string; content: string; doc?: ChapterDoc }[] = [];
  let split = 0;
  book.chapters.forEach((chapter) => {
    if (chapter.doc) {
      const title = shorten(
        normaliseSpace(chapter.title ?? '') || `Chapter ${chapters.length + 1}`,
        LIMITS.chapterTitle,
      );
      const parts = splitDoc(chapter.doc, maxParagraphsPerChapter);
      if (parts.length === 0) return;
      if (parts.length > 1) split += 1;
      parts.forEach((doc, index) => {
        chapters.push({
          title: index === 0 ? title : shorten(`${title} (part ${index + 1})`, LIMITS.chapterTitle),
          content: docToMarkdown(doc),
          doc,
        });
      });
      return;
    }
    const paragraphs = chapter.blocks.map((block) => blockToParagraph(block)).filter((p) => p.trim() !== '');
    if (paragraphs.length === 0) return;
    const title = shorten(
      normaliseSpace(chapter.title ?? '') || `Chapter ${chapters.length + 1}`,
      LIMITS.chapterTitle,
    );
    const parts = splitLongText(paragraphs, maxParagraphsPerChapter);
    if (parts.length > 1) split += 1;
    parts.forEach((content, index) => {
      chapters.push({
        title: index === 0 ? title : shorten(`${title} (part ${index + 1})`, LIMITS.chapterTitle),
        content,
      });
    });
  });
  if (chapters.length === 0) throw new ImportRefusal(IMPORT_MESSAGES.noText);
  if (chapters.length > IMPORT_MAX_CHAPTERS) throw new ImportRefusal(IMPORT_MESSAGES.tooManyChapters);
  if (split) notes.push(IMPORT_MESSAGES.chaptersSplit(split));
  if (book.imagesDropped) notes.push(IMPORT_MESSAGES.imagesDropped(book.imagesDropped));
  if (book.elementsKept) notes.push(IMPORT_MESSAGES.elementsKept(book.elementsKept));

  const rawTitle = normaliseSpace(book.title ?? '') || fallbackTitle;
  if (rawTitle.length > LIMITS.title) notes.push(IMPORT_MESSAGES.titleShortened);
  const description = (book.description ?? '').trim();
  if (description.length > LIMITS.description) notes.push(IMPORT_MESSAGES.descriptionShortened);

  const year = book.publicationYear;
  const validYear = year !== undefined && year >= PUBLICATION_YEAR_MIN && year <= currentYear();
  if (year !== undefined && !validYear) notes.push(IMPORT_MESSAGES.yearOutOfRange);

  const isbn = book.isbn ? normaliseIsbn(book.isbn) : undefined;
  return {
    input: {
      title: shorten(rawTitle, LIMITS.title),
      author: shorten(normaliseSpace(book.author ?? '') || IMPORT_UNKNOWN_AUTHOR, LIMITS.author),
      isbn: isbn && isbn.length <= ISBN_MAX_LENGTH ? isbn : undefined,
      category: IMPORT_DEFAULT_CATEGORY,
      publicationYear: validYear ? year : currentYear(),
      publisher: shorten(normaliseSpace(book.publisher ?? ''), LIMITS.publisher),
      language: shorten(languageName(book.language) ?? 'English', LIMITS.language),
      description: shorten(description, LIMITS.description),
      chapters,
      published: false,
    },
    notes,
  };
}
