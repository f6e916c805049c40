import { type ChapterDoc, chapterDocOf } from '@quire/shared/chapter-doc';
import type { HighlightColor } from '@quire/shared/constants/highlights';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { books, chapters, highlights } from '../../db/schema.js';
import { type AnchorColumns, updateAnchorsStatement } from '../../db/anchor-updates.js';
import { type Anchor, type ChangedChapter, reanchorStoredAnchors } from '../../lib/anchoring.js';

/** A Drizzle transaction handle (same query API as the database). */

export interface HighlightRow {
  id: string;
  userId: string;
  bookId: string;
  chapterNumber: number | null;
  chapterTitle: string | null;
  paragraph: number;
  /** The text block's id in the chapter's document (decision 049). */
  blockId: string | null;
  start: number;
  end: number;
  quote: string;
  prefix: string;
  suffix: string;
  color: HighlightColor;
  note: string | null;
  detached: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** A highlight for the account export: the row with its book's title and author. */
export interface ExportedHighlightRow extends HighlightRow {
  bookTitle: string;
  bookAuthor: string;
}

const columns = {
  id: highlights.id,
  userId: highlights.userId,
  bookId: highlights.bookId,
  chapterNumber: chapters.number,
  chapterTitle: chapters.title,
  paragraph: highlights.paragraph,
  blockId: highlights.blockId,
  start: highlights.start,
  end: highlights.end,
  quote: highlights.quote,
  prefix: highlights.prefix,
  suffix: highlights.suffix,
  color: highlights.color,
  note: highlights.note,
  detached: sql<boolean>`(${highlights.detached} or ${highlights.chapterId} is null)`,
  createdAt: highlights.createdAt,
  updatedAt: highlights.updatedAt,
};

/** Reading order: chapter, then place in it; detached ones (no place) last in their chapter. */
const readingOrder = [
  sql`${chapters.number} asc nulls last`,
  asc(highlights.detached),
  asc(highlights.paragraph),
  asc(highlights.start),
  asc(highlights.createdAt),
  asc(highlights.id),
];

export interface NewHighlight extends Anchor {
  blockId?: string | null;
  userId: string;
  bookId: string;
  chapterId: string;
  color: HighlightColor;
  note: string | null;
}

/**
 * The only writer of highlights. Every read and write names the owner: a highlight is reached
 * only through its user's id.
 */
export function createHighlightsRepository(db: Db) {
  async function findForUser(userId: string, id: string): Promise<HighlightRow | undefined> {
    const [row] = await db
      .select(columns)
      .from(highlights)
      .leftJoin(chapters, eq(chapters.id, highlights.chapterId))
      .where(and(eq(highlights.id, id), eq(highlights.userId, userId)));
    return row;
  }

  return {
    findForUser,

    /** The chapter's document (decision 049), the text a new highlight is checked against. */
    async chapterDoc(chapterId: string): Promise<ChapterDoc | undefined> {
      const [row] = await db
        .select({ content: chapters.content, doc: chapters.doc })
        .from(chapters)
        .where(eq(chapters.id, chapterId));
      return row && chapterDocOf(row);
    },

    /** A book's chapters with their documents (annotations are placed in them). */
    async bookChapterDocs(
      bookId: string,
    ): Promise<{ id: string; number: number; title: string; doc: ChapterDoc }[]> {
      const rows = await db
        .select({
          id: chapters.id,
          number: chapters.number,
          title: chapters.title,
          content: chapters.content,
          doc: chapters.doc,
        })
        .from(chapters)
        .where(eq(chapters.bookId, bookId))
        .orderBy(asc(chapters.number));
      return rows.map((row) => ({
        id: row.id,
        number: row.number,
        title: row.title,
        doc: chapterDocOf(row),
      }));
    },

    /** Which of `ids` are highlights already (anyone's: an import never takes another's id). */
    async existingIds(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db.select({ id: highlights.id }).from(highlights).where(inArray(highlights.id, ids));
      return new Set(rows.map((row) => row.id));
    },

    /** The places of the caller's highlights in a book (an import skips a passage already highlighted). */
    async placesForBook(userId: string, bookId: string) {
      return db
        .select({
          id: highlights.id,
          chapterId: highlights.chapterId,
          paragraph: highlights.paragraph,
          start: highlights.start,
          end: highlights.end,
        })
        .from(highlights)
        .where(and(eq(highlights.userId, userId), eq(highlights.bookId, bookId)));
    },

    /** Inserts imported highlights in one statement. */
    async insertMany(
      values: (NewHighlight & { id?: string; createdAt?: Date; updatedAt?: Date })[],
    ): Promise<void> {
      if (values.length === 0) return;
      await db.insert(highlights).values(values);
    },

    /** A book's title, author and ISBN (the exports' heading and the annotations' book). */
    async bookTitle(bookId: string): Promise<{ title: string; author: string; isbn: string } | undefined> {
      const [row] = await db
        .select({ title: books.title, author: books.author, isbn: books.isbn })
        .from(books)
        .where(eq(books.id, bookId));
      return row;
    },

    async insert(values: NewHighlight): Promise<HighlightRow> {
      const [inserted] = await db.insert(highlights).values(values).returning({ id: highlights.id });
      return (await findForUser(values.userId, inserted!.id))!;
    },

    /** The caller's highlights of one book, in reading order. */
    async listForBook(userId: string, bookId: string): Promise<HighlightRow[]> {
      return db
        .select(columns)
        .from(highlights)
        .leftJoin(chapters, eq(chapters.id, highlights.chapterId))
        .where(and(eq(highlights.userId, userId), eq(highlights.bookId, bookId)))
        .orderBy(...readingOrder);
    },

    /**
     * Every highlight of a user, book by book in reading order, with the book's title and author:
     * what the account export includes.
     */
    async listForUser(userId: string): Promise<ExportedHighlightRow[]> {
      return db
        .select({ ...columns, bookTitle: books.title, bookAuthor: books.author })
        .from(highlights)
        .innerJoin(books, eq(books.id, highlights.bookId))
        .leftJoin(chapters, eq(chapters.id, highlights.chapterId))
        .where(eq(highlights.userId, userId))
        .orderBy(asc(books.title), asc(books.id), ...readingOrder);
    },

    /** Changes the colour and/or note of the owner's highlight; undefined when it is not theirs. */
    async update(
      userId: string,
      id: string,
      changes: { color?: HighlightColor; note?: string | null },
    ): Promise<HighlightRow | undefined> {
      const updated = await db
        .update(highlights)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(highlights.id, id), eq(highlights.userId, userId)))
        .returning({ id: highlights.id });
      return updated.length === 0 ? undefined : findForUser(userId, id);
    },

