import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  counterMismatches,
  createFreshPostgres,
  openSqlRunner,
  preparePgliteDataDir,
  type SqlRunner,
} from './harness/databases.js';
import { bookBody, ok, signUpOver } from './harness/http.js';
import { freePort, portBlock, type ServerProcess, startServer } from './harness/server-process.js';
import {
  countCheckedWrites,
  createLedger,
  missingWrites,
  randomPng,
  runWorkload,
  type WorkloadBook,
  type WorkloadUser,
} from './harness/workload.js';

/**
 * Nothing acknowledged is lost: a real server process takes concurrent writes (ratings, comments,
 * likes, favourites, votes, chapter reads and comments, reading positions and sessions, profile
 * updates, image uploads, registrations) and is killed with SIGKILL three times mid-load, then
 * restarted on the same data. After each crash every write it acknowledged is present and every
 * counter equals the rows it counts. Finally SIGTERM under load closes cleanly within 5 s.
 */
const mode = process.env.QUIRE_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
const KILLS = 3;
/** Acknowledged writes each round waits for before its kill (the machine may be slow). */
const MIN_ACKS_PER_ROUND = 40;
const JWT_SECRET = 'kill-test-secret-that-is-long-enough-for-hs256';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function signUp(server: ServerProcess, index: number): Promise<WorkloadUser> {
  const user = await signUpOver(server.url, `kill-${index}`);
  return { id: user.id, token: user.token, email: user.email };
}

describe(`SIGKILL under concurrent writes, restart on the same data (${mode})`, () => {
  const cleanups: (() => unknown)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it(`keeps every acknowledged write and counter across ${KILLS} kills; SIGTERM closes within 5 s`, async () => {
    const port = await freePort(portBlock(3800));
    let env: Record<string, string>;
    let dataDir = '';
    let pgUrl = '';
    if (mode === 'postgres') {
      const database = await createFreshPostgres();
      cleanups.push(() => database.drop());
      pgUrl = database.url;
      env = { DATABASE_URL: pgUrl, JWT_SECRET };
    } else {
      dataDir = mkdtempSync(path.join(tmpdir(), 'quire-kill-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      await preparePgliteDataDir(dataDir, inject('pgliteTemplate'));
      env = { DATA_DIR: dataDir, JWT_SECRET };
    }

    let server = await startServer({ port, env });
    cleanups.push(async () => {
      await server.stop();
    });

    // Six readers, and three books with three chapters each owned by a seventh account: authors
    // neither like nor rate their own books, so the readers' every like and rating is accepted.
    const users = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => signUp(server, i)));
    const author = await signUp(server, 6);
    const books: WorkloadBook[] = [];
    for (let b = 0; b < 3; b++) {
      const created = await ok<{ _id: string }>(server.url, 'POST', '/api/upload-book', {
        token: author.token,
        body: bookBody(`Crash Course ${b}`, `97800000000${b}${b}`),
      });
      books.push({ id: created._id, chapters: 3 });
    }

    const images = await Promise.all(Array.from({ length: 60 }, () => randomPng()));
    const ledger = createLedger();
    const workload = (stop: Promise<void>, tolerated?: number[]) =>
      runWorkload({ baseUrl: () => server.url, users, books, images, ledger, tolerated }, stop);

    const verify = async (sql: SqlRunner, when: string) => {
      const problems = [...(await missingWrites(sql, ledger)), ...(await counterMismatches(sql))];
      expect(problems, `after ${when}`).toEqual([]);
    };

    for (let kill = 1; kill <= KILLS; kill++) {
      let stopLoad!: () => void;
      const load = workload(new Promise<void>((resolve) => (stopLoad = resolve)));
      // Kill mid-load: once this round has some acknowledged writes, at a random moment after.
      const before = ledger.acknowledged;
      const started = Date.now();
      while (ledger.acknowledged - before < MIN_ACKS_PER_ROUND && Date.now() - started < 45_000)
        await sleep(50);
      await sleep(Math.random() * 1000);
      // No new requests from here on; the ones in flight meet the kill.
      stopLoad();
      server.kill('SIGKILL');
      const status = await server.exited;
      await load;
      expect(status.signal).toBe('SIGKILL');

      if (mode === 'pglite') {
        // The data directory as the crash left it (opening it replays the WAL, as a restart does).
        const sql = await openSqlRunner({ dataDir });
        try {
          await verify(sql, `kill ${kill}`);
        } finally {
          await sql.close();
        }
        server = await startServer({ port, env });
      } else {
        server = await startServer({ port, env });
        const sql = await openSqlRunner({ postgresUrl: pgUrl });
        try {
          await verify(sql, `kill ${kill} and restart`);
        } finally {
          await sql.close();
        }
      }
    }

    // SIGTERM with requests in flight: in-flight ones finish, new ones may get 503, exit 0 in < 5 s.
    let stopLoad!: () => void;
    const load = workload(new Promise<void>((resolve) => (stopLoad = resolve)), [503]);
    await sleep(1000);
    const termAt = performance.now();
    server.kill('SIGTERM');
    const status = await server.exited;
    const closeMs = performance.now() - termAt;
    stopLoad();
    await load;
    expect(status, server.output()).toEqual({ code: 0, signal: null });
    expect(closeMs).toBeLessThan(5000);

    const sql = await openSqlRunner(mode === 'pglite' ? { dataDir } : { postgresUrl: pgUrl });
    try {
      await verify(sql, 'SIGTERM');
    } finally {
      await sql.close();
    }

    expect(ledger.unexpected).toEqual([]);
    // Each round waited for MIN_ACKS_PER_ROUND (at most 45 s on a very slow machine).
    expect(ledger.acknowledged).toBeGreaterThan(KILLS * 10);
    console.info(
      `[faults/${mode}] ${KILLS} SIGKILLs + 1 SIGTERM (closed in ${Math.round(closeMs)} ms): ` +
        `${ledger.acknowledged} writes acknowledged, ${countCheckedWrites(ledger)} checked one by one and found, ` +
        `${ledger.unanswered} unanswered`,
    );
  }, 300_000);
});
