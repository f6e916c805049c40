#!/usr/bin/env node
// `npm run bench`: generates a library for each run, starts the real server on it, drives it with
// autocannon over loopback and reports req/s, p50 and p99 per scenario, with each scenario's
// ratio to `GET /api/health` measured in the same run (one database round trip: the honest limit
// for a request that must touch the database). Results go to bench/RESULTS.md and results.json.
//
//   BENCH_RUNS=pglite:100000:20,postgres:1000000:50   mode:books:connections, one run each
//     (postgres runs need BENCH_DATABASE_URL or TEST_DATABASE_URL; with REDIS_URL set the server
//      uses Redis too, as a scaled-out deployment does)
//   BENCH_DURATION=5   seconds per scenario (after a 2 s warm-up)
//   BENCH_SCENARIOS=page1,search,deepRating   only these scenarios (default: all)
//   BENCH_SERVER_ENV='{"PGLITE_WORKER":"true"}'   extra environment for the server under test
//   BENCH_PORT=3900   the servers listen from the next port on
//   BENCH_DB_PREFIX=quire_bench   name of the PostgreSQL database each run creates (plus _<books>),
//     so two benchmarks on one PostgreSQL do not drop each other's database
import { fork, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { signUpBenchReader } from './bench-reader.mjs';
import { generateLibrary, NOUNS, WORDS } from './generate.mjs';
import { explainPlans } from './plans.mjs';

const root = path.resolve(import.meta.dirname, '..');
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const runSpecs = (process.env.BENCH_RUNS ?? 'pglite:100000:20,postgres:1000000:50').split(',').map((spec) => {
  const [mode, books, connections] = spec.split(':');
  return { mode, size: Number(books), connections: Number(connections ?? 20) };
});
const duration = Number(process.env.BENCH_DURATION ?? 5);
const only = process.env.BENCH_SCENARIOS?.split(',');
const serverEnv = JSON.parse(process.env.BENCH_SERVER_ENV ?? '{}');
/**
 * The targets, each as a ratio to health in the same run (and a p99 on PostgreSQL): the first
 * page, and the two reads nothing remembered can serve, a new search each request and a
 * different deep page each request.
 */
const TARGETS = [
  { key: 'page1', label: '`GET /api/books` page 1', ratio: 0.25 },
  { key: 'searchVaried', label: 'a new search each request', ratio: 0.25 },
  { key: 'deepVaried', label: 'a different deep page each request', ratio: 0.25 },
];
const P99_TARGET_MS = 50;

const { openPglite, openPostgres } = await import(path.join(root, 'apps/server/dist/db/client.js'));

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitForHealth(base) {
  for (let i = 0; i < 240; i++) {
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {}
    await sleep(250);
  }
  throw new Error(`server at ${base} did not become healthy`);
}

function startServer(env) {
  const child = spawn(process.execPath, [path.join(root, 'apps/server/bundle/server.js')], {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      AUTH_IP_LIMIT: '1000000',
      WRITE_LIMIT_PER_MINUTE: '100000000',
      UPLOAD_LIMIT_PER_HOUR: '100000000',
      // With REDIS_URL the limits are shared with anything else on this Redis (tests, earlier runs).
      REGISTER_LIMIT_PER_HOUR: '100000000',
      HOST: '127.0.0.1',
      ...serverEnv,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

/** CPU time (user + system) the server process has used so far, in ms (Linux /proc; 0 elsewhere). */
function serverCpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in 1/100 s
  } catch {
    return 0;
  }
}

async function stop(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ duration, ...opts }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

const summarise = (name, r, key = name) => ({
  key,
  name,
  reqPerSec: Math.round(r.requests.average),
  p50: r.latency.p50,
  p99: r.latency.p99,
  errors: r.errors + r.timeouts,
  non2xx: r.non2xx,
  total: r.requests.total,
});

async function prepare(mode, size) {
  const started = performance.now();
  if (mode === 'pglite') {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), `quire-bench-${size}-`));
    const database = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
    const gen = await generateLibrary(database.db, { books: size });
    const plans = await explainPlans(database.db);
    await database.close();
    return {
      env: { DATA_DIR: dataDir },
      cleanup: () => rmSync(dataDir, { recursive: true, force: true }),
      gen,
      plans,
      prepMs: performance.now() - started,
    };
  }
  const name = `${process.env.BENCH_DB_PREFIX ?? 'quire_bench'}_${size}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  // Generating 100k books runs statements longer than the app's 15 s per-query cap.
  const database = await openPostgres(url.toString(), { queryTimeoutMs: 600_000 });
  const gen = await generateLibrary(database.db, { books: size });
  const plans = await explainPlans(database.db);
  await database.close();
  return {
    env: { DATABASE_URL: url.toString() },
    cleanup: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await admin.end();
    },
    gen,
    plans,
    prepMs: performance.now() - started,
  };
}

async function scenarios(base, { token, basic }) {
  const headers = { authorization: `Bearer ${token}` };
  const listed = await fetch(`${base}/api/books?limit=50`, { headers });
  const first = await listed.json();
  if (!listed.ok) throw new Error(`GET /api/books answered ${listed.status}: ${JSON.stringify(first)}`);
  const ids = first.books.map((b) => b._id);
  const lastPage = Math.ceil(first.total / 8);
  const deepPage = Math.max(1, Math.floor(lastPage * 0.8));
  const pick = (i) => ids[i % ids.length];
  let n = 0;
  // A different search each time (word, noun and number, as generated titles are): nothing
  // answered before is asked again.
  let k = 0;
  const variedSearch = () => {
    const i = k++;
    return encodeURIComponent(`${WORDS[i % WORDS.length]} ${NOUNS[(i >> 3) % NOUNS.length]} ${i % 997}`);
  };
  // A different page deep in the list each time (from a fifth of the way to nine tenths).
  let d = 0;
  const variedDeepPage = () => {
    const lo = Math.max(1, Math.floor(lastPage * 0.2));
    const hi = Math.max(lo + 1, Math.floor(lastPage * 0.9));
    return lo + ((d++ * 7919) % (hi - lo));
  };
  const opds = { authorization: basic };
  return [
    {
      key: 'page1',
      name: 'GET /api/books page 1 (Bearer token)',
      url: `${base}/api/books?page=1&limit=8`,
      headers,
    },
    {
      key: 'search',
      name: 'GET /api/books search q=lantern%20kingdom, the same search again',
      url: `${base}/api/books?q=lantern%20kingdom&limit=8`,
      headers,
    },
    {
      key: 'deepRating',
      name: `GET /api/books deep page (${deepPage}) sorted by rating`,
      url: `${base}/api/books?sort=rating.averageRating&order=desc&page=${deepPage}&limit=8`,
      headers,
    },
    {
      key: 'searchVaried',
      name: 'GET /api/books search, a different search each time',
      url: base,
      headers,
      requests: [
        { method: 'GET', setupRequest: (r) => ({ ...r, path: `/api/books?q=${variedSearch()}&limit=8` }) },
      ],
    },
    {
      key: 'deep',
      name: `GET /api/books deep page (${deepPage}), newest first`,
      url: `${base}/api/books?page=${deepPage}&limit=8`,
      headers,
    },
    {
      key: 'deepVaried',
      name: 'GET /api/books a different deep page each time, newest first',
      url: base,
      headers,
      requests: [
        {
          method: 'GET',
          setupRequest: (r) => ({ ...r, path: `/api/books?page=${variedDeepPage()}&limit=8` }),
        },
      ],
    },
    { key: 'opdsRoot', name: 'GET /opds (OPDS root, HTTP Basic)', url: `${base}/opds`, headers: opds },
    { key: 'opdsNew', name: 'GET /opds/new (OPDS newest)', url: `${base}/opds/new`, headers: opds },
    {
      key: 'opdsSearch',
      name: 'GET /opds/search, a different search each time',
      url: base,
      headers: opds,
      requests: [
        { method: 'GET', setupRequest: (r) => ({ ...r, path: `/opds/search?q=${variedSearch()}` }) },
      ],
    },
    {
      key: 'chapter',
      name: 'GET /api/books/:id/chapters/2',
      url: base,
      headers,
      requests: [
        { method: 'GET', setupRequest: (r) => ({ ...r, path: `/api/books/${pick(n++)}/chapters/2` }) },
      ],
    },
    { key: 'me', name: 'GET /api/auth/user (token check alone)', url: `${base}/api/auth/user`, headers },
    {
      key: 'category',
      name: 'Knowledge Pool: GET /api/books?category=Business&limit=24',
      url: `${base}/api/books?category=Business&limit=24`,
      headers,
    },
    { key: 'popular', name: 'Home: GET /api/books/popular (anonymous)', url: `${base}/api/books/popular` },
    {
      key: 'rate',
      name: 'POST /api/books/:id/rate',
      url: base,
      headers: { ...headers, 'content-type': 'application/json' },
      requests: [
        {
          method: 'POST',
          setupRequest: (r) => ({
            ...r,
            path: `/api/books/${pick(n++)}/rate`,
            body: JSON.stringify({ rating: 1 + (n % 5) }),
          }),
        },
      ],
    },
  ];
}

async function measureBare(connections) {
  const child = fork(path.join(import.meta.dirname, 'bare-server.mjs'), [], { stdio: 'ignore' });
  const port = await new Promise((r) => child.once('message', (m) => r(m.port)));
  await cannon({ url: `http://127.0.0.1:${port}/bare`, connections, duration: 1 }); // warm-up
  const result = summarise(
    'bare Fastify + zod route (no database, other process)',
    await cannon({ url: `http://127.0.0.1:${port}/bare?page=2`, connections }),
    'bare',
  );
  child.kill('SIGTERM');
  return result;
}

