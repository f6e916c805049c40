import { HIGHLIGHT_COLORS, type HighlightColor } from '@quire/shared/constants/highlights';
import { HIGHLIGHT_MESSAGES, highlightColorLabel } from '@quire/shared/messages/highlights';
import type { Highlight } from '@quire/shared/schemas/highlights';
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useIdle } from '@/hooks/use-idle';
import { keyBelongsElsewhere } from '@/lib/keyboard';
import { lazyPart } from '@/components/ui/lazy-part';
import { toast } from '@/lib/toasts';
import type { HighlightsSlotProps, ParagraphMarks, TextMark } from '@/features/books';
import { isWaitingToSync, useBookHighlights, useCreateHighlight } from '../api/highlights';
import { placeOfSelection, type TextPlace } from '../lib/selection';

/**
 * What only a selection, a click on a mark or the Notes & Highlights panel shows loads then (or
 * once the page is quiet), not before the chapter's first paint.
 */
const loadList = () => import('./highlights-list');
const loadToolbar = () => import('./selection-toolbar');
const loadPopover = () => import('./highlight-popover');
// Offline before the service worker had their code, a selection or a mark shows nothing (and says
// so) rather than taking the reader down.
const SelectionToolbar = lazyPart(async () => (await loadToolbar()).SelectionToolbar);
const HighlightPopover = lazyPart(async () => (await loadPopover()).HighlightPopover);
const HighlightsList = lazyPart(async () => (await loadList()).HighlightsList);
const HighlightsPanelFooter = lazyPart(async () => (await loadList()).HighlightsPanelFooter);

/** Shift+arrow keys in the reading area and how far each extends a selection. */
const KEYBOARD_SELECTION: Record<
  string,
  { direction: 'forward' | 'backward'; granularity: 'word' | 'line' }
> = {
  ArrowRight: { direction: 'forward', granularity: 'word' },
  ArrowLeft: { direction: 'backward', granularity: 'word' },
  ArrowDown: { direction: 'forward', granularity: 'line' },
  ArrowUp: { direction: 'backward', granularity: 'line' },
};

/** Puts the caret at the start of the first paragraph on screen; false when none is. */
function startSelectionOnScreen(selection: Selection, root: HTMLElement): boolean {
  const paragraphs = root.querySelectorAll<HTMLElement>('[data-paragraph]');
  for (const paragraph of paragraphs) {
    const box = paragraph.getBoundingClientRect();
    if (box.bottom <= 0 || box.top >= window.innerHeight) continue;
    const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) => (node.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP),
    });
    const first = walker.nextNode();
    if (!first) continue;
    selection.collapse(first, 0);
    return true;
  }
  return false;
}

/** The accessible description of a mark: its colour, and its note when it has one. */
const markLabel = (highlight: Highlight) =>
  `${highlightColorLabel[highlight.color]} highlight${highlight.note ? `. Note: ${highlight.note}` : ''}`;

/**
 * The reader's highlights (the Highlights slot): draws the caller's highlights of the chapter over
 * the text, offers the selection toolbar on a selection, edits a highlight when its mark is
 * clicked (or Enter on it), and gives the reader the Notes & Highlights panel's list.
 */
