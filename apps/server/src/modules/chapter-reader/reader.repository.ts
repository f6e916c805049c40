import type { ReaderSettingsUpdate } from '@quire/shared';
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  books,
  chapterReads,
  chapters,
  chapterVotes,
  libraryEntries,
  readingSessions,
  users,
} from '../../db/schema.js';
import { withCompiledRows } from '../../db/compiled-rows.js';
import { visibleChapters } from '../../db/visible-chapters.js';

export type LibraryEntryRow = typeof libraryEntries.$inferSelect;
export type ReadingSessionRow = typeof readingSessions.$inferSelect;

/** Where a chapter sits in its book: what a progress computation and prev/next links need. */
export interface ChapterPlacement {
  wordsBefore: number;
  totalWords: number;
  totalChapters: number;
  prev: number | null;
  next: number | null;
  lastNumber: number;
}

/**
 * Aggregates over the book's chapters, relative to the chapter row being selected (answered from
 * the (book_id, number) index). Drizzle renders columns of a single-table select unqualified,
 * so the outer row is named explicitly.
 */
const outerBook = sql.raw('"chapters"."book_id"');
const outerNumber = sql.raw('"chapters"."number"');
const placementColumns = {
  wordsBefore: sql<number>`(select coalesce(sum(o.word_count), 0)::int from chapters o where o.book_id = ${outerBook} and o.number < ${outerNumber} and o.status = 'published')`,
  totalWords: sql<number>`(select coalesce(sum(o.word_count), 0)::int from chapters o where o.book_id = ${outerBook} and o.status = 'published')`,
  totalChapters: sql<number>`(select count(*)::int from chapters o where o.book_id = ${outerBook} and o.status = 'published')`,
  prev: sql<
    number | null
  >`(select max(o.number) from chapters o where o.book_id = ${outerBook} and o.number < ${outerNumber} and o.status = 'published')`,
  next: sql<
    number | null
  >`(select min(o.number) from chapters o where o.book_id = ${outerBook} and o.number > ${outerNumber} and o.status = 'published')`,
  lastNumber: sql<number>`(select max(o.number) from chapters o where o.book_id = ${outerBook} and o.status = 'published')`,
  // Who may read it (a draft only its owner): checked by the policy on the same row.
  bookOwnerId: sql<string | null>`(select b.owner_id from books b where b.id = ${outerBook})`,
  bookPublished: sql<boolean>`(select b.published from books b where b.id = ${outerBook})`,
};

/**
 * The only Drizzle caller of the reader: chapters, reads, votes, settings, sessions. The caller's
 * library entry is read here but written by the library module.
 */
