import { HIGHLIGHT_MESSAGES, highlightColorLabel } from '@quire/shared/messages/highlights';
import type { Highlight } from '@quire/shared/schemas/highlights';
import { clsx } from 'clsx';
import { CornerDownRight, Download, Trash2, Unlink } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toasts';
import { downloadHighlightsMarkdown, useDeleteHighlight } from '../api/highlights';
import { swatchStyle } from '../lib/swatch';

type Look = 'reader' | 'page';

const LOOKS = {
  reader: {
    muted: 'text-(--reader-muted)',
    strong: 'text-(--reader-fg)',
    card: 'border-(--reader-border) bg-(--reader-bg)',
    quote: 'text-(--reader-fg)',
    link: 'text-(--reader-accent) hover:bg-(--reader-surface)',
    heading: 'text-(--reader-muted)',
  },
  page: {
    muted: 'text-ink-600',
    strong: 'text-ink-900',
    card: 'border-paper-200 bg-white/70',
    quote: 'text-ink-900',
    link: 'text-accent-700 hover:bg-paper-100',
    heading: 'text-ink-600',
  },
} as const;

/** Highlights grouped by chapter, in reading order; those without a place (detached) apart. */
function groupByChapter(highlights: Highlight[]) {
  const placed = new Map<number, { title: string | null; items: Highlight[] }>();
  const detached: Highlight[] = [];
  for (const highlight of highlights) {
    if (highlight.detached || highlight.chapterNumber === null) {
      detached.push(highlight);
      continue;
    }
    const group = placed.get(highlight.chapterNumber) ?? { title: highlight.chapterTitle, items: [] };
    group.items.push(highlight);
    placed.set(highlight.chapterNumber, group);
  }
  return { placed: [...placed.entries()], detached };
}

function HighlightItem({
  bookId,
  highlight,
  look,
  onJump,
  jumpHref,
}: {
  bookId: string;
  highlight: Highlight;
  look: Look;
  onJump?: (highlight: Highlight) => void;
  jumpHref?: (highlight: Highlight) => string;
}) {
  const styles = LOOKS[look];
  const remove = useDeleteHighlight(bookId);
  const jumpClass = clsx(
    'mt-2 inline-flex h-9 items-center gap-1.5 rounded-full px-3 -ml-3 text-sm font-semibold transition',
    styles.link,
  );
  return (
    <li className={clsx('rounded-2xl border p-4', styles.card)}>
      <div className="flex gap-3">
        <span
          className="mt-1 h-auto w-1.5 shrink-0 self-stretch rounded-full"
          style={swatchStyle(highlight.color)}
          role="img"
          aria-label={`${highlightColorLabel[highlight.color]} highlight`}
        />
        <div className="min-w-0 flex-1">
          <blockquote
            className={clsx('font-serif text-[0.95rem] leading-relaxed whitespace-pre-line', styles.quote)}
          >
            {highlight.quote}
          </blockquote>
          {highlight.note ? (
            <p className={clsx('mt-2 text-sm whitespace-pre-line', styles.strong)}>
              <span className={clsx('font-semibold', styles.muted)}>{HIGHLIGHT_MESSAGES.noteLabel}: </span>
              {highlight.note}
            </p>
          ) : null}
          {jumpHref ? (
            <a href={jumpHref(highlight)} className={jumpClass}>
              <CornerDownRight className="size-4" aria-hidden="true" />
              {HIGHLIGHT_MESSAGES.jumpTo}
            </a>
          ) : onJump ? (
            <button type="button" onClick={() => onJump(highlight)} className={jumpClass}>
              <CornerDownRight className="size-4" aria-hidden="true" />
              {HIGHLIGHT_MESSAGES.jumpTo}
            </button>
          ) : null}
        </div>
        <button
          type="button"
          aria-label={`${HIGHLIGHT_MESSAGES.remove}: ${highlight.quote.slice(0, 60)}`}
          title={HIGHLIGHT_MESSAGES.remove}
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(highlight._id, {
              onSuccess: () => toast.success(HIGHLIGHT_MESSAGES.removed),
              onError: () => toast.error(HIGHLIGHT_MESSAGES.removeFailed),
            })
          }
          className={clsx(
            '-mt-1 -mr-2 grid size-9 shrink-0 place-items-center rounded-full transition',
            styles.link,
          )}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      </div>
    </li>
  );
}

