import { COMMENT_MAX_LENGTH, type Comment, VALIDATION } from '@quire/shared';
import { clsx } from 'clsx';
import { MessageSquare, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { useAddChapterComment, useChapterComments, useDeleteChapterComment } from '../api/chapter-comments';
import { ReaderSheet } from './reader-sheet';

const errorText = (error: unknown, fallback: string) =>
  isApiError(error) && error.status > 0 ? error.message : fallback;

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A chapter's comments: newest first, add one, delete your own (or any, for admins). */
export function ChapterCommentsPanel({
  open,
  onClose,
  bookId,
  chapter,
  chapterTitle,
}: {
  open: boolean;
  onClose: () => void;
  bookId: string;
  chapter: number;
  chapterTitle: string;
}) {
  return (
    <ReaderSheet
      open={open}
      onClose={onClose}
      title="Comments"
      header={<p className="truncate pb-2 text-sm text-(--reader-muted)">on “{chapterTitle}”</p>}
      footer={<CommentForm bookId={bookId} chapter={chapter} />}
    >
      <CommentList bookId={bookId} chapter={chapter} />
    </ReaderSheet>
  );
}

function CommentForm({ bookId, chapter }: { bookId: string; chapter: number }) {
  const [content, setContent] = useState('');
  const add = useAddChapterComment(bookId, chapter);
  const id = useId();
  const trimmed = content.trim();
  const tooLong = trimmed.length > COMMENT_MAX_LENGTH;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || tooLong) return;
    add.mutate(trimmed, { onSuccess: () => setContent('') });
  };

  return (
    <form onSubmit={submit} className="space-y-2">
      <label htmlFor={id} className="sr-only">
        Add a comment
      </label>
      <textarea
        id={id}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) submit(event);
        }}
        rows={2}
        placeholder="Share your thoughts on this chapter…"
        aria-invalid={tooLong || undefined}
        aria-describedby={`${id}-count`}
        className="block max-h-40 min-h-[4.5rem] w-full resize-y rounded-xl border border-(--reader-border) bg-(--reader-bg) px-3 py-2 text-[0.9375rem] text-(--reader-fg) placeholder:text-(--reader-muted) focus:border-(--reader-accent) focus:outline-none"
      />
      {add.isError ? (
        <p role="alert" className="text-sm text-(--reader-accent)">
          {errorText(add.error, 'Could not post your comment. Please try again.')}
        </p>
      ) : null}
      <div className="flex items-center justify-between gap-3">
        <span
          id={`${id}-count`}
          className={clsx(
            'text-xs tabular-nums',
            tooLong ? 'font-semibold text-(--reader-accent)' : 'text-(--reader-muted)',
          )}
        >
          {tooLong ? VALIDATION.commentTooLong : `${trimmed.length} / ${COMMENT_MAX_LENGTH}`}
        </span>
        <button
          type="submit"
          disabled={!trimmed || tooLong || add.isPending}
          className="inline-flex h-10 items-center gap-2 rounded-full bg-(--reader-accent) px-5 text-sm font-semibold text-(--reader-accent-fg) transition hover:brightness-110 disabled:opacity-50"
        >
          {add.isPending ? <Spinner className="size-4" /> : null}
          Comment
        </button>
      </div>
    </form>
  );
}

function CommentList({ bookId, chapter }: { bookId: string; chapter: number }) {
  const comments = useChapterComments(bookId, chapter, true);

  if (comments.isPending) {
    return (
      <div role="status" className="flex items-center gap-2 py-8 text-sm text-(--reader-muted)">
        <Spinner className="size-4" /> Loading comments…
      </div>
    );
  }
  if (comments.isError) {
    return (
      <div role="alert" className="py-8 text-center text-sm">
        <p>Comments could not be loaded.</p>
        <button
          type="button"
          onClick={() => comments.refetch()}
          className="mt-3 rounded-full border border-(--reader-border) px-4 py-2 font-semibold hover:bg-(--reader-surface)"
        >
          Retry
        </button>
      </div>
    );
  }
  const items = comments.data.pages.flatMap((page) => page.comments);
  const total = comments.data.pages[0]?.total ?? 0;
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center py-10 text-center">
        <MessageSquare className="size-8 text-(--reader-muted)" aria-hidden="true" />
        <p className="mt-3 font-serif text-lg">No comments yet</p>
        <p className="mt-1 text-sm text-(--reader-muted)">
          Be the first to say what this chapter made you feel.
        </p>
      </div>
    );
  }
  return (
    <div>
      <p className="sr-only" aria-live="polite">
        {total} {total === 1 ? 'comment' : 'comments'}
      </p>
      <ul className="divide-y divide-(--reader-border)">
        {items.map((comment) => (
          <CommentItem key={comment._id} comment={comment} bookId={bookId} chapter={chapter} />
        ))}
      </ul>
      {comments.hasNextPage ? (
        <button
          type="button"
          onClick={() => comments.fetchNextPage()}
          disabled={comments.isFetchingNextPage}
          className="mt-4 w-full rounded-full border border-(--reader-border) py-2.5 text-sm font-semibold hover:bg-(--reader-surface) disabled:opacity-60"
        >
          {comments.isFetchingNextPage ? 'Loading…' : 'Show older comments'}
        </button>
      ) : null}
    </div>
  );
}

function CommentItem({ comment, bookId, chapter }: { comment: Comment; bookId: string; chapter: number }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteChapterComment(bookId, chapter);
  const name = comment.userId.username || 'Reader';
  return (
    <li className="flex gap-3 py-4">
      {comment.userId.avatar ? (
        <img src={comment.userId.avatar} alt="" className="size-9 shrink-0 rounded-full object-cover" />
      ) : (
        <span
          aria-hidden="true"
          className="grid size-9 shrink-0 place-items-center rounded-full bg-(--reader-accent-soft) font-semibold text-(--reader-fg)"
        >
          {name.charAt(0).toUpperCase()}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-semibold">{name}</span>
          <time dateTime={comment.createdAt} className="text-xs text-(--reader-muted)">
            {dateFormat.format(new Date(comment.createdAt))}
          </time>
        </p>
        <p className="mt-1 text-[0.9375rem] leading-relaxed break-words whitespace-pre-line">
          {comment.content}
        </p>
        {remove.isError ? (
          <p role="alert" className="mt-1 text-sm text-(--reader-accent)">
            {errorText(remove.error, 'Could not delete the comment.')}
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
                  className="rounded-full bg-(--reader-accent) px-3 py-1 font-semibold text-(--reader-accent-fg) disabled:opacity-60"
                >
                  {remove.isPending ? 'Deleting…' : 'Delete comment'}
                </button>
                <button
                  type="button"
                  onClick={() => setConfirming(false)}
                  className="rounded-full px-3 py-1 hover:bg-(--reader-surface)"
                >
                  Keep
                </button>
              </>
            ) : (
              <button
                type="button"
                onClick={() => setConfirming(true)}
                className="-ml-2 inline-flex items-center gap-1.5 rounded-full px-2 py-1 text-(--reader-muted) hover:bg-(--reader-surface) hover:text-(--reader-fg)"
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
