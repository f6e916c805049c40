import type { ChapterResponse, ReaderSettings } from '@quire/shared/schemas/reader';
import { READER_WORDS_PER_MINUTE } from '@quire/shared/constants/reader';
import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight, Clock, Eye, MessageSquare, Star } from 'lucide-react';
import { Fragment, memo, type Ref, useMemo } from 'react';
import {
  type InlineRun,
  type ParagraphBlock,
  parseParagraph,
  splitParagraphs,
  typeset,
} from '@quire/shared/chapter-text';
import { minutesToRead } from '../lib/paragraphs';
import { FONT_CLASS } from '../lib/reader-themes';
import { markedText } from './marked-text';
import type { ParagraphMarks, TextMark } from '@/features/books';

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
        <Counter icon={Star} value={chapter.votes} one="vote" many="votes" />
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

const DROP_CAP =
  'first-letter:float-left first-letter:mt-[0.06em] first-letter:mr-[0.09em] first-letter:font-serif first-letter:text-[3.3em] first-letter:leading-[0.82] first-letter:font-semibold first-letter:text-(--reader-accent)';

/** A drop cap opens prose; on a short line (a heading, a date, a numbered part) it would look lost. */
const hasDropCap = (paragraph: string) => paragraph.length >= 160 && /^[“"‘']?\p{L}/u.test(paragraph);

/**
 * The chapter text, split into paragraphs at blank lines, set in the chosen face, size, spacing
 * and alignment. Each paragraph element carries `data-paragraph` (its index) and its textContent
 * is exactly `paragraphText(source)`: offsets taken from a selection on the page are the offsets
 * of the shared chapter-text coordinate system. Memoised: scrolling re-renders the chrome, never thousands of paragraphs.
 */
export const ChapterText = memo(function ChapterText({
  content,
  fontFamily,
  justify,
  hyphenate = false,
  language,
  textRef,
  marks,
}: {
  content: string;
  fontFamily: ReaderSettings['fontFamily'];
  justify: boolean;
  hyphenate?: boolean;
  language?: string;
  textRef: Ref<HTMLDivElement>;
  /** Highlights drawn over the text, by paragraph. */
  marks?: ParagraphMarks;
}) {
  const paragraphs = useMemo(() => splitParagraphs(content).map(parseParagraph), [content]);
  return (
    <div
      ref={textRef}
      lang={language}
      className={clsx(
        'reader-text [overflow-wrap:break-word] [font-kerning:normal] [text-rendering:optimizeLegibility]',
        FONT_CLASS[fontFamily],
        justify ? 'text-justify' : 'text-left',
        hyphenate ? 'hyphens-auto' : 'hyphens-manual',
      )}
      style={{ fontSize: 'var(--reader-font-size)', lineHeight: 'var(--reader-line-height)' }}
    >
      {paragraphs.map((block, index) => (
        <ReaderParagraph key={index} block={block} index={index} marks={marks?.get(index)} />
      ))}
    </div>
  );
});

/**
 * A run of text with its emphasis as elements (never markup from the text itself), and the
 * highlights over it as <mark>s; `offset` is where the run starts in the paragraph's text.
 */
function Run({ run, marks, offset }: { run: InlineRun; marks?: readonly TextMark[]; offset: number }) {
  const text = markedText(run.text, marks, offset);
  if (run.em && run.strong)
    return (
      <strong>
        <em>{text}</em>
      </strong>
    );
  if (run.strong) return <strong>{text}</strong>;
  if (run.em) return <em>{text}</em>;
  return <>{text}</>;
}

/** The runs of one line; `offset` is where the line starts in the paragraph's text. */
function Runs({
  runs,
  marks,
  offset = 0,
}: {
  runs: InlineRun[];
  marks?: readonly TextMark[];
  offset?: number;
}) {
  let at = offset;
  return runs.map((run, index) => {
    const start = at;
    at += run.text.length;
    return <Run key={index} run={run} marks={marks} offset={start} />;
  });
}

/** Where each line of a paragraph starts in its text (lines are joined by one line break). */
function lineOffsets(lines: InlineRun[][]): number[] {
  let at = 0;
  return lines.map((runs) => {
    const start = at;
    at += runs.reduce((sum, run) => sum + run.text.length, 0) + 1;
    return start;
  });
}

/**
 * One paragraph, a heading or prose (decision 019). Its textContent is exactly
 * `paragraphText(source)`: the line breaks of verse are text nodes, markers are never shown.
 */
function ReaderParagraph({
  block,
  index,
  marks,
}: {
  block: ParagraphBlock;
  index: number;
  marks?: readonly TextMark[];
}) {
  const { kind, lines } = block;
  const starts = lineOffsets(lines);
  if (kind !== 'p') {
    const Heading = kind;
    return (
      <Heading
        data-paragraph={index}
        className={clsx(
          'mt-[1.6em] mb-[0.7em] font-semibold leading-snug text-balance',
          kind === 'h2' ? 'text-[1.3em]' : 'text-[1.12em]',
        )}
      >
        {lines.map((runs, lineIndex) => (
          <Fragment key={lineIndex}>
            <Runs runs={runs} marks={marks} offset={starts[lineIndex]} />
            {lineIndex < lines.length - 1 ? '\n' : null}
          </Fragment>
        ))}
      </Heading>
    );
  }
  if (lines.length > 1) {
    // Verse, letters, speeches: each line its own, wrapped lines hang under the first.
    return (
      <p data-paragraph={index} className="mb-(--reader-paragraph-spacing) text-left">
        {lines.map((runs, lineIndex) => (
          <span key={lineIndex} className="block pl-[1.5em] -indent-[1.5em]">
            <Runs runs={runs} marks={marks} offset={starts[lineIndex]} />
            {lineIndex < lines.length - 1 ? '\n' : null}
          </span>
        ))}
      </p>
    );
  }
  const text = lines[0]?.map((run) => run.text).join('') ?? '';
  return (
    <p
      data-paragraph={index}
      className={clsx('mb-(--reader-paragraph-spacing)', index === 0 && hasDropCap(text) && DROP_CAP)}
    >
      <Runs runs={lines[0] ?? []} marks={marks} />
    </p>
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
          <Star className={clsx('size-4', chapter.voted && 'fill-current')} aria-hidden="true" />
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