export function createReaderRepository(db: Db) {
  // The reader's hottest query, prepared once: each open only binds the book, number and reader.
  const findChapterStatement = withCompiledRows(
    db
      .select({
        id: chapters.id,
        bookId: chapters.bookId,
        number: chapters.number,
        title: chapters.title,
        content: chapters.content,
        doc: chapters.doc,
        wordCount: chapters.wordCount,
        readsCount: chapters.readsCount,
        votesCount: chapters.votesCount,
        commentsCount: chapters.commentsCount,
        voted: sql<boolean>`exists (select 1 from chapter_votes v where v.chapter_id = "chapters"."id" and v.user_id = ${sql.placeholder('userId')})`,
        // Comments per commented paragraph: one grouped query, in the same round trip.
        paragraphComments: sql<Array<{ paragraph: number; count: number }>>`(
          select coalesce(json_agg(json_build_object('paragraph', g.paragraph, 'count', g.n) order by g.paragraph), '[]'::json)
          from (select c.anchor_paragraph as paragraph, count(*)::int as n from comments c
                where c.chapter_id = "chapters"."id" and c.anchor_paragraph is not null and not c.anchor_detached
                group by c.anchor_paragraph) g)`,
        ...placementColumns,
      })
      .from(chapters)
      .where(
        and(
          eq(chapters.bookId, sql.placeholder('bookId')),
          eq(chapters.number, sql.placeholder('number')),
          // Drafts and scheduled chapters are the owner's only (decision 060).
          sql`(${chapters.status} = 'published' or exists (select 1 from books vb where vb.id = ${chapters.bookId} and vb.owner_id = ${sql.placeholder('userId')}))`,
        ),
      )
      .prepare('quire_reader_chapter'),
  );

  return {
    async findBook(bookId: string) {
      const [row] = await db
        .select({
          id: books.id,
          title: books.title,
          author: books.author,
          category: books.category,
          coverImage: books.coverImage,
        })
        .from(books)
        .where(eq(books.id, bookId));
      return row;
    },

    async bookExists(bookId: string): Promise<boolean> {
      const [row] = await db.select({ id: books.id }).from(books).where(eq(books.id, bookId));
      return Boolean(row);
    },

    /** The table of contents: numbers, titles and word counts, in order; never the text. */
    async listChapters(bookId: string, viewerId: string) {
      return db
        .select({
          id: chapters.id,
          number: chapters.number,
          title: chapters.title,
          wordCount: chapters.wordCount,
        })
        .from(chapters)
        .where(and(eq(chapters.bookId, bookId), visibleChapters(viewerId)))
        .orderBy(asc(chapters.number));
    },

    /** One chapter with its text, counters, placement in the book and whether `userId` voted for it. */
    async findChapter(bookId: string, number: number, userId: string) {
      const [row] = await findChapterStatement.execute({ bookId, number, userId });
      return row;
    },

    /** A chapter's id, words and placement, without its text (position saves, sessions). */
    async findChapterPlacement(bookId: string, number: number, viewerId: string) {
      const [row] = await db
        .select({
          id: chapters.id,
          number: chapters.number,
          wordCount: chapters.wordCount,
          ...placementColumns,
        })
        .from(chapters)
        .where(and(eq(chapters.bookId, bookId), eq(chapters.number, number), visibleChapters(viewerId)));
      return row;
    },

    async chapterIdOf(bookId: string, number: number, viewerId?: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: chapters.id })
        .from(chapters)
        .where(and(eq(chapters.bookId, bookId), eq(chapters.number, number), visibleChapters(viewerId)));
      return row?.id;
    },

    /**
     * Counts an open: the reader's first open of this chapter stores its chapter_reads row (the
     * once-per-reader marker; reads_count follows it through a trigger). Answers whether this was
     * the first open and, if so, the chapter's reads count afterwards.
     */
    async recordRead(input: { userId: string; bookId: string; chapterId: string }) {
      const added = await db
        .insert(chapterReads)
        .values(input)
        .onConflictDoNothing()
        .returning({ chapterId: chapterReads.chapterId });
      if (added.length === 0) return { firstRead: false, reads: undefined };
      const [counted] = await db
        .select({ reads: chapters.readsCount })
        .from(chapters)
        .where(eq(chapters.id, input.chapterId));
      return { firstRead: true, reads: counted?.reads };
    },

    /**
     * Adds the caller's vote, or removes it when present. Only the row is written: votes_count
     * follows the rows through the database's triggers.
     */
    async toggleVote(userId: string, chapterId: string) {
      return db.transaction(async (tx) => {
        const added = await tx
          .insert(chapterVotes)
          .values({ userId, chapterId })
          .onConflictDoNothing()
          .returning({ userId: chapterVotes.userId });
        const voted = added.length > 0;
        if (!voted)
          await tx
            .delete(chapterVotes)
            .where(and(eq(chapterVotes.userId, userId), eq(chapterVotes.chapterId, chapterId)));
        const [row] = await tx
          .select({ votesCount: chapters.votesCount })
          .from(chapters)
          .where(eq(chapters.id, chapterId));
        return { voted, votes: row?.votesCount ?? 0 };
      });
    },

    async findEntry(userId: string, bookId: string): Promise<LibraryEntryRow | undefined> {
      const [row] = await db
        .select()
        .from(libraryEntries)
        .where(and(eq(libraryEntries.userId, userId), eq(libraryEntries.bookId, bookId)));
      return row;
    },

    /** The caller's books with status Reading, most recently read first. */
    async listInProgress(userId: string, limit: number) {
      return db
        .select({
          id: books.id,
          title: books.title,
          author: books.author,
          category: books.category,
          coverImage: books.coverImage,
          totalChapters: books.chapterCount,
          currentChapter: libraryEntries.currentChapter,
          currentChapterTitle: chapters.title,
          position: libraryEntries.position,
          progress: libraryEntries.progress,
          lastReadAt: libraryEntries.lastReadAt,
        })
        .from(libraryEntries)
        .innerJoin(books, eq(books.id, libraryEntries.bookId))
        .leftJoin(
          chapters,
          and(eq(chapters.bookId, books.id), eq(chapters.number, libraryEntries.currentChapter)),
        )
        .where(
          and(
            eq(libraryEntries.userId, userId),
            eq(libraryEntries.status, 'Reading'),
            // A draft reads on for its owner only (it may have been published once).
            or(eq(books.published, true), eq(books.ownerId, userId)),
          ),
        )
        .orderBy(sql`${libraryEntries.lastReadAt} desc nulls last`, desc(libraryEntries.updatedAt))
        .limit(limit);
    },

    async readerSettingsOf(userId: string): Promise<unknown> {
      const [row] = await db.select({ value: users.readerSettings }).from(users).where(eq(users.id, userId));
      return row?.value;
    },

    /** Merges the given fields into the stored settings in one statement (two devices may save at once). */
    async mergeReaderSettings(userId: string, patch: ReaderSettingsUpdate): Promise<unknown> {
      const [row] = await db
        .update(users)
        .set({
          readerSettings: sql`coalesce(${users.readerSettings}, '{}'::jsonb) || ${JSON.stringify(patch)}::jsonb`,
        })
        .where(eq(users.id, userId))
        .returning({ value: users.readerSettings });
      return row?.value;
    },

    /** Inserts a session once: a repeated client id answers the stored row (`created` false). */
    async insertSession(values: typeof readingSessions.$inferInsert & { id: string }) {
      const [created] = await db.insert(readingSessions).values(values).onConflictDoNothing().returning();
      if (created) return { row: created, created: true };
      const [existing] = await db
        .select()
        .from(readingSessions)
        .where(and(eq(readingSessions.id, values.id), eq(readingSessions.userId, values.userId)));
      return { row: existing, created: false };
    },
  };
}

export type ReaderRepository = ReturnType<typeof createReaderRepository>;
