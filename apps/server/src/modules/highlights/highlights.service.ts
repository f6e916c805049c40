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
import { contextAround } from '../../lib/anchoring.js';
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
  };
}

export type HighlightsService = ReturnType<typeof createHighlightsService>;
