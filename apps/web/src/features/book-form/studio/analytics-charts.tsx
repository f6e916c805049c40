import type { AnalyticsDay, ChapterAnalytics } from '@quire/shared/schemas/studio';
import { clsx } from 'clsx';
import { useId } from 'react';
import { countOf } from '@/lib/format';
import { formatCount, formatDay, formatPercent } from './studio-format';

/**
 * Hand-drawn charts of the analytics screen: the shapes are SVG stretched to their box (lines keep
 * their width), the words around them are HTML, so that they stay readable from a phone to a wide
 * screen without measuring anything.
 */

/** A round number at or above `value` for the top of an axis: 7 → 10, 130 → 200, 0 → 1. */
export function axisMax(value: number): number {
  if (value <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) {
    if (step * magnitude >= value) return step * magnitude;
  }
  return 10 * magnitude;
}

/** The values marked on an axis from 0 to `max`: halves only when they are whole numbers. */
const axisTicks = (max: number): number[] => (max % 2 === 0 ? [0, max / 2, max] : [0, max]);

/** The axis's numbers, beside a drawing of the same height (`className`). */
function YAxis({ max, className }: { max: number; className: string }) {
  return (
    <div
      aria-hidden="true"
      className={clsx(
        'relative w-10 shrink-0 text-right text-[0.6875rem] text-ink-500 tabular-nums',
        className,
      )}
    >
      {axisTicks(max).map((tick) => (
        <span
          key={tick}
          className="absolute right-1.5 -translate-y-1/2"
          style={{ top: `${100 - (tick / max) * 100}%` }}
        >
          {formatCount(tick)}
        </span>
      ))}
    </div>
  );
}

function GridLines({ max }: { max: number }) {
  return (
    <>
      {axisTicks(max).map((tick) => {
        const y = 100 - (tick / max) * 100;
        return (
          <line
            key={tick}
            x1="0"
            x2="100"
            y1={y}
            y2={y}
            stroke="var(--color-paper-200)"
            strokeWidth="1"
            vectorEffect="non-scaling-stroke"
          />
        );
      })}
    </>
  );
}

// ---------------------------------------------------------------- drop-off

/**
 * How many readers opened each chapter, first to last, with how many finished it drawn inside:
 * the drop-off through the book. The numbers are in a table for screen readers.
 */
