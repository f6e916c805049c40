import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { type PgDatabase, type PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { convertTextChapters } from './chapter-documents.js';
import { enableFastQueries, writeGenerationOf } from './pglite-fast-query.js';
import { registerWriteGeneration } from './read-cache.js';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A Drizzle transaction handle, as `db.transaction` hands it to its callback (same query API). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What a repository function that may run inside a caller's transaction takes: either. */
export type Executor = Db | Tx;

/** The after-commit callbacks of each open transaction that `transaction()` opened. */
const afterCommitCallbacks = new WeakMap<Tx, (() => void)[]>();

/**
 * Runs `work` in one transaction. Whatever it registers with `afterCommit(tx, …)` runs once the
 * transaction has committed, in the order registered; nothing runs if it rolls back.
 */
export async function transaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const callbacks: (() => void)[] = [];
  const result = await db.transaction(async (tx) => {
    afterCommitCallbacks.set(tx, callbacks);
    return work(tx);
  });
  for (const callback of callbacks) callback();
  return result;
}

/**
 * Runs `callback` once what `executor` wrote is committed: at the end of the transaction
 * `transaction()` opened, or at once outside a transaction (each statement commits by itself).
 * A transaction opened otherwise (`db.transaction`, a nested savepoint) has no such end to wait
 * for, so it is refused rather than running the callback too early. Keep callbacks to what
 * cannot fail (a nudge, an event on the bus): the write has committed by then.
 */
export function afterCommit(executor: Executor, callback: () => void): void {
  const pending = afterCommitCallbacks.get(executor as Tx);
  if (pending) pending.push(callback);
  else if (executor instanceof PgTransaction)
    throw new Error('afterCommit needs a transaction opened with transaction() from db/client.ts');
  else callback();
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Cheap liveness check used by /api/health. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The server package's `drizzle` folder, found upwards from this module: two levels up from the
 * compiled `dist/db` or the sources' `src/db`, one from the bundle's folder (decision 063).
 */
function findMigrationsFolder(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta/_journal.json'))) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`no drizzle migrations folder above ${from}`);
  }
}

export const migrationsFolder = findMigrationsFolder(path.dirname(fileURLToPath(import.meta.url)));

/** An arbitrary constant: every instance takes this advisory lock while migrating. */
const MIGRATION_LOCK_ID = 727_001;

/**
 * The newest migration this build ships (its journal's last `when`): a database whose migrations
 * table already holds it has nothing to apply, as drizzle's migrator itself decides.
 */
function newestMigrationMillis(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * Whether the database already has every migration of this build: one read of the migrations
 * table instead of drizzle's start (which creates its schema and table if missing, a write on
 * every start, and reads and hashes every migration file). Any doubt (no table yet) answers no.
 */
