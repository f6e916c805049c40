import type { ChapterResponse } from '@quire/shared/schemas/reader';
import { READER_WORDS_PER_MINUTE } from '@quire/shared/constants/reader';
import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight, Clock, Eye, MessageSquare } from 'lucide-react';
import { VoteIcon } from '@/components/ui/icons';
import type { Ref } from 'react';
import { typeset } from '@quire/shared/chapter-text';
import { minutesToRead } from '../lib/paragraphs';

const compact = new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 1 });

function Counter({
  icon: Icon,
  value,
  one,
  many,
}: {
  icon: typeof Eye;
  value: number;
  one: string;
  many: string;
}) {
  return (
    <li className="inline-flex items-center gap-1.5">
      <Icon className="size-4" aria-hidden="true" />
      <span>
        <span className="font-semibold text-(--reader-fg) tabular-nums">{compact.format(value)}</span>{' '}
        {value === 1 ? one : many}
      </span>
    </li>
  );
}

/** The chapter's number, title and real counters (reads, votes, comments) and reading time. */
export function ChapterHeading({
  id,
  chapter,
  totalChapters,
  headingRef,
}: {
  id: string;
  chapter: ChapterResponse;
  totalChapters: number;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  return (
    <header className="pt-10 pb-9 text-center sm:pt-16 sm:pb-12">
      <p className="font-sans text-xs font-semibold tracking-[0.22em] text-(--reader-muted) uppercase">
        Chapter {chapter.chapterNumber}
        <span className="sr-only"> of {totalChapters}</span>
      </p>
      <h1
        id={id}
        ref={headingRef}
        tabIndex={-1}
        className="mx-auto mt-3 max-w-[22em] font-serif text-[1.75rem] leading-[1.15] font-semibold tracking-tight text-balance outline-none sm:text-[2.5rem]"
      >
        {typeset(chapter.title)}
      </h1>
      <ul
        aria-label="Chapter statistics"
        className="mt-5 flex flex-wrap items-center justify-center gap-x-5 gap-y-2 font-sans text-sm text-(--reader-muted)"
      >
        <Counter icon={Eye} value={chapter.reads} one="read" many="reads" />
        <Counter icon={VoteIcon} value={chapter.votes} one="vote" many="votes" />
        <Counter icon={MessageSquare} value={chapter.comments} one="comment" many="comments" />
        <li className="inline-flex items-center gap-1.5">
          <Clock className="size-4" aria-hidden="true" />
          {minutesToRead(chapter.wordCount, READER_WORDS_PER_MINUTE)} min read
        </li>
      </ul>
      <div aria-hidden="true" className="mx-auto mt-8 flex w-24 items-center gap-2 text-(--reader-border)">
        <span className="h-px flex-1 bg-current" />
        <span className="size-1.5 rotate-45 bg-(--reader-accent) opacity-70" />
        <span className="h-px flex-1 bg-current" />
      </div>
    </header>
  );
}

/** After the text: vote and comments, previous/next chapter, and where the reader is in the book. */
export function ChapterEnd({
  chapter,
  chapterIndex,
  totalChapters,
  percent,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
  onVote,
  isVoting,
  onComments,
}: {
  chapter: ChapterResponse;
  chapterIndex: number;
  totalChapters: number;
  percent: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onVote: () => void;
  isVoting: boolean;
  onComments: () => void;
}) {
  const isLast = !hasNext;
  return (
    <footer className="mt-10 pb-10 font-sans sm:mt-14">
      <p aria-hidden="true" className="text-center font-serif text-2xl text-(--reader-muted)">
        {isLast ? 'The End' : '❦'}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={onVote}
          aria-pressed={chapter.voted}
          disabled={isVoting}
          className={clsx(
            'inline-flex h-11 items-center gap-2 rounded-full border px-5 text-sm font-semibold transition active:scale-[0.98]',
            chapter.voted
              ? 'border-transparent bg-(--reader-accent) text-(--reader-accent-fg)'
              : 'border-(--reader-border) hover:bg-(--reader-surface)',
          )}
        >
          <VoteIcon className={clsx('size-4', chapter.voted && 'fill-current')} aria-hidden="true" />
          {chapter.voted ? 'Voted' : 'Vote'}
          <span className="tabular-nums opacity-80">{compact.format(chapter.votes)}</span>
        </button>
        <button
          type="button"
          onClick={onComments}
          className="inline-flex h-11 items-center gap-2 rounded-full border border-(--reader-border) px-5 text-sm font-semibold transition hover:bg-(--reader-surface) active:scale-[0.98]"
        >
          <MessageSquare className="size-4" aria-hidden="true" />
          Comment
          <span className="tabular-nums opacity-80">{compact.format(chapter.comments)}</span>
        </button>
      </div>

      <nav aria-label="Chapters" className="mt-8 grid grid-cols-2 gap-3">
        <button
          type="button"
          onClick={onPrevious}
          disabled={!hasPrevious}
          className="inline-flex h-12 items-center justify-center gap-1.5 rounded-full border border-(--reader-border) px-3 text-sm font-semibold transition hover:bg-(--reader-surface) disabled:opacity-40"
        >
          <ChevronLeft className="size-4 shrink-0" aria-hidden="true" />
          Previous Chapter
        </button>
        <button
          type="button"
          onClick={onNext}
          disabled={!hasNext}
          className="inline-flex h-12 items-center justify-center gap-1.5 rounded-full bg-(--reader-accent) px-3 text-sm font-semibold text-(--reader-accent-fg) transition hover:brightness-110 disabled:bg-transparent disabled:text-(--reader-fg) disabled:opacity-40 disabled:ring-1 disabled:ring-(--reader-border)"
        >
          Next Chapter
          <ChevronRight className="size-4 shrink-0" aria-hidden="true" />
        </button>
      </nav>

      <div className="mt-8">
        <div className="flex items-baseline justify-between text-sm">
          <span className="font-semibold">
            Chapter {chapterIndex} of {totalChapters}
          </span>
          <span className="text-(--reader-muted) tabular-nums">{Math.floor(percent)}% complete</span>
        </div>
        <div
          role="progressbar"
          aria-label="Book progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.floor(percent)}
          className="mt-2 h-1.5 overflow-hidden rounded-full bg-(--reader-border)"
        >
          <div
            className="h-full rounded-full bg-(--reader-accent) transition-[width] duration-300"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
    </footer>
  );
}
