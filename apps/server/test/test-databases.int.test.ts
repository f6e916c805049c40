import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { withDatabase } from './global-setup.js';
import {
  createTestDatabase,
  dropTestDatabases,
  isProcessAlive,
  MAX_AGE_MS,
  OLD_NAME_MAX_AGE_MS,
  parseTestDatabaseName,
  runTag,
  staleTestDatabases,
  sweepTestDatabases,
  templateDatabaseName,
  testDatabaseName,
} from './test-databases.js';

const now = Date.UTC(2026, 0, 1);
const here = runTag(4242, 'this-machine');
const elsewhere = runTag(4242, 'another-machine');
const host = here.split('_')[0]!;
const alive = new Set([4242]);
const check = { now, host, isAlive: (pid: number) => alive.has(pid) };

describe('test database names', () => {
  it('say which machine and process made them, and when', () => {
    const name = testDatabaseName(here, now);
    expect(name).toMatch(/^quire_t_[0-9a-f]{6}_4242_[0-9a-z]+_[0-9a-f]{8}$/);
    expect(name.length).toBeLessThanOrEqual(63);
    expect(parseTestDatabaseName(name)).toEqual({ host, pid: 4242, run: here, created: now });
    expect(parseTestDatabaseName(templateDatabaseName(here, now))).toEqual({
      host,
      pid: 4242,
      run: here,
      created: now,
    });
    expect(parseTestDatabaseName('quire_ci')).toBeUndefined();
    expect(parseTestDatabaseName('quire_t_0123456789abcdef')).toBeUndefined();
  });
});

describe('which test databases are left over', () => {
  it('those of an exited process on this machine, whatever their age', () => {
    const live = testDatabaseName(here, now - 1000);
    const exited = testDatabaseName(runTag(9999, 'this-machine'), now - 1000);
    const exitedTemplate = templateDatabaseName(runTag(9999, 'this-machine'), now - 1000);
    expect(staleTestDatabases([{ name: live }, { name: exited }, { name: exitedTemplate }], check)).toEqual([
      exited,
      exitedTemplate,
    ]);
  });

  it("another machine's after a day, since its process cannot be checked", () => {
    const recent = testDatabaseName(elsewhere, now - MAX_AGE_MS + 60_000);
    const old = testDatabaseName(elsewhere, now - MAX_AGE_MS - 60_000);
    expect(staleTestDatabases([{ name: recent }, { name: old }], check)).toEqual([old]);
  });

  it('old-style names after an hour by the age the server gives, never without one', () => {
    const databases = [
      { name: 'quire_t_0123456789abcdef', created: now - OLD_NAME_MAX_AGE_MS - 1 },
      { name: 'quire_t_fedcba9876543210', created: now - 60_000 },
      { name: 'quire_tpl_1234', created: now - OLD_NAME_MAX_AGE_MS - 1 },
      { name: 'quire_t_00112233445566aa' },
      { name: 'quire_t_something_else', created: now - MAX_AGE_MS * 10 },
    ];
    expect(staleTestDatabases(databases, check)).toEqual(['quire_t_0123456789abcdef', 'quire_tpl_1234']);
  });

  it('knows this process is alive and an unused pid is not', () => {
    expect(isProcessAlive(process.pid)).toBe(true);
    expect(isProcessAlive(2 ** 22 + 12_345)).toBe(false);
  });
});

const url = process.env.TEST_DATABASE_URL;
describe.skipIf(process.env.QUIRE_TEST_DB !== 'postgres' || !url)('on PostgreSQL', () => {
  const exists = async (name: string) => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      return (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
    } finally {
      await admin.end();
    }
  };

  it('a sweep drops the leftovers of an exited process and keeps a live run’s', async () => {
    const gone = runTag(2 ** 22 + 12_345);
    const live = runTag(process.pid);
    const leftover = await createTestDatabase(url!, gone);
    const inUse = await createTestDatabase(url!, live);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await sweepTestDatabases(url!, { run: runTag(2 ** 22 + 54_321), stale: true });
      expect(await exists(leftover)).toBe(false);
      expect(await exists(inUse)).toBe(true);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(leftover));
    } finally {
      await dropTestDatabases(url!, [leftover, inUse]);
    }
    expect(await exists(inUse)).toBe(false);
  });

  it('a run’s own databases are dropped at its end, stale or not', async () => {
    const run = runTag(process.pid, 'a-machine-of-its-own');
    const own = await createTestDatabase(url!, run);
    await sweepTestDatabases(url!, { run, stale: false });
    expect(await exists(own)).toBe(false);
  });

  it('a database that cannot be dropped is reported with the reason, not ignored', async () => {
    const name = await createTestDatabase(url!, runTag());
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      // Connected to the database itself: PostgreSQL refuses to drop it.
      expect(await dropTestDatabases(withDatabase(url!, name), [name])).toEqual([]);
      expect(warn).toHaveBeenCalledWith(
        expect.stringMatching(new RegExp(`${name}: cannot drop the currently open database`)),
      );
      expect(await exists(name)).toBe(true);
    } finally {
      await dropTestDatabases(url!, [name]);
    }
    expect(await exists(name)).toBe(false);
  });
});
