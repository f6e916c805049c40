import type { Comment } from '@quire/shared';
import type { AuthUser } from '../../plugins/auth.js';
import { canDeleteComment } from '../../policies/index.js';
import { imageUrl } from '../../lib/user.presenter.js';
import type { CommentRow } from './comments.repository.js';

/**
 * A comment, of a book (chapterNumber null) or of a chapter, in the one shape both lists use. Its
 * author appears as `userId` ({ _id, username, avatar }), as the spec's client reads it; whether the
 * caller may delete it is the policy's answer.
 */
export function presentComment(row: CommentRow, chapterNumber: number | null, user: AuthUser): Comment {
  return {
    _id: row.id,
    content: row.content,
    userId: {
      _id: row.userId,
      username: row.authorName,
      avatar: row.authorAvatarId ? imageUrl(row.authorAvatarId) : null,
    },
    bookId: row.bookId,
    chapterNumber,
    createdAt: row.createdAt.toISOString(),
    canDelete: canDeleteComment(user, row),
    // Book comments keep their shape; a chapter comment says which paragraph it is about, if any.
    ...(chapterNumber === null
      ? {}
      : {
          anchor:
            row.anchorParagraph === null
              ? null
              : {
                  paragraph: row.anchorParagraph,
                  quote: row.anchorQuote ?? '',
                  detached: row.anchorDetached,
                },
        }),
  };
}
