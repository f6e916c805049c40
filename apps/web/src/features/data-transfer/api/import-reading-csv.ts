import { IMPORT_MAX_BYTES } from '@quire/shared/constants/data-transfer';
import { DATA_TRANSFER_MESSAGES } from '@quire/shared/messages/data-transfer';
import * as routes from '@quire/shared/routes';
import type { ImportSummary } from '@quire/shared/schemas/data-transfer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { fileJobsQueryKeys } from '@/lib/file-jobs/file-jobs-api';
import { addPendingFileJob } from '@/lib/file-jobs/pending-file-jobs';
import { withUploadProgress } from '@/lib/upload-progress';

/** Refused before uploading: larger than the server accepts. */
export class ImportFileError extends Error {}

/**
 * POST /api/library/import/goodreads with the file as multipart field `file`, reporting the
 * fraction uploaded (0 to 1) while it is sent. `clientKey` names the file job the upload becomes,
 * so the page can follow it (GET /api/file-jobs).
 */
export function importReadingCsv(
  file: File,
  { onProgress, clientKey }: { onProgress: (fraction: number) => void; clientKey?: string },
): Promise<ImportSummary> {
  if (file.size > IMPORT_MAX_BYTES)
    return Promise.reject(new ImportFileError(DATA_TRANSFER_MESSAGES.fileTooLarge));
  const body = new FormData();
  body.append('file', file);
  // Large libraries take a while to match on the server: no client timeout.
  return api(routes.importGoodreads, {
    query: { clientKey },
    body,
    timeoutMs: 0,
    transport: withUploadProgress(onProgress),
  });
}

/**
 * Imports a file under the page's key for its job; once done, every screen's data is fetched
 * again (statuses, ratings, stats). A file that is sent is worked on even if this page goes away:
 * the tab tells its reader how it ended (FileJobsWatcher, also after a reload).
 */
export function useImportReadingCsv(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, clientKey }: { file: File; clientKey: string }) => {
      const answer = importReadingCsv(file, { clientKey, onProgress });
      // Refused before sending (too large): no job to follow.
      if (file.size <= IMPORT_MAX_BYTES) addPendingFileJob(clientKey);
      return answer;
    },
    onSuccess: () => queryClient.invalidateQueries(),
    onError: () => queryClient.invalidateQueries({ queryKey: fileJobsQueryKeys.all }),
  });
}
