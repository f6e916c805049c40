import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useFocusTrap } from '@/hooks/use-focus-trap';

export interface ReaderSheetProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** `side`: a panel at the end edge (a bottom sheet on phones). `center`: a small card. */
  variant?: 'side' | 'center';
  /** Content under the title that stays put while the body scrolls (tabs). */
  header?: ReactNode;
  /** Content pinned to the bottom (a comment form). */
  footer?: ReactNode;
}

/**
 * A modal panel painted with the reader's theme: native <dialog> (the page behind is inert),
 * Escape and a backdrop click close it, focus is trapped inside and given back to the opener on close.
 */
export function ReaderSheet(props: ReaderSheetProps) {
  if (!props.open) return null;
  return <OpenSheet {...props} />;
}

function OpenSheet({ onClose, title, children, variant = 'side', header, footer }: ReaderSheetProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  // The opener is read before showModal() moves the focus into the panel, and gets it back when the
  // panel closes: the dialog is closed first, or the page behind it would still be inert.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      if (opener?.isConnected && !dialog.contains(opener)) opener.focus({ preventScroll: true });
    };
  }, []);

  useFocusTrap(ref, true);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      event.preventDefault();
      onClose();
    };
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) onClose();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('click', onClick);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('click', onClick);
    };
  }, [onClose]);

  const isSide = variant === 'side';
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={clsx(
        'overflow-hidden border-(--reader-border) bg-(--reader-raised) p-0 text-(--reader-fg) shadow-lifted',
        'backdrop:bg-black/45 backdrop:backdrop-blur-[1px] open:animate-fade-in',
        isSide
          ? 'mx-0 mt-auto mb-0 max-h-[88dvh] w-full max-w-none rounded-t-2xl border-t sm:my-0 sm:mr-0 sm:ml-auto sm:h-dvh sm:max-h-none sm:w-[26rem] sm:rounded-none sm:border-t-0 sm:border-l'
          : 'm-auto w-[calc(100%-2rem)] max-w-md rounded-2xl border',
      )}
    >
      <div
        className={clsx('flex flex-col', isSide ? 'max-h-[88dvh] sm:h-dvh sm:max-h-none' : 'max-h-[85dvh]')}
      >
        {isSide ? (
          <div
            aria-hidden="true"
            className="mx-auto mt-2 h-1 w-10 shrink-0 rounded-full bg-(--reader-border) sm:hidden"
          />
        ) : null}
        <div className="flex shrink-0 items-center justify-between gap-4 px-5 pt-3 pb-2 sm:pt-5">
          <h2 id={titleId} className="font-serif text-xl font-semibold">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="-mr-2 grid size-11 place-items-center rounded-full text-(--reader-muted) transition hover:bg-(--reader-surface) hover:text-(--reader-fg)"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        {header ? <div className="shrink-0 px-5">{header}</div> : null}
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 pt-2 pb-6">{children}</div>
        {footer ? (
          <div className="shrink-0 border-t border-(--reader-border) px-5 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
            {footer}
          </div>
        ) : null}
      </div>
    </dialog>
  );
}
