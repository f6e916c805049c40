import type { CommentsSlotProps } from '@/features/books';
import { type CommentTarget, useComments } from '../api/comments';
import { CommentComposer } from './comment-composer';
import { CommentList } from './comment-list';

export type CommentsProps = CommentsSlotProps;

/**
 * A book's or a chapter's comments: the one list and the one comment box, laid out by the caller
 * (the book details put the box above the list, the reader pins it under the panel).
 */
export function Comments({
  bookId,
  chapterNumber,
  paragraph,
  look,
  fallbackCount = 0,
  children,
}: CommentsProps) {
  const target: CommentTarget = { bookId, chapterNumber, paragraph };
  const comments = useComments(target);
  const total = comments.data?.pages[0]?.total ?? fallbackCount;
  return children({
    total,
    list: <CommentList target={target} look={look} />,
    composer: <CommentComposer target={target} look={look} />,
  });
}
