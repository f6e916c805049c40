import type { TextBlock } from '@quire/shared/chapter-doc';
import type { Revision, RevisionSummary } from '@quire/shared/schemas/studio';
import { clsx } from 'clsx';
import { ChevronsUpDown, History, ImageIcon, RotateCcw } from 'lucide-react';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState, ErrorState } from '@/components/ui/query-states';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { countOf } from '@/lib/format';
import { toast } from '@/lib/toasts';
import {
  type BlockChange,
  type DiffRow,
  diffChapterDocs,
  diffText,
  foldUnchanged,
  summarizeDiff,
  type TextPart,
} from './revision-diff';
import { useRestoreRevision, useRevision, useRevisions } from './revisions-api';
import { formatRelativeTime, formatSavedAt } from './studio-format';

export interface RevisionHistoryDialogProps {
  bookId: string;
  chapterId: string;
  /** The chapter's title as the editor has it, for the dialog's description. */
  chapterTitle: string;
  open: boolean;
  onClose: () => void;
  /** After a restore: the new revision (with its document), for the editor to take up. */
  onRestored: (revision: Revision) => void;
}

/**
 * A chapter's revision history: every kept version (newest first), a word-level comparison of any
 * two, and a restore of the older one (which writes a new revision: nothing is lost).
 */
export function RevisionHistoryDialog({
  bookId,
  chapterId,
  chapterTitle,
  open,
  onClose,
  onRestored,
}: RevisionHistoryDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Revision history"
      description={
        <>
          Every version of <span className="font-medium text-ink-800">{chapterTitle || 'this chapter'}</span>{' '}
          kept as you wrote. Pick two to see what changed, and bring back an older one if you need it.
        </>
      }
      size="xl"
      className="p-4 sm:p-6"
    >
      <HistoryBody bookId={bookId} chapterId={chapterId} onRestored={onRestored} />
    </Dialog>
  );
}

interface HistoryBodyProps {
  bookId: string;
  chapterId: string;
  onRestored: (revision: Revision) => void;
}

function HistoryBody({ bookId, chapterId, onRestored }: HistoryBodyProps) {
  const query = useRevisions(bookId, chapterId);
  const [from, setFrom] = useState<number | null>(null);
  const [to, setTo] = useState<number | null>(null);

  if (query.isPending) {
    return (
      <div role="status" className="mt-5 grid gap-4 lg:grid-cols-[18rem_1fr]">
        <span className="sr-only">Loading the history…</span>
        <div className="space-y-2">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-16 rounded-xl" />
          ))}
        </div>
        <Skeleton className="h-72 rounded-xl" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        className="mt-5"
        what="this chapter’s history"
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }

  const revisions = query.data.revisions;
  if (revisions.length < 2) {
    return (
      <EmptyState className="mt-5" icon={<History />} title="Nothing to compare yet">
        Each version of this chapter is kept here as you write. Once you have changed it, you can compare two
        versions and bring back an earlier one.
      </EmptyState>
    );
  }

  // By default: what the latest save changed (the newest and the one before it).
  const known = (revision: number | null) =>
    revision !== null && revisions.some((item) => item.revision === revision) ? revision : null;
  const fromRevision = known(from) ?? revisions[1]!.revision;
  const toRevision = known(to) ?? revisions[0]!.revision;
  const older = revisions.find((item) => item.revision === Math.min(fromRevision, toRevision))!;
  const newer = revisions.find((item) => item.revision === Math.max(fromRevision, toRevision))!;

  return (
    <div className="mt-5 grid gap-4 lg:h-[min(40rem,calc(100dvh-13rem))] lg:grid-cols-[19rem_1fr]">
      <p role="status" className="sr-only">
        {older.revision === newer.revision
          ? 'Pick two different versions to compare them.'
          : `Comparing the version of ${formatSavedAt(older.savedAt)} with the version of ${formatSavedAt(newer.savedAt)}.`}
      </p>
      <RevisionPicker
        revisions={revisions}
        from={fromRevision}
        to={toRevision}
        onFrom={setFrom}
        onTo={setTo}
      />
      {older.revision === newer.revision ? (
        <div className="grid place-items-center rounded-2xl border border-dashed border-paper-300 p-6 text-center text-sm text-ink-600">
          <p>Pick two different versions to compare them.</p>
        </div>
      ) : (
        <Comparison
          key={`${older.revision}-${newer.revision}`}
          bookId={bookId}
          chapterId={chapterId}
          older={older}
          newer={newer}
          onRestored={onRestored}
        />
      )}
    </div>
  );
}

