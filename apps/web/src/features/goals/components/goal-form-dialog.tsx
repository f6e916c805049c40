import { GOAL_TIMEFRAMES, GOAL_TYPES } from '@quire/shared/constants';
import {
  type Goal,
  type GoalInput,
  type GoalTimeframe,
  type GoalType,
  goalInputSchema,
} from '@quire/shared/schemas/reading';
import { clsx } from 'clsx';
import { CircleAlert } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { toast } from '@/lib/toasts';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, fieldErrorId, Input, inputStyles } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { useSaveGoal } from '../api/save-goal';
import { formatCalendarDate, GOAL_TYPE_LABELS, goalEndDate, todayLocal } from './goal-format';

interface GoalFormDialogProps {
  open: boolean;
  /** The goal being edited; absent when creating. */
  goal?: Goal;
  onClose: () => void;
}

/** What the fields hold: the target as typed (the contract's schema turns it into a number). */
interface GoalFormValues {
  type: GoalType;
  target: string;
  timeframe: GoalTimeframe;
  startDate: string;
}

/**
 * The contract's goal schema checks the fields; its first message per field shows. (The schema
 * coerces the target from any input; the form's is the text typed.)
 */
const goalResolver = zodResolver(goalInputSchema) as unknown as Resolver<GoalFormValues, unknown, GoalInput>;

/** The Create New Goal form (type, target, timeframe, start date; the end date follows). */
export function GoalFormDialog({ open, goal, onClose }: GoalFormDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={goal ? 'Edit Goal' : 'Create New Goal'}>
      {/* Remount per goal so the fields start from its values. */}
      <GoalForm key={goal?.id ?? 'new'} goal={goal} onDone={onClose} />
    </Dialog>
  );
}

function GoalForm({ goal, onDone }: { goal?: Goal; onDone: () => void }) {
  const id = useId();
  const {
    register,
    handleSubmit,
    watch,
    clearErrors,
    formState: { errors: fieldErrors },
  } = useForm<GoalFormValues, unknown, GoalInput>({
    defaultValues: {
      type: goal?.type ?? 'books',
      target: goal ? String(goal.target) : '',
      timeframe: goal?.timeframe ?? 'monthly',
      startDate: goal?.startDate ?? todayLocal(),
    },
    resolver: goalResolver,
    // An error stays until its field is edited (then it clears) or the form is sent again.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const errors: Partial<Record<keyof GoalInput, string>> = {
    type: fieldErrors.type?.message,
    target: fieldErrors.target?.message,
    timeframe: fieldErrors.timeframe?.message,
    startDate: fieldErrors.startDate?.message,
  };
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveGoal();
  const [type, timeframe, startDate] = watch(['type', 'timeframe', 'startDate']);

  const onSubmit = (input: GoalInput) => {
    save.mutate(
      { id: goal?.id, input },
      {
        onSuccess: () => {
          toast.success(goal ? 'Goal updated' : 'Goal created');
          onDone();
        },
        onError: (error) =>
          setFormError(isApiError(error) ? error.message : 'Could not save the goal. Please try again.'),
      },
    );
  };

  const validStart = /^\d{4}-\d{2}-\d{2}$/.test(startDate);
  const fieldId = (name: string) => `${id}-${name}`;
  const describedBy = (name: keyof GoalInput) => (errors[name] ? fieldErrorId(fieldId(name)) : undefined);

  return (
    <form
      onSubmit={(event) => {
        setFormError(null);
        return handleSubmit(onSubmit)(event);
      }}
      noValidate
      className="mt-5 space-y-4"
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field id={fieldId('type')} label="Type" error={errors.type}>
          <select
            id={fieldId('type')}
            {...register('type')}
            className={clsx(inputStyles, 'appearance-auto')}
            aria-describedby={describedBy('type')}
          >
            {GOAL_TYPES.map((t) => (
              <option key={t} value={t}>
                {GOAL_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </Field>
        <Field id={fieldId('target')} label="Target" error={errors.target}>
          <div className="relative">
            <Input
              id={fieldId('target')}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              placeholder="e.g. 12"
              {...register('target', { onChange: () => clearErrors('target') })}
              aria-invalid={errors.target ? true : undefined}
              aria-describedby={describedBy('target')}
              className="pr-20"
            />
            <span className="pointer-events-none absolute top-1/2 right-3.5 -translate-y-1/2 text-sm text-ink-500">
              {GOAL_TYPE_LABELS[type]}
            </span>
          </div>
        </Field>
        <Field id={fieldId('timeframe')} label="Timeframe" error={errors.timeframe}>
          <select
            id={fieldId('timeframe')}
            {...register('timeframe')}
            className={clsx(inputStyles, 'appearance-auto')}
            aria-describedby={describedBy('timeframe')}
          >
            {GOAL_TIMEFRAMES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </Field>
        <Field id={fieldId('startDate')} label="Start Date" error={errors.startDate}>
          <Input
            id={fieldId('startDate')}
            type="date"
            {...register('startDate', { onChange: () => clearErrors('startDate') })}
            aria-invalid={errors.startDate ? true : undefined}
            aria-describedby={describedBy('startDate')}
          />
        </Field>
      </div>
      {validStart ? (
        <p className="text-sm text-ink-600" aria-live="polite">
          Runs {formatCalendarDate(startDate)} - {formatCalendarDate(goalEndDate(startDate, timeframe))}
        </p>
      ) : null}
      {formError ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {formError}
        </p>
      ) : null}
      {/* Sticky: on a short phone screen the actions stay in view while the form scrolls. */}
      <div className="sticky bottom-0 -mx-6 -mb-6 flex flex-col-reverse gap-2 border-t border-paper-200 bg-paper-50 px-6 py-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" isLoading={save.isPending}>
          {goal ? 'Save Changes' : 'Create Goal'}
        </Button>
      </div>
    </form>
  );
}
