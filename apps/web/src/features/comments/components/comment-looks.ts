/**
 * The two places comments show: the book details modal ('page', the app's colours) and the
 * reader's comments panel ('reader', painted with the reader's theme variables).
 */
import type { CommentsSlotProps } from '@/features/books';

export type CommentsLook = CommentsSlotProps['look'];

export const COMMENT_LOOKS = {
  page: {
    label: 'Write a comment',
    placeholder: 'Share what you thought…',
    emptyTitle: 'No comments yet.',
    emptyText: 'Be the first to say something.',
    // Spec: comment failures are only logged on the book details.
    showErrors: false,
    showCounter: false,
    textarea:
      'field-sizing-content max-h-40 min-h-10 flex-1 resize-none rounded-2xl border border-paper-300 bg-white px-4 py-2 text-sm leading-relaxed text-ink-900 placeholder:text-ink-500 focus:border-accent-600 focus:ring-3 focus:ring-accent-600/20 focus:outline-none',
    muted: 'text-ink-600',
    name: 'text-ink-900',
    body: 'text-sm text-ink-800',
    alert: 'text-red-700',
    item: 'rounded-xl bg-white/70 p-3 ring-1 ring-paper-200',
    list: 'space-y-3',
    avatar: 'bg-accent-100 text-accent-800',
    button: 'border-paper-300 hover:bg-paper-100',
    primary: 'bg-accent-700 text-white hover:bg-accent-800',
  },
  reader: {
    label: 'Add a comment',
    placeholder: 'Share your thoughts on this chapter…',
    emptyTitle: 'No comments yet',
    emptyText: 'Be the first to say what this chapter made you feel.',
    showErrors: true,
    showCounter: true,
    textarea:
      'block max-h-40 min-h-[4.5rem] w-full resize-y rounded-xl border border-(--reader-border) bg-(--reader-bg) px-3 py-2 text-[0.9375rem] text-(--reader-fg) placeholder:text-(--reader-muted) focus:border-(--reader-accent) focus:outline-none',
    muted: 'text-(--reader-muted)',
    name: '',
    body: 'text-[0.9375rem]',
    alert: 'text-(--reader-accent)',
    item: 'py-4',
    list: 'divide-y divide-(--reader-border)',
    avatar: 'bg-(--reader-accent-soft) text-(--reader-fg)',
    button: 'border-(--reader-border) hover:bg-(--reader-surface)',
    primary: 'bg-(--reader-accent) text-(--reader-accent-fg) hover:brightness-110',
  },
} as const;
