import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { comments, users } from '../../db/schema.js';

const commentColumns = {
  id: comments.id,
  bookId: comments.bookId,
  userId: comments.userId,
  content: comments.content,
  createdAt: comments.createdAt,
  authorName: users.name,
  authorAvatarId: users.avatarImageId,
};

export interface CommentRow {
  id: string;
  bookId: string;
  userId: string;
  content: string;
  createdAt: Date;
  authorName: string;
  authorAvatarId: string | null;
}

/**
 * Book-level comments (chapter_id is null; chapter comments belong to the reader module).
 * books.comments_count follows these rows through the database's triggers.
 */
export function createCommentsRepository(db: Db) {
  const ofBook = (bookId: string) => and(eq(comments.bookId, bookId), isNull(comments.chapterId));

  return {
    /** Newest first; ties broken by id so pages never overlap. */
    async listForBook(bookId: string, limit: number, offset: number): Promise<CommentRow[]> {
      return db
        .select(commentColumns)
        .from(comments)
        .innerJoin(users, eq(users.id, comments.userId))
        .where(ofBook(bookId))
        .orderBy(desc(comments.createdAt), desc(comments.id))
        .limit(limit)
        .offset(offset);
    },

    async countForBook(bookId: string): Promise<number> {
      const [row] = await db.select({ total: count() }).from(comments).where(ofBook(bookId));
      return row?.total ?? 0;
    },

    async insert(bookId: string, userId: string, content: string): Promise<CommentRow> {
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(comments)
          .values({ bookId, userId, content })
          .returning({ id: comments.id });
        return row!.id;
      });
      const [row] = await db
        .select(commentColumns)
        .from(comments)
        .innerJoin(users, eq(users.id, comments.userId))
        .where(eq(comments.id, id));
      return row!;
    },

    async findInBook(bookId: string, commentId: string): Promise<{ id: string; userId: string } | undefined> {
      const [row] = await db
        .select({ id: comments.id, userId: comments.userId })
        .from(comments)
        .where(and(eq(comments.id, commentId), ofBook(bookId)));
      return row;
    },

    async delete(bookId: string, commentId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(comments)
          .where(and(eq(comments.id, commentId), ofBook(bookId)))
          .returning({ id: comments.id });
        return removed.length > 0;
      });
    },
  };
}

export type CommentsRepository = ReturnType<typeof createCommentsRepository>;
