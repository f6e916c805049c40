import type { AnnotationsImport, AnnotationsImportResult } from '@quire/shared/schemas/annotations';
import { HIGHLIGHT_MESSAGES, type HighlightColor, type Highlight, SERVER_MESSAGES } from '@quire/shared';
import { type ChapterDoc, textBlocks } from '@quire/shared/chapter-doc';
import { badRequest, notFound } from '../../errors.js';
import type { FileWork } from '../../jobs/file-work.js';
import type { AuthUser } from '../../plugins/auth.js';
import {
  type BookLookup,
  type ChapterLookup,
  isId,
  requireBook,
  requireChapter,
  requireOwnHighlight,
} from '../../policies/index.js';
import { contextAround, reanchor } from '../../lib/anchoring.js';
import {
  annotationsOf,
  placeOfPosition,
  type ReadAnnotation,
  readAnnotation,
  readiumAnnotationSet,
  webAnnotationCollection,
} from './annotations.js';
import { presentHighlight } from './highlights.presenter.js';
import type { HighlightsRepository } from './highlights.repository.js';

export interface HighlightsServiceDeps {
  access: BookLookup & ChapterLookup;
  /** The Markdown export is written in a bounded file worker (decision 047). */
  work: Pick<FileWork, 'run'>;
  highlights: HighlightsRepository;
}

export interface NewHighlightBody {
  paragraph: number;
  start: number;
  end: number;
  quote: string;
  color: HighlightColor;
  note?: string | null;
}

/**
 * Checks a passage against the chapter as the reader shows it and answers its anchor (decision
 * 028: the quote must be the text at the offsets; a stale page is refused, not trusted).
 */
export function anchorInChapter(
  doc: ChapterDoc,
  place: { paragraph: number; start: number; end: number; quote: string },
) {
  const block = textBlocks(doc)[place.paragraph];
  if (block === undefined) throw badRequest(HIGHLIGHT_MESSAGES.paragraphNotFound);
  const paragraph = block.text;
  if (place.start >= place.end || place.end > paragraph.length)
    throw badRequest(HIGHLIGHT_MESSAGES.offsetsInvalid);
  if (paragraph.slice(place.start, place.end) !== place.quote)
    throw badRequest(HIGHLIGHT_MESSAGES.quoteMismatch);
  return { ...place, blockId: block.id, ...contextAround(paragraph, place.start, place.end) };
}

