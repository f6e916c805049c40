import { HIGHLIGHT_COLORS, HIGHLIGHT_NOTE_MAX_LENGTH } from '@quire/shared/constants/highlights';
import { HIGHLIGHT_MESSAGES, highlightColorLabel } from '@quire/shared/messages/highlights';
import type { Highlight } from '@quire/shared/schemas/highlights';
import { clsx } from 'clsx';
import { Check, Trash2, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toasts';
import { useDismiss } from '@/hooks/use-dismiss';
import { isWaitingToSync, useDeleteHighlight, useUpdateHighlight } from '../api/highlights';
import { swatchStyle } from '../lib/swatch';
import { floatingPosition } from './selection-toolbar';
import { quoted } from '@/lib/format';

const WIDTH = 320;

/**
 * Edits one highlight next to its mark: its colour, its private note, or removes it. Escape or a
 * click elsewhere closes it and gives the focus back to the mark.
 */
export function HighlightPopover({
  bookId,
  highlight,
  noteFirst,
  root,
  onClose,
}: {
  bookId: string;
  highlight: Highlight;
  noteFirst: boolean;
  root: HTMLElement | null;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const titleId = useId();
  const noteId = useId();
  const [note, setNote] = useState(highlight.note ?? '');
  const [position, setPosition] = useState<{ left: number; top: number } | null>(null);
  const update = useUpdateHighlight(bookId);
  const remove = useDeleteHighlight(bookId);
  // Made offline and not sent yet: the server has no id for it to change until then.
  const waiting = isWaitingToSync(highlight);
  const markSelector = `mark[data-highlight-id="${highlight._id}"]`;

  useLayoutEffect(() => {
    const place = () => {
      const mark = root?.querySelector<HTMLElement>(markSelector);
      const rect =
        mark?.getBoundingClientRect() ?? new DOMRect(window.innerWidth / 2, window.innerHeight / 3, 0, 0);
      setPosition(floatingPosition(rect, ref.current?.offsetHeight ?? 240, WIDTH));
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [root, markSelector]);

  useEffect(() => {
    if (noteFirst) noteRef.current?.focus();
    else ref.current?.querySelector<HTMLButtonElement>('[aria-pressed="true"]')?.focus();
  }, [noteFirst]);

  const close = () => {
    onClose();
    root?.querySelector<HTMLElement>(`${markSelector}[tabindex]`)?.focus({ preventScroll: true });
  };
  useDismiss(ref, true, close);

  const saveNote = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { id: highlight._id, note: note.trim() === '' ? null : note },
      {
        onSuccess: () => {
          toast.success(HIGHLIGHT_MESSAGES.noteSaved);
          close();
        },
        onError: () => toast.error(HIGHLIGHT_MESSAGES.saveFailed),
      },
    );
  };

  return (
    <div
      ref={ref}
      role="dialog"
      aria-labelledby={titleId}
      className="fixed z-40 rounded-2xl border border-(--reader-border) bg-(--reader-raised) p-4 font-sans text-(--reader-fg) shadow-lifted animate-fade-in"
      style={{
        width: WIDTH,
        maxWidth: 'calc(100vw - 16px)',
        left: position?.left ?? -9999,
        top: position?.top ?? 0,
      }}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={titleId} className="font-serif text-base font-semibold">
          {HIGHLIGHT_MESSAGES.popoverLabel}
        </h2>
        <button
          type="button"
          onClick={close}
          aria-label={HIGHLIGHT_MESSAGES.close}
          className="-mr-2 grid size-9 place-items-center rounded-full text-(--reader-muted) hover:bg-(--reader-surface) hover:text-(--reader-fg)"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
      <p className="mt-1 line-clamp-2 font-serif text-sm text-(--reader-muted) italic">
        {quoted(highlight.quote)}
      </p>
      {waiting ? <p className="mt-2 text-sm text-(--reader-fg)">{HIGHLIGHT_MESSAGES.waitingToSync}</p> : null}
      <fieldset className="mt-3" disabled={waiting}>
        <legend className="sr-only">Colour</legend>
        <div className="flex gap-2">
          {HIGHLIGHT_COLORS.map((color) => {
            const current = highlight.color === color;
            return (
              <button
                key={color}
                type="button"
                aria-pressed={current}
                aria-label={highlightColorLabel[color]}
                title={highlightColorLabel[color]}
                disabled={update.isPending}
                onClick={() =>
                  current ||
                  update.mutate(
                    { id: highlight._id, color },
                    { onError: () => toast.error(HIGHLIGHT_MESSAGES.saveFailed) },
                  )
                }
                className={clsx(
                  'grid size-10 place-items-center rounded-full ring-1 ring-black/25 ring-inset transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--reader-accent) disabled:cursor-not-allowed disabled:opacity-50',
                  current && 'ring-2 ring-(--reader-fg)',
                )}
                style={swatchStyle(color)}
              >
                {current ? <Check className="size-4 text-[#1e1a15]" aria-hidden="true" /> : null}
              </button>
            );
          })}
        </div>
      </fieldset>
      <form onSubmit={saveNote} className="mt-3">
        <fieldset disabled={waiting} className="contents">
          <label
            htmlFor={noteId}
            className="text-xs font-semibold tracking-wide text-(--reader-muted) uppercase"
          >
            {HIGHLIGHT_MESSAGES.noteLabel}
          </label>
          <textarea
            id={noteId}
            ref={noteRef}
            value={note}
            rows={3}
            maxLength={HIGHLIGHT_NOTE_MAX_LENGTH}
            onChange={(event) => setNote(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) saveNote(event);
            }}
            placeholder={HIGHLIGHT_MESSAGES.notePlaceholder}
            className="mt-1 block w-full resize-y rounded-xl border border-(--reader-border) bg-(--reader-bg) px-3 py-2 text-sm text-(--reader-fg) placeholder:text-(--reader-muted) focus:border-(--reader-accent) focus:outline-none disabled:cursor-not-allowed disabled:opacity-50"
          />
          <div className="mt-3 flex items-center justify-between gap-2">
            <button
              type="button"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(highlight._id, {
                  onSuccess: () => {
                    toast.success(HIGHLIGHT_MESSAGES.removed);
                    onClose();
                  },
                  onError: () => toast.error(HIGHLIGHT_MESSAGES.removeFailed),
                })
              }
              className="inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-(--reader-accent) hover:bg-(--reader-surface) disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-transparent"
            >
              <Trash2 className="size-4" aria-hidden="true" />
              {HIGHLIGHT_MESSAGES.remove}
            </button>
            <button
              type="submit"
              disabled={update.isPending || note === (highlight.note ?? '')}
              className="inline-flex h-10 items-center rounded-full bg-(--reader-accent) px-4 text-sm font-semibold text-(--reader-accent-fg) transition hover:brightness-110 disabled:opacity-50"
            >
              {HIGHLIGHT_MESSAGES.saveNote}
            </button>
          </div>
        </fieldset>
      </form>
    </div>
  );
}