async function migrationsUpToDate(db: AnyExecutor): Promise<boolean> {
  try {
    const result = await db.execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`);
    const [row] = (result as unknown as { rows: { last: string | number | null }[] }).rows;
    return row?.last != null && Number(row.last) >= newestMigrationMillis();
  } catch {
    return false;
  }
}

type AnyExecutor = { execute: Db['execute'] };

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

type WasmModule = NonNullable<PGliteOptions['pgliteWasmModule']>;
/** V8's WebAssembly compiler: Node's type declarations leave the global out. */
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> } })
  .WebAssembly;

/** PGlite's WebAssembly, compiled once for the process: every database opened instantiates it. */
let pgliteModule: Promise<WasmModule> | undefined;

/**
 * PGlite's WebAssembly, compiling, and its file-system bundle (PostgreSQL's share folder), for an
 * open (decision 071). Left to PGlite, they are read in 512 KB steps that each wait for the main
 * thread, then the WebAssembly compiled, one after the other, with the main thread idle between.
 * Read here at once (15 MB from the file cache, a few milliseconds), the compilation runs on V8's
 * other threads while the server's modules load. The bundle is read for each open and not kept:
 * PGlite keeps what it is given.
 */
function pgliteArtifacts(): { pgliteWasmModule: Promise<WasmModule>; fsBundle: Blob } {
  const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  pgliteModule ??= wasm.compile(readFileSync(path.join(dist, 'pglite.wasm')));
  const bundle = readFileSync(path.join(dist, 'pglite.data'));
  return {
    pgliteWasmModule: pgliteModule,
    // PGlite only asks the bundle for its bytes: handed over as they are, not copied twice.
    fsBundle: { arrayBuffer: async () => exactArrayBuffer(bundle) } as Blob,
  };
}

/** The bytes of `buffer` as an ArrayBuffer of their own (the one under it when it is exactly theirs). */
function exactArrayBuffer(buffer: Buffer): ArrayBuffer {
  const whole = buffer.byteOffset === 0 && buffer.byteLength === buffer.buffer.byteLength;
  return (
    whole ? buffer.buffer : buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength)
  ) as ArrayBuffer;
}

export async function openPglite(
  options: {
    dataDir?: string;
    loadDataDir?: Blob | File;
    fastQueries?: boolean;
    /** Called after each step of opening, with its name (start-up timings, decision 058). */
    onStep?: (step: string) => void;
  } = {},
): Promise<Database> {
  const step = options.onStep ?? (() => undefined);
  const artifacts = pgliteArtifacts();
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    pgliteWasmModule: await artifacts.pgliteWasmModule,
    fsBundle: artifacts.fsBundle,
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
    startParams: [
      ...PGlite.defaultStartParams,
      ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
  });
  step('pglite');
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  if (!(await migrationsUpToDate(db))) await migratePglite(db as never, { migrationsFolder });
  step('migrations');
  // One probe of an index that holds only unconverted chapters when there is nothing to convert.
  await convertTextChapters(db as never);
  step('chapter documents');
  // After the migrations: statements are then parsed once against the final schema (decision 038).
  if (options.fastQueries !== false && enableFastQueries(client)) {
    const generation = writeGenerationOf(client);
    if (generation) registerWriteGeneration(db, generation);
  }
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      if (client.closed) return;
      // A checkpoint flushes WAL so the next start opens fast and nothing acknowledged is at risk.
      await client.query('CHECKPOINT').catch(() => undefined);
      await client.close();
    },
  };
}

/** How long a request waits for a new PostgreSQL connection before answering 503. */
const CONNECT_TIMEOUT_MS = 5000;
/**
 * Client-side cap on one query: a server that stops answering (network partition) fails the
 * request instead of hanging it. Migrations use their own connection without this cap.
 */
const QUERY_TIMEOUT_MS = 15_000;

/**
 * The PostgreSQL driver and its Drizzle adapter, loaded only when the server uses PostgreSQL: an
 * embedded start does not pay for them (decision 058).
 */
async function postgresDriver() {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  return { pg, drizzleNodePg: drizzle, migrateNodePg: migrate };
}

export async function openPostgres(
  connectionString: string,
  options: { max?: number; queryTimeoutMs?: number } = {},
): Promise<Database> {
  await migratePostgres(connectionString);
  const { pg, drizzleNodePg } = await postgresDriver();
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: options.queryTimeoutMs ?? QUERY_TIMEOUT_MS,
    keepAlive: true,
  });
  // An idle client that loses its server emits 'error' on the pool, and a checked-out one (inside
  // a transaction, between statements) emits it on itself: without listeners either would crash
  // the process. The failed query still rejects, and the error handler answers 503.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await pool.end();
    },
  };
}

/**
 * Applies pending migrations under a session advisory lock, so instances starting together
 * migrate one at a time (the others wait, then find nothing left to do). Its own connection has
 * no query timeout: waiting for the lock or a long migration is expected here.
 */
async function migratePostgres(connectionString: string) {
  const { pg, drizzleNodePg, migrateNodePg } = await postgresDriver();
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    const migrating = drizzleNodePg(client, { schema });
    if (!(await migrationsUpToDate(migrating as never))) await migrateNodePg(migrating, { migrationsFolder });
    await convertTextChapters(migrating as never);
  } finally {
    // Ending the session releases the lock even if the unlock fails.
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(config: {
  databaseUrl?: string;
  dataDir: string;
  onStep?: (step: string) => void;
}): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  return openPglite({ dataDir: path.join(config.dataDir, 'pglite'), onStep: config.onStep });
}
