import type { Goal } from '@quire/shared/schemas/reading';
import { Plus, Target } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '@/lib/toasts';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState } from '@/components/ui/query-states';
import { Skeleton } from '@/components/ui/skeleton';
import { useGoals } from '../api/get-goals';
import { useDeleteGoal } from '../api/save-goal';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { GoalCard } from './goal-card';
import { goalAmount } from './goal-format';
import { GoalFormDialog } from './goal-form-dialog';
import { ProgressTrackingChart } from './progress-tracking-chart';

type FormState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; goal: Goal };

/** The goals list with New Goal, edit and delete, and the Progress Tracking chart. */
export function GoalsScreen() {
  const goals = useGoals();
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<Goal | null>(null);
  const remove = useDeleteGoal();
  const headingId = useId();
  const openCreate = () => setForm({ mode: 'create' });

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success('Goal deleted');
        setDeleting(null);
      },
      onError: () => toast.error('Could not delete the goal. Please try again.'),
    });
  };

  const list = goals.data?.goals ?? [];

  return (
    <div className="space-y-8">
      <section aria-labelledby={headingId}>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 id={headingId} className="font-serif text-xl font-semibold text-ink-900">
            Your Goals
          </h2>
          <Button onClick={openCreate} icon={<Plus className="size-4.5" aria-hidden="true" />}>
            New Goal
          </Button>
        </div>
        {goals.isPending ? (
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-52 rounded-2xl" />
            ))}
          </div>
        ) : goals.isError ? (
          <ErrorState what="your goals" onRetry={() => goals.refetch()} isRetrying={goals.isFetching} />
        ) : list.length === 0 ? (
          <EmptyState
            icon={<Target />}
            title="No goals yet"
            action={
              <Button onClick={openCreate} icon={<Plus className="size-4.5" aria-hidden="true" />}>
                New Goal
              </Button>
            }
          >
            Set a target for books, pages or minutes, weekly, monthly or yearly. Progress fills in as you
            read.
          </EmptyState>
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((goal) => (
              <li key={goal.id} className="grid min-w-0 grid-cols-1">
                <GoalCard
                  goal={goal}
                  onEdit={() => setForm({ mode: 'edit', goal })}
                  onDelete={() => setDeleting(goal)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <ProgressTrackingChart defaultType={list[0]?.type} />

      <GoalFormDialog
        open={form.mode !== 'closed'}
        goal={form.mode === 'edit' ? form.goal : undefined}
        onClose={() => setForm({ mode: 'closed' })}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this goal?"
        tone="danger"
        confirmLabel="Delete Goal"
        isPending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {deleting
          ? `Your ${deleting.timeframe} goal of ${goalAmount(deleting.target, deleting.type)} will be removed. Your reading stays counted.`
          : ''}
      </ConfirmDialog>
    </div>
  );
}
