#!/usr/bin/env node
// `npm run bench` (after bench/run.mjs): Quire beside calibre's content server on the same
// generated books, the two measured alternately (round after round, each scenario on one then the
// other, the order swapped every round) so a shared machine's changing load falls on both alike.
// Medians of the rounds go to bench/compare-results.json and a section of bench/RESULTS.md.
//
//   COMPARE_BOOKS=10000       books in both libraries
//   COMPARE_CONNECTIONS=20    connections for every scenario but "a new search each request" (1)
//   COMPARE_ROUNDS=3          rounds of the load scenarios
//   COMPARE_START_ROUNDS=7    cold starts of each server (a start takes seconds, and calibre-server's
//                             vary most: 731 to 1,786 ms within one run of three)
//   BENCH_DURATION=5          seconds per scenario (after a 2 s warm-up)
//   BENCH_PORT=3950           Quire listens on it, calibre-server on the next port
//   COMPARE=off               skip the comparison
//   BENCH_INSTALL_CALIBRE=false   never try to install calibre when it is missing
// Quire runs on the embedded database (PGlite), as a self-hoster's single instance does.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { signUpBenchReader } from './bench-reader.mjs';
import {
  buildCalibreLibrary,
  ensureCalibre,
  firstTouchMs,
  startCalibre,
  treeMinorFaults,
  treeRssMb,
} from './calibre.mjs';
import { generateLibrary, NOUNS, WORDS } from './generate.mjs';

const root = path.resolve(import.meta.dirname, '..');
const resultsFile = path.join(import.meta.dirname, 'compare-results.json');
const books = Number(process.env.COMPARE_BOOKS ?? 10_000);
const connections = Number(process.env.COMPARE_CONNECTIONS ?? 20);
const rounds = Number(process.env.COMPARE_ROUNDS ?? 3);
const startRounds = Number(process.env.COMPARE_START_ROUNDS ?? 7);
const duration = Number(process.env.BENCH_DURATION ?? 5);
const quirePort = Number(process.env.BENCH_PORT ?? 3950);
const calibrePort = quirePort + 1;
const IDLE_WAIT_MS = 15_000;
const PAGE_SIZE = 20;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

function render() {
  const rendered = spawn(process.execPath, [path.join(import.meta.dirname, 'run.mjs'), '--render'], {
    stdio: 'inherit',
  });
  return new Promise((r) => rendered.once('exit', r));
}

const report = {
  date: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    node: process.version,
    loadAverage: os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' / '),
  },
  books,
  connections,
  rounds,
  startRounds,
  duration,
  database: 'pglite',
};

if (process.env.COMPARE === 'off') {
  console.log('\n== comparison with calibre-server: off (COMPARE=off)');
  process.exit(0);
}
console.log(
  `\n== comparison with calibre-server: ${books} books, ${connections} connections, ${rounds} rounds`,
);
const calibre = ensureCalibre();
if (calibre.skipped) {
  console.log(`   ${calibre.skipped}`);
  writeFileSync(resultsFile, `${JSON.stringify({ ...report, skipped: calibre.skipped }, null, 2)}\n`);
  await render();
  process.exit(0);
}
report.calibreVersion = calibre.version;

const { openPglite } = await import(path.join(root, 'apps/server/dist/db/client.js'));
const work = mkdtempSync(path.join(os.tmpdir(), `quire-compare-${books}-`));
const quireDir = path.join(work, 'quire');
const calibreDir = path.join(work, 'calibre');
const children = new Set();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

const now = Date.now();
let started = performance.now();
const database = await openPglite({ dataDir: path.join(quireDir, 'pglite') });
await generateLibrary(database.db, { books });
await database.close();
report.quireGenerateMs = Math.round(performance.now() - started);
console.log(`   Quire library generated in ${report.quireGenerateMs} ms`);
started = performance.now();
buildCalibreLibrary(calibreDir, books, now);
report.calibreGenerateMs = Math.round(performance.now() - started);
console.log(`   calibre library generated in ${report.calibreGenerateMs} ms`);

