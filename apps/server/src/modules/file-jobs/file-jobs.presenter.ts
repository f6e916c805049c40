import type { FileJob } from '@quire/shared/schemas/file-jobs';
import type { FileJobRow } from './file-jobs.repository.js';

/**
 * A file job as its owner sees it; the owner's id stays on the server. Its result is what `track`
 * recorded for its kind (an export records none).
 */
export function presentFileJob(row: FileJobRow): FileJob {
  const result = row.status === 'done' ? (row.result ?? null) : null;
  return {
    id: row.id,
    kind: row.kind,
    fileName: row.fileName,
    clientKey: row.clientKey,
    status: row.status,
    position: row.status === 'queued' ? row.position : null,
    message: row.status === 'failed' ? row.message : null,
    // The row's kind and its result were written together, by the kind's own `resultOf`.
    result,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  } as FileJob;
}
