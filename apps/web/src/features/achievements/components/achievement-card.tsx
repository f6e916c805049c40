import type { Achievement } from '@quire/shared/schemas/reading';
import { UI_TEXT } from '@quire/shared/messages';
import { clsx } from 'clsx';
import { BookOpen, Compass, Crown, Flame, Hourglass, Lock } from 'lucide-react';
import { ProgressBar } from '@/components/ui/progress-bar';

const ICONS: Record<string, typeof BookOpen> = {
  'bookworm-beginner': BookOpen,
  'book-explorer': Compass,
  'reading-master': Crown,
  'reading-streak': Flame,
  'time-champion': Hourglass,
};

const UNITS = { books: 'books', streak: 'days', time: 'hours' } as const;

/** "3 / 5 books" */
export const achievementProgressText = (a: Achievement) =>
  `${Math.min(a.progress, a.requirement).toLocaleString('en-US')} / ${a.requirement} ${UNITS[a.type]}`;

const dateFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', year: 'numeric' });

export function AchievementCard({
  achievement,
  compact = false,
}: {
  achievement: Achievement;
  compact?: boolean;
}) {
  const Icon = ICONS[achievement.id] ?? BookOpen;
  const { unlocked } = achievement;
  const percent = Math.round(
    (Math.min(achievement.progress, achievement.requirement) / achievement.requirement) * 100,
  );
  return (
    <article
      aria-label={achievement.name}
      className={clsx(
        'relative flex h-full flex-col rounded-2xl border p-5 transition',
        unlocked
          ? 'border-amber-200 bg-gradient-to-br from-amber-50 to-white shadow-card'
          : 'border-paper-200 bg-white/70',
      )}
    >
      <div className="flex items-start gap-3">
        <span
          className={clsx(
            'grid size-12 shrink-0 place-items-center rounded-full',
            unlocked ? 'bg-amber-400 text-amber-950 shadow-sm' : 'bg-paper-100 text-ink-500',
          )}
        >
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-ink-900">{achievement.name}</h3>
          <p className="text-sm text-ink-600">{achievement.description}</p>
        </div>
        {!unlocked ? (
          <span className="shrink-0 text-ink-400">
            <Lock className="size-4" aria-hidden="true" />
            <span className="sr-only">Locked</span>
          </span>
        ) : null}
      </div>
      <div className={clsx('mt-auto', compact ? 'pt-3' : 'pt-5')}>
        {unlocked ? (
          <p className="flex flex-wrap items-center justify-between gap-2">
            <span className="rounded-full bg-amber-400 px-2.5 py-0.5 text-sm font-bold text-amber-950">
              {UI_TEXT.unlocked}
            </span>
            {achievement.unlockedAt ? (
              <span className="text-xs text-ink-600">
                {dateFormat.format(new Date(achievement.unlockedAt))}
              </span>
            ) : null}
          </p>
        ) : (
          <>
            <div className="mb-1.5 flex justify-between text-xs text-ink-600">
              <span>{achievementProgressText(achievement)}</span>
              <span>{percent}%</span>
            </div>
            <ProgressBar
              size="sm"
              value={percent}
              label={`${achievement.name} progress`}
              barClassName="bg-amber-500"
            />
          </>
        )}
      </div>
    </article>
  );
}
