import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { books, chapters, comments, users } from '../../db/schema.js';
import { writeOutbox } from '../../outbox/outbox.repository.js';

/** What a list of comments is about: a book (chapterId null) or one of its chapters. */
export interface CommentTarget {
  bookId: string;
  chapterId: string | null;
}

export interface CommentRow {
  id: string;
  bookId: string;
  userId: string;
  content: string;
  createdAt: Date;
  authorName: string;
  authorAvatarId: string | null;
}

const commentColumns = {
  id: comments.id,
  bookId: comments.bookId,
  userId: comments.userId,
  content: comments.content,
  createdAt: comments.createdAt,
  authorName: users.name,
  authorAvatarId: users.avatarImageId,
};

/** Book comments are the rows without a chapter; a chapter's are the rows with its id. */
const ofTarget = ({ bookId, chapterId }: CommentTarget): SQL =>
  chapterId === null
    ? and(eq(comments.bookId, bookId), isNull(comments.chapterId))!
    : eq(comments.chapterId, chapterId);

/**
 * The only Drizzle caller for comments, of books and of chapters alike.
 * books.comments_count counts a book's own comments and chapters.comments_count a chapter's;
 * the database's triggers keep them equal to the rows, so this code writes only the rows.
 */
export function createCommentsRepository(db: Db) {
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
    ): Promise<CommentRow> {
      return db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(comments)
          .values({ bookId: target.bookId, chapterId: target.chapterId, userId, content })
          .returning({ id: comments.id });
        await writeOutbox(tx, [
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
  };
}

export type CommentsRepository = ReturnType<typeof createCommentsRepository>;