// ---------------------------------------------------------------- the list of revisions

interface RevisionPickerProps {
  revisions: RevisionSummary[];
  from: number;
  to: number;
  onFrom: (revision: number) => void;
  onTo: (revision: number) => void;
}

/** The revisions with two choices per row: compare from (the earlier) and to (the later). */
function RevisionPicker({ revisions, from, to, onFrom, onTo }: RevisionPickerProps) {
  const headingId = useId();
  const groupName = useId();
  const latest = revisions[0]!.revision;
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-h-0 flex-col rounded-2xl border border-paper-200 bg-white/80"
    >
      <div className="flex items-end justify-between gap-3 border-b border-paper-200 px-3 py-2.5">
        <h3 id={headingId} className="text-sm font-semibold text-ink-900">
          {countOf(revisions.length, 'version')}
        </h3>
        <p
          aria-hidden="true"
          className="flex gap-1 text-[0.6875rem] font-semibold tracking-wide text-ink-600 uppercase"
        >
          <span className="w-11 text-center">From</span>
          <span className="w-11 text-center">To</span>
        </p>
      </div>
      <ol
        // Scrolls on its own beside the comparison; reachable by keyboard to scroll it.
        className="max-h-72 min-h-0 flex-1 divide-y divide-paper-100 overflow-y-auto lg:max-h-none"
      >
        {revisions.map((item) => {
          const picked = item.revision === from || item.revision === to;
          const when = formatSavedAt(item.savedAt);
          return (
            <li
              key={item.revision}
              className={clsx(
                'flex items-center gap-2 px-3 py-2.5 transition-colors',
                picked && 'bg-accent-50/70',
              )}
            >
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-x-2 text-sm font-medium text-ink-900">
                  <time dateTime={item.savedAt}>{when}</time>
                  {item.revision === latest ? (
                    <span className="rounded-full bg-sage-100 px-2 py-0.5 text-[0.6875rem] font-semibold text-sage-700">
                      Current
                    </span>
                  ) : null}
                </p>
                <p className="mt-0.5 text-xs text-ink-600">
                  {formatRelativeTime(item.savedAt)} · {countOf(item.wordCount, 'word')}
                </p>
                <p className="mt-0.5 truncate text-xs text-ink-500" title={item.title}>
                  {item.title}
                </p>
              </div>
              <PickRadio
                name={`${groupName}-from`}
                checked={item.revision === from}
                onChange={() => onFrom(item.revision)}
                label={`Compare from the version of ${when}`}
              />
              <PickRadio
                name={`${groupName}-to`}
                checked={item.revision === to}
                onChange={() => onTo(item.revision)}
                label={`Compare to the version of ${when}`}
              />
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function PickRadio({
  name,
  checked,
  onChange,
  label,
}: {
  name: string;
  checked: boolean;
  onChange: () => void;
  label: string;
}) {
  return (
    <label className="grid size-11 shrink-0 cursor-pointer place-items-center rounded-full hover:bg-paper-100">
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onChange}
        aria-label={label}
        className="size-4.5 cursor-pointer accent-accent-600"
      />
    </label>
  );
}

// ---------------------------------------------------------------- the comparison

interface ComparisonProps {
  bookId: string;
  chapterId: string;
  older: RevisionSummary;
  newer: RevisionSummary;
  onRestored: (revision: Revision) => void;
}

function Comparison({ bookId, chapterId, older, newer, onRestored }: ComparisonProps) {
  const before = useRevision(bookId, chapterId, older.revision);
  const after = useRevision(bookId, chapterId, newer.revision);
  const headingId = useId();
  const olderWhen = formatSavedAt(older.savedAt);
  const newerWhen = formatSavedAt(newer.savedAt);

  return (
    <section
      aria-labelledby={headingId}
      className="flex min-h-0 flex-col rounded-2xl border border-paper-200 bg-white"
    >
      <div className="border-b border-paper-200 px-4 py-3">
        <h3 id={headingId} className="text-sm font-semibold text-ink-900">
          Changes from <time dateTime={older.savedAt}>{olderWhen}</time> to{' '}
          <time dateTime={newer.savedAt}>{newerWhen}</time>
        </h3>
        <Legend />
      </div>
      {before.isError || after.isError ? (
        <ErrorState
          className="m-4"
          what="these versions"
          onRetry={() => {
            if (before.isError) void before.refetch();
            if (after.isError) void after.refetch();
          }}
          isRetrying={before.isFetching || after.isFetching}
        />
      ) : before.data && after.data ? (
        <DiffView older={before.data} newer={after.data} />
      ) : (
        <div role="status" className="space-y-3 p-4">
          <span className="sr-only">Loading the two versions…</span>
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-16" />
          <Skeleton className="h-24" />
          <Skeleton className="h-16" />
        </div>
      )}
      <RestoreBar
        bookId={bookId}
        chapterId={chapterId}
        revision={older}
        when={olderWhen}
        onRestored={onRestored}
      />
    </section>
  );
}

function Legend() {
  return (
    <p className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-600" aria-hidden="true">
      <span className="inline-flex items-center gap-1.5">
        <span className="inline-block h-3 w-5 rounded-sm border border-sage-600/40 bg-sage-100" />
        Added
      </span>
      <span className="inline-flex items-center gap-1.5">
        <span className="inline-block h-3 w-5 rounded-sm border border-red-300 bg-red-50" />
        Removed
      </span>
    </p>
  );
}

function DiffView({ older, newer }: { older: Revision; newer: Revision }) {
  const changes = useMemo(() => diffChapterDocs(older.doc, newer.doc), [older.doc, newer.doc]);
  const rows = useMemo(() => foldUnchanged(changes), [changes]);
  const summary = useMemo(() => summarizeDiff(changes), [changes]);
  const titleChanged = older.title !== newer.title;
  const nothingChanged = summary.blocksChanged === 0 && !titleChanged;

  return (
    <section
      // Scrolls on its own on wide screens: focusable so that the keyboard can scroll it too.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      aria-label="Changes between the two versions"
      className="min-h-0 flex-1 overflow-y-auto px-4 py-4 focus-visible:outline-offset-[-2px]"
    >
      <p className="text-sm text-ink-700" data-testid="diff-summary">
        {nothingChanged ? (
          'The text is the same in both versions.'
        ) : (
          <>
            <span className="font-medium text-sage-700">{countOf(summary.wordsAdded, 'word')} added</span>
            {' · '}
            <span className="font-medium text-red-800">{countOf(summary.wordsRemoved, 'word')} removed</span>
            {' · '}
            {countOf(summary.blocksChanged, 'paragraph')} changed
          </>
        )}
      </p>
      {titleChanged ? (
        <p className="mt-3 rounded-xl bg-paper-100 px-3 py-2 text-sm text-ink-800">
          <span className="font-semibold">Title: </span>
          <Parts parts={diffText(older.title, newer.title)} />
        </p>
      ) : null}
      <div className="mt-4 space-y-3 font-serif text-[0.9375rem] leading-relaxed text-ink-800">
        {rows.map((row, index) => (
          <DiffRowView key={rowKey(row, index)} row={row} />
        ))}
      </div>
    </section>
  );
}

const rowKey = (row: DiffRow, index: number): string => {
  switch (row.kind) {
    case 'folded':
      return `folded-${row.blocks[0]!.id}-${index}`;
    case 'changed':
      return `changed-${row.after.id}-${index}`;
    default:
      return `${row.kind}-${row.block.id}-${index}`;
  }
};

function DiffRowView({ row }: { row: DiffRow }) {
  const [unfolded, setUnfolded] = useState(false);
  if (row.kind === 'folded') {
    if (unfolded)
      return (
        <>
          {row.blocks.map((block, index) => (
            <BlockText key={`${block.id}-${index}`} block={block} className="text-ink-700">
              {block.text}
            </BlockText>
          ))}
        </>
      );
    return (
      <button
        type="button"
        onClick={() => setUnfolded(true)}
        className="flex w-full items-center justify-center gap-2 rounded-lg border border-dashed border-paper-300 bg-paper-50 py-1.5 font-sans text-xs font-medium text-ink-600 transition hover:border-ink-300 hover:text-ink-900"
      >
        <ChevronsUpDown className="size-3.5" aria-hidden="true" />
        Show {countOf(row.blocks.length, 'unchanged paragraph')}
      </button>
    );
  }
  return <ChangeView change={row} />;
}

function ChangeView({ change }: { change: BlockChange }) {
  switch (change.kind) {
    case 'same':
      return (
        <BlockText block={change.block} className="text-ink-700">
          {change.block.text}
        </BlockText>
      );
    case 'added':
      return (
        <BlockText block={change.block} className="border-l-4 border-sage-600/60 pl-3">
          <Added>{change.block.text}</Added>
        </BlockText>
      );
    case 'removed':
      return (
        <BlockText block={change.block} className="border-l-4 border-red-300 pl-3">
          <Removed>{change.block.text}</Removed>
        </BlockText>
      );
    case 'changed':
      return (
        <BlockText block={change.after} className="border-l-4 border-ink-300 pl-3">
          <Parts parts={change.parts} />
        </BlockText>
      );
  }
}

/** A block shown as the reader would see its kind: a heading, verse, code, an image's caption. */
function BlockText({
  block,
  className,
  children,
}: {
  block: TextBlock;
  className?: string;
  children: ReactNode;
}) {
  switch (block.type) {
    case 'heading':
      return <p className={clsx('text-lg font-semibold text-ink-900', className)}>{children}</p>;
    case 'verse':
      return <p className={clsx('whitespace-pre-line italic', className)}>{children}</p>;
    case 'codeBlock':
      return <p className={clsx('font-mono text-sm whitespace-pre-wrap', className)}>{children}</p>;
    case 'figure':
      return (
        <p className={clsx('flex items-start gap-2 font-sans text-sm', className)}>
          <ImageIcon className="mt-0.5 size-4 shrink-0 text-ink-500" aria-hidden="true" />
          <span>
            <span className="font-medium">Image</span>
            {block.text ? ': ' : ' (no caption)'}
            {block.text ? children : null}
          </span>
        </p>
      );
    default:
      return <p className={clsx('whitespace-pre-line', className)}>{children}</p>;
  }
}

function Parts({ parts }: { parts: TextPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.kind === 'added' ? (
          <Added key={index}>{part.text}</Added>
        ) : part.kind === 'removed' ? (
          <Removed key={index}>{part.text}</Removed>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

/** Added text: coloured, and said as "added" by a screen reader (colour alone says nothing there). */
function Added({ children }: { children: ReactNode }) {
  return (
    <ins className="rounded-sm bg-sage-100 text-sage-700 decoration-sage-600/50 underline-offset-2 [box-decoration-break:clone]">
      <span className="sr-only">[added: </span>
      {children}
      <span className="sr-only">]</span>
    </ins>
  );
}

function Removed({ children }: { children: ReactNode }) {
  return (
    <del className="rounded-sm bg-red-50 text-red-800 decoration-red-800/60 [box-decoration-break:clone]">
      <span className="sr-only">[removed: </span>
      {children}
      <span className="sr-only">]</span>
    </del>
  );
}

// ---------------------------------------------------------------- restore

interface RestoreBarProps {
  bookId: string;
  chapterId: string;
  revision: RevisionSummary;
  when: string;
  onRestored: (revision: Revision) => void;
}

function RestoreBar({ bookId, chapterId, revision, when, onRestored }: RestoreBarProps) {
  const restore = useRestoreRevision(bookId, chapterId);
  const noteId = useId();
  const failure = restore.error
    ? isApiError(restore.error) && restore.error.status > 0
      ? restore.error.message
      : 'We couldn’t restore this version. Check your connection and try again.'
    : null;
  return (
    <div
      className={
        // On a phone the dialog scrolls as a whole: the button stays in reach at its foot.
        'sticky -bottom-4 flex flex-col gap-3 rounded-b-2xl border-t border-paper-200 bg-paper-50 px-4 py-3 sm:-bottom-6 sm:flex-row sm:items-center sm:justify-between lg:static'
      }
    >
      <p id={noteId} className="sr-only text-xs text-ink-600 sm:not-sr-only">
        Brings back the version of <time dateTime={revision.savedAt}>{when}</time> as the chapter’s current
        text. What you have now stays in the history.
      </p>
      <div className="flex flex-col items-stretch gap-2 sm:items-end">
        <Button
          variant="primary"
          size="sm"
          aria-describedby={noteId}
          isLoading={restore.isPending}
          icon={<RotateCcw className="size-4" aria-hidden="true" />}
          onClick={() =>
            restore.mutate(revision.revision, {
              onSuccess: (restored) => {
                toast.success('Version restored');
                onRestored(restored);
              },
            })
          }
        >
          Restore this version
        </Button>
        {failure ? (
          <p role="alert" className="text-xs font-medium text-red-800">
            {failure}
          </p>
        ) : null}
      </div>
    </div>
  );
}
