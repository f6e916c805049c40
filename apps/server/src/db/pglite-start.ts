import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * PostgreSQL settings of the embedded database (decision 058). Its buffer pool lives in the
 * process's memory, is written through at start and WebAssembly memory never shrinks, so it is
 * kept small: pages it does not hold are read from the operating system's file cache, which is
 * memory the process does not own. One process is its only connection, so the shared tables sized
 * by `max_connections` are kept to a few. `maintenance_work_mem` bounds what a migration's index
 * build or a VACUUM may grow it by.
 */
export const PGLITE_SETTINGS = {
  shared_buffers: '16MB',
  max_connections: '8',
  wal_buffers: '1MB',
  temp_buffers: '2MB',
  maintenance_work_mem: '16MB',
};

/** An embedded database on `dataDir` (a folder of its own; made when missing). */
export function createPglite(options: { dataDir?: string; loadDataDir?: Blob | File }): Promise<PGlite> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  return PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
    startParams: [
      ...PGlite.defaultStartParams,
      ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
  });
}

let begun: { dataDir: string; client: Promise<PGlite> } | undefined;

/**
 * Begins opening the embedded database of a data directory (the app's `DATA_DIR`) before
 * anything else loads (decision 065); `takeBegunPglite` hands it to whoever opens that folder.
 */
export function beginOpeningPglite(dataDirOption: string) {
  const dataDir = path.join(path.resolve(dataDirOption), 'pglite');
  let client: Promise<PGlite>;
  try {
    client = createPglite({ dataDir });
  } catch {
    // A folder that cannot be made: the app's own opening meets the same error and reports it.
    return;
  }
  // Not yet awaited by anyone: a failure is reported when the app opens it.
  client.catch(() => undefined);
  begun = { dataDir, client };
}

/** The database begun for `dataDir`, once; undefined when none was (or for another folder). */
export function takeBegunPglite(dataDir: string): Promise<PGlite> | undefined {
  if (!begun || path.resolve(begun.dataDir) !== path.resolve(dataDir)) return undefined;
  const { client } = begun;
  begun = undefined;
  return client;
}
