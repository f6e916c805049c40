import type { GoalType, WeeklyPoint } from '@quire/shared/schemas/reading';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ErrorState } from '@/components/ui/query-states';
import { Skeleton } from '@/components/ui/skeleton';
import { useWeeklySeries } from '../api/get-weekly-series';

type Metric = 'books' | 'pages' | 'minutes';
const METRICS: { value: Metric; label: string }[] = [
  { value: 'books', label: 'Books' },
  { value: 'pages', label: 'Pages' },
  { value: 'minutes', label: 'Minutes' },
];
const METRIC_OF_TYPE: Record<GoalType, Metric> = { books: 'books', pages: 'pages', time: 'minutes' };

/** The Progress Tracking line chart: weekly actual against the (dashed) target of the goals. */
export function ProgressTrackingChart({ defaultType }: { defaultType?: GoalType }) {
  const series = useWeeklySeries();
  const [chosen, setChosen] = useState<Metric | null>(null);
  const metric = chosen ?? (defaultType ? METRIC_OF_TYPE[defaultType] : 'pages');
  const headingId = useId();

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-paper-200 bg-white p-5 shadow-card sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id={headingId} className="font-serif text-xl font-semibold text-ink-900">
            Progress Tracking
          </h2>
          <p className="text-sm text-ink-600">Weekly actual vs target, last 8 weeks</p>
        </div>
        <fieldset className="flex rounded-full bg-paper-100 p-1">
          <legend className="sr-only">Measure</legend>
          {METRICS.map((m) => (
            <label
              key={m.value}
              className={clsx(
                'cursor-pointer rounded-full px-3 py-1.5 text-sm font-medium transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-600',
                metric === m.value ? 'bg-white text-ink-900 shadow-sm' : 'text-ink-600 hover:text-ink-900',
              )}
            >
              <input
                type="radio"
                name={`${headingId}-metric`}
                value={m.value}
                checked={metric === m.value}
                onChange={() => setChosen(m.value)}
                className="sr-only"
              />
              {m.label}
            </label>
          ))}
        </fieldset>
      </div>

      <div className="mt-5">
        {series.isPending ? (
          <Skeleton className="h-64 w-full rounded-xl" />
        ) : series.isError ? (
          <ErrorState
            what="your weekly progress"
            onRetry={() => series.refetch()}
            isRetrying={series.isFetching}
          />
        ) : (
          <WeeklyChart points={series.data} metric={metric} />
        )}
      </div>
    </section>
  );
}

function WeeklyChart({ points, metric }: { points: WeeklyPoint[]; metric: Metric }) {
  const data = points.map((p) => ({ week: p.label, actual: p.actual[metric], target: p.target[metric] }));
  const hasTarget = data.some((d) => d.target !== null);
  const unit = metric;
  const summary = data
    .map((d) => `${d.week}: ${d.actual} ${unit}${d.target !== null ? ` of ${d.target}` : ''}`)
    .join('; ');
  const empty = data.every((d) => d.actual === 0) && !hasTarget;

  return (
    <div>
      <div className="mb-3 flex flex-wrap gap-4 text-xs text-ink-600" aria-hidden="true">
        <span className="inline-flex items-center gap-2">
          <span className="h-0.5 w-5 rounded bg-accent-600" /> Actual
        </span>
        <span className="inline-flex items-center gap-2">
          <span className="w-5 border-t-2 border-dashed border-ink-400" /> Target
        </span>
      </div>
      <div role="img" aria-label={`Weekly ${unit} read against target. ${summary}`} className="h-64 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            data={data}
            margin={{ top: 8, right: 12, bottom: 0, left: -12 }}
            accessibilityLayer={false}
          >
            <CartesianGrid stroke="var(--color-paper-200)" vertical={false} />
            <XAxis
              dataKey="week"
              tick={{ fill: 'var(--color-ink-600)', fontSize: 12 }}
              tickLine={false}
              axisLine={false}
            />
            <YAxis
              allowDecimals={false}
              tick={{ fill: 'var(--color-ink-600)', fontSize: 12 }}
              tickLine={false}
              axisLine={false}
              width={48}
            />
            <Tooltip
              contentStyle={{ borderRadius: 12, border: '1px solid var(--color-paper-300)', fontSize: 13 }}
              formatter={(value, name) => [`${value} ${unit}`, name === 'actual' ? 'Actual' : 'Target']}
            />
            <Line
              type="monotone"
              dataKey="target"
              stroke="var(--color-ink-400)"
              strokeWidth={2}
              strokeDasharray="6 5"
              dot={false}
              isAnimationActive={false}
            />
            <Line
              type="monotone"
              dataKey="actual"
              stroke="var(--color-accent-600)"
              strokeWidth={2.5}
              dot={{ r: 3, fill: 'var(--color-accent-600)' }}
              activeDot={{ r: 5 }}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      {empty ? (
        <p className="mt-3 text-center text-sm text-ink-600">
          Nothing yet: read a chapter or log reading on the Achievements page, and set a goal to see its
          target line.
        </p>
      ) : null}
    </div>
  );
}