function startQuire() {
  // Quire as one self-hosted process runs, as `npm start` does: the embedded database and no
  // Redis (a REDIS_URL set for the PostgreSQL runs would also share its sign-up limits with them).
  const { REDIS_URL: _redis, DATABASE_URL: _database, ...env } = process.env;
  return spawn(process.execPath, [path.join(root, 'apps/server/bundle/server.js')], {
    env: {
      ...env,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      AUTH_IP_LIMIT: '1000000',
      REGISTER_LIMIT_PER_HOUR: '100000000',
      HOST: '127.0.0.1',
      PORT: String(quirePort),
      DATA_DIR: quireDir,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stop(child) {
  children.delete(child);
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

/** Spawns a server and waits for its first answer to the first page; the time and memory then. */
async function coldStart(start, url, headers) {
  const t0 = performance.now();
  const child = start();
  children.add(child);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    try {
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      if (res.ok) break;
    } catch {}
    await sleep(20);
  }
  return {
    child,
    ms: Math.round(performance.now() - t0),
    rssMb: treeRssMb(child.pid),
    faults: treeMinorFaults(child.pid),
  };
}

const quireBase = `http://127.0.0.1:${quirePort}`;
const calibreBase = `http://127.0.0.1:${calibrePort}`;

// A first start of Quire makes the reader whose token and app password the scenarios use.
let quire = await coldStart(startQuire, `${quireBase}/api/health`);
const { token, basic: basicHeader } = await signUpBenchReader(quireBase, 'bench-compare');
await stop(quire.child);
const bearer = { authorization: `Bearer ${token}` };
const basic = { authorization: basicHeader };

const quireFirstPage = `${quireBase}/api/books?page=1&limit=${PAGE_SIZE}`;
const calibreFirstPage = `${calibreBase}/interface-data/get-books?num=${PAGE_SIZE}&sort=timestamp.desc`;

// Cold starts, alternated: time to the first answer of the first page, and memory then.
const starts = { quire: [], calibre: [] };
let calibreServer;
for (let round = 0; round < startRounds; round++) {
  const order = round % 2 === 0 ? ['quire', 'calibre'] : ['calibre', 'quire'];
  for (const which of order) {
    const last = round === startRounds - 1;
    const s =
      which === 'quire'
        ? await coldStart(startQuire, quireFirstPage, bearer)
        : await coldStart(() => startCalibre(calibreDir, calibrePort), calibreFirstPage);
    starts[which].push(s);
    console.log(`   cold start ${which.padEnd(7)} ${s.ms} ms to the first page, ${s.rssMb} MB`);
    // The last round's servers stay up for the load scenarios.
    if (last) {
      if (which === 'quire') quire = s;
      else calibreServer = s;
    } else await stop(s.child);
  }
}

const lastPage = Math.ceil(books / PAGE_SIZE);
const page300 = Math.min(300, lastPage);
let searches = 0;
/**
 * A search asked once: a book's whole title (a different book each time), so that both find it
 * (Quire's search matches the phrase in a title or author, calibre's each word anywhere; calibre's
 * OPDS search answers 404 when it finds nothing).
 */
const newSearch = () => {
  const g = 1 + ((searches++ * 7919) % books);
  return `${WORDS[g % 20]} ${NOUNS[Math.floor(g / 20) % 20]} ${g}`;
};
let deepPages = 0;
/** A different page deep in the list each time (from a fifth of the way to nine tenths). */
const deepPage = () => {
  const lo = Math.max(1, Math.floor(lastPage * 0.2));
  const hi = Math.max(lo + 1, Math.floor(lastPage * 0.9));
  return lo + ((deepPages++ * 7919) % (hi - lo));
};
const get = (setPath) => [{ method: 'GET', setupRequest: (r) => ({ ...r, path: setPath() }) }];
const moreBooks = (offset, sort, order) => ({
  method: 'POST',
  path: `/interface-data/more-books?num=${PAGE_SIZE}`,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ offset, query: '', sort, sort_order: order, vl: '' }),
});

/** Each measure: the request to Quire and its calibre-server equivalent. */
const scenarios = [
  {
    key: 'page1',
    name: `first page, ${PAGE_SIZE} books (newest first)`,
    quire: { url: quireFirstPage, headers: bearer },
    calibre: { url: calibreFirstPage },
  },
  {
    key: 'searchSame',
    name: 'the same search repeated',
    quire: { url: `${quireBase}/api/books?q=lantern%20kingdom&limit=${PAGE_SIZE}`, headers: bearer },
    calibre: { url: `${calibreBase}/interface-data/get-books?num=${PAGE_SIZE}&search=lantern%20kingdom` },
  },
  {
    key: 'searchNew',
    name: 'a new search each request (1 connection)',
    connections: 1,
    uncached: true,
    quire: {
      url: quireBase,
      headers: bearer,
      requests: get(() => `/api/books?q=${encodeURIComponent(newSearch())}&limit=${PAGE_SIZE}`),
    },
    calibre: {
      url: calibreBase,
      requests: get(
        () => `/interface-data/get-books?num=${PAGE_SIZE}&search=${encodeURIComponent(newSearch())}`,
      ),
    },
  },
  {
    key: 'page300',
    name: `page ${page300} by title`,
    quire: {
      url: `${quireBase}/api/books?sort=title&order=asc&page=${page300}&limit=${PAGE_SIZE}`,
      headers: bearer,
    },
    calibre: { url: calibreBase, requests: [moreBooks((page300 - 1) * PAGE_SIZE, 'title', 'asc')] },
  },
  {
    key: 'deepNew',
    name: 'a different deep page each request (newest first)',
    uncached: true,
    quire: {
      url: quireBase,
      headers: bearer,
      requests: get(() => `/api/books?page=${deepPage()}&limit=${PAGE_SIZE}`),
    },
    calibre: {
      url: calibreBase,
      requests: [
        {
          method: 'POST',
          setupRequest: (r) => ({
            ...r,
            ...moreBooks((deepPage() - 1) * PAGE_SIZE, 'timestamp', 'desc'),
          }),
        },
      ],
    },
  },
  {
    key: 'opdsRoot',
    name: 'OPDS root',
    uncached: true,
    quire: { url: `${quireBase}/opds`, headers: basic },
    calibre: { url: `${calibreBase}/opds` },
  },
  {
    key: 'opdsNew',
    name: 'OPDS newest',
    uncached: true,
    quire: { url: `${quireBase}/opds/new`, headers: basic },
    // calibre's "By newest" feed: /opds/navcatalog/ + "Onewest" in hex.
    calibre: { url: `${calibreBase}/opds/navcatalog/4f6e6577657374` },
  },
  {
    key: 'opdsSearch',
    name: 'OPDS search, a new search each request',
    uncached: true,
    quire: {
      url: quireBase,
      headers: basic,
      requests: get(() => `/opds/search?q=${encodeURIComponent(newSearch())}`),
    },
    calibre: { url: calibreBase, requests: get(() => `/opds/search/${encodeURIComponent(newSearch())}`) },
  },
];

function cannon(opts, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: seconds, ...opts }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

async function measure(opts, conns) {
  await cannon({ ...opts, connections: conns }, 2); // warm-up
  const r = await cannon({ ...opts, connections: conns }, duration);
  // One decimal below 10 req/s: calibre's new searches run at 0–5 req/s.
  const rate = r.requests.total / duration;
  return {
    reqPerSec: rate < 10 ? Number(rate.toFixed(1)) : Math.round(rate),
    p50: r.latency.p50,
    p99: r.latency.p99,
    failed: r.errors + r.timeouts + r.non2xx,
    total: r.requests.total,
  };
}

// Every scenario answers 2xx on both before anything is timed.
for (const s of scenarios) {
  for (const [which, opts] of [
    ['quire', s.quire],
    ['calibre', s.calibre],
  ]) {
    const r = await cannon({ ...opts, connections: 1, amount: 3 }, 1);
    if (r.non2xx || r.errors)
      throw new Error(
        `${s.name} on ${which}: ${r.non2xx} non-2xx, ${r.errors} errors of ${r.requests.total}`,
      );
  }
}

const raw = Object.fromEntries(scenarios.map((s) => [s.key, { quire: [], calibre: [] }]));
const health = [];
for (let round = 0; round < rounds; round++) {
  health.push(await measure({ url: `${quireBase}/api/health` }, connections));
  console.log(`   round ${round + 1}: Quire health ${health.at(-1).reqPerSec} req/s`);
  for (const s of scenarios) {
    const order = round % 2 === 0 ? ['quire', 'calibre'] : ['calibre', 'quire'];
    for (const which of order) {
      const r = await measure(s[which], s.connections ?? connections);
      raw[s.key][which].push(r);
      console.log(
        `   ${s.name.padEnd(52)} ${which.padEnd(7)} ${String(r.reqPerSec).padStart(6)} req/s  p99 ${r.p99} ms  failed ${r.failed}`,
      );
    }
  }
}

await sleep(IDLE_WAIT_MS);
const idle = { quire: treeRssMb(quire.child.pid), calibre: treeRssMb(calibreServer.child.pid) };
console.log(`   idle after load: Quire ${idle.quire} MB, calibre-server ${idle.calibre} MB`);
await stop(quire.child);
await stop(calibreServer.child);

const summary = (xs) => ({
  reqPerSec: median(xs.map((x) => x.reqPerSec)),
  p50: median(xs.map((x) => x.p50)),
  p99: median(xs.map((x) => x.p99)),
  failed: xs.reduce((n, x) => n + x.failed, 0),
});
const healthRps = median(health.map((h) => h.reqPerSec));
report.health = { reqPerSec: healthRps, p99: median(health.map((h) => h.p99)) };
report.results = scenarios.map((s) => {
  const q = summary(raw[s.key].quire);
  const c = summary(raw[s.key].calibre);
  return {
    key: s.key,
    name: s.name,
    connections: s.connections ?? connections,
    uncached: Boolean(s.uncached),
    quire: { ...q, ratioToHealth: Number((q.reqPerSec / healthRps).toFixed(3)) },
    calibre: c,
    ratio: c.reqPerSec > 0 ? Number((q.reqPerSec / c.reqPerSec).toFixed(2)) : null,
  };
});
report.coldStart = {
  quireMs: median(starts.quire.map((s) => s.ms)),
  calibreMs: median(starts.calibre.map((s) => s.ms)),
  // Strings: the file stays as Biome formats it.
  quireAll: starts.quire.map((s) => s.ms).join(', '),
  calibreAll: starts.calibre.map((s) => s.ms).join(', '),
  quireFaults: median(starts.quire.map((s) => s.faults)),
  calibreFaults: median(starts.calibre.map((s) => s.faults)),
  firstTouch128MbMs: firstTouchMs(),
};
report.memory = {
  afterFirstAnswer: {
    quireMb: median(starts.quire.map((s) => s.rssMb)),
    calibreMb: median(starts.calibre.map((s) => s.rssMb)),
  },
  idleAfterLoad: { quireMb: idle.quire, calibreMb: idle.calibre },
};
report.rawHealth = health;
report.raw = raw;
writeFileSync(resultsFile, `${JSON.stringify(report, null, 2)}\n`);
console.log('   wrote bench/compare-results.json');
await render();
