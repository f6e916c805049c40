import type { Comment } from '@quire/shared';
import type { AuthUser } from '../../plugins/auth.js';
import { imagePath } from '../images/images.service.js';
import type { CommentRow } from './comments.repository.js';

export const canDeleteComment = (authorId: string, user: AuthUser) =>
  user.role === 'admin' || authorId === user.id;

/** A book-level comment; its author appears as `userId` ({ _id, username, avatar }), as the spec's client reads it. */
export function presentComment(row: CommentRow, user: AuthUser): Comment {
  return {
    _id: row.id,
    content: row.content,
    userId: {
      _id: row.userId,
      username: row.authorName,
      avatar: row.authorAvatarId ? imagePath(row.authorAvatarId) : null,
    },
    bookId: row.bookId,
    chapterNumber: null,
    createdAt: row.createdAt.toISOString(),
    canDelete: canDeleteComment(row.userId, user),
  };
}