export function HighlightsLayer({
  bookId,
  chapterNumber,
  paragraphs,
  textRef,
  onJump,
  onComment,
  children,
}: HighlightsSlotProps) {
  const highlights = useBookHighlights(bookId);
  const create = useCreateHighlight(bookId, chapterNumber);
  const [selection, setSelection] = useState<{ place: TextPlace; rect: DOMRect } | null>(null);
  const [editing, setEditing] = useState<{ id: string; noteFirst: boolean } | null>(null);

  // Loaded once the chapter is up and the page is quiet, so the first selection shows its toolbar at once.
  const idle = useIdle();
  useEffect(() => {
    if (idle) void Promise.all([loadToolbar(), loadPopover(), loadList()]);
  }, [idle]);
  const marks = useMemo<ParagraphMarks>(() => {
    const byParagraph = new Map<number, TextMark[]>();
    for (const highlight of highlights.data ?? []) {
      if (highlight.chapterNumber !== chapterNumber || highlight.detached) continue;
      // A list older than the text (the author just edited it) draws only what still matches.
      if (paragraphs[highlight.paragraph]?.slice(highlight.start, highlight.end) !== highlight.quote)
        continue;
      const list = byParagraph.get(highlight.paragraph) ?? [];
      list.push({
        id: highlight._id,
        start: highlight.start,
        end: highlight.end,
        color: highlight.color,
        label: markLabel(highlight),
      });
      byParagraph.set(highlight.paragraph, list);
    }
    return byParagraph;
  }, [highlights.data, chapterNumber, paragraphs]);

  // The toolbar follows the selection in the chapter's text.
  useEffect(() => {
    const update = () => {
      const root = textRef.current;
      const current = document.getSelection();
      const place = root ? placeOfSelection(current, root) : undefined;
      if (!place || !current) {
        setSelection(null);
        return;
      }
      setSelection({ place, rect: current.getRangeAt(0).getBoundingClientRect() });
    };
    document.addEventListener('selectionchange', update);
    window.addEventListener('scroll', update, true);
    window.addEventListener('resize', update);
    return () => {
      document.removeEventListener('selectionchange', update);
      window.removeEventListener('scroll', update, true);
      window.removeEventListener('resize', update);
    };
  }, [textRef]);

  // Selecting from the keyboard: Shift+arrows in the reading area start a selection at the first
  // word on screen and extend it by words (left, right) or lines (up, down); Tab then enters the
  // toolbar above it (SelectionToolbar).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const root = textRef.current;
      const unit = KEYBOARD_SELECTION[event.key];
      if (!root || !unit || !event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return;
      // Not while typing, nor with a dialog (a panel, the highlight's editor) over the text.
      if (keyBelongsElsewhere(event)) return;
      const current = document.getSelection();
      if (!current || typeof current.modify !== 'function') return;
      if (!placeOfSelection(current, root) && !startSelectionOnScreen(current, root)) return;
      event.preventDefault();
      current.modify('extend', unit.direction, unit.granularity);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [textRef]);

  useEffect(() => {
    const root = textRef.current;
    if (!root) return;
    const markOf = (target: EventTarget | null) =>
      target instanceof Element ? target.closest<HTMLElement>('mark[data-highlight-id]') : null;
    const onClick = (event: MouseEvent) => {
      const mark = markOf(event.target);
      if (!mark || !document.getSelection()?.isCollapsed) return;
      setEditing({ id: mark.dataset.highlightId!, noteFirst: false });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const mark = markOf(event.target);
      if (!mark || (event.key !== 'Enter' && event.key !== ' ')) return;
      event.preventDefault();
      setEditing({ id: mark.dataset.highlightId!, noteFirst: false });
    };
    root.addEventListener('click', onClick);
    root.addEventListener('keydown', onKeyDown);
    return () => {
      root.removeEventListener('click', onClick);
      root.removeEventListener('keydown', onKeyDown);
    };
  }, [textRef]);

  const highlightSelection = useCallback(
    (color: HighlightColor, withNote: boolean) => {
      if (!selection) return;
      create.mutate(
        { ...selection.place, color },
        {
          onSuccess: (highlight) => {
            document.getSelection()?.removeAllRanges();
            setSelection(null);
            if (withNote) setEditing({ id: highlight._id, noteFirst: true });
            else
              toast.success(
                isWaitingToSync(highlight) ? HIGHLIGHT_MESSAGES.savedOffline : HIGHLIGHT_MESSAGES.saved,
              );
          },
          onError: () => toast.error(HIGHLIGHT_MESSAGES.saveFailed),
        },
      );
    },
    [selection, create],
  );

  const editingHighlight = editing ? highlights.data?.find((item) => item._id === editing.id) : undefined;
  const overlay = (
    <Suspense fallback={null}>
      {selection && !editing ? (
        <SelectionToolbar
          rect={selection.rect}
          busy={create.isPending}
          onHighlight={(color) => highlightSelection(color, false)}
          onAddNote={() => highlightSelection(HIGHLIGHT_COLORS[0], true)}
          onComment={() => {
            const { paragraph, quote } = selection.place;
            document.getSelection()?.removeAllRanges();
            setSelection(null);
            onComment({ paragraph, quote });
          }}
          onDismiss={() => setSelection(null)}
        />
      ) : null}
      {editingHighlight ? (
        <HighlightPopover
          key={editingHighlight._id}
          bookId={bookId}
          highlight={editingHighlight}
          noteFirst={editing?.noteFirst ?? false}
          root={textRef.current}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Suspense>
  );

  const items = highlights.data ?? [];
  return children({
    marks,
    overlay,
    list: (
      <Suspense fallback={null}>
        <HighlightsList
          bookId={bookId}
          status={highlights.status}
          highlights={items}
          onRetry={() => void highlights.refetch()}
          onJump={(highlight) =>
            onJump(highlight.chapterNumber ?? chapterNumber, highlight.detached ? null : highlight.paragraph)
          }
          look="reader"
        />
      </Suspense>
    ),
    footer: (
      <Suspense fallback={null}>
        <HighlightsPanelFooter bookId={bookId} disabled={items.length === 0} />
      </Suspense>
    ),
    count: items.length,
  });
}