/** A reader's highlights and notes: private, so every method works on the caller's own only. */
export function createHighlightsService({ access, highlights, work }: HighlightsServiceDeps) {
  async function requireOwn(user: AuthUser, id: string) {
    return requireOwnHighlight(user, isId(id) ? await highlights.findForUser(user.id, id) : undefined);
  }

  return {
    async create(
      user: AuthUser,
      bookId: string,
      chapterNumber: number,
      body: NewHighlightBody,
    ): Promise<Highlight> {
      const chapterId = await requireChapter(access, user, bookId, chapterNumber);
      const doc = await highlights.chapterDoc(chapterId);
      if (doc === undefined) throw notFound(SERVER_MESSAGES.notFound);
      const anchor = anchorInChapter(doc, body);
      const row = await highlights.insert({
        userId: user.id,
        bookId,
        chapterId,
        ...anchor,
        color: body.color,
        note: body.note ?? null,
      });
      return presentHighlight(row);
    },

    async listForBook(user: AuthUser, bookId: string): Promise<Highlight[]> {
      await requireBook(access, user, bookId);
      return (await highlights.listForBook(user.id, bookId)).map(presentHighlight);
    },

    async update(user: AuthUser, id: string, changes: { color?: HighlightColor; note?: string | null }) {
      await requireOwn(user, id);
      const row = requireOwnHighlight(user, await highlights.update(user.id, id, changes));
      return presentHighlight(row);
    },

    async remove(user: AuthUser, id: string) {
      await requireOwn(user, id);
      // Already gone (a concurrent delete) is the outcome the caller asked for.
      await highlights.delete(user.id, id);
    },

    /** The caller's highlights of a book as Markdown, each linked to its place under `siteUrl`. */
    async exportMarkdown(user: AuthUser, bookId: string, siteUrl: string) {
      await requireBook(access, user, bookId);
      const [book, rows] = await Promise.all([
        highlights.bookTitle(bookId),
        highlights.listForBook(user.id, bookId),
      ]);
      if (!book) throw notFound(SERVER_MESSAGES.bookNotFound);
      return {
        title: book.title,
        markdown: await work.run(user.id, 'highlightsMarkdown', {
          ...book,
          bookId,
          highlights: rows.map(presentHighlight),
          siteUrl,
        }),
      };
    },

    /** The caller's highlights of a book as annotations: W3C Web Annotation or Readium (decision 054). */
    async exportAnnotations(user: AuthUser, bookId: string, format: 'web' | 'readium', siteUrl: string) {
      await requireBook(access, user, bookId);
      const [book, rows, chapterDocs] = await Promise.all([
        highlights.bookTitle(bookId),
        highlights.listForBook(user.id, bookId),
        highlights.bookChapterDocs(bookId),
      ]);
      if (!book) throw notFound(SERVER_MESSAGES.bookNotFound);
      const annotated = { id: bookId, title: book.title, author: book.author, isbn: realIsbn(book.isbn) };
      const chapters = chapterDocs.map((c) => ({
        number: c.number,
        title: c.title,
        blocks: textBlocks(c.doc),
      }));
      const list = rows.map(presentHighlight);
      return {
        title: book.title,
        document:
          format === 'web'
            ? webAnnotationCollection(annotated, chapters, list, siteUrl)
            : readiumAnnotationSet(annotated, chapters, list, siteUrl, new Date()),
      };
    },

    /**
     * Places a file's annotations on the book's text as the caller's highlights: by the position
     * when it still holds the quote, else by the quote and its context (decision 029's matcher).
     * A highlight already there (the same id, or the same passage) is not made twice, so importing
     * the same file again adds nothing.
     */
    async importAnnotations(
      user: AuthUser,
      bookId: string,
      file: AnnotationsImport,
    ): Promise<AnnotationsImportResult> {
      await requireBook(access, user, bookId);
      const read = annotationsOf(file)
        .map(readAnnotation)
        .filter((a): a is ReadAnnotation => a !== undefined);
      const [chapterDocs, places, taken] = await Promise.all([
        highlights.bookChapterDocs(bookId),
        highlights.placesForBook(user.id, bookId),
        highlights.existingIds(read.map((a) => a.id).filter((id): id is string => !!id)),
      ]);
      const chapters = chapterDocs.map((c) => {
        const blocks = textBlocks(c.doc);
        return { ...c, blocks, texts: blocks.map((b) => b.text) };
      });
      const ownIds = new Set(places.map((p) => p.id));
      const placeKey = (chapterId: string | null, paragraph: number, start: number, end: number) =>
        `${chapterId}:${paragraph}:${start}:${end}`;
      const placed = new Set(places.map((p) => placeKey(p.chapterId, p.paragraph, p.start, p.end)));
      const result = { imported: 0, alreadyThere: 0, notFound: 0 };
      const values: Parameters<typeof highlights.insertMany>[0] = [];
      let searches = 0;
      for (const annotation of read) {
        if (annotation.id && ownIds.has(annotation.id)) {
          result.alreadyThere++;
          continue;
        }
        const candidates = annotation.chapterNumber
          ? chapters.filter((c) => c.number === annotation.chapterNumber)
          : chapters;
        let found:
          | { chapter: (typeof chapters)[number]; paragraph: number; start: number; end: number }
          | undefined;
        for (const chapter of candidates) {
          const at =
            annotation.position && placeOfPosition(chapter.blocks, annotation.position, annotation.quote);
          if (at) found = { chapter, ...at };
          else if (searches < ANNOTATION_SEARCHES_MAX) {
            searches++;
            const match = reanchor(
              {
                paragraph: 0,
                start: 0,
                end: 0,
                quote: annotation.quote,
                prefix: annotation.prefix,
                suffix: annotation.suffix,
              },
              chapter.texts,
            );
            if (match.status !== 'detached')
              found = { chapter, paragraph: match.paragraph, start: match.start, end: match.end };
          }
          if (found) break;
        }
        if (!found) {
          result.notFound++;
          continue;
        }
        const key = placeKey(found.chapter.id, found.paragraph, found.start, found.end);
        if (placed.has(key)) {
          result.alreadyThere++;
          continue;
        }
        placed.add(key);
        const text = found.chapter.texts[found.paragraph]!;
        values.push({
          ...(annotation.id && !taken.has(annotation.id) ? { id: annotation.id } : {}),
          userId: user.id,
          bookId,
          chapterId: found.chapter.id,
          paragraph: found.paragraph,
          blockId: found.chapter.blocks[found.paragraph]!.id,
          start: found.start,
          end: found.end,
          quote: text.slice(found.start, found.end),
          ...contextAround(text, found.start, found.end),
          color: annotation.color,
          note: annotation.note,
          ...(annotation.created ? { createdAt: annotation.created } : {}),
          ...(annotation.modified ? { updatedAt: annotation.modified } : {}),
        });
        result.imported++;
      }
      await highlights.insertMany(values);
      return result;
    },
  };
}

/** Quote searches (approximate matching over a chapter) one import may run; the rest need their position. */
const ANNOTATION_SEARCHES_MAX = 500;

/** The ISBN, or null for the placeholder an imported book without one gets. */
const realIsbn = (isbn: string) => (/^[\dX-]{10,17}$/i.test(isbn) ? isbn : null);

export type HighlightsService = ReturnType<typeof createHighlightsService>;
