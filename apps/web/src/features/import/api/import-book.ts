import type { ImportBookResponse } from '@quire/shared/schemas/import';
import * as routes from '@quire/shared/routes';
import { api } from '@/lib/api-client';
import { withUploadProgress } from '@/lib/upload-progress';

export type ImportedBook = ImportBookResponse;

/**
 * Sends one file to POST /api/books/import, reporting the fraction uploaded (0 to 1). No timeout:
 * a large EPUB on a slow line takes as long as it takes, and the progress shows it moving.
 * `clientKey` names the file job the upload becomes, so the page can follow it (GET /api/file-jobs).
 */
export function importBookFile(
  file: File,
  {
    onProgress,
    signal,
    clientKey,
  }: { onProgress?: (fraction: number) => void; signal?: AbortSignal; clientKey?: string } = {},
): Promise<ImportedBook> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api(routes.importBook, {
    query: { clientKey },
    body: form,
    signal,
    timeoutMs: 0,
    transport: withUploadProgress((fraction) => onProgress?.(fraction)),
  }) as Promise<ImportedBook>;
}