    /** Deletes the owner's highlight; false when there was none of theirs. */
    async delete(userId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(highlights)
        .where(and(eq(highlights.id, id), eq(highlights.userId, userId)))
        .returning({ id: highlights.id });
      return deleted.length > 0;
    },

    /**
     * Re-anchors the highlights of chapters whose text a save changed, inside the saving
     * transaction (see reanchorChapterHighlights): the books module's chapter save calls it.
     */
    reanchorChapters: reanchorChapterHighlights,
  };
}

export type HighlightsRepository = ReturnType<typeof createHighlightsRepository>;

/** Where a highlight keeps its anchor, for re-anchoring (decision 029). */
const anchorColumns = {
  id: highlights.id,
  paragraph: highlights.paragraph,
  blockId: highlights.blockId,
  start: highlights.start,
  end: highlights.end,
  quote: highlights.quote,
  prefix: highlights.prefix,
  suffix: highlights.suffix,
  detached: highlights.detached,
} satisfies AnchorColumns;

/**
 * After chapters' texts changed (inside the saving transaction): finds every highlight of those
 * chapters again in its new paragraphs, moving it or marking it detached (decision 029), in one
 * read and at most one UPDATE. Detached highlights are tried again, so a passage that comes back
 * reattaches. Answers how many moved and how many are detached.
 */
async function reanchorChapterHighlights(
  tx: Tx,
  changed: readonly ChangedChapter[],
): Promise<{ moved: number; detached: number }> {
  if (changed.length === 0) return { moved: 0, detached: 0 };
  const rows = await tx
    .select({ ...anchorColumns, chapterId: highlights.chapterId })
    .from(highlights)
    .where(
      inArray(
        highlights.chapterId,
        changed.map((c) => c.chapterId),
      ),
    );
  // Every row is of a changed chapter (the filter above): its chapter is never null.
  const stored = rows.map((row) => ({ ...row, chapterId: row.chapterId! }));
  const { updates, moved, detached } = reanchorStoredAnchors(stored, changed);
  if (updates.length > 0) await tx.execute(updateAnchorsStatement(highlights, anchorColumns, updates));
  return { moved, detached };
}
