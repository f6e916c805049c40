import type { FileJob } from '@quire/shared/schemas/file-jobs';

/** A file job as GET /api/file-jobs lists it: an import being worked on unless the test says otherwise. */
export const makeFileJob = (overrides: Partial<FileJob> = {}): FileJob =>
  ({
    id: crypto.randomUUID(),
    kind: 'import',
    fileName: 'book.epub',
    clientKey: null,
    status: 'working',
    position: null,
    message: null,
    result: null,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    ...overrides,
  }) as FileJob;
