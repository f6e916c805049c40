import { COMMENT_MAX_LENGTH, type Comment } from '@quire/shared';
import { MessageCircle, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAddComment, useBookComments, useDeleteComment } from '@/features/books';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The book's comments with their count, a comment box (Comment is disabled while blank). */
export function CommentsSection({ bookId, fallbackCount }: { bookId: string; fallbackCount: number }) {
  const headingId = useId();
  const inputId = useId();
  const [text, setText] = useState('');
  const comments = useBookComments(bookId);
  const add = useAddComment(bookId);
  const remove = useDeleteComment(bookId);

  const list = comments.data?.pages.flatMap((page) => page.comments) ?? [];
  const total = comments.data?.pages[0]?.total ?? fallbackCount;
  const blank = text.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || add.isPending) return;
    add.mutate(text.trim(), { onSuccess: () => setText('') });
  };

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="font-serif text-lg font-semibold text-ink-900">
        Comments <span className="font-sans text-base font-medium text-ink-600">({total})</span>
      </h3>

      <form onSubmit={submit} className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-start">
        <label htmlFor={inputId} className="sr-only">
          Write a comment
        </label>
        <textarea
          id={inputId}
          value={text}
          rows={1}
          maxLength={COMMENT_MAX_LENGTH}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) submit(event);
          }}
          placeholder="Share what you thought…"
          className="field-sizing-content max-h-40 min-h-10 flex-1 resize-none rounded-2xl border border-paper-300 bg-white px-4 py-2 text-sm leading-relaxed text-ink-900 placeholder:text-ink-500 focus:border-accent-600 focus:ring-3 focus:ring-accent-600/20 focus:outline-none"
        />
        <Button type="submit" size="sm" className="h-10" disabled={blank} isLoading={add.isPending}>
          Comment
        </Button>
      </form>

      {comments.isPending ? (
        <div className="mt-4 space-y-3" aria-hidden="true">
          <Skeleton className="h-14 w-full rounded-xl" />
          <Skeleton className="h-14 w-full rounded-xl" />
        </div>
      ) : comments.isError ? (
        <p className="mt-4 text-sm text-ink-600">
          Comments could not be loaded.{' '}
          <button
            type="button"
            onClick={() => comments.refetch()}
            className="font-medium text-accent-700 underline"
          >
            Try again
          </button>
        </p>
      ) : list.length === 0 ? (
        <p className="mt-4 flex items-center gap-2 text-sm text-ink-600">
          <MessageCircle className="size-4" aria-hidden="true" />
          No comments yet. Be the first to say something.
        </p>
      ) : (
        <ul className="mt-4 space-y-3">
          {list.map((comment) => (
            <CommentItem
              key={comment._id}
              comment={comment}
              onDelete={() => remove.mutate(comment._id)}
              deleting={remove.isPending && remove.variables === comment._id}
            />
          ))}
        </ul>
      )}

      {comments.hasNextPage ? (
        <Button
          variant="ghost"
          size="sm"
          className="mt-3"
          onClick={() => comments.fetchNextPage()}
          isLoading={comments.isFetchingNextPage}
        >
          Show more comments
        </Button>
      ) : null}
    </section>
  );
}

function CommentItem({
  comment,
  onDelete,
  deleting,
}: {
  comment: Comment;
  onDelete: () => void;
  deleting: boolean;
}) {
  const name = comment.userId.username || 'Reader';
  return (
    <li className="flex gap-3 rounded-xl bg-white/70 p-3 ring-1 ring-paper-200">
      {comment.userId.avatar ? (
        <img
          src={comment.userId.avatar}
          alt=""
          width={32}
          height={32}
          className="size-8 shrink-0 rounded-full object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="grid size-8 shrink-0 place-items-center rounded-full bg-accent-100 text-sm font-semibold text-accent-800"
        >
          {name.charAt(0).toUpperCase()}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-semibold text-ink-900">{name}</span>
          <time dateTime={comment.createdAt} className="text-xs text-ink-600">
            {timeFormat.format(new Date(comment.createdAt))}
          </time>
        </p>
        <p className="mt-1 text-sm leading-relaxed break-words whitespace-pre-line text-ink-800">
          {comment.content}
        </p>
      </div>
      {comment.canDelete ? (
        <button
          type="button"
          onClick={onDelete}
          disabled={deleting}
          aria-label="Delete comment"
          className="grid size-8 shrink-0 place-items-center rounded-full text-ink-600 transition hover:bg-red-50 hover:text-red-700 disabled:opacity-50"
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      ) : null}
    </li>
  );
}
