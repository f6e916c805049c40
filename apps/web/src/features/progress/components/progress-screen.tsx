import { BookOpen, CalendarDays, Clock, FileText, Flame, Gauge, TrendingUp } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { BookCover } from '@/components/ui/book-cover';
import { ProgressBar } from '@/components/ui/progress-bar';
import { EmptyState, ErrorState } from '@/components/ui/query-states';
import { Skeleton } from '@/components/ui/skeleton';
import { useReadingSpeed } from '@/features/books';
import { readingSpeedText, TIME_LEFT_MESSAGES } from '@quire/shared/messages/time-left';
import { useCurrentlyReading } from '../api/get-currently-reading';
import { useStatsSummary } from '../api/get-stats-summary';
import { formatDuration, formatLastRead } from './format';
import { DATA_TRANSFER_MESSAGES } from '@quire/shared/messages/data-transfer';
import { countOf, pagesReadOf, plural } from '@/lib/format';
import { links } from '@/lib/links';

/** Reading Progress: the yearly goal, what is being read, books per month and the stat tiles. */
export function ProgressScreen() {
  const summary = useStatsSummary();

  if (summary.isError)
    return (
      <ErrorState
        what="your reading stats"
        onRetry={() => summary.refetch()}
        isRetrying={summary.isFetching}
      />
    );

  const stats = summary.data;
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-5">
        <div className="lg:col-span-2">
          {stats ? <YearlyGoalCard stats={stats} /> : <Skeleton className="h-64 rounded-2xl" />}
        </div>
        <div className="lg:col-span-3">
          <CurrentlyReading />
        </div>
      </div>

      <MonthlyChart stats={stats} />

      <section aria-label="Reading stats" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatTile
          icon={<FileText />}
          label="Total Pages"
          value={stats?.totals.pagesRead.toLocaleString('en-US')}
          note={stats?.outside.pages ? DATA_TRANSFER_MESSAGES.outsidePages(stats.outside.pages) : undefined}
        />
        <StatTile
          icon={<Clock />}
          label="Reading Time"
          value={stats ? formatDuration(stats.totals.readingSeconds) : undefined}
        />
        <StatTile
          icon={<TrendingUp />}
          label="Daily Average"
          value={stats?.dailyAveragePages.toLocaleString('en-US')}
          unit="pages/day"
        />
        <StatTile
          icon={<Flame />}
          label="Streak"
          value={stats?.streak.current.toLocaleString('en-US')}
          unit={plural('day', stats?.streak.current ?? 0)}
        />
      </section>

      <ReadingSpeedCard />
    </div>
  );
}

/** The reader's own speed, measured from their sessions (what the reader's time left uses). */
function ReadingSpeedCard() {
  const speed = useReadingSpeed();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex items-start gap-4 rounded-2xl border border-paper-200 bg-white p-4 shadow-card sm:items-center sm:p-5"
    >
      <span
        aria-hidden="true"
        className="grid size-10 shrink-0 place-items-center rounded-full bg-accent-50 text-accent-700 [&_svg]:size-5"
      >
        <Gauge />
      </span>
      <div className="min-w-0 flex-1">
        <h3 id={headingId} className="text-sm font-medium text-ink-600">
          {TIME_LEFT_MESSAGES.speedHeading}
        </h3>
        {speed.data ? (
          <>
            <p
              className="mt-0.5 font-serif text-lg font-semibold text-ink-900"
              data-reading-speed={speed.data.wordsPerMinute}
            >
              {readingSpeedText(speed.data.wordsPerMinute)}
            </p>
            {speed.data.measured ? null : (
              <p className="mt-0.5 text-sm text-ink-600">{TIME_LEFT_MESSAGES.speedFallback}</p>
            )}
          </>
        ) : speed.isError ? (
          <p className="mt-0.5 text-sm text-ink-600">{TIME_LEFT_MESSAGES.speedFailed}</p>
        ) : (
          <Skeleton className="mt-1.5 h-6 w-64 max-w-full" />
        )}
      </div>
    </section>
  );
}

type Stats = NonNullable<ReturnType<typeof useStatsSummary>['data']>;

const goalDateFormat = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
/** A goal's own dates, as the Goals screen shows them ("Nov 26, 2026 – Nov 25, 2027"). */
const goalDates = (start: string, end: string) =>
  `${goalDateFormat.format(new Date(`${start}T00:00:00Z`))} – ${goalDateFormat.format(new Date(`${end}T00:00:00Z`))}`;

