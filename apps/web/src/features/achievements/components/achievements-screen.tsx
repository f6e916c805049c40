import type { ManualLogKind } from '@quire/shared/schemas/reading';
import { BookOpen, BookPlus, CalendarPlus, Clock, Flame, Plus } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { toast } from '@/lib/toasts';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/query-states';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { useAchievements } from '../api/get-achievements';
import { useCreateManualLog } from '../api/manual-logs';
import { AchievementCard } from './achievement-card';
import { ManualLogsList } from './manual-logs-list';

const LOGGED_MESSAGES: Record<ManualLogKind, string> = {
  book: 'Book added to your reading',
  streak_day: 'Reading day added to your streak',
  hour: 'Reading hour added',
};

/** Counters with the Add buttons (reading done outside the app), the five achievements, the logs. */
export function AchievementsScreen() {
  const query = useAchievements();
  const log = useCreateManualLog();
  const countersId = useId();
  const cardsId = useId();

  const add = (kind: ManualLogKind) =>
    log.mutate(kind, {
      onSuccess: ({ unlocked }) => {
        toast.success(LOGGED_MESSAGES[kind]);
        for (const name of unlocked) toast.success(`Achievement unlocked: ${name}`, { icon: '🏆' });
      },
      onError: (error) =>
        toast.error(isApiError(error) ? error.message : 'Could not save that. Please try again.'),
    });
  const pendingKind = log.isPending ? log.variables : null;

  if (query.isError)
    return (
      <ErrorState what="your achievements" onRetry={() => query.refetch()} isRetrying={query.isFetching} />
    );

  const counters = query.data?.counters;
  return (
    <div className="space-y-10">
      <section aria-labelledby={countersId}>
        <h2 id={countersId} className="sr-only">
          Your reading
        </h2>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3 sm:gap-4">
          <CounterTile
            icon={<BookOpen />}
            tint="bg-accent-50 text-accent-700"
            label="Books Read"
            value={counters?.booksRead}
            action={
              <Button
                variant="outline"
                size="sm"
                onClick={() => add('book')}
                isLoading={pendingKind === 'book'}
                icon={<BookPlus className="size-4" aria-hidden="true" />}
              >
                Add Book
              </Button>
            }
          />
          <CounterTile
            icon={<Flame />}
            tint="bg-orange-50 text-orange-700"
            label="Day Streak"
            value={counters?.dayStreak}
            action={
              <Button
                variant="outline"
                size="sm"
                onClick={() => add('streak_day')}
                isLoading={pendingKind === 'streak_day'}
                icon={<CalendarPlus className="size-4" aria-hidden="true" />}
              >
                Add Streak Day
              </Button>
            }
          />
          <CounterTile
            icon={<Clock />}
            tint="bg-sage-50 text-sage-700"
            label="Hours Read"
            value={counters?.hoursRead}
            action={
              <Button
                variant="outline"
                size="sm"
                onClick={() => add('hour')}
                isLoading={pendingKind === 'hour'}
                icon={<Plus className="size-4" aria-hidden="true" />}
              >
                Add Reading Hour
              </Button>
            }
          />
        </div>
        <p className="mt-3 text-sm text-ink-600">
          Read a paper book or listened on the go? Log it here: it counts toward your stats, streak and goals.
        </p>
      </section>

      <section aria-labelledby={cardsId}>
        <h2 id={cardsId} className="mb-4 font-serif text-xl font-semibold text-ink-900">
          Your Achievements
        </h2>
        {query.isPending ? (
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} className="h-40 rounded-2xl" />
            ))}
          </div>
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {query.data.achievements.map((a) => (
              <li key={a.id}>
                <AchievementCard achievement={a} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <ManualLogsList />
    </div>
  );
}

interface CounterTileProps {
  icon: ReactNode;
  tint: string;
  label: string;
  value: number | undefined;
  action: ReactNode;
}

function CounterTile({ icon, tint, label, value, action }: CounterTileProps) {
  // On a phone a counter is one compact row (icon, label and value, action); from sm a tile.
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-paper-200 bg-white p-3 shadow-card sm:flex-col sm:items-stretch sm:gap-0 sm:p-5">
      <div className="flex min-w-0 flex-1 items-center gap-x-3 sm:flex-none sm:flex-wrap">
        <span
          className={`grid size-9 shrink-0 place-items-center rounded-xl sm:size-10 [&_svg]:size-5 ${tint}`}
          aria-hidden="true"
        >
          {icon}
        </span>
        <div className="min-w-0 sm:contents">
          <p className="truncate text-sm font-medium text-ink-600">{label}</p>
          <div
            className="font-serif text-2xl font-semibold tabular-nums text-ink-900 sm:mt-3 sm:basis-full sm:text-4xl"
            aria-live="polite"
            data-stat={label}
          >
            {value === undefined ? (
              <Skeleton className="h-8 w-12 sm:h-10 sm:w-16" />
            ) : (
              value.toLocaleString('en-US')
            )}
          </div>
        </div>
      </div>
      <div className="shrink-0 sm:mt-4">{action}</div>
    </div>
  );
}
