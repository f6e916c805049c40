import type { Comment } from '@quire/shared/schemas/books';
import { HIGHLIGHT_MESSAGES } from '@quire/shared/messages/highlights';
import { clsx } from 'clsx';
import { MessageSquare, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Spinner } from '@/components/ui/spinner';
import { type CommentTarget, useComments, useDeleteComment } from '../api/comments';
import { commentErrorText } from './comment-error';
import { COMMENT_LOOKS, type CommentsLook } from './comment-looks';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Comments newest first, a page at a time; each author may delete theirs (admins any). */
export function CommentList({ target, look }: { target: CommentTarget; look: CommentsLook }) {
  const styles = COMMENT_LOOKS[look];
  const comments = useComments(target);

  if (comments.isPending) {
    return (
      <div role="status" className={clsx('flex items-center gap-2 py-6 text-sm', styles.muted)}>
        <Spinner className="size-4" /> Loading comments…
      </div>
    );
  }
  if (comments.isError) {
    return (
      <div role="alert" className="py-6 text-center text-sm">
        <p className={styles.muted}>Comments could not be loaded.</p>
        <button
          type="button"
          onClick={() => comments.refetch()}
          className={clsx('mt-3 rounded-full border px-4 py-2 font-semibold', styles.button)}
        >
          Try again
        </button>
      </div>
    );
  }
  const items = comments.data.pages.flatMap((page) => page.comments);
  const total = comments.data.pages[0]?.total ?? 0;
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center py-8 text-center">
        <MessageSquare className={clsx('size-8', styles.muted)} aria-hidden="true" />
        <p className={clsx('mt-3 font-serif text-lg', styles.name)}>{styles.emptyTitle}</p>
        <p className={clsx('mt-1 text-sm', styles.muted)}>{styles.emptyText}</p>
      </div>
    );
  }
  return (
    <div className="mt-2">
      <p className="sr-only" aria-live="polite">
        {total} {total === 1 ? 'comment' : 'comments'}
      </p>
      <ul className={styles.list}>
        {items.map((comment) => (
          <CommentItem key={comment._id} comment={comment} target={target} look={look} />
        ))}
      </ul>
      {comments.hasNextPage ? (
        <button
          type="button"
          onClick={() => comments.fetchNextPage()}
          disabled={comments.isFetchingNextPage}
          className={clsx(
            'mt-4 w-full rounded-full border py-2.5 text-sm font-semibold disabled:opacity-60',
            styles.button,
          )}
        >
          {comments.isFetchingNextPage ? 'Loading…' : 'Show older comments'}
        </button>
      ) : null}
    </div>
  );
}

function CommentItem({
  comment,
  target,
  look,
}: {
  comment: Comment;
  target: CommentTarget;
  look: CommentsLook;
}) {
  const styles = COMMENT_LOOKS[look];
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteComment(target);
  const name = comment.userId.username || 'Reader';
  return (
    <li className={clsx('flex gap-3', styles.item)}>
      <Avatar src={comment.userId.avatar} name={name} className={clsx('size-9 text-sm', styles.avatar)} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className={clsx('font-semibold', styles.name)}>{name}</span>
          <time dateTime={comment.createdAt} className={clsx('text-xs', styles.muted)}>
            {timeFormat.format(new Date(comment.createdAt))}
          </time>
        </p>
        {comment.anchor && !target.paragraph ? (
          <p
            className={clsx(
              'mt-1 line-clamp-2 border-l-2 border-current/30 pl-2 text-sm italic',
              styles.muted,
            )}
          >
            {comment.anchor.detached ? `${HIGHLIGHT_MESSAGES.commentDetached} ` : ''}“{comment.anchor.quote}”
          </p>
        ) : null}
        <p className={clsx('mt-1 leading-relaxed break-words whitespace-pre-line', styles.body)}>
          {comment.content}
        </p>
        {styles.showErrors && remove.isError ? (
          <p role="alert" className={clsx('mt-1 text-sm', styles.alert)}>
            {commentErrorText(remove.error, 'Could not delete the comment.')}
          </p>
        ) : null}
        {comment.canDelete ? (
          <div className="mt-1.5 flex gap-2 text-sm">
            {confirming ? (
              <>
                <button
                  type="button"
                  onClick={() => remove.mutate(comment._id)}
                  disabled={remove.isPending}
                  className={clsx('rounded-full px-3 py-1 font-semibold disabled:opacity-60', styles.primary)}
                >
                  {remove.isPending ? 'Deleting…' : 'Delete comment'}
                </button>
                <button
                  type="button"
                  onClick={() => setConfirming(false)}
                  className={clsx('rounded-full border border-transparent px-3 py-1', styles.button)}
                >
                  Keep
                </button>
              </>
            ) : (
              <button
                type="button"
                onClick={() => setConfirming(true)}
                className={clsx(
                  '-ml-2 inline-flex items-center gap-1.5 rounded-full border border-transparent px-2 py-1',
                  styles.muted,
                  styles.button,
                )}
              >
                <Trash2 className="size-3.5" aria-hidden="true" />
                Delete
              </button>
            )}
          </div>
        ) : null}
      </div>
    </li>
  );
}
