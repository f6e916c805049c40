import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useFocusTrap } from '@/hooks/use-focus-trap';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Shown above the title, level with the close button (a logo, a small label). */
  eyebrow?: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** `center`: a modal card. `drawer-left`: a full-height panel sliding in from the left. */
  variant?: 'center' | 'drawer-left';
  /** Extra classes for the panel (width, padding). */
  className?: string;
  titleClassName?: string;
  closeLabel?: string;
  /** Width of a centred dialog: `md` (the default) for short forms, `lg` and `xl` for detail views. */
  size?: 'md' | 'lg' | 'xl';
}

const CENTER_WIDTHS = { md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' } as const;

/**
 * A modal dialog on the native <dialog> element: the rest of the page is inert, focus is trapped
 * inside and returned on close, Escape and a click on the backdrop close it, and it is labelled
 * by its title (and described by its description).
 */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return <OpenDialog {...props} />;
}

function OpenDialog({
  onClose,
  title,
  eyebrow,
  description,
  children,
  variant = 'center',
  className,
  titleClassName,
  closeLabel = 'Close',
  size = 'md',
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    // jsdom and very old browsers lack showModal; the open attribute keeps it usable there.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }, []);

  useFocusTrap(dialogRef, true);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      event.preventDefault();
      onClose();
    };
    // A click on the dialog element itself (not its content) is a click on the backdrop.
    const onBackdropClick = (event: MouseEvent) => {
      if (event.target === dialog) onClose();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      }
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('click', onBackdropClick);
    dialog.addEventListener('keydown', onKeyDown);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('click', onBackdropClick);
      dialog.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
    };
  }, [onClose]);

  const isDrawer = variant === 'drawer-left';

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={clsx(
        'bg-transparent p-0 text-ink-900 backdrop:bg-ink-900/45 backdrop:backdrop-blur-[2px] open:animate-fade-in',
        isDrawer
          ? 'm-0 h-dvh max-h-none w-[min(20rem,86vw)] max-w-none'
          : clsx('m-auto w-[calc(100%-2rem)] overflow-visible', CENTER_WIDTHS[size]),
      )}
    >
      <div
        className={clsx(
          'flex flex-col shadow-lifted',
          isDrawer
            ? 'h-full overflow-y-auto bg-paper-100'
            : 'max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-2xl bg-paper-50',
          className ?? (isDrawer ? 'p-4' : 'p-6'),
        )}
      >
        <div className="flex items-start justify-between gap-4">
          <div className="min-w-0">
            {eyebrow}
            <h2 id={titleId} className={titleClassName ?? 'font-serif text-xl font-semibold text-ink-900'}>
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="mt-1 text-sm text-ink-600">
                {description}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label={closeLabel}
            className="-mt-1 -mr-1 grid size-10 shrink-0 place-items-center rounded-full text-ink-600 transition hover:bg-paper-200 hover:text-ink-900"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
