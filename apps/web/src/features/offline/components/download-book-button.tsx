import { OFFLINE_MESSAGES } from '@quire/shared/messages/offline';
import { CircleCheck, Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toasts';
import { Button } from '@/components/ui/button';
import { formatBytes } from '@/lib/format';
import { canDownload, type DownloadProgress } from '@/lib/offline/download';
import { useOnline } from '@/lib/offline/network';
import { useDownloadBook, useOfflineBook, useRemoveDownload } from '../api/downloads';

/**
 * "Download for offline": stores every chapter and the cover on the device, showing
 * "Downloading 3 of 12 chapters"; once stored it says so with the size, and offers Remove.
 */
export function DownloadBookButton({ bookId }: { bookId: string }) {
  const stored = useOfflineBook(bookId);
  const online = useOnline();
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const download = useDownloadBook(bookId, setProgress);
  const remove = useRemoveDownload();

  if (!canDownload() || stored.isPending) return null;
  if (stored.data && !download.isPending) {
    return (
      <div className="inline-flex items-center gap-2">
        <span className="inline-flex h-10 items-center gap-1.5 rounded-full bg-emerald-50 px-3 text-sm font-semibold text-emerald-800">
          <CircleCheck className="size-4" aria-hidden="true" />
          {OFFLINE_MESSAGES.downloaded} · {formatBytes(stored.data.bytes)}
        </span>
        <Button
          variant="ghost"
          size="sm"
          aria-label={OFFLINE_MESSAGES.removeDownloadLabel(stored.data.title)}
          isLoading={remove.isPending}
          onClick={() => remove.mutate(bookId)}
        >
          {OFFLINE_MESSAGES.removeDownload}
        </Button>
      </div>
    );
  }
  const busy = download.isPending;
  return (
    <div className="inline-flex flex-col gap-1">
      <Button
        variant="outline"
        isLoading={busy}
        disabled={busy || !online}
        icon={<Download className="size-4" aria-hidden="true" />}
        onClick={() =>
          download.mutate(undefined, {
            onSuccess: (book) => toast.success(OFFLINE_MESSAGES.downloadDone(book.title)),
            onError: () => toast.error(OFFLINE_MESSAGES.downloadFailed),
            onSettled: () => setProgress(null),
          })
        }
      >
        {busy && progress
          ? OFFLINE_MESSAGES.downloading(progress.done, progress.total)
          : OFFLINE_MESSAGES.downloadForOffline}
      </Button>
      {busy && progress ? (
        <progress
          className="h-1 w-full overflow-hidden rounded-full accent-accent-600"
          max={Math.max(progress.total, 1)}
          value={progress.done}
          aria-label={OFFLINE_MESSAGES.downloading(progress.done, progress.total)}
        />
      ) : null}
    </div>
  );
}
