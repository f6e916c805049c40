import { OFFLINE_MESSAGES } from '@quire/shared/messages/offline';
import { BookOpen, CloudDownload } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState } from '@/components/ui/query-states';
import { Skeleton } from '@/components/ui/skeleton';
import { formatBytes } from '@/lib/format';
import { links } from '@/lib/links';
import { useDownloads, useRemoveDownload, useSyncLog } from '../api/downloads';
import { OfflineCover } from './offline-cover';

/** Downloads: the books kept on this device, the space they use, and Remove. Works offline. */
export function DownloadsScreen() {
  const downloads = useDownloads();
  const remove = useRemoveDownload();
  const log = useSyncLog();
  const headingId = useId();
  const logId = useId();

  return (
    <section aria-labelledby={headingId} className="max-w-4xl">
      <title>Downloads · Quire</title>
      <PageHeader
        id={headingId}
        title={OFFLINE_MESSAGES.downloadsHeading}
        description={OFFLINE_MESSAGES.downloadsIntro}
      />
      {downloads.data && downloads.data.books.length > 0 ? (
        <p className="mt-3 text-sm text-ink-600" data-testid="downloads-usage">
          {OFFLINE_MESSAGES.downloadsUsed(
            formatBytes(downloads.data.usage.stored),
            downloads.data.usage.total === null ? '—' : formatBytes(downloads.data.usage.total),
          )}
        </p>
      ) : null}

      <div className="mt-6">
        {downloads.isPending ? (
          <div className="space-y-3" aria-busy="true">
            <Skeleton className="h-28 w-full" />
            <Skeleton className="h-28 w-full" />
          </div>
        ) : downloads.isError ? (
          <ErrorState
            what="your downloads"
            onRetry={() => void downloads.refetch()}
            isRetrying={downloads.isFetching}
          />
        ) : downloads.data.books.length === 0 ? (
          <EmptyState icon={<CloudDownload />} title="Nothing downloaded yet">
            {OFFLINE_MESSAGES.downloadsEmpty}
          </EmptyState>
        ) : (
          <ul className="divide-y divide-paper-200 rounded-2xl border border-paper-200 bg-white/70">
            {downloads.data.books.map((book) => (
              <li key={book.bookId} className="flex items-center gap-4 p-4">
                <OfflineCover url={book.coverUrl} title={book.title} author={book.author} />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-serif text-lg font-semibold text-ink-900">{book.title}</p>
                  <p className="truncate text-sm text-ink-700">{book.author}</p>
                  <p className="mt-1 text-sm text-ink-600">
                    {OFFLINE_MESSAGES.downloadChapters(book.chapterCount)} · {formatBytes(book.bytes)}
                  </p>
                  <div className="mt-3 flex flex-wrap gap-2">
                    <ButtonLink to={links.reader(book.bookId, book.position?.chapter ?? undefined)} size="sm">
                      <BookOpen className="size-4" aria-hidden="true" />
                      Read
                    </ButtonLink>
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={OFFLINE_MESSAGES.removeDownloadLabel(book.title)}
                      isLoading={remove.isPending && remove.variables === book.bookId}
                      onClick={() => remove.mutate(book.bookId)}
                    >
                      {OFFLINE_MESSAGES.removeDownload}
                    </Button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>

      {log.data && log.data.length > 0 ? (
        <section aria-labelledby={logId} className="mt-10">
          <h2 id={logId} className="font-serif text-xl font-semibold text-ink-900">
            {OFFLINE_MESSAGES.syncLogHeading}
          </h2>
          <ul className="mt-3 space-y-1 text-sm text-ink-700">
            {log.data.map((entry) => (
              <li key={entry.seq}>
                <time dateTime={entry.at} className="text-ink-500 tabular-nums">
                  {new Date(entry.at).toLocaleString()}
                </time>{' '}
                {entry.text}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