function YearlyGoalCard({ stats }: { stats: Stats }) {
  const { yearlyGoal, year } = stats;
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="relative h-full overflow-hidden rounded-2xl bg-ink-900 p-6 text-paper-50 shadow-lifted"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-16 -right-16 size-56 rounded-full bg-accent-600/40 blur-2xl"
      />
      <div className="relative">
        <p className="inline-flex items-center gap-2 text-sm font-medium text-paper-200">
          <CalendarDays className="size-4" aria-hidden="true" />
          Yearly Goal
        </p>
        <h2 id={headingId} className="mt-1 font-serif text-2xl font-semibold">
          {year} Reading Goal
        </h2>
        {yearlyGoal.startDate && yearlyGoal.endDate ? (
          <p className="mt-1 text-sm text-paper-300">{goalDates(yearlyGoal.startDate, yearlyGoal.endDate)}</p>
        ) : null}
        <p className="mt-6 font-serif text-5xl font-semibold tabular-nums">
          {yearlyGoal.total}
          <span className="text-2xl text-paper-300"> / {yearlyGoal.target} books</span>
        </p>
        <ProgressBar
          className="mt-5"
          trackClassName="bg-white/15"
          value={yearlyGoal.percent}
          label={`${year} reading goal progress`}
          barClassName="bg-accent-500"
        />
        <p className="mt-2 text-sm text-paper-200">
          <span className="font-semibold text-paper-50">{yearlyGoal.percent.toFixed(1)}%</span> complete
        </p>
        <GoalPace stats={stats} />
        {stats.outside.booksThisYear > 0 ? (
          <p className="mt-2 text-sm text-paper-300">
            {DATA_TRANSFER_MESSAGES.readOutside(stats.outside.booksThisYear)}
          </p>
        ) : null}
        {yearlyGoal.goalId === null ? (
          <p className="mt-5 text-sm text-paper-300">
            Aiming for {yearlyGoal.target} books.{' '}
            <Link to="/reading-goals" className="font-medium text-paper-50 underline underline-offset-4">
              Set your own yearly goal
            </Link>
          </p>
        ) : null}
      </div>
    </section>
  );
}

/** Books to go and how the goal is going against an even pace over its own dates (the server's measure). */
function GoalPace({ stats }: { stats: Stats }) {
  const { yearlyGoal } = stats;
  const toGo = Math.max(0, yearlyGoal.target - yearlyGoal.total);
  const ahead = yearlyGoal.pace?.ahead;
  const pace =
    ahead === undefined
      ? null
      : ahead > 0
        ? `${countOf(ahead, 'book')} ahead of pace`
        : ahead < 0
          ? `${countOf(-ahead, 'book')} behind pace`
          : 'Right on pace';
  return (
    <dl className="mt-6 grid grid-cols-2 gap-3 border-t border-white/10 pt-5">
      <div>
        <dt className="text-xs text-paper-300">To go</dt>
        <dd className="mt-0.5 text-lg font-semibold">
          {toGo === 0 ? 'Goal reached!' : countOf(toGo, 'book')}
        </dd>
      </div>
      {pace ? (
        <div>
          <dt className="text-xs text-paper-300">Pace</dt>
          <dd className="mt-0.5 text-lg font-semibold">{pace}</dd>
        </div>
      ) : null}
    </dl>
  );
}

