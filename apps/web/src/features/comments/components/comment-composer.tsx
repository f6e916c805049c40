import { COMMENT_MAX_LENGTH } from '@quire/shared/constants';
import { VALIDATION } from '@quire/shared/messages';
import { HIGHLIGHT_MESSAGES } from '@quire/shared/messages/highlights';
import { clsx } from 'clsx';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { type CommentTarget, useAddComment } from '../api/comments';
import { COMMENT_LOOKS, type CommentsLook } from './comment-looks';
import { commentErrorText } from './comment-error';

/** The comment box: Comment is disabled while the text is blank; Ctrl/⌘+Enter posts. */
export function CommentComposer({ target, look }: { target: CommentTarget; look: CommentsLook }) {
  const styles = COMMENT_LOOKS[look];
  const [content, setContent] = useState('');
  const add = useAddComment(target);
  const id = useId();
  const trimmed = content.trim();
  const tooLong = trimmed.length > COMMENT_MAX_LENGTH;
  const blocked = trimmed === '' || tooLong;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blocked || add.isPending) return;
    add.mutate(trimmed, { onSuccess: () => setContent('') });
  };

  const textarea = (
    <textarea
      id={id}
      value={content}
      rows={styles.showCounter ? 2 : 1}
      maxLength={styles.showCounter ? undefined : COMMENT_MAX_LENGTH}
      onChange={(event) => setContent(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) submit(event);
      }}
      placeholder={target.paragraph ? HIGHLIGHT_MESSAGES.paragraphCommentPlaceholder : styles.placeholder}
      aria-invalid={tooLong || undefined}
      aria-describedby={styles.showCounter ? `${id}-count` : undefined}
      className={styles.textarea}
    />
  );
  const label = (
    <label htmlFor={id} className="sr-only">
      {styles.label}
    </label>
  );

  if (look === 'page') {
    return (
      <form onSubmit={submit} className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-start">
        {label}
        {textarea}
        <Button type="submit" size="sm" className="h-10" disabled={blocked} isLoading={add.isPending}>
          Comment
        </Button>
      </form>
    );
  }

  return (
    <form onSubmit={submit} className="space-y-2">
      {label}
      {textarea}
      {styles.showErrors && add.isError ? (
        <p role="alert" className={clsx('text-sm', styles.alert)}>
          {commentErrorText(add.error, 'Could not post your comment. Please try again.')}
        </p>
      ) : null}
      <div className="flex items-center justify-between gap-3">
        <span
          id={`${id}-count`}
          className={clsx(
            'text-xs tabular-nums',
            tooLong ? clsx('font-semibold', styles.alert) : styles.muted,
          )}
        >
          {tooLong ? VALIDATION.commentTooLong : `${trimmed.length} / ${COMMENT_MAX_LENGTH}`}
        </span>
        <button
          type="submit"
          disabled={blocked || add.isPending}
          className={clsx(
            'inline-flex h-10 items-center gap-2 rounded-full px-5 text-sm font-semibold transition disabled:opacity-50',
            styles.primary,
          )}
        >
          {add.isPending ? <Spinner className="size-4" /> : null}
          Comment
        </button>
      </div>
    </form>
  );
}
