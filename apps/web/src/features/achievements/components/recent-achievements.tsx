import { ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '@/components/ui/query-states';
import { Skeleton } from '@/components/ui/skeleton';
import { useAchievements } from '../api/get-achievements';
import { AchievementCard } from './achievement-card';

/** The goals screen's Recent Achievements: unlocked ones newest first, then the closest to unlock. */
export function RecentAchievements({ limit = 3 }: { limit?: number }) {
  const query = useAchievements();
  const headingId = useId();

  const sorted = [...(query.data?.achievements ?? [])].sort((a, b) => {
    if (a.unlocked !== b.unlocked) return a.unlocked ? -1 : 1;
    if (a.unlocked) return (b.unlockedAt ?? '').localeCompare(a.unlockedAt ?? '');
    return b.progress / b.requirement - a.progress / a.requirement;
  });

  return (
    <section aria-labelledby={headingId}>
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id={headingId} className="font-serif text-xl font-semibold text-ink-900">
          Recent Achievements
        </h2>
        <Link
          to="/achievements"
          className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-accent-700 underline-offset-4 hover:underline"
        >
          All achievements
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      {query.isPending ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          {Array.from({ length: limit }, (_, i) => (
            <Skeleton key={i} className="h-36 rounded-2xl" />
          ))}
        </div>
      ) : query.isError ? (
        <ErrorState what="your achievements" onRetry={() => query.refetch()} isRetrying={query.isFetching} />
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          {sorted.slice(0, limit).map((a) => (
            <li key={a.id}>
              <AchievementCard achievement={a} compact />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
