import type { FileJob } from '@quire/shared/schemas/file-jobs';
import type { FileJobRow } from './file-jobs.repository.js';

/** A file job as its owner sees it; the owner's id stays on the server. */
export function presentFileJob(row: FileJobRow): FileJob {
  return {
    id: row.id,
    kind: row.kind,
    fileName: row.fileName,
    clientKey: row.clientKey,
    status: row.status,
    position: row.status === 'queued' ? row.position : null,
    message: row.status === 'failed' ? row.message : null,
    result: row.status === 'done' ? (row.result ?? null) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
