import type { ChapterStatus } from '@quire/shared/constants/studio';
import { Panel } from '@/components/ui/panel';
import type { BookAnalytics, ChapterAnalytics } from '@quire/shared/schemas/studio';
import { clsx } from 'clsx';
import { ArrowLeft, BookOpen, Download, Flag, Lock, UserPlus, Users } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { FavoriteIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState } from '@/components/ui/query-states';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { links } from '@/lib/links';
import { toast } from '@/lib/toasts';
import { DropOffChart, GrowthChart } from './analytics-charts';
import { downloadAnalyticsCsv, useBookAnalytics } from './analytics-api';
import { formatCount, formatPercent, formatReadingTime } from './studio-format';

export interface BookAnalyticsScreenProps {
  bookId: string;
}

/** Where a book's analytics screen is (the route in src/app/route-table.ts). */

/**
 * The author's figures for one book (/edit/:bookId/analytics): readers, favourites and followers,
 * the drop-off from the first chapter to the last, each chapter's numbers, the following over time
 * and a CSV download. Aggregates only: how many, never who.
 */
export function BookAnalyticsScreen({ bookId }: BookAnalyticsScreenProps) {
  const headingId = useId();
  const query = useBookAnalytics(bookId);
  const data = query.data;

  return (
    <section aria-labelledby={headingId}>
      <Link
        to={links.editBook(bookId)}
        className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-ink-600 underline-offset-4 hover:text-ink-900 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back
      </Link>
      <PageHeader
        id={headingId}
        title="Chapter analytics"
        className="mt-3"
        description={
          data ? (
            <>
              How readers move through <span className="font-medium text-ink-800">{data.title}</span>. Counts
              only: Quire never shows who read what.
            </>
          ) : (
            'How readers move through your book. Counts only: Quire never shows who read what.'
          )
        }
        aside={data ? <DownloadCsvButton bookId={bookId} title={data.title} /> : undefined}
      />
      <div className="mt-8">
        {query.isPending ? (
          <LoadingAnalytics />
        ) : query.isError ? (
          isApiError(query.error) && (query.error.status === 404 || query.error.status === 403) ? (
            <EmptyState
              icon={<Lock aria-hidden="true" />}
              title="These figures are the author’s"
              action={<ButtonLink to="/book-library">Back to the library</ButtonLink>}
            >
              Only the writer of a book can see how its chapters are read.
            </EmptyState>
          ) : (
            <ErrorState
              what="this book’s analytics"
              onRetry={() => void query.refetch()}
              isRetrying={query.isFetching}
            />
          )
        ) : (
          <AnalyticsBody analytics={query.data} />
        )}
      </div>
    </section>
  );
}

function LoadingAnalytics() {
  return (
    <div role="status" className="space-y-6">
      <span className="sr-only">Loading the analytics…</span>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-28 rounded-2xl" />
        ))}
      </div>
      <Skeleton className="h-80 rounded-2xl" />
      <Skeleton className="h-64 rounded-2xl" />
    </div>
  );
}

function DownloadCsvButton({ bookId, title }: { bookId: string; title: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outline"
      className="mt-4 sm:mt-0"
      isLoading={busy}
      icon={<Download className="size-4" aria-hidden="true" />}
      onClick={async () => {
        setBusy(true);
        try {
          await downloadAnalyticsCsv(bookId, title);
        } catch {
          toast.error('Could not download the CSV file. Please try again.');
        } finally {
          setBusy(false);
        }
      }}
    >
      Download CSV
    </Button>
  );
}

/** The last chapter readers can read: how many got to its end is how many read the book through. */
const lastPublished = (chapters: ChapterAnalytics[]) =>
  chapters.findLast((chapter) => chapter.status === 'published');

