import type { Goal } from '@quire/shared/schemas/reading';
import { BookOpen, CalendarDays, Clock, FileText, Pencil, Trash2 } from 'lucide-react';
import { ProgressBar } from '@/components/ui/progress-bar';
import { daysUntil, formatCalendarDate, goalAmount } from './goal-format';
import { countOf } from '@/lib/format';

const TYPE_ICONS = { books: BookOpen, pages: FileText, time: Clock } as const;
const TYPE_TINTS = {
  books: 'bg-accent-50 text-accent-700',
  pages: 'bg-sky-50 text-sky-700',
  time: 'bg-sage-50 text-sage-700',
} as const;

interface GoalCardProps {
  goal: Goal;
  onEdit: () => void;
  onDelete: () => void;
}

function windowNote(goal: Goal): string | null {
  const untilStart = daysUntil(goal.startDate);
  if (untilStart > 0) return `Starts in ${countOf(untilStart, 'day')}`;
  const left = daysUntil(goal.endDate);
  if (left < 0) return 'Ended';
  if (left === 0) return 'Last day';
  return `${countOf(left, 'day')} left`;
}

export function GoalCard({ goal, onEdit, onDelete }: GoalCardProps) {
  const Icon = TYPE_ICONS[goal.type];
  const heading = `${goal.timeframe} Goal`;
  const completed = goal.status === 'completed';
  const note = windowNote(goal);
  return (
    <article
      aria-label={`${heading}: ${goalAmount(goal.target, goal.type)}`}
      className="flex flex-col rounded-2xl border border-paper-200 bg-white p-5 shadow-card"
    >
      <div className="flex items-start gap-3">
        <span className={`grid size-11 shrink-0 place-items-center rounded-xl ${TYPE_TINTS[goal.type]}`}>
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="text-sm font-semibold text-ink-600">{heading}</h3>
          <p className="font-serif text-2xl font-semibold text-ink-900">
            {goalAmount(goal.target, goal.type)}
          </p>
        </div>
        <div className="-mt-1 -mr-2 flex shrink-0">
          <button
            type="button"
            onClick={onEdit}
            aria-label={`Edit ${heading}`}
            className="grid size-9 place-items-center rounded-full text-ink-500 transition hover:bg-paper-100 hover:text-ink-900"
          >
            <Pencil className="size-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={onDelete}
            aria-label={`Delete ${heading}`}
            className="grid size-9 place-items-center rounded-full text-ink-500 transition hover:bg-red-50 hover:text-red-700"
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </button>
        </div>
      </div>

      <div className="mt-5 flex items-baseline justify-between gap-3">
        <p className="text-sm text-ink-700">
          <span className="font-semibold text-ink-900">{goalAmount(goal.current, goal.type)}</span> so far
        </p>
        <p className="text-lg font-semibold tabular-nums text-ink-900">{goal.percent}%</p>
      </div>
      <ProgressBar
        className="mt-2"
        value={goal.percent}
        label={`${heading} progress`}
        barClassName={completed ? 'bg-sage-600' : 'bg-accent-600'}
      />

      <div className="mt-4 flex flex-wrap items-center justify-between gap-x-3 gap-y-2 border-t border-paper-100 pt-3 text-xs text-ink-600">
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays className="size-3.5" aria-hidden="true" />
          {formatCalendarDate(goal.startDate)} - {formatCalendarDate(goal.endDate)}
        </span>
        {completed ? (
          <span className="rounded-full bg-sage-100 px-2 py-0.5 font-semibold text-sage-700">Completed</span>
        ) : note ? (
          <span className="font-medium text-ink-600">{note}</span>
        ) : null}
      </div>
    </article>
  );
}