const report = {
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    // A string: the file stays as Biome formats it.
    loadAverage: os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' / '),
  },
  date: new Date().toISOString(),
  duration,
  serverEnv,
  runSpecs,
  runs: [],
};
if (process.argv.includes('--render')) {
  // Re-renders RESULTS.md from results.json and why.md (after editing the closing note).
  const saved = JSON.parse(readFileSync(path.join(import.meta.dirname, 'results.json'), 'utf8'));
  writeFileSync(path.join(import.meta.dirname, 'RESULTS.md'), renderMarkdown(saved));
  console.log('wrote bench/RESULTS.md from bench/results.json');
  process.exit(0);
}
console.log(
  `bench: ${runSpecs.map((r) => `${r.mode} ${r.size} books @${r.connections}`).join('; ')}; ${duration}s per scenario`,
);

let port = Number(process.env.BENCH_PORT ?? 3900);
for (const { mode, size, connections } of runSpecs) {
  if (mode === 'postgres' && !pgUrl) {
    console.log(`\n== ${mode}, ${size} books: skipped (no BENCH_DATABASE_URL or TEST_DATABASE_URL)`);
    report.runs.push({ mode, size, connections, skipped: true, results: [] });
    continue;
  }
  console.log(`\n== ${mode}, ${size} books, ${connections} connections: generating...`);
  const prep = await prepare(mode, size);
  console.log(`   generated in ${prep.gen.ms} ms`);
  port += 1;
  const base = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  const redis = mode === 'postgres' && process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {};
  const server = startServer({ ...prep.env, ...redis, PORT: String(port) });
  await waitForHealth(base);
  const startupMs = Math.round(performance.now() - t0);
  const reader = await signUpBenchReader(base, 'bench-main');
  const { token } = reader;
  const results = [];
  const measure = async (s) => {
    await cannon({ ...s, connections, duration: 2 }); // warm-up (JIT, caches, pooled connections)
    const cpuBefore = serverCpuMs(server.pid);
    const r = summarise(s.name, await cannon({ ...s, connections }), s.key);
    r.cpuUsPerRequest = Math.round(((serverCpuMs(server.pid) - cpuBefore) * 1000) / Math.max(r.total, 1));
    results.push(r);
    console.log(
      `   ${s.name.padEnd(64)} ${String(r.reqPerSec).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  cpu ${r.cpuUsPerRequest} µs/req  errors ${r.errors} non2xx ${r.non2xx}`,
    );
    return r;
  };
  // Health before and after the other scenarios: the limit is their mean (the shared machine drifts).
  const health = {
    key: 'health',
    name: 'GET /api/health (one database round trip)',
    url: `${base}/api/health`,
  };
  const before = await measure({ ...health, key: 'healthBefore', name: `${health.name}, first` });
  // The targets' scenarios each get their own health measurement just before them: on a shared
  // machine the load changes from minute to minute, and a ratio of two adjacent runs follows it.
  const targetKeys = new Set(TARGETS.map((t) => t.key));
  for (const s of await scenarios(base, reader)) {
    if (only && !only.includes(s.key)) continue;
    let paired;
    if (targetKeys.has(s.key)) {
      paired = await measure({ ...health, key: `health-${s.key}`, name: `${health.name}, before the next` });
    }
    const r = await measure(s);
    if (paired) {
      r.pairedHealth = paired.reqPerSec;
      r.pairedHealthCpuUs = paired.cpuUsPerRequest;
    }
  }
  if (mode === 'pglite' && (!only || only.includes('mixed'))) {
    // Mixed reads and writes at 20 connections: the embedded database must not error.
    const [book] = (
      await (
        await fetch(`${base}/api/books?limit=1`, { headers: { authorization: `Bearer ${token}` } })
      ).json()
    ).books;
    const mixed = summarise(
      'mixed reads/writes @20',
      await cannon({
        url: base,
        connections: 20,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        requests: [
          { method: 'GET', path: '/api/books?page=1&limit=8' },
          { method: 'POST', path: `/api/books/${book._id}/rate`, body: JSON.stringify({ rating: 4 }) },
          {
            method: 'POST',
            path: `/api/books/${book._id}/comment`,
            body: JSON.stringify({ content: 'bench comment' }),
          },
          { method: 'GET', path: `/api/books?q=glass&limit=8` },
          { method: 'PUT', path: `/api/books/${book._id}`, body: JSON.stringify({ notes: 'bench notes' }) },
        ],
      }),
      'mixed',
    );
    results.push(mixed);
    console.log(
      `   ${mixed.name.padEnd(64)} ${String(mixed.reqPerSec).padStart(6)} req/s  p50 ${mixed.p50} ms  p99 ${mixed.p99} ms  errors ${mixed.errors} non2xx ${mixed.non2xx}`,
    );
  }
  const after = await measure({ ...health, key: 'healthAfter', name: `${health.name}, again at the end` });
  const limit = Math.round((before.reqPerSec + after.reqPerSec) / 2);
  for (const r of results) {
    r.ratioToHealth = Number((r.reqPerSec / limit).toFixed(3));
    if (r.pairedHealth) r.ratioToPairedHealth = Number((r.reqPerSec / r.pairedHealth).toFixed(3));
  }
  await stop(server);
  await prep.cleanup();
  const bare = await measureBare(connections);
  bare.ratioToHealth = Number((bare.reqPerSec / limit).toFixed(3));
  console.log(`   bare route ${bare.reqPerSec} req/s (health mean ${limit} req/s)`);
  report.runs.push({
    mode,
    size,
    connections,
    redis: Boolean(redis.REDIS_URL),
    generateMs: prep.gen.ms,
    startupMs,
    health: limit,
    results,
    bare,
    plans: prep.plans,
  });
}

