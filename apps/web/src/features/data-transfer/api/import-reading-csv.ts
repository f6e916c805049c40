import { IMPORT_MAX_BYTES } from '@quire/shared/constants/data-transfer';
import { DATA_TRANSFER_MESSAGES } from '@quire/shared/messages/data-transfer';
import * as routes from '@quire/shared/routes';
import type { ImportSummary } from '@quire/shared/schemas/data-transfer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { withUploadProgress } from '@/lib/upload-progress';

/** Refused before uploading: larger than the server accepts. */
export class ImportFileError extends Error {}

/**
 * POST /api/library/import/goodreads with the file as multipart field `file`, reporting the
 * fraction uploaded (0 to 1) while it is sent.
 */
export function importReadingCsv(file: File, onProgress: (fraction: number) => void): Promise<ImportSummary> {
  if (file.size > IMPORT_MAX_BYTES)
    return Promise.reject(new ImportFileError(DATA_TRANSFER_MESSAGES.fileTooLarge));
  const body = new FormData();
  body.append('file', file);
  // Large libraries take a while to match on the server: no client timeout.
  return api(routes.importGoodreads, { body, timeoutMs: 0, transport: withUploadProgress(onProgress) });
}

/** Imports a file; once done, every screen's data is fetched again (statuses, ratings, stats). */
export function useImportReadingCsv(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => importReadingCsv(file, onProgress),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