function AnalyticsBody({ analytics }: { analytics: BookAnalytics }) {
  const { book, chapters } = analytics;
  const last = lastPublished(chapters);
  const noReaders = book.readers === 0;

  return (
    <div className="space-y-6">
      <section aria-label="Book totals" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard icon={<Users />} label="Readers" value={book.readers} note="Opened at least one chapter" />
        <StatCard icon={<UserPlus />} label="Followers" value={book.followers} note="Hear of new chapters" />
        <StatCard
          icon={<FavoriteIcon />}
          label="Favourites"
          value={book.favourites}
          note="Among their favourites"
        />
        <StatCard
          icon={<Flag />}
          label="Read to the end"
          value={last?.finishedBy ?? 0}
          note={
            last && book.readers > 0
              ? `${formatPercent(last.finishedBy, book.readers)} of readers`
              : 'Finished the last chapter'
          }
        />
      </section>

      {noReaders ? (
        <EmptyState icon={<BookOpen />} title="No readers yet">
          Nobody has opened a chapter of {analytics.title} so far, and that is how every book starts. When
          readers arrive, you’ll see here how far they get, how long they stay with each chapter and how your
          following grows.
        </EmptyState>
      ) : (
        <>
          <Panel
            title="Where readers stop"
            description="Readers who opened each chapter, from the first to the last, and how many of them finished it."
          >
            <DropOffChart chapters={chapters} />
          </Panel>
          <Panel
            title="Over time"
            description="Readers, followers and favourites in total at the end of each day (UTC)."
          >
            <GrowthChart series={book.series} />
          </Panel>
        </>
      )}

      <Panel title="Chapters" description="Each chapter’s readers, time spent, votes and comments.">
        <ChapterTable chapters={chapters} />
      </Panel>
    </div>
  );
}

function StatCard({
  icon,
  label,
  value,
  note,
}: {
  icon: ReactNode;
  label: string;
  value: number;
  note: string;
}) {
  return (
    <div className="rounded-2xl border border-paper-200 bg-white p-4 shadow-card sm:p-5">
      <div className="flex items-center gap-2 text-ink-600">
        <span className="text-accent-700 [&_svg]:size-4.5" aria-hidden="true">
          {icon}
        </span>
        <h3 className="text-sm font-medium">{label}</h3>
      </div>
      <p className="mt-2 font-serif text-3xl font-semibold text-ink-900 tabular-nums" data-stat={label}>
        {formatCount(value)}
      </p>
      <p className="mt-1 text-xs text-ink-600">{note}</p>
    </div>
  );
}

const STATUS_LABELS: Record<ChapterStatus, string> = {
  published: 'Published',
  draft: 'Draft',
  scheduled: 'Scheduled',
};

const STATUS_STYLES: Record<ChapterStatus, string> = {
  published: 'bg-sage-100 text-sage-700',
  draft: 'bg-paper-200 text-ink-700',
  scheduled: 'bg-accent-50 text-accent-700',
};

function ChapterTable({ chapters }: { chapters: ChapterAnalytics[] }) {
  const captionId = useId();
  if (chapters.length === 0) return <p className="text-sm text-ink-600">This book has no chapters yet.</p>;
  const numeric = 'px-3 py-2.5 text-right tabular-nums';
  return (
    <section
      // Wider than a phone: it scrolls sideways, and the keyboard can scroll it too.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      aria-labelledby={captionId}
      className="-mx-4 overflow-x-auto sm:mx-0"
    >
      <table className="w-full min-w-[40rem] border-collapse text-sm">
        <caption id={captionId} className="sr-only">
          Figures per chapter
        </caption>
        <thead>
          <tr className="border-b border-paper-200 text-xs font-semibold text-ink-600">
            <th scope="col" className="px-3 py-2 text-right">
              #
            </th>
            <th scope="col" className="px-3 py-2 text-left">
              Chapter
            </th>
            <th scope="col" className="px-3 py-2 text-left">
              Status
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Opened
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Finished
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Avg. reading time
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Votes
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Comments
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-paper-100">
          {chapters.map((chapter) => (
            <tr key={chapter.chapterId} data-chapter={chapter.number} className="hover:bg-paper-50">
              <td className={clsx(numeric, 'text-ink-500')}>{chapter.number}</td>
              <th
                scope="row"
                className="max-w-[16rem] truncate px-3 py-2.5 text-left font-medium text-ink-900"
              >
                {chapter.title}
              </th>
              <td className="px-3 py-2.5">
                <span
                  className={clsx(
                    'rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
                    STATUS_STYLES[chapter.status],
                  )}
                >
                  {STATUS_LABELS[chapter.status]}
                </span>
              </td>
              <td className={numeric}>{formatCount(chapter.openedBy)}</td>
              <td className={numeric}>
                {formatCount(chapter.finishedBy)}
                {chapter.openedBy > 0 ? (
                  <span className="ml-1.5 text-xs text-ink-500">
                    ({formatPercent(chapter.finishedBy, chapter.openedBy)})
                  </span>
                ) : null}
              </td>
              <td className={clsx(numeric, 'whitespace-nowrap')}>
                {chapter.openedBy > 0 ? formatReadingTime(chapter.averageReadingSeconds) : '—'}
              </td>
              <td className={numeric}>{formatCount(chapter.votes)}</td>
              <td className={numeric}>{formatCount(chapter.comments)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