writeFileSync(path.join(import.meta.dirname, 'results.json'), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(path.join(import.meta.dirname, 'RESULTS.md'), renderMarkdown(report));
console.log('\nwrote bench/RESULTS.md and bench/results.json');

function pct(x) {
  return `${(x * 100).toFixed(1)}%`;
}

/** The issue's server targets, each marked met or missed (and by how much) from this run's numbers. */
function renderTargets(r) {
  const rows = [];
  const result = (run, key) => run.results.find((x) => x.key === key);
  for (const run of r.runs) {
    const where =
      run.mode === 'pglite'
        ? `embedded (PGlite), ${run.size.toLocaleString('en')} books, ${run.connections} connections`
        : `PostgreSQL${run.redis ? ' + Redis' : ''}, ${run.size.toLocaleString('en')} books, ${run.connections} connections`;
    if (run.skipped) {
      rows.push([`${where}: every target`, 'not measured (no PostgreSQL configured)', 'not measured']);
      continue;
    }
    for (const t of TARGETS) {
      const x = result(run, t.key);
      if (!x) continue;
      const healthRps = x.pairedHealth ?? run.health;
      const ratio = x.ratioToPairedHealth ?? x.ratioToHealth;
      const cpu =
        x.pairedHealthCpuUs && x.cpuUsPerRequest
          ? `; server CPU per request ${x.pairedHealthCpuUs} / ${x.cpuUsPerRequest} µs = ${pct(x.pairedHealthCpuUs / x.cpuUsPerRequest)}`
          : '';
      rows.push([
        `${where}: ${t.label} / health ≥ ${t.ratio * 100}%`,
        `${x.reqPerSec} / ${healthRps} req/s = **${pct(ratio)}** (to the run's mean health: ${pct(x.ratioToHealth)}${cpu})`,
        ratio >= t.ratio ? 'met' : `missed (${((t.ratio * healthRps) / x.reqPerSec).toFixed(2)}× short)`,
      ]);
      if (run.mode === 'postgres')
        rows.push([
          `${where}: ${t.label} p99 ≤ ${P99_TARGET_MS} ms`,
          `${x.p99} ms`,
          x.p99 <= P99_TARGET_MS ? 'met' : `missed (${(x.p99 / P99_TARGET_MS).toFixed(1)}× the target)`,
        ]);
    }
    const mixed = result(run, 'mixed');
    if (mixed)
      rows.push([
        `${where}: 0 errors at 20 connections of mixed reads and writes`,
        `${mixed.errors} errors, ${mixed.non2xx} non-2xx of ${mixed.total}`,
        mixed.errors === 0 && mixed.non2xx === 0 ? 'met' : `missed (${mixed.errors + mixed.non2xx} failed)`,
      ]);
  }
  if (rows.length === 0) return [];
  const lines = ['## Targets', '', '| target | measured (same run) | verdict |', '|---|---|---|'];
  for (const [target, measured, v] of rows) lines.push(`| ${target} | ${measured} | ${v} |`);
  lines.push('');
  return lines;
}

function renderMarkdown(r) {
  const lines = [
    '# Benchmark results',
    '',
    `Date: ${r.date}. Machine: ${r.machine.cpus} cores (${r.machine.cpuModel}), ${r.machine.memGiB} GiB, Node ${r.machine.node}; load average at the start ${[r.machine.loadAverage].flat().join(' / ')}.`,
    `Command: \`npm run bench\` (BENCH_RUNS=${r.runSpecs.map((x) => `${x.mode}:${x.size}:${x.connections}`).join(',')}${Object.keys(r.serverEnv).length ? ` BENCH_SERVER_ENV='${JSON.stringify(r.serverEnv)}'` : ''}), autocannon, ${r.duration} s per scenario after a 2 s warm-up, client and server on the same machine over loopback. Each target's ratio is to \`GET /api/health\` measured just before it in the same run (in brackets: to the mean of health before and after all scenarios): one database round trip, the honest limit for a request that must touch the database.`,
    '',
  ];
  lines.push(...renderTargets(r));
  for (const run of r.runs) {
    if (run.skipped) continue;
    lines.push(
      `## ${run.mode}${run.redis ? ' + Redis' : ''}, ${run.size.toLocaleString('en')} books, ${run.connections} connections`,
      '',
      `Generated in ${run.generateMs} ms; server healthy ${run.startupMs} ms after spawn. Health (the limit): **${run.health} req/s**.`,
      '',
      '| scenario | req/s | ratio to health (run mean) | ratio to health just before | p50 ms | p99 ms | server CPU µs/request | errors | non-2xx |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    );
    for (const x of [...run.results, run.bare])
      lines.push(
        `| ${x.name} | ${x.reqPerSec} | ${x.ratioToHealth !== undefined ? pct(x.ratioToHealth) : ''} | ${x.ratioToPairedHealth !== undefined ? pct(x.ratioToPairedHealth) : ''} | ${x.p50} | ${x.p99} | ${x.cpuUsPerRequest ?? ''} | ${x.errors} | ${x.non2xx} |`,
      );
    lines.push('');
    if (run.plans?.length) {
      lines.push('<details><summary>Query plans</summary>', '');
      for (const p of run.plans) lines.push(`**${p.name}**`, '', '```', p.plan, '```', '');
      lines.push('</details>', '');
    }
  }
  lines.push(...renderComparison());
  const whyFile = path.join(import.meta.dirname, 'why.md');
  if (existsSync(whyFile)) lines.push(readFileSync(whyFile, 'utf8').trim(), '');
  lines.push('');
  return lines.join('\n');
}

/** The comparison with calibre-server (bench/compare.mjs), from its own results file. */
function renderComparison() {
  const file = path.join(import.meta.dirname, 'compare-results.json');
  if (!existsSync(file)) return [];
  const c = JSON.parse(readFileSync(file, 'utf8'));
  const lines = ['## Quire beside calibre-server', ''];
  if (c.skipped) {
    lines.push(`Not measured (${c.date}): ${c.skipped}.`, '');
    return lines;
  }
  const n = c.books.toLocaleString('en');
  lines.push(
    `Date: ${c.date}; ${c.machine.cpus} cores (${c.machine.cpuModel}), Node ${c.machine.node}, load average at the start ${c.machine.loadAverage}. Command: \`node bench/compare.mjs\` (COMPARE_BOOKS=${c.books} COMPARE_CONNECTIONS=${c.connections} COMPARE_ROUNDS=${c.rounds}${c.startRounds ? ` COMPARE_START_ROUNDS=${c.startRounds}` : ''}), part of \`npm run bench\`.`,
    '',
    `**Test: ${n} generated books (the same titles, authors, categories as tags, years, ratings and dates added in both), Quire on the embedded database (PGlite), ${c.calibreVersion}; ${c.connections} connections unless the row says otherwise; medians of ${c.rounds} rounds, each scenario measured on one then the other (the order swapped every round), ${c.duration} s each after a 2 s warm-up, load generator on the same machine.** Quire's requests carry a reader's Bearer token (the API) or HTTP Basic (OPDS); calibre-server runs with its defaults (no authentication). calibre's equivalents: \`/interface-data/get-books\` (the page its web app loads, with each book's metadata) for a page or a search, \`POST /interface-data/more-books\` for a page at an offset, \`/opds\`, \`/opds/navcatalog/4f6e6577657374\` (By newest) and \`/opds/search/…\` for OPDS. Quire's \`GET /api/health\` (one database round trip) in the same run: **${c.health.reqPerSec} req/s**.`,
    '',
    '| measure | Quire req/s | Quire p50 / p99 ms | calibre req/s | calibre p50 / p99 ms | Quire ÷ calibre | Quire % of health |',
    '|---|---:|---:|---:|---:|---:|---:|',
  );
  for (const r of c.results) {
    const conns =
      r.connections === c.connections
        ? ''
        : ` (${r.connections} connection${r.connections === 1 ? '' : 's'})`;
    const name = r.name.includes('connection') ? r.name : `${r.name}${conns}`;
    lines.push(
      `| ${name}${r.uncached ? ' — uncached' : ''} | ${r.quire.reqPerSec} | ${r.quire.p50} / ${r.quire.p99} | ${r.calibre.reqPerSec} | ${r.calibre.p50} / ${r.calibre.p99} | ${r.ratio === null ? 'calibre answered none' : `${r.ratio}×`} | ${(r.quire.ratioToHealth * 100).toFixed(1)}% |`,
    );
  }
  const s = c.coldStart;
  const m = c.memory;
  lines.push(
    `| cold start to the first page (spawn to first answer, existing data; median of ${s.quireAll.split(', ').length}) | ${s.quireMs} ms | ${s.quireAll} | ${s.calibreMs} ms | ${s.calibreAll} | ${(s.quireMs / s.calibreMs).toFixed(2)}× the time | |`,
    `| memory (RSS) after the first answer | ${m.afterFirstAnswer.quireMb} MB | | ${m.afterFirstAnswer.calibreMb} MB | | ${(m.afterFirstAnswer.quireMb / m.afterFirstAnswer.calibreMb).toFixed(2)}× | |`,
    ...(s.quireFaults === undefined
      ? []
      : [
          `| memory first touched by then (minor page faults, 4 KB each) | ${s.quireFaults} | | ${s.calibreFaults} | | ${(s.quireFaults / s.calibreFaults).toFixed(2)}× | |`,
        ]),
    `| memory (RSS) idle, 15 s after the load above | ${m.idleAfterLoad.quireMb} MB | | ${m.idleAfterLoad.calibreMb} MB | | ${(m.idleAfterLoad.quireMb / m.idleAfterLoad.calibreMb).toFixed(2)}× | |`,
    '',
    ...(s.firstTouch128MbMs === undefined
      ? []
      : [
          `A first touch of fresh memory on this machine: ${s.firstTouch128MbMs} ms for 128 MB (${((s.firstTouch128MbMs * 1000) / 32768).toFixed(1)} µs a page). A start pays it for every page it touches, so the cold-start ratio depends on it.`,
          '',
        ]),
    'A failed request (non-2xx, error, timeout) in any round: ' +
      (c.results.some((r) => r.quire.failed || r.calibre.failed)
        ? c.results
            .filter((r) => r.quire.failed || r.calibre.failed)
            .map((r) => `${r.name}: Quire ${r.quire.failed}, calibre ${r.calibre.failed}`)
            .join('; ')
        : 'none.'),
    '',
  );
  return lines;
}
