import { createHash, randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import pg from 'pg';

/**
 * The PostgreSQL databases the tests make on TEST_DATABASE_URL's server, and their clean-up.
 *
 * Each name says who made it and when: `quire_t_<host>_<pid>_<time>_<random>` for a test's own
 * database and `quire_tpl_<host>_<pid>_<time>` for a run's migrated template, where <host> is a
 * hash of the machine's name, <pid> the vitest process that runs the suite (its workers are its
 * children) and <time> when it was made (milliseconds, base 36). Several runs, from several
 * checkouts or machines, may share the server, so a run only drops what is its own (each test
 * file's database as the file ends, and whatever is left when the run ends) or clearly stale
 * (see `staleTestDatabases`). A database that cannot be dropped is reported, never ignored.
 */

/** The run's tag, `<host>_<pid>`: made by the global setup, given to the workers as `testRun`. */
export const runTag = (pid = process.pid, host = hostname()) =>
  `${createHash('sha256').update(host).digest('hex').slice(0, 6)}_${pid}`;

export const testDatabaseName = (run: string, now = Date.now()) =>
  `quire_t_${run}_${now.toString(36)}_${randomBytes(4).toString('hex')}`;
export const templateDatabaseName = (run: string, now = Date.now()) => `quire_tpl_${run}_${now.toString(36)}`;

const NAME = /^quire_(?:t|tpl)_([0-9a-f]{6})_(\d+)_([0-9a-z]+)(?:_[0-9a-f]+)?$/;
/** Databases from before names said who made them: `quire_t_<random>`, `quire_tpl_<pid>`. */
const OLD_NAME = /^quire_(?:t_[0-9a-f]{16}|tpl_\d+)$/;

/** Who made a test database and when, from its name; undefined for any other name. */
export function parseTestDatabaseName(name: string) {
  const match = NAME.exec(name);
  if (!match) return undefined;
  return {
    host: match[1]!,
    pid: Number(match[2]),
    run: `${match[1]}_${match[2]}`,
    created: parseInt(match[3]!, 36),
  };
}

/** How old a database whose name does not say may be before it is taken for a leftover. */
export const OLD_NAME_MAX_AGE_MS = 60 * 60 * 1000;
/** How old a database made on another machine (whose process cannot be checked) may be. */
export const MAX_AGE_MS = 24 * 60 * 60 * 1000;

export interface StaleCheck {
  now: number;
  /** This machine's tag (the first half of runTag()). */
  host: string;
  isAlive(pid: number): boolean;
}

/**
 * The test databases among `databases` that no run is using: made on this machine by a process
 * that has exited, made anywhere more than a day ago, or (old names, by the age the server gives,
 * `created`, when it could tell) more than an hour ago.
 */
export function staleTestDatabases(
  databases: { name: string; created?: number }[],
  { now, host, isAlive }: StaleCheck,
): string[] {
  return databases
    .filter(({ name, created }) => {
      const parsed = parseTestDatabaseName(name);
      if (!parsed) return OLD_NAME.test(name) && created !== undefined && now - created > OLD_NAME_MAX_AGE_MS;
      if (parsed.host === host) return !isAlive(parsed.pid);
      return now - parsed.created > MAX_AGE_MS;
    })
    .map(({ name }) => name);
}

export const isProcessAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, it is someone else's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

async function withAdmin<T>(url: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  // A connection the server ends between queries must not take the test process down.
  admin.on('error', () => undefined);
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end().catch(() => undefined);
  }
}

/** Makes a database (empty, or a copy of `template`) for this run; answers its name. */
export async function createTestDatabase(url: string, run: string, template?: string): Promise<string> {
  const name = testDatabaseName(run);
  await withAdmin(url, (admin) =>
    admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
  );
  return name;
}

/**
 * Drops the databases (closing any connection still open to them). One that cannot be dropped is
 * reported with the reason, and the others are still dropped; answers the names dropped.
 */
export async function dropTestDatabases(url: string, names: string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const dropped: string[] = [];
  try {
    await withAdmin(url, async (admin) => {
      for (const name of names) {
        try {
          await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          dropped.push(name);
        } catch (error) {
          console.warn(`Could not drop the test database ${name}: ${(error as Error).message}`);
        }
      }
    });
  } catch (error) {
    console.warn(
      `Could not drop the test database${names.length > 1 ? 's' : ''} ${names.join(', ')}: ${(error as Error).message}`,
    );
  }
  return dropped;
}

/** The test databases on the server, with their age where the server tells it. */
async function listTestDatabases(admin: pg.Client): Promise<{ name: string; created?: number }[]> {
  const { rows } = await admin.query<{ name: string }>(
    "select datname as name from pg_database where datname like 'quire\\_t\\_%' or datname like 'quire\\_tpl\\_%'",
  );
  const databases: { name: string; created?: number }[] = [];
  for (const { name } of rows) {
    if (parseTestDatabaseName(name) || !OLD_NAME.test(name)) {
      databases.push({ name });
      continue;
    }
    // An old name says nothing of its age: its directory's first file does (superusers only).
    const created = await admin
      .query<{ modification: Date }>(
        "select (pg_stat_file('base/' || oid || '/PG_VERSION')).modification from pg_database where datname = $1",
        [name],
      )
      .then(({ rows: [row] }) => row?.modification.getTime())
      .catch(() => undefined);
    databases.push({ name, created });
  }
  return databases;
}

/**
 * Drops the test databases this run made (`run`) or, with `stale`, also those no run is using
 * (staleTestDatabases). Reports what it dropped and what it could not.
 */
export async function sweepTestDatabases(url: string, { run, stale }: { run: string; stale: boolean }) {
  try {
    const databases = await withAdmin(url, listTestDatabases);
    const ours = databases.filter(({ name }) => parseTestDatabaseName(name)?.run === run).map((d) => d.name);
    const leftovers = stale
      ? staleTestDatabases(databases, { now: Date.now(), host: run.split('_')[0]!, isAlive: isProcessAlive })
      : [];
    const dropped = await dropTestDatabases(url, [...new Set([...ours, ...leftovers])]);
    const report = (names: string[], what: string) =>
      names.length > 0 &&
      console.warn(`Dropped ${names.length} test database(s) ${what}: ${names.join(', ')}`);
    // The template is this run's to drop at its end; a test file's database should be gone by then.
    report(
      dropped.filter((name) => ours.includes(name) && !name.startsWith('quire_tpl_')),
      'that a test file did not drop',
    );
    report(
      dropped.filter((name) => !ours.includes(name)),
      'left over by earlier runs',
    );
  } catch (error) {
    console.warn(`Could not look for leftover test databases: ${(error as Error).message}`);
  }
}
