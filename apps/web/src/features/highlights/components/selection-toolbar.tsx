import { HIGHLIGHT_COLORS, type HighlightColor } from '@quire/shared/constants/highlights';
import { HIGHLIGHT_MESSAGES, highlightWithColor } from '@quire/shared/messages/highlights';
import { MessageSquarePlus, NotebookPen } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { swatchStyle } from '../lib/swatch';

const TOOLBAR_WIDTH = 340;
const GAP = 10;

/** The reader's header: a surface above the selection stays below it. */
const TOP_CLEAR = 64;

/**
 * Where a small floating surface goes: above the rect (below on touch, where the system menu is
 * not), on the other side when its own side has no room, so it never covers the selected words
 * while there is room beside them; kept on screen.
 */
export function floatingPosition(rect: DOMRect, height: number, width = TOOLBAR_WIDTH) {
  const coarse = window.matchMedia?.('(pointer: coarse)').matches ?? false;
  const left = Math.min(Math.max(8, rect.left + rect.width / 2 - width / 2), window.innerWidth - width - 8);
  const above = rect.top - height - GAP;
  const below = rect.bottom + GAP;
  const fitsAbove = above >= TOP_CLEAR;
  const fitsBelow = below + height <= window.innerHeight - 8;
  const preferBelow = coarse || !fitsAbove;
  const top = preferBelow ? (fitsBelow || !fitsAbove ? below : above) : above;
  return { left, top: Math.max(8, Math.min(top, window.innerHeight - height - 8)) };
}

/**
 * The toolbar offered on a selection in the chapter: the four highlight colours and Add note.
 * Tab (from the text) moves into it; Escape leaves it. Pressing it keeps the selection.
 */
export function SelectionToolbar({
  rect,
  busy,
  onHighlight,
  onAddNote,
  onComment,
  onDismiss,
}: {
  rect: DOMRect;
  busy: boolean;
  onHighlight: (color: HighlightColor) => void;
  onAddNote: () => void;
  onComment: () => void;
  onDismiss: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // Its width follows its labels (and the reader's font); measured before it is painted.
  const [width, setWidth] = useState(TOOLBAR_WIDTH);
  useLayoutEffect(() => {
    if (ref.current) setWidth(ref.current.offsetWidth);
  }, []);

  // Keyboard: Tab from the selection enters the toolbar, Escape returns to the text.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const toolbar = ref.current;
      if (!toolbar) return;
      const inside = toolbar.contains(document.activeElement);
      if (event.key === 'Tab' && !event.shiftKey && !inside) {
        event.preventDefault();
        toolbar.querySelector<HTMLButtonElement>('button')?.focus();
      } else if (event.key === 'Escape' && inside) {
        event.preventDefault();
        onDismiss();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [onDismiss]);

  const { left, top } = floatingPosition(rect, 52, width);
  return (
    <div
      ref={ref}
      role="toolbar"
      aria-label={HIGHLIGHT_MESSAGES.toolbarLabel}
      onPointerDown={(event) => event.preventDefault()}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
        const buttons = [...(ref.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
        const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
        const next = buttons[(at + (event.key === 'ArrowRight' ? 1 : buttons.length - 1)) % buttons.length];
        next?.focus();
        event.preventDefault();
      }}
      className="fixed z-40 flex h-[52px] w-max max-w-[calc(100vw-16px)] items-center gap-0.5 rounded-full border border-(--reader-border) bg-(--reader-raised) px-2 font-sans text-(--reader-fg) shadow-lifted animate-fade-in"
      style={{ left, top }}
    >
      {HIGHLIGHT_COLORS.map((color) => (
        <button
          key={color}
          type="button"
          disabled={busy}
          aria-label={highlightWithColor(color)}
          title={highlightWithColor(color)}
          onClick={() => onHighlight(color)}
          className="grid size-9 shrink-0 place-items-center rounded-full transition hover:bg-(--reader-surface) focus-visible:outline-2 focus-visible:outline-(--reader-accent) disabled:opacity-50"
        >
          <span
            aria-hidden="true"
            className="size-[1.375rem] rounded-full ring-1 ring-black/25 ring-inset"
            style={swatchStyle(color)}
          />
        </button>
      ))}
      <span aria-hidden="true" className="mx-0.5 h-6 w-px bg-(--reader-border)" />
      <button
        type="button"
        disabled={busy}
        onClick={onAddNote}
        className="inline-flex h-10 shrink-0 items-center gap-1.5 rounded-full px-2 text-sm font-semibold transition hover:bg-(--reader-surface) focus-visible:outline-2 focus-visible:outline-(--reader-accent) disabled:opacity-50"
      >
        <NotebookPen className="size-4" aria-hidden="true" />
        {HIGHLIGHT_MESSAGES.addNote}
      </button>
      <button
        type="button"
        onClick={onComment}
        className="inline-flex h-10 shrink-0 items-center gap-1.5 rounded-full px-2 text-sm font-semibold transition hover:bg-(--reader-surface) focus-visible:outline-2 focus-visible:outline-(--reader-accent)"
      >
        <MessageSquarePlus className="size-4" aria-hidden="true" />
        {HIGHLIGHT_MESSAGES.comment}
      </button>
    </div>
  );
}
