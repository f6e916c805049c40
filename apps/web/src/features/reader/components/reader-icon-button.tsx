import { clsx } from 'clsx';
import type { ButtonHTMLAttributes, ReactNode } from 'react';

export interface ReaderIconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The accessible name (icon-only buttons have no visible text). */
  label: string;
  children: ReactNode;
  /** For toggles: announced as pressed, and drawn in the accent colour. */
  pressed?: boolean;
}

/** A round, 44px, theme-aware icon button with a tooltip-like title. */
export function ReaderIconButton({
  label,
  children,
  pressed,
  className,
  type = 'button',
  ...props
}: ReaderIconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      className={clsx(
        'grid size-11 shrink-0 place-items-center rounded-full transition duration-150',
        'hover:bg-(--reader-surface) active:scale-95 disabled:pointer-events-none disabled:opacity-40',
        pressed ? 'text-(--reader-accent)' : 'text-(--reader-fg)',
        className,
      )}
      {...props}
    >
      {children}
    </button>
  );
}