/**
 * The Notes & Highlights list: per chapter each quote with its colour and note and a way back
 * to its place; detached ones (their passage was edited away) last, with their quote.
 */
export function HighlightsList({
  bookId,
  status,
  highlights,
  onRetry,
  onJump,
  jumpHref,
  look,
  emptyText = HIGHLIGHT_MESSAGES.panelEmpty,
}: {
  bookId: string;
  status: 'pending' | 'error' | 'success';
  highlights: Highlight[];
  onRetry: () => void;
  onJump?: (highlight: Highlight) => void;
  jumpHref?: (highlight: Highlight) => string;
  look: Look;
  emptyText?: string;
}) {
  const styles = LOOKS[look];
  if (status === 'pending')
    return <p className={clsx('py-6 text-sm', styles.muted)}>{HIGHLIGHT_MESSAGES.loading}</p>;
  if (status === 'error')
    return (
      <div role="alert" className="py-6 text-sm">
        <p className={styles.strong}>{HIGHLIGHT_MESSAGES.panelError}</p>
        <button
          type="button"
          onClick={onRetry}
          className={clsx('mt-2 rounded-full px-3 py-1.5 font-semibold', styles.link)}
        >
          Try again
        </button>
      </div>
    );
  if (highlights.length === 0) return <p className={clsx('py-6 text-sm', styles.muted)}>{emptyText}</p>;
  const { placed, detached } = groupByChapter(highlights);
  return (
    <div className="space-y-6 font-sans">
      {placed.map(([chapter, group]) => (
        <section key={chapter} aria-label={`Chapter ${chapter}${group.title ? `: ${group.title}` : ''}`}>
          <h3 className={clsx('text-xs font-semibold tracking-[0.14em] uppercase', styles.heading)}>
            Chapter {chapter}
            {group.title ? ` · ${group.title}` : ''}
          </h3>
          <ul className="mt-2 space-y-2.5">
            {group.items.map((highlight) => (
              <HighlightItem
                key={highlight._id}
                bookId={bookId}
                highlight={highlight}
                look={look}
                onJump={onJump}
                jumpHref={jumpHref}
              />
            ))}
          </ul>
        </section>
      ))}
      {detached.length > 0 ? (
        <section aria-label={HIGHLIGHT_MESSAGES.detachedHeading}>
          <h3
            className={clsx(
              'inline-flex items-center gap-1.5 text-xs font-semibold tracking-[0.14em] uppercase',
              styles.heading,
            )}
          >
            <Unlink className="size-3.5" aria-hidden="true" />
            {HIGHLIGHT_MESSAGES.detachedHeading}
          </h3>
          <p className={clsx('mt-1 text-sm', styles.muted)}>{HIGHLIGHT_MESSAGES.detachedHelp}</p>
          <ul className="mt-2 space-y-2.5">
            {detached.map((highlight) => (
              <HighlightItem key={highlight._id} bookId={bookId} highlight={highlight} look={look} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** Export Markdown: the book's highlights and notes as a file. */
export function ExportMarkdownButton({
  bookId,
  disabled,
  className,
}: {
  bookId: string;
  disabled?: boolean;
  className?: string;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={disabled || busy}
      onClick={async () => {
        setBusy(true);
        try {
          await downloadHighlightsMarkdown(bookId);
        } catch {
          toast.error(HIGHLIGHT_MESSAGES.exportFailed);
        } finally {
          setBusy(false);
        }
      }}
      className={className}
    >
      <Download className="size-4" aria-hidden="true" />
      {HIGHLIGHT_MESSAGES.exportMarkdown}
    </button>
  );
}

/** The panel's footer in the reader: what is private, and the Markdown export. */
export function HighlightsPanelFooter({ bookId, disabled }: { bookId: string; disabled: boolean }) {
  return (
    <div className="flex items-center justify-between gap-3 font-sans">
      <p className="text-xs text-(--reader-muted)">{HIGHLIGHT_MESSAGES.private}</p>
      <ExportMarkdownButton
        bookId={bookId}
        disabled={disabled}
        className="inline-flex h-10 shrink-0 items-center gap-1.5 rounded-full border border-(--reader-border) px-4 text-sm font-semibold transition hover:bg-(--reader-surface) disabled:opacity-50"
      />
    </div>
  );
}
