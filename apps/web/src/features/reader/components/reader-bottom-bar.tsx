import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight, List, MessageSquare, Type } from 'lucide-react';
import type { ReactNode } from 'react';

function BarButton({
  label,
  icon,
  onClick,
  disabled,
  badge,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  badge?: number;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className="relative flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 rounded-xl text-[0.6875rem] font-medium transition active:bg-(--reader-surface) disabled:opacity-35"
    >
      <span className="relative">
        {icon}
        {badge ? (
          <span className="absolute -top-1.5 left-3.5 min-w-4 rounded-full bg-(--reader-accent) px-1 text-[0.625rem] leading-4 font-semibold text-(--reader-accent-fg) tabular-nums">
            {badge > 99 ? '99+' : badge}
          </span>
        ) : null}
      </span>
      {label}
    </button>
  );
}

/** Phone controls within thumb reach: chapters, contents, display settings and comments. */
export function ReaderBottomBar({
  hidden,
  onReveal,
  onPrevious,
  onNext,
  hasPrevious,
  hasNext,
  onContents,
  onDisplay,
  onComments,
  comments,
}: {
  hidden: boolean;
  onReveal: () => void;
  onPrevious: () => void;
  onNext: () => void;
  hasPrevious: boolean;
  hasNext: boolean;
  onContents: () => void;
  onDisplay: () => void;
  onComments: () => void;
  comments: number;
}) {
  return (
    <nav
      aria-label="Reader controls"
      onFocusCapture={onReveal}
      className={clsx(
        'sticky bottom-0 z-20 border-t border-(--reader-border) bg-(--reader-chrome) px-1 pb-[env(safe-area-inset-bottom)] backdrop-blur-md transition-transform duration-300 ease-out sm:hidden',
        hidden && 'translate-y-full',
      )}
    >
      <div className="flex">
        <BarButton
          label="Previous"
          icon={<ChevronLeft className="size-5" aria-hidden="true" />}
          onClick={onPrevious}
          disabled={!hasPrevious}
        />
        <BarButton
          label="Contents"
          icon={<List className="size-5" aria-hidden="true" />}
          onClick={onContents}
        />
        <BarButton
          label="Display"
          icon={<Type className="size-5" aria-hidden="true" />}
          onClick={onDisplay}
        />
        <BarButton
          label="Comments"
          icon={<MessageSquare className="size-5" aria-hidden="true" />}
          onClick={onComments}
          badge={comments}
        />
        <BarButton
          label="Next"
          icon={<ChevronRight className="size-5" aria-hidden="true" />}
          onClick={onNext}
          disabled={!hasNext}
        />
      </div>
    </nav>
  );
}