export function DropOffChart({ chapters }: { chapters: ChapterAnalytics[] }) {
  const captionId = useId();
  const tableCaptionId = useId();
  const max = axisMax(Math.max(0, ...chapters.map((chapter) => chapter.openedBy)));
  const slot = 100 / Math.max(1, chapters.length);
  // Many chapters: bars side by side, the shape of the drop-off rather than single bars.
  const barWidth = slot * (chapters.length > 60 ? 1 : 0.68);
  const labelEvery = Math.max(1, Math.ceil(chapters.length / 12));
  // Every few chapters, and the last one unless that would crowd the one before it.
  const lastIndex = chapters.length - 1;
  const showLabel = (index: number) =>
    index % labelEvery === 0 || (index === lastIndex && lastIndex % labelEvery > labelEvery / 2);
  const first = chapters[0]?.openedBy ?? 0;
  const last = chapters.at(-1);

  return (
    <figure aria-labelledby={captionId} className="m-0">
      <figcaption id={captionId} className="sr-only">
        Readers who opened and finished each chapter.
        {last && chapters.length > 1
          ? ` ${countOf(first, 'reader')} opened chapter 1 and ${formatCount(last.openedBy)} opened chapter ${last.number} (${formatPercent(last.openedBy, first)} of the first chapter’s readers).`
          : ''}
      </figcaption>
      <ChartLegend
        items={[
          { label: 'Opened', swatch: 'bg-accent-200' },
          { label: 'Finished', swatch: 'bg-accent-600' },
        ]}
      />
      <div className="mt-3 flex items-start">
        <YAxis max={max} className="h-52 sm:h-60" />
        <div
          className="min-w-0 flex-1"
          // The drawing says nothing a screen reader needs: the table below does.
          aria-hidden="true"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 100 100"
            preserveAspectRatio="none"
            className="block h-52 w-full overflow-visible sm:h-60"
            data-testid="drop-off-chart"
          >
            <GridLines max={max} />
            {chapters.map((chapter, index) => {
              const x = index * slot + (slot - barWidth) / 2;
              const opened = (chapter.openedBy / max) * 100;
              const finished = (Math.min(chapter.finishedBy, chapter.openedBy) / max) * 100;
              return (
                <g key={chapter.chapterId} data-chapter={chapter.number}>
                  <title>
                    {`Chapter ${chapter.number}: ${formatCount(chapter.openedBy)} opened, ${formatCount(chapter.finishedBy)} finished`}
                  </title>
                  <rect
                    x={x}
                    y={100 - opened}
                    width={barWidth}
                    height={opened}
                    fill="var(--color-accent-200)"
                  />
                  <rect
                    x={x + barWidth * 0.2}
                    y={100 - finished}
                    width={barWidth * 0.6}
                    height={finished}
                    fill="var(--color-accent-600)"
                  />
                </g>
              );
            })}
          </svg>
          <div className="relative mt-1.5 h-4 text-[0.6875rem] text-ink-500 tabular-nums">
            {chapters.map((chapter, index) =>
              showLabel(index) ? (
                <span
                  key={chapter.chapterId}
                  className="absolute -translate-x-1/2"
                  style={{ left: `${(index + 0.5) * slot}%` }}
                >
                  {chapter.number}
                </span>
              ) : null,
            )}
          </div>
        </div>
      </div>
      <p aria-hidden="true" className="mt-1 text-center text-xs text-ink-500">
        Chapter
      </p>
      <div className="sr-only">
        <table aria-labelledby={tableCaptionId}>
          <caption id={tableCaptionId}>Drop-off from the first chapter to the last</caption>
          <thead>
            <tr>
              <th scope="col">Chapter</th>
              <th scope="col">Opened</th>
              <th scope="col">Finished</th>
              <th scope="col">Share of the first chapter’s readers</th>
            </tr>
          </thead>
          <tbody>
            {chapters.map((chapter) => (
              <tr key={chapter.chapterId}>
                <th scope="row">{chapter.number}</th>
                <td>{formatCount(chapter.openedBy)}</td>
                <td>{formatCount(chapter.finishedBy)}</td>
                <td>{formatPercent(chapter.openedBy, first)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

// ---------------------------------------------------------------- over time

type SeriesKey = 'readers' | 'followers' | 'favourites';

const SERIES: { key: SeriesKey; label: string; stroke: string; dash?: string }[] = [
  { key: 'readers', label: 'Readers', stroke: 'var(--color-ink-800)' },
  {
    key: 'followers',
    label: 'Followers',
    stroke: 'var(--color-accent-600)',
    dash: '6 4',
  },
  {
    key: 'favourites',
    label: 'Favourites',
    stroke: 'var(--color-sage-600)',
    dash: '2 3',
  },
];

/** Readers, followers and favourites day by day (running totals), as three lines. */
export function GrowthChart({ series }: { series: AnalyticsDay[] }) {
  const captionId = useId();
  if (series.length === 0) return null;
  const max = axisMax(Math.max(0, ...series.flatMap((day) => [day.readers, day.followers, day.favourites])));
  const firstDay = series[0]!;
  const lastDay = series.at(-1)!;
  const x = (index: number) => (series.length === 1 ? 50 : (index / (series.length - 1)) * 100);
  const y = (value: number) => 100 - (value / max) * 100;
  const withYear = firstDay.date.slice(0, 4) !== lastDay.date.slice(0, 4);

  return (
    <figure aria-labelledby={captionId} className="m-0">
      <figcaption id={captionId} className="sr-only">
        {`From ${formatDay(firstDay.date, true)} to ${formatDay(lastDay.date, true)}: `}
        {SERIES.map(
          ({ key, label }) =>
            `${label.toLowerCase()} ${formatCount(firstDay[key])} to ${formatCount(lastDay[key])}`,
        ).join(', ')}
        .
      </figcaption>
      <ChartLegend items={SERIES.map(({ label, stroke, dash }) => ({ label, line: { stroke, dash } }))} />
      <div className="mt-3 flex items-start" aria-hidden="true">
        <YAxis max={max} className="h-44" />
        <div className="min-w-0 flex-1">
          <svg
            aria-hidden="true"
            viewBox="0 0 100 100"
            preserveAspectRatio="none"
            className="block h-44 w-full overflow-visible"
            data-testid="growth-chart"
          >
            <GridLines max={max} />
            {SERIES.map(({ key, stroke, dash }) =>
              series.length === 1 ? (
                <line
                  key={key}
                  x1="0"
                  x2="100"
                  y1={y(firstDay[key])}
                  y2={y(firstDay[key])}
                  stroke={stroke}
                  strokeWidth="2"
                  strokeDasharray={dash}
                  vectorEffect="non-scaling-stroke"
                />
              ) : (
                <polyline
                  key={key}
                  points={series.map((day, index) => `${x(index)},${y(day[key])}`).join(' ')}
                  fill="none"
                  stroke={stroke}
                  strokeWidth="2"
                  strokeDasharray={dash}
                  strokeLinejoin="round"
                  vectorEffect="non-scaling-stroke"
                />
              ),
            )}
          </svg>
          <div className="mt-1.5 flex justify-between text-[0.6875rem] text-ink-500">
            <span>{formatDay(firstDay.date, withYear)}</span>
            {series.length > 1 ? <span>{formatDay(lastDay.date, withYear)}</span> : null}
          </div>
        </div>
      </div>
    </figure>
  );
}

function ChartLegend({
  items,
}: {
  items: { label: string; swatch?: string; line?: { stroke: string; dash?: string } }[];
}) {
  return (
    <ul aria-hidden="true" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-600">
      {items.map((item) => (
        <li key={item.label} className="inline-flex items-center gap-1.5">
          {item.line ? (
            <svg aria-hidden="true" viewBox="0 0 20 4" className="h-1 w-5">
              <line
                x1="0"
                x2="20"
                y1="2"
                y2="2"
                stroke={item.line.stroke}
                strokeWidth="2.5"
                strokeDasharray={item.line.dash}
              />
            </svg>
          ) : (
            <span className={clsx('inline-block h-2.5 w-4 rounded-sm', item.swatch)} />
          )}
          {item.label}
        </li>
      ))}
    </ul>
  );
}
