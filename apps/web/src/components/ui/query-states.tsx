import { clsx } from 'clsx';
import { CircleAlert, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';

interface ErrorStateProps {
  /** What failed to load, e.g. "your goals". */
  what: string;
  onRetry: () => void;
  isRetrying?: boolean;
  className?: string;
}

/** A load failure with a retry button, announced as it appears. */
export function ErrorState({ what, onRetry, isRetrying, className }: ErrorStateProps) {
  return (
    <div
      role="alert"
      className={clsx(
        'flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50/60 px-6 py-8 text-center',
        className,
      )}
    >
      <CircleAlert className="size-6 text-red-700" aria-hidden="true" />
      <p className="text-sm text-ink-800">We couldn’t load {what}. Check your connection and try again.</p>
      <Button
        variant="outline"
        size="sm"
        onClick={onRetry}
        isLoading={isRetrying}
        icon={<RotateCcw className="size-4" aria-hidden="true" />}
      >
        Try again
      </Button>
    </div>
  );
}

interface EmptyStateProps {
  icon?: ReactNode;
  title: string;
  /** What to do next. */
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
}

/** An empty list: says so, and what to do next. */
export function EmptyState({ icon, title, children, action, className }: EmptyStateProps) {
  return (
    <div
      className={clsx(
        'flex flex-col items-center gap-2 rounded-2xl border border-dashed border-paper-300 bg-white/50 px-6 py-10 text-center',
        className,
      )}
    >
      {icon ? <div className="mb-1 text-ink-500 [&_svg]:size-7">{icon}</div> : null}
      <p className="font-serif text-lg font-semibold text-ink-900">{title}</p>
      {children ? <div className="max-w-md text-sm text-ink-600">{children}</div> : null}
      {action ? <div className="mt-3">{action}</div> : null}
    </div>
  );
}
