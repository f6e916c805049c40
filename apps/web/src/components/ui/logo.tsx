import { clsx } from 'clsx';

/** Quire's mark: an open book folded from one sheet (a quire). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={clsx('shrink-0', className ?? 'size-8')} aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="var(--color-accent-600)" />
      <path
        d="M8 9.5c2.8-.9 5.5-.6 8 1.1 2.5-1.7 5.2-2 8-1.1v13c-2.8-.9-5.5-.6-8 1.1-2.5-1.7-5.2-2-8-1.1z"
        fill="none"
        stroke="var(--color-paper-50)"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <path d="M16 10.6v13" stroke="var(--color-paper-50)" strokeWidth="1.8" />
    </svg>
  );
}

export function Logo({ className, inverse = false }: { className?: string; inverse?: boolean }) {
  return (
    <span className={clsx('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span
        className={clsx(
          'font-serif text-[1.375rem] font-semibold tracking-tight',
          inverse ? 'text-paper-50' : 'text-ink-900',
        )}
      >
        Quire
      </span>
    </span>
  );
}