function CurrentlyReading() {
  const query = useCurrentlyReading();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="h-full rounded-2xl border border-paper-200 bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id={headingId} className="font-serif text-xl font-semibold text-ink-900">
        Currently Reading
      </h2>
      <div className="mt-4">
        {query.isPending ? (
          <div className="space-y-3">
            <Skeleton className="h-24 rounded-xl" />
            <Skeleton className="h-24 rounded-xl" />
          </div>
        ) : query.isError ? (
          <ErrorState
            what="your books in progress"
            onRetry={() => query.refetch()}
            isRetrying={query.isFetching}
          />
        ) : query.data.books.length === 0 ? (
          <EmptyState icon={<BookOpen />} title="Nothing on the go">
            Open a book from the{' '}
            <Link to="/all-books" className="font-medium text-accent-700 underline underline-offset-4">
              Knowledge Pool
            </Link>{' '}
            and start reading: it shows up here with your page and progress.
          </EmptyState>
        ) : (
          <ul className="divide-y divide-paper-100">
            {query.data.books.map((book) => (
              <li key={book.id} className="flex gap-4 py-3 first:pt-0 last:pb-0">
                <BookCover
                  title={book.title}
                  author={book.author}
                  src={book.coverImage}
                  decorative
                  className="w-14 shrink-0"
                />
                <div className="min-w-0 flex-1">
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <h3 className="truncate font-semibold text-ink-900">
                        <Link
                          to={links.reader(book.id)}
                          className="rounded-sm underline-offset-4 hover:text-accent-700 hover:underline"
                        >
                          {book.title}
                        </Link>
                      </h3>
                      <p className="truncate text-sm text-ink-600">{book.author}</p>
                    </div>
                    <p className="shrink-0 text-lg font-semibold tabular-nums text-ink-900">
                      {book.percent}%
                    </p>
                  </div>
                  <ProgressBar
                    className="mt-2"
                    size="sm"
                    value={book.percent}
                    label={`Progress of ${book.title}`}
                  />
                  <div className="mt-1.5 flex flex-wrap justify-between gap-x-3 text-xs text-ink-600">
                    {/* As Reading History says it: pages read of the book's pages. */}
                    <span>{pagesReadOf(book.pagesRead, book.totalPages)}</span>
                    {book.lastRead ? <span>Last read {formatLastRead(book.lastRead)}</span> : null}
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function MonthlyChart({ stats }: { stats: Stats | undefined }) {
  const headingId = useId();
  const data = stats?.monthly ?? [];
  const summary = data.map((m) => `${m.label}: ${m.books}`).join(', ');
  const empty = data.every((m) => m.books === 0);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-paper-200 bg-white p-5 shadow-card sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="font-serif text-xl font-semibold text-ink-900">
          Books per Month
        </h2>
        {stats ? <p className="text-sm text-ink-600">{stats.year}</p> : null}
      </div>
      {stats ? (
        <>
          <div
            role="img"
            aria-label={`Books completed per month in ${stats.year}. ${summary}`}
            className="mt-4 h-64"
          >
            <ResponsiveContainer width="100%" height="100%">
              <BarChart
                data={data}
                margin={{ top: 8, right: 8, bottom: 0, left: -20 }}
                accessibilityLayer={false}
              >
                <CartesianGrid stroke="var(--color-paper-200)" vertical={false} />
                <XAxis
                  dataKey="label"
                  tick={{ fill: 'var(--color-ink-600)', fontSize: 12 }}
                  tickLine={false}
                  axisLine={false}
                  minTickGap={6}
                />
                <YAxis
                  allowDecimals={false}
                  tick={{ fill: 'var(--color-ink-600)', fontSize: 12 }}
                  tickLine={false}
                  axisLine={false}
                />
                <Tooltip
                  cursor={{ fill: 'var(--color-paper-100)' }}
                  contentStyle={{
                    borderRadius: 12,
                    border: '1px solid var(--color-paper-300)',
                    fontSize: 13,
                  }}
                  formatter={(value) => [countOf(Number(value), 'book'), 'Completed']}
                />
                <Bar dataKey="books" fill="var(--color-accent-600)" radius={[6, 6, 0, 0]} maxBarSize={36} />
              </BarChart>
            </ResponsiveContainer>
          </div>
          {empty ? (
            <p className="mt-2 text-center text-sm text-ink-600">
              No finished books yet this year. Finish one in the reader, or log it on the Achievements page.
            </p>
          ) : null}
        </>
      ) : (
        <Skeleton className="mt-4 h-64 rounded-xl" />
      )}
    </section>
  );
}

function StatTile({
  icon,
  label,
  value,
  unit,
  note,
}: {
  icon: ReactNode;
  label: string;
  value?: string;
  unit?: string;
  /** A line under the value saying what it includes. */
  note?: string;
}) {
  return (
    <div className="rounded-2xl border border-paper-200 bg-white p-4 shadow-card sm:p-5">
      <div className="flex items-center gap-2 text-ink-600">
        <span className="text-accent-700 [&_svg]:size-4.5" aria-hidden="true">
          {icon}
        </span>
        <h3 className="text-sm font-medium">{label}</h3>
      </div>
      {value === undefined ? (
        <Skeleton className="mt-3 h-9 w-20" />
      ) : (
        <p className="mt-2 font-serif text-3xl font-semibold tabular-nums text-ink-900" data-stat={label}>
          {value}
          {unit ? <span className="ml-1.5 font-sans text-sm font-normal text-ink-600">{unit}</span> : null}
        </p>
      )}
      {note ? <p className="mt-1 text-xs text-ink-600">{note}</p> : null}
    </div>
  );
}
