import type { ManualLog } from '@quire/shared/schemas/reading';
import { BookOpen, CalendarCheck, Clock, NotebookPen, X } from 'lucide-react';
import { useId } from 'react';
import { toast } from '@/lib/toasts';
import { EmptyState, ErrorState } from '@/components/ui/query-states';
import { Skeleton } from '@/components/ui/skeleton';
import { useDeleteManualLog, useManualLogs } from '../api/manual-logs';

const KINDS = {
  book: { label: 'Book finished', icon: BookOpen },
  streak_day: { label: 'Reading day', icon: CalendarCheck },
  hour: { label: 'Reading hour (60 minutes)', icon: Clock },
} as const;

const dayFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const formatDay = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return dayFormat.format(new Date(Date.UTC(y!, m! - 1, d!)));
};

/** The recent manual logs, each removable (a mistaken click can be undone). */
export function ManualLogsList() {
  const logs = useManualLogs();
  const remove = useDeleteManualLog();
  const headingId = useId();

  const onRemove = (log: ManualLog) =>
    remove.mutate(log.id, {
      onSuccess: () => toast.success(`${KINDS[log.kind].label} removed`),
      onError: () => toast.error('Could not remove it. Please try again.'),
    });

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="font-serif text-xl font-semibold text-ink-900">
        Logged Outside Quire
      </h2>
      <p className="mb-4 text-sm text-ink-600">
        Your most recent manual entries. Remove one if you added it by mistake.
      </p>
      {logs.isPending ? (
        <Skeleton className="h-32 rounded-2xl" />
      ) : logs.isError ? (
        <ErrorState what="your logged reading" onRetry={() => logs.refetch()} isRetrying={logs.isFetching} />
      ) : logs.data.logs.length === 0 ? (
        <EmptyState icon={<NotebookPen />} title="Nothing logged yet">
          Use Add Book, Add Streak Day or Add Reading Hour above to record reading you did away from Quire.
        </EmptyState>
      ) : (
        <ul className="divide-y divide-paper-200 overflow-hidden rounded-2xl border border-paper-200 bg-white">
          {logs.data.logs.map((log) => {
            const { label, icon: Icon } = KINDS[log.kind];
            const removing = remove.isPending && remove.variables === log.id;
            return (
              <li key={log.id} className="flex items-center gap-3 px-4 py-3">
                <Icon className="size-4.5 shrink-0 text-ink-500" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium text-ink-900">{label}</p>
                  <p className="text-xs text-ink-600">{formatDay(log.date)}</p>
                </div>
                <button
                  type="button"
                  onClick={() => onRemove(log)}
                  disabled={removing}
                  aria-label={`Remove ${label.toLowerCase()} of ${formatDay(log.date)}`}
                  className="inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-ink-600 transition hover:bg-red-50 hover:text-red-700 disabled:opacity-50"
                >
                  <X className="size-4" aria-hidden="true" />
                  <span className="hidden sm:inline">Remove</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
