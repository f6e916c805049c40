import { OFFLINE_MESSAGES } from '@quire/shared/messages/offline';
import * as routes from '@quire/shared/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toasts';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/api-client';
import { canDownload, downloadBook } from '@/lib/offline/download';
import { useOnline } from '@/lib/offline/network';
import { getOfflineBook } from '@/lib/offline/offline-db';
import { offlineKeys } from '../api/downloads';

/**
 * "Download shelf for offline": every book on the reader's shelf that is not on the device yet,
 * one after the other, saying "Downloading 2 of 5 books".
 */
export function DownloadShelfButton() {
  const online = useOnline();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const download = useMutation({
    mutationFn: async () => {
      const { books } = await api(routes.shelf, { query: { chip: 'All Books' } });
      const missing = [];
      for (const book of books) if (!(await getOfflineBook(book.id))) missing.push(book.id);
      setProgress({ done: 0, total: missing.length });
      for (const [index, id] of missing.entries()) {
        await downloadBook(id);
        setProgress({ done: index + 1, total: missing.length });
      }
      return books.length;
    },
    onSuccess: (count) => toast.success(OFFLINE_MESSAGES.shelfDownloaded(count)),
    onError: () => toast.error(OFFLINE_MESSAGES.downloadFailed),
    onSettled: () => {
      setProgress(null);
      void queryClient.invalidateQueries({ queryKey: offlineKeys.all });
    },
  });
  if (!canDownload()) return null;
  return (
    <Button
      variant="outline"
      isLoading={download.isPending}
      disabled={download.isPending || !online}
      icon={<Download className="size-4" aria-hidden="true" />}
      onClick={() => download.mutate()}
    >
      {download.isPending && progress
        ? OFFLINE_MESSAGES.downloadingShelf(progress.done, progress.total)
        : OFFLINE_MESSAGES.downloadShelf}
    </Button>
  );
}
