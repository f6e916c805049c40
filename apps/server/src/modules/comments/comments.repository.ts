import { type ChapterDoc, chapterDocOf } from '@quire/shared/chapter-doc';
import { and, count, desc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { type AnchorColumns, updateAnchorsStatement } from '../../db/anchor-updates.js';
import { type Db, type Tx, transaction } from '../../db/client.js';
import { books, chapters, comments, users } from '../../db/schema.js';
import type { OutboxWriter } from '../../outbox/outbox.repository.js';
import {
  type Anchor,
  type BlockAnchor,
  type ChangedChapter,
  reanchorStoredAnchors,
} from '../../lib/anchoring.js';

/** A Drizzle transaction handle (same query API as the database). */

/**
 * What a list of comments is about: a book (chapterId null) or one of its chapters, and for a
 * chapter optionally one paragraph's thread (its anchored comments that are not detached).
 */
export interface CommentTarget {
  bookId: string;
  chapterId: string | null;
  paragraph?: number;
}

/** A paragraph comment's anchor as stored (decision 029). */
export interface CommentAnchorRow extends Anchor {
  detached: boolean;
}

export interface CommentRow {
  id: string;
  bookId: string;
  userId: string;
  content: string;
  createdAt: Date;
  authorName: string;
  authorAvatarId: string | null;
  anchorParagraph: number | null;
  anchorQuote: string | null;
  anchorDetached: boolean;
}

const commentColumns = {
  id: comments.id,
  bookId: comments.bookId,
  userId: comments.userId,
  content: comments.content,
  createdAt: comments.createdAt,
  authorName: users.name,
  authorAvatarId: users.avatarImageId,
  anchorParagraph: comments.anchorParagraph,
  anchorQuote: comments.anchorQuote,
  anchorDetached: comments.anchorDetached,
};

/** Book comments are the rows without a chapter; a chapter's are the rows with its id. */
const ofTarget = ({ bookId, chapterId, paragraph }: CommentTarget): SQL =>
  chapterId === null
    ? and(eq(comments.bookId, bookId), isNull(comments.chapterId))!
    : paragraph === undefined
      ? eq(comments.chapterId, chapterId)
      : and(
          eq(comments.chapterId, chapterId),
          eq(comments.anchorParagraph, paragraph),
          eq(comments.anchorDetached, false),
        )!;

/**
 * The only Drizzle caller for comments, of books and of chapters alike.
 * books.comments_count counts a book's own comments and chapters.comments_count a chapter's;
 * the database's triggers keep them equal to the rows, so this code writes only the rows.
 */
export function createCommentsRepository(db: Db, outbox: OutboxWriter) {
  return {
    /** Newest first; ties broken by id so pages never overlap. */
    async list(target: CommentTarget, limit: number, offset: number): Promise<CommentRow[]> {
      return db
        .select(commentColumns)
        .from(comments)
        .innerJoin(users, eq(users.id, comments.userId))
        .where(ofTarget(target))
        .orderBy(desc(comments.createdAt), desc(comments.id))
        .limit(limit)
        .offset(offset);
    },

    async count(target: CommentTarget): Promise<number> {
      const [row] = await db.select({ total: count() }).from(comments).where(ofTarget(target));
      return row?.total ?? 0;
    },

    /**
     * Stores the comment and its `book.commented` event in one transaction (the outbox delivers
     * the event after the commit), so a comment never exists without its notification.
     * chapterNumber is the chapter's number when the target is a chapter.
     */
    async insert(
      target: CommentTarget,
      userId: string,
      content: string,
      chapterNumber: number | null = null,
      anchor?: BlockAnchor,
    ): Promise<CommentRow> {
      return transaction(db, async (tx) => {
        const [inserted] = await tx
          .insert(comments)
          .values({
            bookId: target.bookId,
            chapterId: target.chapterId,
            userId,
            content,
            ...(anchor
              ? {
                  anchorParagraph: anchor.paragraph,
                  anchorBlockId: anchor.blockId,
                  anchorStart: anchor.start,
                  anchorEnd: anchor.end,
                  anchorQuote: anchor.quote,
                  anchorPrefix: anchor.prefix,
                  anchorSuffix: anchor.suffix,
                }
              : {}),
          })
          .returning({ id: comments.id });
        await outbox.write(tx, [
          {
            name: 'book.commented',
            payload: {
              bookId: target.bookId,
              actorId: userId,
              commentId: inserted!.id,
              ...(chapterNumber === null ? {} : { chapterNumber }),
            },
          },
        ]);
        const [row] = await tx
          .select(commentColumns)
          .from(comments)
          .innerJoin(users, eq(users.id, comments.userId))
          .where(eq(comments.id, inserted!.id));
        return row!;
      });
    },

    /** The chapter's document (decision 049), to place a paragraph comment's anchor in. */
    async chapterDoc(chapterId: string): Promise<ChapterDoc | undefined> {
      const [row] = await db
        .select({ content: chapters.content, doc: chapters.doc })
        .from(chapters)
        .where(eq(chapters.id, chapterId));
      return row && chapterDocOf(row);
    },

    async find(
      target: CommentTarget,
      commentId: string,
    ): Promise<{ id: string; userId: string } | undefined> {
      const [row] = await db
        .select({ id: comments.id, userId: comments.userId })
        .from(comments)
        .where(and(eq(comments.id, commentId), ofTarget(target)));
      return row;
    },

    /** Deletes the comment (already gone is fine) and answers the target's comment count afterwards (the triggers have run by then). */
    async delete(target: CommentTarget, commentId: string): Promise<number> {
      return db.transaction(async (tx) => {
        await tx.delete(comments).where(and(eq(comments.id, commentId), ofTarget(target)));
        const [row] =
          target.chapterId === null
            ? await tx.select({ n: books.commentsCount }).from(books).where(eq(books.id, target.bookId))
            : await tx
                .select({ n: chapters.commentsCount })
                .from(chapters)
                .where(eq(chapters.id, target.chapterId));
        return row?.n ?? 0;
      });
    },

    /**
     * Re-anchors the paragraph comments of chapters whose text a save changed, inside the saving
     * transaction (see reanchorChapterComments): the books module's chapter save calls it.
     */
    reanchorChapters: reanchorChapterComments,
  };
}

export type CommentsRepository = ReturnType<typeof createCommentsRepository>;

/** Where a paragraph comment keeps its anchor, for re-anchoring (decision 029). */
const anchorColumns = {
  id: comments.id,
  paragraph: comments.anchorParagraph,
  blockId: comments.anchorBlockId,
  start: comments.anchorStart,
  end: comments.anchorEnd,
  quote: comments.anchorQuote,
  prefix: comments.anchorPrefix,
  suffix: comments.anchorSuffix,
  detached: comments.anchorDetached,
} satisfies AnchorColumns;

/**
 * After chapters' texts changed (inside the saving transaction): finds every paragraph comment of
 * those chapters again in its new paragraphs, moving it or marking it detached (decision 029), in
 * one read and at most one UPDATE.
 */
async function reanchorChapterComments(
  tx: Tx,
  changed: readonly ChangedChapter[],
): Promise<{ moved: number; detached: number }> {
  if (changed.length === 0) return { moved: 0, detached: 0 };
  const rows = await tx
    .select({ ...anchorColumns, chapterId: comments.chapterId })
    .from(comments)
    .where(
      and(
        inArray(
          comments.chapterId,
          changed.map((c) => c.chapterId),
        ),
        isNotNull(comments.anchorParagraph),
      ),
    );
  // Every row is of a changed chapter (the filter above); an anchored comment sets every anchor column.
  const stored = rows.map((row) => ({
    id: row.id,
    chapterId: row.chapterId!,
    paragraph: row.paragraph ?? 0,
    blockId: row.blockId,
    start: row.start ?? 0,
    end: row.end ?? 0,
    quote: row.quote ?? '',
    prefix: row.prefix ?? '',
    suffix: row.suffix ?? '',
    detached: row.detached,
  }));
  const { updates, moved, detached } = reanchorStoredAnchors(stored, changed);
  if (updates.length > 0) await tx.execute(updateAnchorsStatement(comments, anchorColumns, updates));
  return { moved, detached };
}
